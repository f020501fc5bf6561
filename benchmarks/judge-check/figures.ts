/**
 * The judge check's findings: for each task, every mutant (must fail) and alternate (must pass)
 * with the verdict the judge gave it. The report sums them into the judge's false-pass and
 * false-fail rates; the run fails on any wrong verdict.
 */

import type { EpisodeResult } from '../episode/result.ts';

/** The attachment that carries one task's findings from its test to the report. */
export const JUDGE_CHECK_ATTACHMENT = 'judge check';

export interface JudgeCheckEntry {
  /** What was tried: `negated: Venilheim`, `alternate: terse`, `mutant: app customers CUS-1001 phone edited`. */
  name: string;
  /** What a careful grader says. */
  expect: 'pass' | 'fail';
  /** For a submission variant: the type of the field it varies (`month`, `person`…), or `submission`, `subjects`, `not_found`. */
  type?: string;
  /** What the judge said (an inconclusive verdict is not a pass). */
  outcome: 'pass' | 'fail' | 'inconclusive';
  /** For a wrong verdict: the clause and what it observed, or why the episode ended. */
  why?: string;
}

export interface JudgeCheckRecord {
  task: string;
  suite: string;
  target: string;
  entries: JudgeCheckEntry[];
}

/** An episode's verdict as the check records it: why it did not pass, if it did not. */
export function entryOf(name: string, expect: JudgeCheckEntry['expect'], result: EpisodeResult): JudgeCheckEntry {
  const outcome = result.status === 'passed' ? 'pass' : result.status === 'failed' ? 'fail' : 'inconclusive';
  const why = result.failedClause ? `${result.failedClause.clause}: ${result.failedClause.observed}` : result.message;
  return { name, expect, outcome, ...(why && { why }) };
}

/** A mutant that passed, or an alternate that did not. */
export const isWrong = (entry: JudgeCheckEntry) => (entry.expect === 'fail' ? entry.outcome === 'pass' : entry.outcome !== 'pass');

export interface JudgeCheckFigures {
  tasks: number;
  mutants: number;
  /** Mutants the judge passed: the judge is too lenient. */
  false_passes: number;
  false_pass_rate: number;
  alternates: number;
  /** Alternates the judge failed: the judge is too strict. */
  false_fails: number;
  false_fail_rate: number;
  /** The submission variants by the type of the field they vary (`month`, `person`…; `submission`, `subjects`, `not_found` for the whole). */
  by_type: Record<string, { mutants: number; false_passes: number; alternates: number; false_fails: number }>;
  /** Every wrong verdict, by task. */
  wrong: Array<{ task: string; target: string; name: string; expect: 'pass' | 'fail'; outcome: string; why?: string }>;
}

function byType(entries: readonly JudgeCheckEntry[]): JudgeCheckFigures['by_type'] {
  const figures: JudgeCheckFigures['by_type'] = {};
  for (const entry of entries) {
    if (entry.type === undefined) continue;
    const counts = (figures[entry.type] ??= { mutants: 0, false_passes: 0, alternates: 0, false_fails: 0 });
    if (entry.expect === 'fail') counts.mutants++;
    else counts.alternates++;
    if (isWrong(entry)) counts[entry.expect === 'fail' ? 'false_passes' : 'false_fails']++;
  }
  return Object.fromEntries(Object.entries(figures).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function judgeCheckFigures(records: readonly JudgeCheckRecord[]): JudgeCheckFigures {
  const entries = records.flatMap((record) => record.entries.map((entry) => ({ ...entry, task: record.task, target: record.target })));
  const mutants = entries.filter((e) => e.expect === 'fail');
  const alternates = entries.filter((e) => e.expect === 'pass');
  const falsePasses = mutants.filter(isWrong).length;
  const falseFails = alternates.filter(isWrong).length;
  const rate = (wrong: number, of: number) => (of === 0 ? 0 : Number((wrong / of).toFixed(4)));
  return {
    // A task's findings come in two records: its reference replay's and its state mutants'.
    tasks: new Set(records.map((record) => `${record.task}\u0000${record.target}`)).size,
    mutants: mutants.length,
    false_passes: falsePasses,
    false_pass_rate: rate(falsePasses, mutants.length),
    alternates: alternates.length,
    false_fails: falseFails,
    false_fail_rate: rate(falseFails, alternates.length),
    by_type: byType(entries),
    wrong: entries
      .filter(isWrong)
      .map(({ task, target, name, expect, outcome, why }) => ({ task, target, name, expect, outcome, ...(why && { why }) }))
      .sort((a, b) => (a.task < b.task ? -1 : a.task > b.task ? 1 : a.name < b.name ? -1 : 1)),
  };
}
