import { agentLabel, failedClausesOf, type CallProfile, type EpisodeResult, type FailedClause } from '../episode/result.ts';
import type { CeilingMetadata } from '../gate/ceiling.ts';
import { TOOL_CLASSES, type ToolClass } from '../envelope/tool-class.ts';
import type { Submission } from '../contracts/answer/submitted.ts';
import type { SubGoalTally } from '../contracts/kinds/sub-goals.ts';
import { TIERS } from '../task-spec/tiers.ts';
import { passedAll, suiteRuns, tallyTasks, type TaskTally } from '../gate/tally.ts';
import { judgeCheckFigures, type JudgeCheckFigures, type JudgeCheckRecord } from '../judge-check/figures.ts';
import { DEFAULT_SEED } from '../../fixtures-site/site-kit/random.ts';
import type { RunSelection } from '../gate/selection.ts';
import { modelSpend, type ModelSpend, type ModelTokens } from './model-spend.ts';
import type { ReportedTest } from './read-report.ts';
import { TOKENIZER } from '../tokens/tokenizer.ts';
import { median, PAIRED_PLAN, percentile, smallestDetectableDifference, wilsonInterval } from './stats.ts';
import { serverFindings, type ServerFindings } from './findings.ts';
import { passAtBudget, type BudgetCurve } from './pass-at-budget.ts';
import { atWord } from './terminal.ts';

/** Published reference rows: WebVoyager30 as measured by notte. Not directly comparable (LLM-judged). */
export const REFERENCE_ROWS = [
  { agent: 'notte', selfEval: '86.2%', llmEval: '79.0%', secondsPerTask: 47 },
  { agent: 'Browser-Use (as measured by notte)', selfEval: '77.3%', llmEval: '60.2%', secondsPerTask: 113 },
] as const;

export { TIERS } from '../task-spec/tiers.ts';

/** One episode. */
export interface ReportRow {
  project: string;
  /** The agent, where the project runs several (the controls' null agents). */
  agent: string | null;
  adapter: string;
  target: string;
  suite: string;
  task: string;
  tier: string | null;
  result: string;
  duration_ms: number;
  tool_calls: { total: number; actions: number; observations: number; errors: number };
  response_bytes: number;
  /** Tokens of the server's answers the agent read, and its steps. */
  observation_tokens: number;
  steps: number;
  /** Why it did not pass, on one line: why the episode was stopped, or every clause that did not pass with what the judge saw, shortened at a word (in full in `failed_clauses`). */
  why_not: string;
  /** The clauses that did not pass, each in full (none for a stopped episode). */
  failed_clauses: Array<Omit<FailedClause, 'details'>>;
  /** The reason it did not pass, one of a few the report counts (`answer`, `side effects`, `timeout`, …); null when it passed. */
  why_kind: string | null;
  /** The agent's accepted submission: its status and fields, and its explanation (never judged). */
  submission: Submission | null;
  /** A task judged by sub-goals (a workday): how many were right out of all, and which were not; partial progress, never the score. */
  sub_goals: SubGoalTally | null;
  final_title: string;
  html_bytes: number | null;
  text_bytes: number | null;
  blocked: string[];
  cost_usd: number | null;
  /** A live model's input tokens (cached and written included) and output tokens. */
  tokens: ModelTokens | null;
  trace: string | null;
}

export type { ModelTokens } from './model-spend.ts';

/** One task of a project and target, all its repeats together. */
export interface TaskFigures {
  project: string;
  agent: string | null;
  target: string;
  suite: string;
  task: string;
  tier: string | null;
  runs: number;
  passes: number;
  /** The share of runs that passed; passed at least once; passed every time. */
  pass_at_1: number;
  pass_at_k: boolean;
  pass_hat_k: boolean;
  response_bytes: number;
  tool_calls: number;
  /** Tokens of the server's answers the agent read, and the steps it took (medians of the runs). */
  observation_tokens: number;
  steps: number;
  /** A live model's cost and tokens (medians of the runs). */
  cost_usd: number | null;
  tokens: ModelTokens | null;
  /** A task judged by sub-goals: the sub-goals right (median of the runs judged) out of all; null for other tasks. */
  sub_goals: { right: number; total: number } | null;
}

export interface SuiteScore {
  project: string;
  agent: string | null;
  adapter: string;
  target: string;
  suite: string;
  tasks: number;
  /** Tasks every run of which passed. */
  passed: number;
  score: string;
  episodes: number;
  passed_episodes: number;
  pass_rate: string;
  /** 95% Wilson interval of the episodes' pass rate, in percent. */
  pass_rate_95: [number, number];
  repeats: number;
  /** For null agents: the share of tasks they may pass at most (the run fails above it). */
  ceiling: number | null;
}

/** How one target did, on the episodes of one project. */
export interface TargetFigures {
  project: string;
  agent: string | null;
  target: string;
  version: string;
  tasks: number;
  passed: number;
  /** Pass rate per tier: tasks with the tier's tag. */
  tiers: Record<string, { tasks: number; passed: number }>;
  median_episode_ms: number;
  /** Median and all latencies of each tool class (for distributions). */
  call_ms: Record<ToolClass, { median: number | null; all: number[] }>;
  /** What an agent had to read, and how many calls it made, per task (medians). */
  response_bytes_per_task: number;
  tool_calls_per_task: number;
  /** The server's tools as agents were offered them, with their definitions' tokens (the run's most common offer); null before the run recorded them. */
  tool_definitions: { count: number; tokens: number } | null;
  /** Tokens of the server's answers: per call, by the class of its tool, and per task (each task's median run). */
  observation_tokens: { per_call: Record<ToolClass, Spread | null>; per_task: Spread | null };
  steps_per_task: Spread | null;
  /** Calls that did not end ok: the server's errors, answers too large to read, and calls the harness refused in its place. */
  tool_errors: { server: number; oversized: number; refused: number };
  /** A live model's cost and tokens per task (medians), null when no model ran. */
  cost_usd_per_task: number | null;
  tokens_per_task: ModelTokens | null;
}

/** How a figure spreads over calls or tasks: median, 95th percentile (nearest rank) and maximum. */
export interface Spread {
  median: number;
  p95: number;
  max: number;
}

const spreadOf = (values: readonly number[]): Spread | null =>
  values.length === 0 ? null : { median: median(values), p95: percentile(values, 95), max: Math.max(...values) };

/** A spread as the reports print it: `1,204 / 3,310 / 7,961`, or `—`. */
export const formatSpread = (spread: Spread | null): string => (spread ? [spread.median, spread.p95, spread.max].map((n) => n.toLocaleString('en-US')).join(' / ') : '—');

// The server's own answers: the harness's refusals and the submission are no page the server sent.
export const fromServer = (call: CallProfile) => call.class !== 'answer' && call.outcome !== 'refused' && call.outcome !== 'unknown_tool';
export const observationTokens = (episode: EpisodeResult) => episode.calls.filter(fromServer).reduce((sum, call) => sum + call.tokens, 0);

/** The value most episodes give (the first of equals in run order); null when none gives one. */
function mostCommon<T>(values: ReadonlyArray<T | undefined>): T | null {
  const counts = new Map<string, { value: T; n: number }>();
  for (const value of values) {
    if (value === undefined) continue;
    const key = JSON.stringify(value);
    const entry = counts.get(key) ?? { value, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  return [...counts.values()].reduce<{ value: T; n: number } | null>((best, entry) => (best && best.n >= entry.n ? best : entry), null)?.value ?? null;
}

/** One null or shallow agent on one target: its tasks passed per tier, and where it is held to the ceiling. */
export interface FloorByTier {
  project: string;
  agent: string | null;
  target: string;
  tiers: Record<string, { tasks: number; passed: number }>;
  /** The tiers its ceiling holds on, each apart (the shallow agents: frontier, chore, workday); null for every suite (the null agents). */
  gated_tiers: string[] | null;
  ceiling: number;
}

/** How many episodes of one run did not pass for one reason. */
export interface ReasonCount {
  project: string;
  agent: string | null;
  target: string;
  reason: string;
  episodes: number;
}

// What a blamed clause's kind says about why an episode failed.
const REASON_OF_KIND: Record<string, string> = {
  answer: 'answer',
  site_state: 'site state',
  side_effects: 'side effects',
  and: 'contract',
  or: 'contract',
  not: 'contract',
};

/**
 * Why an episode did not pass, in a word or two: the status of a stop (`timeout`, `max_steps`, …),
 * `blocked`, or the part of the judgement that failed: `answer`, `site state`, `side effects`
 * (a change the task did not ask for), `page or requests` (the other clauses), `contract` (an
 * `or` or `not` as a whole); `inconclusive`, `error` when there is no episode.
 */
export function reasonOf(episode: EpisodeResult | undefined): string | null {
  if (!episode) return 'error';
  if (episode.status === 'passed') return null;
  if (episode.status !== 'failed' && episode.status !== 'inconclusive') return episode.status;
  const evidence = episode.evidence && 'blocked' in episode.evidence ? episode.evidence : undefined;
  if (evidence && Object.values(evidence.blocked).some(Boolean)) return 'blocked';
  const kind = episode.failedClause?.kind;
  if (episode.status === 'inconclusive' || !kind) return episode.status;
  return REASON_OF_KIND[kind] ?? 'page or requests';
}

export interface ContractEvalReport {
  header: {
    git_sha: string;
    uncommitted_changes: boolean;
    projects: string[];
    adapters: string[];
    targets: string[];
    models: string[];
    web_modes: string[];
    transcript_provenance: string[];
    /** Projects of null agents (a ceiling, not a baseline): their scores are in `suites`, not in the header's. */
    controls: string[];
    total_tasks: number;
    passed: number;
    score: string;
    /** The smallest difference in pass rate a paired comparison with a run of the same instances could detect (npm run compare). */
    smallest_detectable_difference: DetectableDifference;
    /** The arena seeds the sites' data and the families' instances were drawn with (BENCH_SEED), and how many instances of each family ran (BENCH_INSTANCES: a number or `all`), one of each per run read. */
    arena_seeds: number[];
    instances_per_family: string[];
    /** What every token figure of the report is counted with (the servers' tools and answers): a library and its encoding. */
    tokenizer: string;
  };
  suites: SuiteScore[];
  targets: TargetFigures[];
  tasks: TaskFigures[];
  /** The null and shallow agents' scores per tier, beside the tier each is held to the ceiling on (null: every suite). */
  floor_by_tier: FloorByTier[];
  /** Episodes that did not pass, counted by reason, per run and target (side effects among them). */
  reasons: ReasonCount[];
  /** The judge's own error rates on this run's judge check (absent when it did not run). */
  judge_check: JudgeCheckFigures | null;
  /** What each server did that cost the agent, per run and target (benchmarks/report/findings.ts). */
  findings: ServerFindings[];
  /** Each server's pass rate under a ladder of step and USD caps, per run, target and tier (benchmarks/report/pass-at-budget.ts). */
  pass_at_budget: BudgetCurve[];
  /** A live model's spend, every shard's summed, and what the run's cap (a shard's share) stopped; null when no model ran. */
  model_spend: ModelSpend | null;
  aggregates: {
    duration_ms: { median: number; p95: number };
    tool_calls: { median: number; p95: number };
    cost_usd: { total: number; median: number } | null;
  };
  rows: ReportRow[];
}

/**
 * What a comparison of this run's instances (task on target) with another run of the same could
 * tell apart, by McNemar's test: the difference in points of pass rate at `power` and two-sided
 * `alpha`, assuming the runs disagree on a `discordance` share of the instances; null when the
 * instances are too few for any difference.
 */
export interface DetectableDifference {
  instances: number;
  points: number | null;
  power: number;
  alpha: number;
  discordance: number;
}

function detectableDifference(tasks: readonly TaskFigures[]): DetectableDifference {
  const instances = new Set(tasks.map((t) => [t.target, t.suite, t.task].join('\u0000'))).size;
  const difference = smallestDetectableDifference(instances);
  return { instances, points: difference === null ? null : Number((100 * difference).toFixed(1)), ...PAIRED_PLAN };
}

/** The smallest detectable difference as the report prints it: `18.3 points (115 instances; 80% power, …)`. */
export function formatDetectable(d: DetectableDifference): string {
  const plan = `${100 * d.power}% power, ${100 * d.alpha}% two-sided, McNemar's test, assuming the two runs disagree on ${100 * d.discordance}% of the instances; npm run compare`;
  const what = d.points === null ? `none: ${d.instances} instances are too few for a paired comparison` : `${d.points} points of pass rate against another run of the same ${d.instances} instances`;
  return `${what} (${plan})`;
}

/** Model tokens as the report prints them: `12.3k / 0.9k`, or `—` when no model ran. */
export const formatTokens = (tokens: ModelTokens | null): string => (tokens ? `${(tokens.input / 1000).toFixed(1)}k / ${(tokens.output / 1000).toFixed(1)}k` : '—');

/** The median of the values that are there; null when none is. */
const medianOf = (values: Array<number | null | undefined>): number | null => {
  const there = values.filter((v): v is number => typeof v === 'number');
  return there.length === 0 ? null : median(there);
};
const medianTokens = (values: Array<ModelTokens | null>): ModelTokens | null => {
  const there = values.filter((v): v is ModelTokens => v !== null);
  return there.length === 0 ? null : { input: median(there.map((t) => t.input)), output: median(there.map((t) => t.output)) };
};

const distinct = (values: Array<string | undefined | null>) => [...new Set(values.filter((v): v is string => !!v))].sort();
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const tierOf = (tags: readonly string[]) => TIERS.find((tier) => tags.includes(tier)) ?? null;
const targetOf = (test: ReportedTest) => test.episode?.target.name ?? test.target ?? '—';
// One run of the report: a project, or one agent of a project that runs several.
const sameRun = (a: { project: string; agent?: string | null }, b: { project: string; agent?: string | null }) => a.project === b.project && (a.agent || '') === (b.agent || '');
const byRun = (a: ReportRow | TaskFigures, b: ReportRow | TaskFigures) =>
  byName(a.project, b.project) || byName(a.agent ?? '', b.agent ?? '') || byName(a.target, b.target) || byName(a.suite, b.suite) || byName(a.task, b.task);

// A row's reason is one line of a table; its clauses are whole in `failed_clauses`.
const WHY_NOT_LIMIT = 240;

function row(test: ReportedTest, normalizeTimings: boolean): ReportRow {
  const e = test.episode;
  const evidence = e?.evidence && 'finalTitle' in e.evidence ? e.evidence : undefined;
  const blocked = evidence ? Object.entries(evidence.blocked).filter(([, on]) => on).map(([signal]) => signal) : [];
  const failed = e && e.status !== 'passed' ? failedClausesOf(e).map(({ details: _, ...clause }) => clause) : [];
  const why = e?.status === 'passed' ? '' : failed.length > 0 ? failed.map((c) => `${c.clause}: ${c.observed}`).join(' · ') : (e?.message ?? test.error ?? '');
  return {
    project: test.project,
    agent: test.agent ?? null,
    adapter: e ? agentLabel(e) : (test.agent ?? test.project),
    target: targetOf(test),
    suite: test.suite,
    task: e?.task ?? test.title,
    tier: tierOf(test.tags),
    result: e?.status ?? (test.status === 'interrupted' ? 'interrupted' : 'error'),
    duration_ms: normalizeTimings ? 0 : (e?.durationMs ?? 0),
    tool_calls: e?.toolCalls ?? { total: 0, actions: 0, observations: 0, errors: 0 },
    response_bytes: e?.responseBytes ?? 0,
    observation_tokens: e ? observationTokens(e) : 0,
    steps: e?.steps ?? 0,
    why_not: atWord(why.replace(/\s+/g, ' '), WHY_NOT_LIMIT),
    failed_clauses: failed,
    why_kind: test.skipped ? null : reasonOf(e),
    submission: e?.submission ?? null,
    sub_goals: e?.subGoals ?? null,
    final_title: evidence?.finalTitle ?? '',
    html_bytes: evidence?.htmlBytes ?? null,
    text_bytes: evidence?.textBytes ?? null,
    blocked,
    cost_usd: e?.agent?.costUsd ?? null,
    tokens: e?.agent ? { input: e.agent.usage.inputTokens + e.agent.usage.cacheCreationInputTokens + e.agent.usage.cacheReadInputTokens, output: e.agent.usage.outputTokens } : null,
    trace: test.trace ?? null,
  };
}

/** The seeds and instance counts of the runs a report reads (reports of older runs: the defaults). */
function seedOf(selections: ReadonlyArray<RunSelection | undefined>): Pick<ContractEvalReport['header'], 'arena_seeds' | 'instances_per_family'> {
  const runs = selections.length > 0 ? selections : [undefined];
  return {
    arena_seeds: [...new Set(runs.map((s) => s?.seed ?? DEFAULT_SEED))].sort((a, b) => a - b),
    instances_per_family: distinct(runs.map((s) => s?.instances ?? '1')),
  };
}

/** The header's seeds and instances per family in words, for the Markdown and HTML reports. */
export function formatSeeds(h: Pick<ContractEvalReport['header'], 'arena_seeds' | 'instances_per_family'>): { seeds: string; instances: string } {
  return {
    seeds: h.arena_seeds.map((seed) => (seed === DEFAULT_SEED ? `${seed} (the default: the recorded one)` : String(seed))).join(', '),
    instances: h.instances_per_family.map((n) => (n === '1' ? "1 (each family's default instance)" : n)).join(', '),
  };
}

/** How to build a report: timings zeroed (for byte-for-byte comparisons), the null agents' ceilings, the judge check's findings, the runs' selections. */
type ReportOptions = { normalizeTimings: boolean; ceilings?: Record<string, CeilingMetadata>; judgeChecks?: readonly JudgeCheckRecord[]; selections?: ReadonlyArray<RunSelection | undefined> };

/** What every part of a report is built from: the tests that ran, their rows, and each task's tally. */
interface ReportBasis {
  tests: ReportedTest[];
  rows: ReportRow[];
  tasks: TaskTally[];
  options: ReportOptions;
  /** A duration as the report shows it: 0 when timings are normalised. */
  ms(value: number): number;
}

/** The contract-eval report of a run: every benchmark episode is a row; nothing is excluded. */
export function buildReport(reported: ReportedTest[], git: { sha: string; dirty: boolean }, options: ReportOptions): ContractEvalReport {
  const tests = reported.filter((test) => !test.skipped);
  const rows = tests.map((t) => row(t, options.normalizeTimings)).sort(byRun);
  const basis: ReportBasis = {
    tests,
    rows,
    tasks: tallyTasks(tests.map((test) => ({ ...test, target: targetOf(test) }))),
    options,
    ms: (value) => (options.normalizeTimings ? 0 : value),
  };
  const taskFigures = taskFiguresOf(basis);
  const costs = rows.flatMap((r) => (r.cost_usd === null ? [] : [r.cost_usd]));
  return {
    header: headerOf(basis, taskFigures, git),
    suites: suiteScores(basis),
    targets: targetFigures(basis, taskFigures),
    tasks: taskFigures,
    floor_by_tier: floorByTier(taskFigures, options.ceilings ?? {}),
    reasons: reasonCounts(rows),
    judge_check: options.judgeChecks?.length ? judgeCheckFigures(options.judgeChecks) : null,
    findings: serverFindings(tests, floorsOf(options)),
    pass_at_budget: passAtBudget(tests, floorsOf(options)),
    model_spend: modelSpend(reported),
    aggregates: {
      duration_ms: { median: median(rows.map((r) => r.duration_ms)), p95: percentile(rows.map((r) => r.duration_ms), 95) },
      tool_calls: { median: median(rows.map((r) => r.tool_calls.total)), p95: percentile(rows.map((r) => r.tool_calls.total), 95) },
      cost_usd: costs.length === 0 ? null : { total: Number(costs.reduce((a, b) => a + b, 0).toFixed(6)), median: median(costs) },
    },
    rows,
  };
}

// The null agents are the floor beside the runs: not part of the run's own score or figures.
const floorsOf = (options: ReportOptions) => new Set(Object.keys(options.ceilings ?? {}));

/** The sub-goals right of a task's runs that were judged by sub-goals (the median), out of all; null when none was. */
function subGoalsOf(runs: readonly ReportRow[]): TaskFigures['sub_goals'] {
  const judged = runs.flatMap((r) => (r.sub_goals ? [r.sub_goals] : []));
  return judged.length === 0 ? null : { right: median(judged.map((s) => s.right)), total: judged[0].total };
}

/** Each task of each run: its runs, passes and median figures. */
function taskFiguresOf({ rows, tasks }: ReportBasis): TaskFigures[] {
  return tasks
    .map((task) => {
      const runs = rows.filter((r) => sameRun(r, task) && r.target === task.target && r.task === task.title);
      return {
        project: task.project,
        agent: task.agent ?? null,
        target: task.target!,
        suite: task.suite,
        task: task.title,
        tier: runs[0]?.tier ?? null,
        runs: task.runs,
        passes: task.passes,
        pass_at_1: Number((task.passes / task.runs).toFixed(4)),
        pass_at_k: task.passes > 0,
        pass_hat_k: passedAll(task),
        response_bytes: median(runs.map((r) => r.response_bytes)),
        tool_calls: median(runs.map((r) => r.tool_calls.total)),
        observation_tokens: median(runs.map((r) => r.observation_tokens)),
        steps: median(runs.map((r) => r.steps)),
        cost_usd: medianOf(runs.map((r) => r.cost_usd)),
        tokens: medianTokens(runs.map((r) => r.tokens)),
        sub_goals: subGoalsOf(runs),
      };
    })
    .sort(byRun);
}

/** What ran, and the score of every task of the runs (the null agents' tasks left out). */
function headerOf({ tests, options }: ReportBasis, taskFigures: readonly TaskFigures[], git: { sha: string; dirty: boolean }): ContractEvalReport['header'] {
  const floors = floorsOf(options);
  const episodes = tests.flatMap((t) => (t.episode ? [t.episode] : []));
  const scored = taskFigures.filter((t) => !floors.has(t.project));
  const passed = scored.filter((t) => t.pass_hat_k).length;
  return {
    git_sha: git.sha,
    uncommitted_changes: git.dirty,
    projects: distinct(tests.map((t) => t.project)),
    adapters: distinct(episodes.map(agentLabel)),
    targets: distinct(episodes.map((e) => `${e.target.name} ${e.target.version}`)),
    models: distinct(episodes.map((e) => e.agent?.model.id)),
    web_modes: distinct(episodes.map((e) => e.web)),
    transcript_provenance: distinct(episodes.map((e) => (e.transcript ? `${e.transcript.method}: ${e.transcript.recordedBy}` : undefined))),
    controls: distinct(tests.filter((test) => floors.has(test.project)).map((test) => test.project)),
    total_tasks: scored.length,
    passed,
    score: `contract-eval score = ${passed} / ${scored.length}`,
    smallest_detectable_difference: detectableDifference(scored),
    ...seedOf(options.selections ?? []),
    tokenizer: `${TOKENIZER.library}, ${TOKENIZER.encoding}`,
  };
}

/** Each run's score on each suite and target, with its episodes' pass rate and interval. */
function suiteScores({ rows, tasks, options }: ReportBasis): SuiteScore[] {
  return [...suiteRuns(tasks, (t) => [t.project, t.agent ?? '', t.target, t.suite].join('\u0000'))]
    .sort(([a], [b]) => byName(a, b))
    .map(([key, run]): SuiteScore => {
      const [project, agent, target, suite] = key.split('\u0000');
      const mine = rows.filter((r) => sameRun(r, { project, agent }) && r.target === target && r.suite === suite);
      const passedEpisodes = mine.filter((r) => r.result === 'passed').length;
      const [low, high] = wilsonInterval(passedEpisodes, mine.length);
      return {
        project,
        agent: agent || null,
        adapter: distinct(mine.map((r) => r.adapter)).join(', '),
        target,
        suite,
        tasks: run.planned,
        passed: run.passed,
        score: `${run.passed} / ${run.planned}`,
        episodes: mine.length,
        passed_episodes: passedEpisodes,
        pass_rate: `${((100 * passedEpisodes) / Math.max(1, mine.length)).toFixed(1)}%`,
        pass_rate_95: [Number((100 * low).toFixed(1)), Number((100 * high).toFixed(1))],
        repeats: run.repeats,
        // An agent gated on one tier (a shallow agent) has no ceiling per suite.
        ceiling: options.ceilings?.[project] && !options.ceilings[project].gatedTiers?.[agent] ? options.ceilings[project].ceiling : null,
      };
    });
}

/** Each run's figures per MCP target (the null agents' runs left out). */
function targetFigures({ tests, options, ms }: ReportBasis, taskFigures: readonly TaskFigures[]): TargetFigures[] {
  const floors = floorsOf(options);
  const pairs = distinct(tests.filter((test) => !floors.has(test.project)).map((test) => [test.project, test.agent ?? '', targetOf(test)].join('\u0000')));
  return pairs.map((pair): TargetFigures => {
    const [project, agent, target] = pair.split('\u0000');
    const mine = taskFigures.filter((t) => sameRun(t, { project, agent }) && t.target === target);
    const mineEpisodes = tests.filter((t) => sameRun(t, { project, agent }) && t.episode?.target.name === target).map((t) => t.episode!);
    const calls = mineEpisodes.flatMap((e) => e.calls);
    const latencies = (cls: ToolClass) => calls.filter((c) => c.class === cls).map((c) => ms(c.ms));
    const outcomes = (outcome: CallProfile['outcome']) => calls.filter((c) => c.class !== 'answer' && c.outcome === outcome).length;
    return {
      project,
      agent: agent || null,
      target,
      version: mineEpisodes[0]?.target.version ?? '',
      tasks: mine.length,
      passed: mine.filter((t) => t.pass_hat_k).length,
      tiers: Object.fromEntries(
        TIERS.flatMap((tier) => {
          const inTier = mine.filter((t) => t.tier === tier);
          return inTier.length === 0 ? [] : [[tier, { tasks: inTier.length, passed: inTier.filter((t) => t.pass_hat_k).length }]];
        }),
      ),
      median_episode_ms: ms(median(mineEpisodes.map((e) => e.durationMs))),
      call_ms: Object.fromEntries(
        TOOL_CLASSES.map((cls) => {
          const all = latencies(cls).sort((a, b) => a - b);
          return [cls, { median: all.length === 0 ? null : median(all), all }];
        }),
      ) as TargetFigures['call_ms'],
      response_bytes_per_task: median(mine.map((t) => t.response_bytes)),
      tool_calls_per_task: median(mine.map((t) => t.tool_calls)),
      tool_definitions: mostCommon(mineEpisodes.map((e) => e.toolDefinitions)),
      observation_tokens: {
        per_call: Object.fromEntries(TOOL_CLASSES.map((cls) => [cls, spreadOf(calls.filter((c) => c.class === cls && fromServer(c)).map((c) => c.tokens))])) as Record<ToolClass, Spread | null>,
        per_task: spreadOf(mine.map((t) => t.observation_tokens)),
      },
      steps_per_task: spreadOf(mine.map((t) => t.steps)),
      tool_errors: { server: outcomes('error'), oversized: outcomes('oversized'), refused: outcomes('refused') + outcomes('unknown_tool') },
      cost_usd_per_task: medianOf(mine.map((t) => t.cost_usd)),
      tokens_per_task: medianTokens(mine.map((t) => t.tokens)),
    };
  });
}

/** The rows that did not pass, counted by run, target and reason (most frequent first within a run). */
function reasonCounts(rows: readonly ReportRow[]): ReasonCount[] {
  const counts = new Map<string, ReasonCount>();
  for (const r of rows) {
    if (r.why_kind === null) continue;
    const key = [r.project, r.agent ?? '', r.target, r.why_kind].join('\u0000');
    const count = counts.get(key) ?? { project: r.project, agent: r.agent, target: r.target, reason: r.why_kind, episodes: 0 };
    count.episodes++;
    counts.set(key, count);
  }
  return [...counts.values()].sort(
    (a, b) => byName(a.project, b.project) || byName(a.agent ?? '', b.agent ?? '') || byName(a.target, b.target) || b.episodes - a.episodes || byName(a.reason, b.reason),
  );
}

const gatedTiersOf = (limits: CeilingMetadata, agent: string | null): string[] | null => {
  const tiers = limits.gatedTiers?.[agent ?? ''];
  return tiers ? [...tiers] : null;
};

/** The floor's agents per tier: every task of a tier passed (pass^k) out of the tier's tasks. */
function floorByTier(tasks: readonly TaskFigures[], ceilings: Record<string, CeilingMetadata>): FloorByTier[] {
  const runs = new Map<string, FloorByTier>();
  for (const task of tasks) {
    const limits = ceilings[task.project];
    if (!limits) continue;
    const key = [task.project, task.agent ?? '', task.target].join('\u0000');
    const run: FloorByTier = runs.get(key) ?? { project: task.project, agent: task.agent, target: task.target, tiers: {}, gated_tiers: gatedTiersOf(limits, task.agent), ceiling: limits.ceiling };
    const tier = (run.tiers[task.tier ?? 'no tier'] ??= { tasks: 0, passed: 0 });
    tier.tasks++;
    if (task.pass_hat_k) tier.passed++;
    runs.set(key, run);
  }
  return [...runs.values()];
}

export const FLOOR_NOTE =
  'Null agents run where their answer could pass the contract (do-nothing and random-clicker never answer; give-up says NOT FOUND, which passes no clause asking for a value): a "—" is a tier with no such task. They are held to the ceiling on every suite they run on; shallow agents (a search and its top hit, a guessed URL) run on the frontier, chore and workday tiers only and are held to it on each.';

/** The floor by tier as table rows: agent, target, passed / tasks per tier, and what it is held to. */
export function floorRows(report: Pick<ContractEvalReport, 'floor_by_tier'>, tiers: readonly string[]): string[][] {
  return report.floor_by_tier.map((f) => [
    f.agent ?? f.project,
    f.target,
    ...tiers.map((tier) => (f.tiers[tier] ? `${f.tiers[tier].passed} / ${f.tiers[tier].tasks}` : '—')),
    `≤ ${(100 * f.ceiling).toFixed(0)}% ${f.gated_tiers ? `of the ${f.gated_tiers.join(' and of the ')} tier` : 'of every suite'}`,
  ]);
}
