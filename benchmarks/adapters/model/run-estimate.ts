import { readOption } from '../../environment/registry.ts';
import { optionDefaults } from '../../options.ts';
import { targetNamed } from '../../targets/index.ts';
import { resolveBudget } from '../../task-spec/budget.ts';
import { loadTasks } from '../../task-spec/load.ts';
import type { LiveModel } from '../live-models.ts';
import { contextBudgetFromEnv, type ContextBudget } from './context-budget.ts';
import { estimateEpisodeCost, type EpisodeCostEstimate } from './cost-estimate.ts';
import type { ModelPrice } from './price.ts';
import { readResponseSizes, type ResponseSizes } from './response-sizes.ts';
import { runBudgetFromEnv } from './run-budget.ts';

/** What a live model's run of the selected tasks on the given targets may cost, before anything is sent. */
export interface RunEstimate {
  model: string;
  price: ModelPrice;
  /** Where the price comes from. */
  source: string;
  maxTokens: number | undefined;
  context: ContextBudget;
  /** The run's cap (BENCH_MAX_USD). */
  runCap: number;
  sizes: ResponseSizes;
  repeats: number;
  /** One per task and target, once (repeats multiply the totals), with the task's USD cap. */
  rows: Array<{ target: string; task: string; capUsd: number; estimate: EpisodeCostEstimate }>;
  /** Each target's episodes, worst case and expected cost; and the run's. */
  perTarget: Record<string, { episodes: number; worstUsd: number; expectedUsd: number }>;
  total: { episodes: number; worstUsd: number; expectedUsd: number };
  /** Targets that cannot run here, each with why; task files that did not load. */
  skipped: string[];
  problems: string[];
}

/**
 * The dry run of `live` on `targets`: each selected task's call cap, worst case and expected cost
 * on each target, from the tasks' recorded responses (benchmarks/adapters/model/response-sizes.json).
 * `grep` selects as Playwright's --grep does, on the target, the task id, its suite and its tags.
 */
export async function estimateRun(live: LiveModel, options: { grep?: RegExp; repeats: number; targets: readonly string[] }): Promise<RunEstimate> {
  const { price, source } = live.price();
  const maxTokens = readOption(live.maxTokensOption);
  const context = contextBudgetFromEnv();
  const sizes = readResponseSizes();
  const { tasks, problems } = await loadTasks(optionDefaults().tasksDir);
  const skipped: string[] = [];
  const targets = options.targets.filter((name) => {
    const unavailable = targetNamed(name).unavailable?.();
    if (unavailable) skipped.push(`${name}: skipped (${unavailable})`);
    return !unavailable;
  });
  const rows: RunEstimate['rows'] = [];
  const perTarget: RunEstimate['perTarget'] = {};
  const total = { episodes: 0, worstUsd: 0, expectedUsd: 0 };
  for (const target of targets) {
    const sum = (perTarget[target] = { episodes: 0, worstUsd: 0, expectedUsd: 0 });
    for (const task of tasks.filter((t) => !options.grep || options.grep.test([target, t.id, `@${t.suite}`, ...(t.tags ?? []).map((tag) => `@${tag}`)].join(' ')))) {
      const budget = resolveBudget(task, { maxTokensPerTurn: maxTokens });
      const estimate = await estimateEpisodeCost(task, target, { price, cache: live.cache, counting: live.counting, budget, context }, sizes);
      rows.push({ target, task: task.id, capUsd: budget.maxUsdPerTask, estimate });
      for (const into of [sum, total]) {
        into.episodes += options.repeats;
        into.worstUsd += estimate.worstUsd * options.repeats;
        into.expectedUsd += estimate.expected.usd * options.repeats;
      }
    }
  }
  return {
    model: live.chosenModel(),
    price,
    source,
    maxTokens,
    context,
    runCap: runBudgetFromEnv().capUsd,
    sizes,
    repeats: options.repeats,
    rows,
    perTarget,
    total,
    skipped,
    problems: problems.map((problem) => `${problem.file}: ${problem.message}`),
  };
}
