import { modelSettings, type ModelSettings } from '../model/settings.ts';
import { PRICE_ENV } from './price-table.ts';

export const DEFAULT_MODEL = 'gpt-5.4';
export const MODEL_ENV = 'BENCH_OPENAI_MODEL';
export const MAX_TOKENS_ENV = 'BENCH_OPENAI_MAX_TOKENS';

/** The openai adapter's settings; `declaredPrice` is BENCH_OPENAI_PRICE as given. The SDK reads OPENAI_BASE_URL itself. */
export interface OpenAISettings extends ModelSettings {
  declaredPrice?: string;
}

export const chosenModel = (env: NodeJS.ProcessEnv = process.env): string => env[MODEL_ENV] || DEFAULT_MODEL;

export function openaiSettings(env: NodeJS.ProcessEnv = process.env): OpenAISettings {
  const apiKey = env.OPENAI_API_KEY;
  if (!apiKey) throw new Error('the openai adapter needs OPENAI_API_KEY set (any value for a local server that checks none)');
  return { ...modelSettings(env, { apiKey, model: chosenModel(env), maxTokensEnv: MAX_TOKENS_ENV }), ...(env[PRICE_ENV] && { declaredPrice: env[PRICE_ENV] }) };
}
