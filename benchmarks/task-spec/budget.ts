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

export type BudgetCap = keyof typeof BUDGET_CAPS;

/** The optional `budget` of a task spec: each field at most its cap. */
export const taskBudgetSchema = z.strictObject({
  maxTokensPerTurn: z.number().int().min(1).max(BUDGET_CAPS.maxTokensPerTurn).optional(),
  maxToolIterations: z.number().int().min(1).max(BUDGET_CAPS.maxToolIterations).optional(),
  maxUsdPerTask: z.number().positive().max(BUDGET_CAPS.maxUsdPerTask).optional(),
});
export type TaskBudget = z.infer<typeof taskBudgetSchema>;

/** The tightest of the caps and every narrowing given. */
export function resolveBudget(...narrowings: Array<TaskBudget | undefined>): Required<TaskBudget> {
  const budget: Required<TaskBudget> = { ...BUDGET_CAPS };
  for (const narrowing of narrowings)
    for (const key of Object.keys(budget) as BudgetCap[]) {
      const value = narrowing?.[key];
      if (value !== undefined) budget[key] = Math.min(budget[key], value);
    }
  return budget;
}
