/**
 * A server A/B: one agent (a model, or an outside agent), the same task instances, several MCP
 * targets, in one run. Which server makes the agent pass more, for fewer tokens and dollars, and
 * where the tokens went. Built from the run's Playwright JSON report, as `npm run report` is.
 */
import { emptySpend, INPUT_PARTS, type Spend } from '../adapters/model/spend.ts';
import type { EpisodeResult } from '../episode/result.ts';
import { buildReport, type Spread, type TargetFigures } from '../report/model.ts';
import type { ReadReport } from '../report/read-report.ts';
import { pairedComparison, type PairedComparison } from '../report/compare.ts';
import { median, PAIRED_PLAN, signedRankTest, smallestDetectableDifference, wilsonInterval } from '../report/stats.ts';

/** A live model's spend on one server: totals, per task, per passed task, and by where it went. */
export interface ModelSpendFigures {
  usd_total: number;
  /** Medians over tasks (each task its median repeat). */
  usd_per_task: number;
  tokens_per_task: number;
  /** All the server's episodes' dollars (tokens) over its passed episodes: what a success cost. Null when none passed. */
  usd_per_passed_task: number | null;
  tokens_per_passed_task: number | null;
  /** Summed over the server's episodes (benchmarks/adapters/model/spend.ts). */
  spend: Spend;
}

/** How one server did. */
export interface ServerOutcome {
  target: string;
  version: string;
  /** Task instances (tasks on this server), and those passed every repeat (pass^k). */
  tasks: number;
  passed: number;
  pass_rate: number;
  pass_rate_95: [number, number];
  episodes: number;
  passed_episodes: number;
  tool_definitions: TargetFigures['tool_definitions'];
  observation_tokens_per_task: Spread | null;
  steps_per_task: Spread | null;
  /** Null for an agent the harness does not bill (an outside agent). */
  model: ModelSpendFigures | null;
}

/** A paired rank test of one figure per instance (A's minus B's), and its median difference. */
export interface RankComparison {
  figure: string;
  unit: 'tokens' | 'USD' | 'steps';
  instances: number;
  a_median: number;
  b_median: number;
  median_difference: number;
  p_value: number;
  significant: boolean;
}

/** Two servers on the instances both ran: pass/fail by McNemar's exact test, the other figures by Wilcoxon's signed-rank test. */
export interface ServerPair extends Omit<PairedComparison, 'group'> {
  a: string;
  b: string;
  /** The smallest difference in pass rate this many instances can show (80% power, 5%, McNemar); null when too few. */
  detectable_points: number | null;
  ranks: RankComparison[];
}

export interface AbComparison {
  project: string;
  agents: string[];
  models: string[];
  targets: string[];
  repeats: number;
  servers: ServerOutcome[];
  pairs: ServerPair[];
  /** Task instances some server ran and another did not: left out of the pairs. */
  unpaired: string[];
}

const total = (episode: EpisodeResult) => (episode.agent ? episode.agent.usage.inputTokens + episode.agent.usage.cacheCreationInputTokens + episode.agent.usage.cacheReadInputTokens + episode.agent.usage.outputTokens : 0);
const round = (value: number, digits = 6) => Number(value.toFixed(digits));

function addSpend(sum: Spend, spend: Spend | undefined): void {
  if (!spend) return;
  for (const part of INPUT_PARTS) {
    sum[part].cache_read += spend[part].cache_read;
    sum[part].cache_write += spend[part].cache_write;
    sum[part].uncached += spend[part].uncached;
    sum[part].usd = round(sum[part].usd + spend[part].usd);
  }
  sum.output.tokens += spend.output.tokens;
  sum.output.usd = round(sum.output.usd + spend.output.usd);
}

/** The A/B of `project`'s episodes in a run's report, across `targets` (in the order asked). */
export function abComparison(run: ReadReport, project: string, targets: readonly string[]): AbComparison {
  const tests = run.tests.filter((test) => test.project === project && !test.skipped && targets.includes(test.target ?? ''));
  const report = buildReport(tests, { sha: '', dirty: false }, { normalizeTimings: false });
  const episodes = tests.flatMap((test) => (test.episode ? [test.episode] : []));
  const tasksOf = (target: string) => report.tasks.filter((t) => t.target === target);
  const key = (t: { suite: string; task: string }) => `${t.suite}/${t.task}`;

  const servers = targets.map((target): ServerOutcome => {
    const figures = report.targets.find((t) => t.target === target);
    const tasks = tasksOf(target);
    const mine = episodes.filter((e) => e.target.name === target);
    const passedEpisodes = mine.filter((e) => e.status === 'passed');
    const passed = tasks.filter((t) => t.pass_hat_k).length;
    const billed = mine.filter((e) => e.agent);
    const spend = emptySpend();
    for (const e of billed) addSpend(spend, e.agent!.spend);
    const usdTotal = round(billed.reduce((sum, e) => sum + e.agent!.costUsd, 0));
    const tokensTotal = billed.reduce((sum, e) => sum + total(e), 0);
    return {
      target,
      version: figures?.version ?? '',
      tasks: tasks.length,
      passed,
      pass_rate: tasks.length === 0 ? 0 : passed / tasks.length,
      pass_rate_95: wilsonInterval(passed, tasks.length).map((v) => round(v, 4)) as [number, number],
      episodes: mine.length,
      passed_episodes: passedEpisodes.length,
      tool_definitions: figures?.tool_definitions ?? null,
      observation_tokens_per_task: figures?.observation_tokens.per_task ?? null,
      steps_per_task: figures?.steps_per_task ?? null,
      model:
        billed.length === 0
          ? null
          : {
              usd_total: usdTotal,
              usd_per_task: round(median(tasks.map((t) => t.cost_usd ?? 0))),
              tokens_per_task: median(tasks.map((t) => (t.tokens ? t.tokens.input + t.tokens.output : 0))),
              usd_per_passed_task: passedEpisodes.length === 0 ? null : round(usdTotal / passedEpisodes.length),
              tokens_per_passed_task: passedEpisodes.length === 0 ? null : Math.round(tokensTotal / passedEpisodes.length),
              spend,
            },
    };
  });

  const pairs: ServerPair[] = [];
  const unpaired = new Set<string>();
  for (let i = 0; i < targets.length; i++)
    for (let j = i + 1; j < targets.length; j++) {
      const ofB = new Map(tasksOf(targets[j]).map((t) => [key(t), t]));
      const ofA = new Map(tasksOf(targets[i]).map((t) => [key(t), t]));
      for (const k of [...ofA.keys(), ...ofB.keys()]) if (!ofA.has(k) || !ofB.has(k)) unpaired.add(k);
      const both = [...ofA.values()].filter((t) => ofB.has(key(t))).map((a) => ({ a, b: ofB.get(key(a))! }));
      const { group: _, ...outcomes } = pairedComparison(`${targets[i]} vs ${targets[j]}`, both.map(({ a, b }) => ({ a: a.pass_hat_k, b: b.pass_hat_k })));
      const n = outcomes.instances;
      const detectable = smallestDetectableDifference(n);
      const rank = (figure: string, unit: RankComparison['unit'], of: (t: (typeof both)[number]['a']) => number | null): RankComparison[] => {
        const values = both.map(({ a, b }) => [of(a), of(b)] as const).filter((v): v is readonly [number, number] => v[0] !== null && v[1] !== null);
        if (values.length === 0) return [];
        const test = signedRankTest(values.map(([a, b]) => a - b));
        return [
          {
            figure,
            unit,
            instances: values.length,
            a_median: median(values.map(([a]) => a)),
            b_median: median(values.map(([, b]) => b)),
            median_difference: median(values.map(([a, b]) => a - b)),
            p_value: test.p_value,
            significant: test.p_value < PAIRED_PLAN.alpha,
          },
        ];
      };
      pairs.push({
        a: targets[i],
        b: targets[j],
        ...outcomes,
        detectable_points: detectable === null ? null : round(100 * detectable, 1),
        ranks: [
          ...rank('model tokens per task', 'tokens', (t) => (t.tokens ? t.tokens.input + t.tokens.output : null)),
          ...rank('model USD per task', 'USD', (t) => t.cost_usd),
          ...rank('observation tokens per task', 'tokens', (t) => t.observation_tokens),
          ...rank('steps per task', 'steps', (t) => t.steps),
        ],
      });
    }

  return {
    project,
    agents: report.header.adapters,
    models: report.header.models,
    targets: [...targets],
    repeats: Math.max(1, ...report.tasks.map((t) => t.runs)),
    servers,
    pairs,
    unpaired: [...unpaired].sort(),
  };
}
