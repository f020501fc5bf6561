import type { ContractEvalReport } from '../model.ts';

/** 12 345: digits grouped alike on every machine (toLocaleString would follow the machine's locale). */
export const formatCount = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');

export const formatMs = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** A percentage to one decimal, as charts plot it. */
export const percentOf = (passed: number, of: number) => (of === 0 ? 0 : Math.round((1000 * passed) / of) / 10);

/** How a target's runs are named on the page: with their project only when the report has several. */
export function runLabel(report: ContractEvalReport, run: { project: string; target: string }): string {
  return report.header.projects.length > 1 ? `${run.target} (${run.project})` : run.target;
}
