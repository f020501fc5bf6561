import { runBudgetFromEnv, type RunBudget } from './run-budget.ts';

/** Sonnet 4.5's documented successor: Sonnet 4.5 reaches its end of life on 2026-11-30. */
export const DEFAULT_MODEL = 'claude-sonnet-5-5';
export const MODEL_ENV = 'BENCH_CLAUDE_MODEL';
export const MAX_TOKENS_ENV = 'BENCH_CLAUDE_MAX_TOKENS';

/**
 * Which model, how long per turn and against which run budget: from the environment, never above
 * the caps. No temperature: the SDK's API version (2026-10-21) rejects every sampling parameter
 * with a 400, and the SDK no longer has them.
 */
export interface ClaudeSettings {
  apiKey: string;
  /** The SDK reads ANTHROPIC_BASE_URL (and ANTHROPIC_CUSTOM_HEADERS) itself; tests point it at a local stand-in. */
  baseURL?: string;
  model: string;
  /** Lowers the per-turn output cap (never raises it). */
  maxTokens?: number;
  /** Retries of 408, 409, 429 and 5xx (529 overloaded included), with the SDK's backoff. */
  maxRetries: number;
  runBudget: RunBudget;
}

export const chosenModel = (env: NodeJS.ProcessEnv = process.env): string => env[MODEL_ENV] || DEFAULT_MODEL;

export function maxTokensOverride(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env[MAX_TOKENS_ENV];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${MAX_TOKENS_ENV}=${raw}: a positive whole number (it can only lower the 4096 cap)`);
  return value;
}

export function claudeSettings(env: NodeJS.ProcessEnv = process.env): ClaudeSettings {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new Error('the claude adapter needs ANTHROPIC_API_KEY set');
  return { apiKey, model: chosenModel(env), maxTokens: maxTokensOverride(env), maxRetries: 3, runBudget: runBudgetFromEnv(env) };
}
