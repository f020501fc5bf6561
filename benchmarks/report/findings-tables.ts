import { FINDINGS_NOTE, findingLegend, formatExample, formatFindingCount, type FindingExample, type ServerFindings } from './findings.ts';
import { table } from './markdown.ts';
import { FINDING_KINDS } from '../findings/kinds/index.ts';
import type { ContractEvalReport } from './model.ts';
import { ALL_TIERS, BUDGET_NOTE, budgetColumns, type BudgetCurve } from './pass-at-budget.ts';

/** A cell of these tables: text, or an example call (each report shows it its way: the HTML links its trace). */
export type FindingCell = string | FindingExample | null;

/** A table as both reports print it: its column titles, which are numbers (right-aligned), and its rows. */
export interface FindingTable {
  titles: string[];
  numeric: boolean[];
  rows: FindingCell[][];
}

/** What these tables read of a report: its projects, findings and budget curves (an A/B has them too). */
export type FindingsReport = Pick<ContractEvalReport, 'findings' | 'pass_at_budget'> & { header: Pick<ContractEvalReport['header'], 'projects'> };

/** A run's server in these tables: the target and its version, with the project (and agent) where a report has several. */
function serverLabel(report: FindingsReport, run: { project: string; agent: string | null; target: string }): string {
  const version = report.findings.find((f) => f.project === run.project && f.agent === run.agent && f.target === run.target)?.version ?? '';
  const who = report.header.projects.length > 1 || run.agent ? `${run.project}${run.agent ? ` (${run.agent})` : ''}: ` : '';
  return `${who}${run.target} ${version}`.trim();
}

/** Every finding, a column per server: its calls and their share of the calls the server answered. */
function overviewTable(report: FindingsReport): FindingTable {
  const servers = report.findings;
  return {
    titles: ['finding', ...servers.map((server) => `${serverLabel(report, server)}: calls (per call)`)],
    numeric: [false, ...servers.map(() => true)],
    rows: [
      ...FINDING_KINDS.map((kind) => [kind.title, ...servers.map((server) => formatFindingCount(server.findings.find((f) => f.kind === kind.name)!))]),
      ['calls the server answered (episodes)', ...servers.map((server) => `${server.server_calls} (${server.episodes})`)],
    ],
  };
}

/** Two calls of each finding a server showed: its task, step, tool and what was seen. */
function exampleTable(report: FindingsReport): FindingTable {
  return {
    titles: ['server', 'finding', 'example', 'example'],
    numeric: [false, false, false, false],
    rows: report.findings.flatMap((server: ServerFindings) =>
      server.findings.filter((f) => f.calls > 0).map((f) => [serverLabel(report, server), f.title, f.examples[0] ?? null, f.examples[1] ?? null]),
    ),
  };
}

/** The server's errors by message, the most frequent first. */
function errorTable(report: FindingsReport): FindingTable {
  return {
    titles: ['server', 'error message (numbers and quoted text blanked)', 'calls (per call)', 'example'],
    numeric: [false, false, true, false],
    rows: report.findings.flatMap((server) => [
      ...server.errors.map((e) => [serverLabel(report, server), e.message, formatFindingCount(e), e.examples[0] ?? null]),
      ...(server.other_errors.messages > 0 ? [[serverLabel(report, server), `${server.other_errors.messages} other messages`, String(server.other_errors.calls), null]] : []),
    ]),
  };
}

/** Each server's pass rate under each cap, overall and per tier. */
function budgetTable(report: FindingsReport, curves: readonly BudgetCurve[]): FindingTable {
  const columns = budgetColumns(curves);
  return {
    titles: ['server', 'tier', 'episodes', ...columns.titles],
    numeric: [false, false, true, ...columns.titles.map(() => true)],
    rows: curves.map((c) => [serverLabel(report, c), c.tier === ALL_TIERS ? 'every tier' : c.tier, String(c.episodes), ...columns.cells(c)]),
  };
}

/** The findings and pass-at-budget sections' notes and tables, for the Markdown and HTML reports alike. */
export function findingsTables(report: FindingsReport) {
  return {
    note: FINDINGS_NOTE,
    legend: findingLegend(),
    overview: overviewTable(report),
    examples: exampleTable(report),
    errors: errorTable(report),
    budgetNote: BUDGET_NOTE,
    budget: budgetTable(report, report.pass_at_budget),
  };
}

const markdownCell = (cell: FindingCell) => (cell === null ? '—' : typeof cell === 'string' ? cell : formatExample(cell));
const markdownTable = (t: FindingTable) => table(t.titles, t.numeric.map((n): 'l' | 'r' => (n ? 'r' : 'l')), t.rows.map((row) => row.map(markdownCell)));

/** The Markdown report's sections: what the servers did that cost the agent, then each server's pass rate at a budget. */
export function findingsMarkdown(report: FindingsReport): string[] {
  const t = findingsTables(report);
  return [
    '## What the servers did that cost the agent',
    '',
    t.note,
    '',
    ...t.legend.map((kind) => `- **${kind.title}**: ${kind.definition}.`),
    '',
    ...(report.findings.length > 0 ? markdownTable(t.overview) : ['No server call ran.']),
    '',
    ...(t.examples.rows.length > 0 ? [...markdownTable(t.examples), ''] : []),
    ...(t.errors.rows.length > 0 ? [...markdownTable(t.errors), ''] : []),
    '## Pass rate at a budget',
    '',
    t.budgetNote,
    '',
    ...(t.budget.rows.length > 0 ? markdownTable(t.budget) : ['No episode ran.']),
    '',
  ];
}
