import { FLOOR_NOTE, type ContractEvalReport } from './model.ts';
import { chartFigure } from './html/chart-figure.ts';
import { reportCharts, type ChartSpec } from './html/charts.ts';
import { failureList, passedTable, type TraceHref } from './html/episodes.ts';
import { findingsSections } from './html/findings-sections.ts';
import { floorTable, spendTable, profileTable, reasonTable, repeatTable, suiteTable } from './html/figure-tables.ts';
import { reportHeader } from './html/header.ts';
import { escapeHtml, htmlTable, numberColumn } from './html/markup.ts';
import { judgeCheckTables } from './judge-check.ts';
import { serverProfileTables } from './server-profile.ts';
import { SUB_GOALS_NOTE, subGoalTable } from './sub-goals.ts';
import { chartData, chartJsSource, PAGE_SCRIPT } from './html/page-script.ts';
import { STYLES } from './html/styles.ts';

const TRACE_NOTE =
  '<p class="note">Trace paths are relative to this page\'s folder: run each failure\'s <code>npm run show-trace</code> command there, in a contract-eval checkout (it opens the trace in the system\'s Chromium; <code>npx playwright show-trace</code> needs Playwright\'s own).</p>';
const REPEATS_NOTE = '<p class="note">pass@1: the share of runs that passed; pass@k: passed at least once; pass^k: passed every time (what the gate counts).</p>';

const section = (id: string, title: string, ...parts: string[]) => `<section id="${id}">\n<h2>${escapeHtml(title)}</h2>\n${parts.filter(Boolean).join('\n')}\n</section>`;
const figures = (charts: readonly ChartSpec[]) => (charts.length > 0 ? `<div class="charts">\n${charts.map(chartFigure).join('\n')}\n</div>` : '');

/**
 * The contract-eval report as one self-contained page (styles, Chart.js and data inline: it works
 * offline, e.g. from a CI artifact): what ran, the episodes that did not pass with their traces,
 * pass rates, what each server costs an agent, then the episodes that passed. The same report gives the
 * same bytes.
 */
export function renderHtml(report: ContractEvalReport, traceHref: TraceHref): string {
  // The null agents' episodes stay in the JSON; their scores are in the suite table.
  const rows = report.rows.filter((r) => !report.header.controls.includes(r.project));
  const failed = rows.filter((r) => r.result !== 'passed');
  const passed = rows.filter((r) => r.result === 'passed');
  const charts = reportCharts(report);
  const judge = judgeCheckTables(report);
  const profile = serverProfileTables(report);
  const found = findingsSections(report, traceHref);
  const sub = subGoalTable(report);
  const sections = [
    section(
      'did-not-pass',
      `Did not pass (${failed.length})`,
      failed.length > 0 ? `${reasonTable(report)}\n${TRACE_NOTE}\n${failureList(report, failed, traceHref)}` : '<p>Every episode passed.</p>',
    ),
    section('pass-rates', 'Pass rates', figures(charts.passRates), suiteTable(report)),
    sub ? section('sub-goals', 'Sub-goals: partial progress', `<p class="note">${escapeHtml(SUB_GOALS_NOTE)}</p>`, htmlTable(sub.titles.map((title) => (title === 'sub-goals right' ? numberColumn(title) : { title })), sub.rows)) : '',
    report.floor_by_tier.length > 0 ? section('floor', 'The floor by tier', `<p class="note">${escapeHtml(FLOOR_NOTE)}</p>`, floorTable(report)) : '',
    section(
      'judge',
      "The judge's own error rates",
      `<p class="note">${escapeHtml(judge.note)}</p>`,
      htmlTable([{ title: 'measure' }, { title: 'value' }], judge.figures),
      judge.wrong.length > 0 ? htmlTable(['task', 'target', 'what', 'a careful grader', 'the judge', 'why'].map((title) => ({ title })), judge.wrong) : '',
    ),
    section(
      'servers',
      'What each server costs an agent',
      `<p class="note">${escapeHtml(profile.note)}</p>`,
      profileTable(profile.servers),
      figures(charts.perTask),
      profileTable(profile.perClass),
      figures(charts.perClass),
      figures(charts.latency),
    ),
    section('findings', 'What the servers did that cost the agent', ...found.findings),
    section('budget', 'Pass rate at a budget', figures(found.charts), ...found.budget),
    report.model_spend ? section('spend', 'Model spend', spendTable(report.model_spend)) : '',
    report.tasks.some((t) => t.runs > 1) ? section('repeats', 'Tasks run more than once', REPEATS_NOTE, repeatTable(report)) : '',
    section('passed', `Passed (${passed.length})`, passed.length > 0 ? passedTable(report, passed) : '<p>No episode passed.</p>'),
  ];
  return `<!doctype html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contract-eval report ${escapeHtml(report.header.git_sha)}: ${escapeHtml(report.header.score)}</title>
<link rel="icon" href="data:,">
<style>${STYLES}</style>
</head>
<body>
${reportHeader(report, { failed: failed.length, passed: passed.length })}
<main>
${sections.filter(Boolean).join('\n')}
<footer>Contract-eval: each episode is judged by a deterministic contract on the sites' records, the browser's requests and the agent's answer, and the judge's own error rates are measured on every run; no LLM judges anything. Written by <code>npm run report</code> for commit ${escapeHtml(report.header.git_sha)}.</footer>
</main>
${chartData([...charts.passRates, ...charts.perTask, ...charts.perClass, ...charts.latency, ...found.charts])}
<script>${chartJsSource()}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
