import type { ToolClass } from '../episode/result.ts';
import type { ReportedTest } from './read-report.ts';

/** Published reference rows: WebVoyager30 as measured by notte. Not directly comparable (LLM-judged). */
export const REFERENCE_ROWS = [
  { agent: 'notte', selfEval: '86.2%', llmEval: '79.0%', secondsPerTask: 47 },
  { agent: 'Browser-Use (as measured by notte)', selfEval: '77.3%', llmEval: '60.2%', secondsPerTask: 113 },
] as const;

export interface ReportRow {
  project: string;
  suite: string;
  task: string;
  result: string;
  duration_ms: number;
  tool_calls: { total: number; actions: number; observations: number; errors: number };
  response_bytes: number;
  failed_postcondition: string;
  final_title: string;
  html_bytes: number | null;
  text_bytes: number | null;
  blocked: string[];
  cost_usd: number | null;
  trace: string | null;
}

export interface ContractEvalReport {
  header: {
    git_sha: string;
    uncommitted_changes: boolean;
    adapters: string[];
    targets: string[];
    models: string[];
    web_modes: string[];
    transcript_provenance: string[];
    total_tasks: number;
    passed: number;
    score: string;
  };
  suites: Array<{ project: string; suite: string; tasks: number; passed: number; pass_rate: string; score: string }>;
  aggregates: {
    duration_ms: { median: number; p95: number };
    tool_calls: { median: number; p95: number };
    cost_usd: { total: number; median: number } | null;
  };
  /** One row per MCP target: how they compare on the same tasks and contracts. */
  targets: TargetComparison[];
  rows: ReportRow[];
}

export interface TargetComparison {
  target: string;
  tasks: number;
  passed: number;
  median_episode_ms: number;
  median_call_ms: { navigate: number | null; observe: number | null; act: number | null };
  response_bytes_per_task: number;
  tool_errors: number;
}

/** Nearest-rank percentile of a non-empty list. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const distinct = (values: Array<string | undefined>) => [...new Set(values.filter((v): v is string => !!v))].sort();

function row(test: ReportedTest, normalizeTimings: boolean): ReportRow {
  const e = test.episode;
  const evidence = e?.evidence && 'finalTitle' in e.evidence ? e.evidence : undefined;
  const blocked = evidence ? Object.entries(evidence.blocked).filter(([, on]) => on).map(([signal]) => signal) : [];
  return {
    project: test.project,
    suite: test.suite,
    task: e?.task ?? test.title,
    result: e?.status ?? 'error',
    duration_ms: normalizeTimings ? 0 : e?.durationMs ?? 0,
    tool_calls: e?.toolCalls ?? { total: 0, actions: 0, observations: 0, errors: 0 },
    response_bytes: e?.responseBytes ?? 0,
    failed_postcondition: e?.failedClause ? `${e.failedClause.clause}: ${e.failedClause.observed.slice(0, 80)}` : e?.status === 'passed' ? '' : (e?.message ?? test.error ?? '').slice(0, 120),
    final_title: evidence?.finalTitle ?? '',
    html_bytes: evidence?.htmlBytes ?? null,
    text_bytes: evidence?.textBytes ?? null,
    blocked,
    cost_usd: e?.agent?.costUsd ?? null,
    trace: test.trace ?? null,
  };
}

/** The contract-eval report of a run: every benchmark test is a row; nothing is excluded. */
export function buildReport(tests: ReportedTest[], git: { sha: string; dirty: boolean }, options: { normalizeTimings: boolean }): ContractEvalReport {
  const rows = tests
    .map((t) => row(t, options.normalizeTimings))
    .sort((a, b) => a.project.localeCompare(b.project) || a.suite.localeCompare(b.suite) || a.task.localeCompare(b.task));
  const passed = rows.filter((r) => r.result === 'passed').length;
  const episodes = tests.flatMap((t) => (t.episode ? [t.episode] : []));
  const suiteKeys = distinct(rows.map((r) => `${r.project}\u0000${r.suite}`));
  const costs = rows.flatMap((r) => (r.cost_usd === null ? [] : [r.cost_usd]));
  return {
    header: {
      git_sha: git.sha,
      uncommitted_changes: git.dirty,
      adapters: distinct(episodes.map((e) => e.adapter)),
      targets: distinct(episodes.map((e) => `${e.target.name} ${e.target.version}`)),
      models: distinct(episodes.map((e) => e.agent?.model.id)),
      web_modes: distinct(episodes.map((e) => e.web)),
      transcript_provenance: distinct(episodes.map((e) => (e.transcript ? `${e.transcript.method}: ${e.transcript.recordedBy.replace(/[^ ]+\.(plan\.json|jsonl)/, '<per task>')}` : undefined))),
      total_tasks: rows.length,
      passed,
      score: `contract-eval score = ${passed} / ${rows.length}`,
    },
    suites: suiteKeys.map((key) => {
      const [project, suite] = key.split('\u0000');
      const inSuite = rows.filter((r) => r.project === project && r.suite === suite);
      const ok = inSuite.filter((r) => r.result === 'passed').length;
      return { project, suite, tasks: inSuite.length, passed: ok, pass_rate: `${((100 * ok) / inSuite.length).toFixed(1)}%`, score: `${ok} / ${inSuite.length}` };
    }),
    targets: distinct(episodes.map((e) => `${e.target.name} ${e.target.version}`)).map((target) => {
      const mine = episodes.filter((e) => `${e.target.name} ${e.target.version}` === target);
      const latencies = (cls: ToolClass) => {
        const ms = mine.flatMap((e) => e.callLatencies.filter((c) => c.class === cls).map((c) => (options.normalizeTimings ? 0 : c.ms)));
        return ms.length === 0 ? null : percentile(ms, 50);
      };
      return {
        target,
        tasks: mine.length,
        passed: mine.filter((e) => e.status === 'passed').length,
        median_episode_ms: options.normalizeTimings ? 0 : percentile(mine.map((e) => e.durationMs), 50),
        median_call_ms: { navigate: latencies('navigate'), observe: latencies('observe'), act: latencies('act') },
        response_bytes_per_task: Math.round(mine.reduce((sum, e) => sum + e.responseBytes, 0) / mine.length),
        tool_errors: mine.reduce((sum, e) => sum + e.toolCalls.errors, 0),
      };
    }),
    aggregates: {
      duration_ms: { median: percentile(rows.map((r) => r.duration_ms), 50), p95: percentile(rows.map((r) => r.duration_ms), 95) },
      tool_calls: { median: percentile(rows.map((r) => r.tool_calls.total), 50), p95: percentile(rows.map((r) => r.tool_calls.total), 95) },
      cost_usd: costs.length === 0 ? null : { total: Number(costs.reduce((a, b) => a + b, 0).toFixed(6)), median: percentile(costs, 50) },
    },
    rows,
  };
}

const cell = (value: unknown) => String(value ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const line = (cells: unknown[]) => `| ${cells.map(cell).join(' | ')} |`;

export function renderMarkdown(report: ContractEvalReport): string {
  const h = report.header;
  const out = [
    `# Contract-eval report ${h.git_sha}${h.uncommitted_changes ? ' (with uncommitted changes)' : ''}`,
    '',
    `**${h.score}** tasks passed`,
    '',
    line(['field', 'value']),
    line(['---', '---']),
    line(['git sha', h.git_sha]),
    line(['adapter', h.adapters.join(', ')]),
    line(['MCP target', h.targets.join(', ')]),
    line(['model', h.models.join(', ') || '— (no model ran)']),
    line(['web mode', h.web_modes.join(', ')]),
    line(['transcript provenance', h.transcript_provenance.join('; ') || '— (no replay)']),
    line(['total tasks', h.total_tasks]),
    line(['passed', h.passed]),
    '',
    '## Suites',
    '',
    line(['project', 'suite', 'score', 'pass rate']),
    line(['---', '---', '---', '---:']),
    ...report.suites.map((s) => line([s.project, s.suite, `${s.suite} contract-eval score = ${s.score}`, s.pass_rate])),
    '',
    '## Tasks',
    '',
    line(['task', 'result', 'duration_ms', 'tool_calls (a/o/e)', 'response_bytes', 'failed_postcondition', 'final title', 'html/text bytes', 'blocked']),
    line(['---', '---', '---:', '---', '---:', '---', '---', '---', '---']),
    ...report.rows.map((r) =>
      line([
        r.task,
        r.result,
        r.duration_ms,
        `${r.tool_calls.total} (${r.tool_calls.actions}/${r.tool_calls.observations}/${r.tool_calls.errors})`,
        r.response_bytes,
        r.failed_postcondition,
        r.final_title,
        r.html_bytes === null ? '—' : `${r.html_bytes}/${r.text_bytes}`,
        r.blocked.join(', ') || 'none',
      ]),
    ),
    '',
    '## MCP targets side by side',
    '',
    line(['target', 'passed', 'median episode ms', 'median call ms: navigate / observe / act', 'response bytes per task', 'tool errors']),
    line(['---', '---:', '---:', '---', '---:', '---:']),
    ...report.targets.map((t) =>
      line([t.target, `${t.passed} / ${t.tasks}`, t.median_episode_ms, [t.median_call_ms.navigate, t.median_call_ms.observe, t.median_call_ms.act].map((ms) => ms ?? '—').join(' / '), t.response_bytes_per_task, t.tool_errors]),
    ),
    '',
    '## Aggregates',
    '',
    `- duration: median ${report.aggregates.duration_ms.median} ms, p95 ${report.aggregates.duration_ms.p95} ms`,
    `- tool calls: median ${report.aggregates.tool_calls.median}, p95 ${report.aggregates.tool_calls.p95}`,
    `- model cost: ${report.aggregates.cost_usd ? `total USD ${report.aggregates.cost_usd.total.toFixed(4)}, median USD ${report.aggregates.cost_usd.median.toFixed(4)} per task` : 'no model ran'}`,
    '',
    '## Reference (WebVoyager30, not directly comparable)',
    '',
    line(['agent', 'self-eval', 'LLM-eval', 'time per task']),
    line(['---', '---:', '---:', '---:']),
    ...REFERENCE_ROWS.map((r) => line([r.agent, r.selfEval, r.llmEval, `${r.secondsPerTask} s`])),
    '',
    'Contract-eval is stricter than LLM-eval: a task passes only when a deterministic contract holds on the',
    'final page, never on a judge\'s reading of the transcript. Blocked episodes (captcha, login wall,',
    'browser error page) count as failures; no task is excluded.',
    '',
  ];
  return out.join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A page that opens on the episodes that did not pass, each with its trace. */
export function renderHtml(report: ContractEvalReport, traceHref: (trace: string) => string): string {
  const failed = report.rows.filter((r) => r.result !== 'passed');
  const passed = report.rows.filter((r) => r.result === 'passed');
  const item = (r: ReportRow) =>
    `<tr><td>${escapeHtml(r.task)}</td><td>${escapeHtml(r.result)}</td><td>${escapeHtml(r.failed_postcondition)}</td><td>${
      r.trace ? `<a href="${escapeHtml(traceHref(r.trace))}">trace.zip</a> <code>npx playwright show-trace ${escapeHtml(r.trace)}</code>` : '—'
    }</td></tr>`;
  const table = (rows: ReportRow[]) => `<table><tr><th>task</th><th>result</th><th>failed postcondition</th><th>trace</th></tr>${rows.map(item).join('')}</table>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract-eval report ${escapeHtml(report.header.git_sha)}</title></head>
<body>
<h1>${escapeHtml(report.header.score)} tasks passed</h1>
<h2>Did not pass (${failed.length})</h2>
${failed.length ? table(failed) : '<p>none</p>'}
<h2>Passed (${passed.length})</h2>
${table(passed)}
<p>All test details: <a href="../playwright-report/index.html#?q=s:failed">Playwright HTML report, failed tests</a>.</p>
</body></html>
`;
}
