import { declaredUsdCap, resolveBudget, tierOf, USD_CAP_BY_TIER } from '../task-spec/budget.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import { LIVE_MODELS } from './live-models.ts';
import { DEFAULT_CONTEXT_TOKENS, KEEP_RECENT_RESULTS } from './model/context-budget.ts';
import { estimateEpisodeCost, TOOL_DEFINITION_BYTES } from './model/cost-estimate.ts';
import { usd } from './model/price.ts';
import type { ResponseSizes } from './model/response-sizes.ts';

/** How many times its reference solution's expected cost a task's USD cap must be at least: room for an agent that takes another route, reads more, or slips. */
export const CAP_HEADROOM = 3;

/** A task's declared USD cap beside what its work is expected to cost. */
export interface CapFit {
  task: string;
  declared: { usd: number; from: string };
  /** The dry run's expected cost of the reference solution, for the default model, on the cheapest server. */
  reference: { usd: number; target: string; model: string };
  /** CAP_HEADROOM times the reference's cost: the least the cap may be. */
  needed: number;
}

/**
 * The fit of `task`'s USD cap: the dry run's expected cost of its reference solution (its recorded
 * responses on each server, or the server's median response per reference step) for the claude
 * project's default model, the whole episode (no cap cuts it short), on whichever server is cheapest for it.
 */
export async function capFit(task: TaskSpec, sizes: ResponseSizes): Promise<CapFit> {
  const live = LIVE_MODELS.claude;
  const { price } = live.price({});
  const budget = resolveBudget(task);
  const context = { maxTokens: DEFAULT_CONTEXT_TOKENS, keepRecent: KEEP_RECENT_RESULTS };
  let reference: CapFit['reference'] | undefined;
  for (const target of Object.keys(TOOL_DEFINITION_BYTES)) {
    const { expected } = await estimateEpisodeCost(task, target, { price, cache: live.cache, counting: live.counting, budget, context }, sizes);
    if (!reference || expected.uncappedUsd < reference.usd) reference = { usd: expected.uncappedUsd, target, model: live.chosenModel({}) };
  }
  return { task: task.id, declared: declaredUsdCap(task), reference: reference!, needed: CAP_HEADROOM * reference!.usd };
}

/** What a task author must declare when the cap is short: the needed amount rounded up to the next 5 cents. */
export function capFitProblem(fit: CapFit, task: Pick<TaskSpec, 'tags'>, file: string): string | undefined {
  if (fit.declared.usd >= fit.needed) return undefined;
  const declare = Math.ceil(fit.needed * 20 - 1e-9) / 20;
  const tier = tierOf(task);
  const forTier = tier
    ? `, or ${USD_CAP_BY_TIER[tier] === undefined ? 'give' : 'raise'} the ${tier} tier's default (USD_CAP_BY_TIER in benchmarks/task-spec/budget.ts) to at least that for the whole tier`
    : '';
  return (
    `${fit.task}: its USD cap, ${usd(fit.declared.usd, 2)} (${fit.declared.from}), is below ${CAP_HEADROOM} × ${usd(fit.reference.usd)} = ${usd(fit.needed)}, ` +
    `the dry run's expected cost of its reference solution with ${fit.reference.model} on ${fit.reference.target}, the cheapest server. ` +
    `Declare budget: { maxUsdPerTask: ${declare.toFixed(2)} } in ${file}${forTier}.`
  );
}
