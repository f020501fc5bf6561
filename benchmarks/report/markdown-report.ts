import { judgeCheckTables } from './judge-check.ts';
import { shardRows, spendLines } from './model-spend.ts';
import { row, table } from './markdown.ts';
import { FLOOR_NOTE, floorRows, formatDetectable, formatSeeds, REFERENCE_ROWS, TIERS, type ContractEvalReport } from './model.ts';
import { observationBars, serverProfileTables, type ProfileTable } from './server-profile.ts';
import { findingsMarkdown } from './findings-tables.ts';
import { SUB_GOALS_NOTE, subGoalTable } from './sub-goals.ts';

/** The contract-eval report as Markdown: what ran, the scores, what each server costs an agent, every episode. */
export function renderMarkdown(report: ContractEvalReport): string {
  return [
    ...headerSection(report),
    ...suitesSection(report),
    ...floorSection(report),
    ...reasonsSection(report),
    ...subGoalsSection(report),
    ...judgeCheckSection(report),
    ...serverProfileSection(report),
    ...findingsMarkdown(report),
    ...modelSpendSection(report),
    ...repeatedSection(report),
    ...episodesSection(report),
    ...closingSection(report),
  ].join('\n');
}

/** A section's lines: its heading, then `body`, then a blank line. */
const section = (heading: string, body: readonly string[]) => [`## ${heading}`, '', ...body, ''];
// The null agents' scores are shown; their hundreds of episodes stay in the JSON.
const notControls = (report: ContractEvalReport) => (entry: { project: string }) => !report.header.controls.includes(entry.project);

function headerSection(report: ContractEvalReport): string[] {
  const h = report.header;
  const seeds = formatSeeds(h);
  return [
    `# Contract-eval report ${h.git_sha}${h.uncommitted_changes ? ' (with uncommitted changes)' : ''}`,
    '',
    `**${h.score}** tasks passed`,
    '',
    ...table(
      ['field', 'value'],
      ['l', 'l'],
      [
        ['git sha', h.git_sha],
        ['projects', h.projects.join(', ')],
        ['adapter', h.adapters.join(', ')],
        ['MCP target', h.targets.join(', ')],
        ['model', h.models.join(', ') || '— (no model ran)'],
        ['web mode', h.web_modes.join(', ')],
        ['transcript provenance', h.transcript_provenance.join('; ') || '— (no replay)'],
        ['tasks', h.total_tasks],
        ['passed', h.passed],
        ['smallest detectable difference', formatDetectable(h.smallest_detectable_difference)],
        ['arena seed', seeds.seeds],
        ['instances per family', seeds.instances],
        ['tokens counted with', h.tokenizer],
      ],
    ),
    '',
  ];
}

function suitesSection(report: ContractEvalReport): string[] {
  return section('Suites', [
    'Null agents (project with a ceiling) are the floor: a suite they can pass does not tell agents apart.',
    '',
    ...table(
      ['project', 'adapter', 'target', 'suite', 'score', 'episodes passed', '95% interval', 'ceiling'],
      ['l', 'l', 'l', 'l', 'l', 'r', 'r', 'r'],
      report.suites.map((s) => [
        s.project,
        s.adapter,
        s.target,
        s.suite,
        `${s.suite} contract-eval score = ${s.score}`,
        `${s.pass_rate} (${s.passed_episodes}/${s.episodes})`,
        `${s.pass_rate_95[0]}–${s.pass_rate_95[1]}%`,
        s.ceiling === null ? '' : `≤ ${(100 * s.ceiling).toFixed(0)}%`,
      ]),
    ),
  ]);
}

function floorSection(report: ContractEvalReport): string[] {
  if (report.floor_by_tier.length === 0) return [];
  const tiers = [...TIERS, 'no tier'].filter((tier) => report.floor_by_tier.some((f) => f.tiers[tier]));
  return section('The floor by tier', [FLOOR_NOTE, '', ...table(['agent', 'target', ...tiers, 'held to the ceiling on'], ['l', 'l', ...tiers.map(() => 'r' as const), 'l'], floorRows(report, tiers))]);
}

function reasonsSection(report: ContractEvalReport): string[] {
  const reasons = report.reasons.filter(notControls(report));
  if (reasons.length === 0) return section('Why episodes did not pass', ['Every episode passed.']);
  return section('Why episodes did not pass', [
    'By the part of the judgement that failed (`side effects`: a change on the sites the task did not ask for) or the stop that ended the episode first.',
    '',
    ...table(['project', 'target', 'reason', 'episodes'], ['l', 'l', 'l', 'r'], reasons.map((r) => [r.agent ? `${r.project} (${r.agent})` : r.project, r.target, r.reason, r.episodes])),
  ]);
}

function subGoalsSection(report: ContractEvalReport): string[] {
  const sub = subGoalTable(report);
  return sub ? section('Sub-goals: partial progress', [SUB_GOALS_NOTE, '', ...table(sub.titles, ['l', 'l', 'l', 'l', 'r', 'l'], sub.rows)]) : [];
}

function judgeCheckSection(report: ContractEvalReport): string[] {
  const judge = judgeCheckTables(report);
  return [
    ...section("The judge's own error rates", [judge.note, '', ...table(['measure', 'value'], ['l', 'l'], judge.figures)]),
    ...(judge.wrong.length > 0 ? [...table(['task', 'target', 'what', 'a careful grader', 'the judge', 'why'], ['l', 'l', 'l', 'l', 'l', 'l'], judge.wrong), ''] : []),
  ];
}

function serverProfileSection(report: ContractEvalReport): string[] {
  const profile = serverProfileTables(report);
  const align = (t: ProfileTable) => t.numeric.map((n): 'l' | 'r' => (n ? 'r' : 'l'));
  const bars = observationBars(report);
  return section('What each server costs an agent', [
    profile.note,
    '',
    ...table(profile.servers.titles, align(profile.servers), profile.servers.rows),
    '',
    ...table(profile.perClass.titles, align(profile.perClass), profile.perClass.rows),
    ...(bars.length > 0 ? ['', 'Observation tokens per task (median):', '', '```', ...bars, '```'] : []),
  ]);
}

function modelSpendSection(report: ContractEvalReport): string[] {
  const spend = report.model_spend;
  if (!spend) return [];
  const { titles, rows } = shardRows(spend);
  return section('Model spend', [...spendLines(spend), ...(rows.length > 1 ? ['', ...table(titles, ['l', 'r', 'r', 'r', 'r', 'l'], rows)] : [])]);
}

function repeatedSection(report: ContractEvalReport): string[] {
  if (!report.tasks.some((t) => t.runs > 1)) return [];
  return section('Tasks run more than once', [
    'pass@1: the share of runs that passed; pass@k: passed at least once; pass^k: passed every time (what the gate counts).',
    '',
    ...table(
      ['project', 'target', 'task', 'runs', 'pass@1', 'pass@k', 'pass^k'],
      ['l', 'l', 'l', 'r', 'r', 'l', 'l'],
      report.tasks.map((t) => [t.project, t.target, t.task, t.runs, t.pass_at_1.toFixed(2), t.pass_at_k ? 'yes' : 'no', t.pass_hat_k ? 'yes' : 'no']),
    ),
  ]);
}

function episodesSection(report: ContractEvalReport): string[] {
  const rows = report.rows.filter(notControls(report));
  return section('Episodes', [
    ...(rows.length < report.rows.length ? [`The ${report.rows.length - rows.length} episodes of the null agents are in the JSON report.`, ''] : []),
    ...table(
      ['project', 'target', 'task', 'tier', 'result', 'duration_ms', 'tool_calls (a/o/e)', 'response_bytes', 'why it did not pass', 'final title', 'html/text bytes', 'blocked'],
      ['l', 'l', 'l', 'l', 'l', 'r', 'l', 'r', 'l', 'l', 'l', 'l'],
      rows.map((r) => [
        r.project,
        r.target,
        r.task,
        r.tier ?? '',
        r.result,
        r.duration_ms,
        `${r.tool_calls.total} (${r.tool_calls.actions}/${r.tool_calls.observations}/${r.tool_calls.errors})`,
        r.response_bytes,
        r.why_not,
        r.final_title,
        r.html_bytes === null ? '—' : `${r.html_bytes}/${r.text_bytes}`,
        r.blocked.join(', ') || 'none',
      ]),
    ),
  ]);
}

function closingSection(report: ContractEvalReport): string[] {
  const { aggregates } = report;
  return [
    ...section('Aggregates', [
      `- duration: median ${aggregates.duration_ms.median} ms, p95 ${aggregates.duration_ms.p95} ms`,
      `- tool calls: median ${aggregates.tool_calls.median}, p95 ${aggregates.tool_calls.p95}`,
      `- model cost: ${aggregates.cost_usd ? `total USD ${aggregates.cost_usd.total.toFixed(4)}, median USD ${aggregates.cost_usd.median.toFixed(4)} per episode` : 'no model ran'}`,
    ]),
    ...section('Reference (WebVoyager30, not directly comparable)', [
      row(['agent', 'self-eval', 'LLM-eval', 'time per task']),
      row(['---', '---:', '---:', '---:']),
      ...REFERENCE_ROWS.map((r) => row([r.agent, r.selfEval, r.llmEval, `${r.secondsPerTask} s`])),
    ]),
    "Contract-eval judges by deterministic contracts on the sites' records, the requests the browser made and",
    "the agent's submission, never by a model's reading of the transcript, and measures its own false passes and",
    'false fails on every run (above). Blocked episodes (captcha, login wall, browser error page) count as',
    'failures; no task is excluded.',
    '',
  ];
}
