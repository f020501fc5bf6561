import { BUDGET_CAPS } from '../../task-spec/budget.ts';
import { contextBudgetFromEnv, type ContextBudget } from './context-budget.ts';
import { runBudgetFromEnv, type RunBudget } from './run-budget.ts';

/**
 * What a model adapter runs with, from the environment and never above the caps: the key, the
 * model, the per-turn output cap, retries, the run's budget and the context budget.
 */
export interface ModelSettings {
  apiKey: string;
  /** The API's endpoint; unset, the SDK reads its own variable (ANTHROPIC_BASE_URL, OPENAI_BASE_URL). Tests point it at a local stand-in. */
  baseURL?: string;
  model: string;
  /** Lowers the per-turn output cap (never raises it). */
  maxTokens?: number;
  /** Retries of 408, 409, 429 and 5xx, with the SDK's backoff. */
  maxRetries: number;
  runBudget: RunBudget;
  context: ContextBudget;
}

/** The per-turn output cap `name` sets, if it does: a positive whole number, only ever lowering the cap. */
export function maxTokensOverride(name: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}=${raw.slice(0, 40)}: a positive whole number (it can only lower the ${BUDGET_CAPS.maxTokensPerTurn} cap)`);
  return value;
}

/** The settings every model adapter shares, with `apiKey` and `model` read by the adapter. */
export function modelSettings(env: NodeJS.ProcessEnv, own: { apiKey: string; model: string; maxTokensEnv: string }): ModelSettings {
  return { apiKey: own.apiKey, model: own.model, maxTokens: maxTokensOverride(own.maxTokensEnv, env), maxRetries: 3, runBudget: runBudgetFromEnv(env), context: contextBudgetFromEnv(env) };
}
