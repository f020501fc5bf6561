import { OPTIONS, readOption } from '../../environment/registry.ts';
import type { TokenPrices } from '../../environment/types.ts';
import { modelSettings, type ModelSettings } from '../model/settings.ts';

/** The openai adapter's settings; `declaredPrice` is the `openaiPrice` option's. The SDK reads OPENAI_BASE_URL itself. */
export interface OpenAISettings extends ModelSettings {
  declaredPrice?: TokenPrices;
}

export const chosenModel = (env: NodeJS.ProcessEnv = process.env): string => readOption('openaiModel', env);

export function openaiSettings(env: NodeJS.ProcessEnv = process.env): OpenAISettings {
  const apiKey = readOption('openaiKey', env);
  if (!apiKey) throw new Error(`the openai adapter needs ${OPTIONS.openaiKey.variable} set (any value for a local server that checks none)`);
  const declaredPrice = readOption('openaiPrice', env);
  return { ...modelSettings(env, { apiKey, model: chosenModel(env), maxTokensOption: 'openaiMaxTokens' }), ...(declaredPrice && { declaredPrice }) };
}
