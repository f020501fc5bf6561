import { readOption } from '../../environment/registry.ts';
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

/** The options that lower a model adapter's per-turn output cap. */
export type MaxTokensOption = 'claudeMaxTokens' | 'openaiMaxTokens';

/** The settings every model adapter shares, with `apiKey` and `model` read by the adapter. */
export function modelSettings(env: NodeJS.ProcessEnv, own: { apiKey: string; model: string; maxTokensOption: MaxTokensOption }): ModelSettings {
  return { apiKey: own.apiKey, model: own.model, maxTokens: readOption(own.maxTokensOption, env), maxRetries: 3, runBudget: runBudgetFromEnv(env), context: contextBudgetFromEnv(env) };
}
