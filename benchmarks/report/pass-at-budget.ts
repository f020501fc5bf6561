import { TIERS } from '../task-spec/tiers.ts';
import type { ReportedTest } from './read-report.ts';

/** The caps the curves are read at: a model's dollars, and steps (every agent's). */
export const USD_CAPS = [0.05, 0.1, 0.25, 0.5, 1, 2] as const;
export const STEP_CAPS = [10, 20, 40, 80] as const;

/** The tier of the curve of every tier together. */
export const ALL_TIERS = 'all';

/**
 * One server's pass rate at each cap of a ladder, in one run and tier: an episode counts at cap c
 * when it passed having spent at most c (steps: its calls, the submission among them; USD: what its
 * model was billed). Past the ladder's last cap, every passed episode counts: the pass rate.
 */
export interface BudgetCurve {
  project: string;
  agent: string | null;
  target: string;
  tier: string;
  episodes: number;
  passed: number;
  /** Episodes passed within each of STEP_CAPS. */
  steps: number[];
  /** Episodes passed within each of USD_CAPS; null where no model ran (nothing billed). */
  usd: number[] | null;
}

interface Spent {
  passed: boolean;
  steps: number;
  usd: number | null;
  tier: string | null;
}

const within = (episodes: readonly Spent[], caps: readonly number[], spent: (episode: Spent) => number | null) =>
  caps.map((cap) => episodes.filter((episode) => episode.passed && (spent(episode) ?? Infinity) <= cap).length);

function curve(run: Pick<BudgetCurve, 'project' | 'agent' | 'target' | 'tier'>, episodes: readonly Spent[]): BudgetCurve {
  const billed = episodes.some((episode) => episode.usd !== null);
  return {
    ...run,
    episodes: episodes.length,
    passed: episodes.filter((episode) => episode.passed).length,
    steps: within(episodes, STEP_CAPS, (episode) => episode.steps),
    usd: billed ? within(episodes, USD_CAPS, (episode) => episode.usd) : null,
  };
}

/**
 * Every run's curves, per target, for all its episodes and for each tier it ran: what each
 * server's pass rate would have been under each cap. A test that ran no episode (a task file that
 * did not load) counts as an episode that did not pass. `floors`: the null agents' projects, left out.
 */
export function passAtBudget(tests: readonly ReportedTest[], floors: ReadonlySet<string>): BudgetCurve[] {
  const runs = new Map<string, Spent[]>();
  for (const test of tests) {
    if (floors.has(test.project)) continue;
    const episode = test.episode;
    const key = [test.project, test.agent ?? '', episode?.target.name ?? test.target ?? '—'].join('\u0000');
    const spent: Spent = {
      passed: episode?.status === 'passed',
      steps: episode?.steps ?? 0,
      usd: episode?.agent?.costUsd ?? null,
      tier: TIERS.find((tier) => test.tags.includes(tier)) ?? null,
    };
    runs.set(key, [...(runs.get(key) ?? []), spent]);
  }
  return [...runs]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([key, episodes]) => {
      const [project, agent, target] = key.split('\u0000');
      const run = { project, agent: agent || null, target };
      const tiers = TIERS.filter((tier) => episodes.some((episode) => episode.tier === tier));
      return [
        curve({ ...run, tier: ALL_TIERS }, episodes),
        ...tiers.map((tier) =>
          curve(
            { ...run, tier },
            episodes.filter((episode) => episode.tier === tier),
          ),
        ),
      ];
    });
}

/** A count of episodes as a pass rate: `41.7% (5)`. */
export const formatPassRate = (passed: number, episodes: number) => `${episodes === 0 ? '—' : `${((100 * passed) / episodes).toFixed(1)}%`} (${passed})`;

export const BUDGET_NOTE =
  "The pass rate each server would have had under a cap: an episode counts at cap c when it passed having spent at most c (steps: its calls, the submission among them; USD: what its model was billed, where a model ran). Past the last cap every passed episode counts: the run's pass rate. When pass rates saturate, these curves still tell servers apart by what success costs.";

/** The columns of a curve's table, after the run, tier and episodes: each cap's pass rate, then the pass rate with no cap. */
export function budgetColumns(curves: readonly BudgetCurve[]): { titles: string[]; cells: (curve: BudgetCurve) => string[] } {
  const billed = curves.some((c) => c.usd !== null);
  return {
    titles: [...STEP_CAPS.map((cap) => `≤ ${cap} steps`), ...(billed ? USD_CAPS.map((cap) => `≤ USD ${cap.toFixed(2)}`) : []), 'no cap'],
    cells: (c) => [
      ...c.steps.map((n) => formatPassRate(n, c.episodes)),
      ...(billed ? USD_CAPS.map((_, index) => (c.usd ? formatPassRate(c.usd[index], c.episodes) : '—')) : []),
      formatPassRate(c.passed, c.episodes),
    ],
  };
}
