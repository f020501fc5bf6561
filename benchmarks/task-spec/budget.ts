import { z } from 'zod';
import { TIERS, type Tier } from './tiers.ts';

/** Output tokens a live model may produce per turn (the Messages API's max_tokens), for every task. */
export const MAX_TOKENS_PER_TURN = 4096;

/**
 * The most US dollars a task may declare as its cap: a guard against a slip of the keyboard. The
 * run's cap (`BENCH_MAX_USD`) bounds every episode anyway: one starts only when the run can pay
 * all of its task's cap.
 */
export const MAX_TASK_USD = 10;

/**
 * A task's USD cap when it declares none: its tier's. Each is at least three times the dry run's
 * expected cost of the tier's dearest reference solution, for the default model on the cheapest
 * server (tests/budgets.spec.ts checks every task; docs/benchmarks/webvoyager.md gives the figures).
 * A task whose work costs more declares its own `budget.maxUsdPerTask`.
 */
export const USD_CAP_BY_TIER: Readonly<Partial<Record<Tier, number>>> = { smoke: 0.5, standard: 0.75, hard: 1.5, frontier: 2.25, chore: 2.5, workday: 2 };
/** … and of a task with no tier (the episode and signature suites). */
export const USD_CAP_WITHOUT_TIER = 0.5;

/** The optional `budget` of a task spec: its own USD cap, and a lower output cap per turn. */
export const taskBudgetSchema = z.strictObject({
  maxTokensPerTurn: z.number().int().min(1).max(MAX_TOKENS_PER_TURN).optional(),
  maxUsdPerTask: z.number().positive().max(MAX_TASK_USD).optional(),
});
export type TaskBudget = z.infer<typeof taskBudgetSchema>;

/** The caps of one live model's episode. */
export interface ModelBudget {
  /** Output tokens per turn. */
  maxTokensPerTurn: number;
  /** Tool calls the model may ask for: the task's step cap, so that the work a task allows is never cut short by another count. */
  maxToolIterations: number;
  /** US dollars the episode may cost, computed from every response's usage. */
  maxUsdPerTask: number;
}

/** The tier a task's tags name, if any. */
export const tierOf = (task: { tags?: readonly string[] }): Tier | undefined => TIERS.find((tier) => task.tags?.includes(tier));

/** A task's USD cap as declared: its own, else its tier's, and where it comes from (for messages). */
export function declaredUsdCap(task: { tags?: readonly string[]; budget?: TaskBudget }): { usd: number; from: string } {
  if (task.budget?.maxUsdPerTask !== undefined) return { usd: task.budget.maxUsdPerTask, from: 'its budget.maxUsdPerTask' };
  const tier = tierOf(task);
  const byTier = tier === undefined ? undefined : USD_CAP_BY_TIER[tier];
  if (byTier !== undefined) return { usd: byTier, from: `the ${tier} tier's default` };
  return { usd: USD_CAP_WITHOUT_TIER, from: tier ? `the default of a task whose tier (${tier}) has none` : 'the default of a task without a tier' };
}

/**
 * A live model's caps for `task`: its declared USD cap, as many tool calls as its step cap, and
 * the output cap per turn, lowered by the task's budget and by `maxTokensPerTurn` (a run's option).
 */
export function resolveBudget(task: { maxSteps: number; tags?: readonly string[]; budget?: TaskBudget }, lowered: { maxTokensPerTurn?: number } = {}): ModelBudget {
  return {
    maxTokensPerTurn: Math.min(MAX_TOKENS_PER_TURN, task.budget?.maxTokensPerTurn ?? Infinity, lowered.maxTokensPerTurn ?? Infinity),
    maxToolIterations: task.maxSteps,
    maxUsdPerTask: declaredUsdCap(task).usd,
  };
}
