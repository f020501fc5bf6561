import { z } from 'zod';

/**
 * Hard caps on what one task may spend with a live model. A task (or the environment) may
 * tighten them; nothing raises them: the task schema refuses larger numbers.
 */
export const BUDGET_CAPS = {
  /** Output tokens the model may produce per turn (the Messages API's max_tokens). */
  maxTokensPerTurn: 4096,
  /** Tool calls the model may ask for in one task. */
  maxToolIterations: 50,
  /** US dollars one task may cost, computed from every response's usage. */
  maxUsdPerTask: 0.5,
} as const;

export type Budget = { -readonly [K in keyof typeof BUDGET_CAPS]: number };
export type BudgetCap = keyof Budget;

/** The optional `budget` of a task spec: each field at most its cap. */
export const taskBudgetSchema = z.strictObject({
  maxTokensPerTurn: z.number().int().min(1).max(BUDGET_CAPS.maxTokensPerTurn).optional(),
  maxToolIterations: z.number().int().min(1).max(BUDGET_CAPS.maxToolIterations).optional(),
  maxUsdPerTask: z.number().positive().max(BUDGET_CAPS.maxUsdPerTask).optional(),
});
export type TaskBudget = z.infer<typeof taskBudgetSchema>;

/** The tightest of the caps and every narrowing given. */
export function resolveBudget(...narrowings: Array<Partial<Budget> | undefined>): Budget {
  const budget: Budget = { ...BUDGET_CAPS };
  for (const narrowing of narrowings)
    for (const key of Object.keys(budget) as BudgetCap[]) {
      const value = narrowing?.[key];
      if (value !== undefined) budget[key] = Math.min(budget[key], value);
    }
  return budget;
}

/**
 * USD per million tokens, by model id (prefix match, so dated ids such as
 * `claude-sonnet-4-5-20250929` find their family). From Anthropic's published pricing when this
 * table was written; cache writes are the 5-minute rate (1.25 × input), cache reads 0.1 × input.
 * A model not listed here is refused: its cost could not be capped.
 */
export const PRICES_PER_MTOK: Record<string, { input: number; output: number; cacheWrite: number; cacheRead: number }> = {
  'claude-opus-4-0': { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 },
  'claude-opus-4-1': { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 },
  // Opus 4.5 and later.
  'claude-opus-4': { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 },
  'claude-sonnet-4': { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
  'claude-haiku-4': { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 },
  'claude-3-7-sonnet': { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
  'claude-3-5-haiku': { input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08 },
};

export function priceOf(model: string): (typeof PRICES_PER_MTOK)[string] {
  const family = Object.keys(PRICES_PER_MTOK)
    .filter((prefix) => model.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  if (!family) throw new Error(`no price for model ${JSON.stringify(model)} in the budget table (benchmarks/adapters/budget.ts); its cost could not be capped`);
  return PRICES_PER_MTOK[family];
}

export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

export function costUsd(model: string, usage: TokenUsage): number {
  const price = priceOf(model);
  const cost =
    usage.input_tokens * price.input +
    usage.output_tokens * price.output +
    (usage.cache_creation_input_tokens ?? 0) * price.cacheWrite +
    (usage.cache_read_input_tokens ?? 0) * price.cacheRead;
  return cost / 1_000_000;
}

/** A cap was reached: the episode stops `budget_exceeded`, naming the cap. */
export class BudgetExceededError extends Error {
  override name = 'BudgetExceededError';
  constructor(
    readonly cap: BudgetCap,
    message: string,
  ) {
    super(`budget cap ${cap} reached: ${message}`);
  }
}
