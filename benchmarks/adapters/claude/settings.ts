import { modelSettings, type ModelSettings } from '../model/settings.ts';

/** Sonnet 4.5's documented successor: Sonnet 4.5 reaches its end of life on 2026-11-30. */
export const DEFAULT_MODEL = 'claude-sonnet-5-5';
export const MODEL_ENV = 'BENCH_CLAUDE_MODEL';
export const MAX_TOKENS_ENV = 'BENCH_CLAUDE_MAX_TOKENS';

/**
 * The claude adapter's settings. No temperature: the SDK's API version (2026-10-21) rejects every
 * sampling parameter with a 400, and the SDK no longer has them. The SDK reads ANTHROPIC_BASE_URL
 * and ANTHROPIC_CUSTOM_HEADERS itself.
 */
export type ClaudeSettings = ModelSettings;

export const chosenModel = (env: NodeJS.ProcessEnv = process.env): string => env[MODEL_ENV] || DEFAULT_MODEL;

export function claudeSettings(env: NodeJS.ProcessEnv = process.env): ClaudeSettings {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new Error('the claude adapter needs ANTHROPIC_API_KEY set');
  return modelSettings(env, { apiKey, model: chosenModel(env), maxTokensEnv: MAX_TOKENS_ENV });
}
