import { OPTIONS, readOption } from '../../environment/registry.ts';
import { modelSettings, type ModelSettings } from '../model/settings.ts';

/**
 * The claude adapter's settings. No temperature: the SDK's API version (2026-10-21) rejects every
 * sampling parameter with a 400, and the SDK no longer has them. The SDK reads ANTHROPIC_BASE_URL
 * and ANTHROPIC_CUSTOM_HEADERS itself.
 */
export type ClaudeSettings = ModelSettings;

export const chosenModel = (env: NodeJS.ProcessEnv = process.env): string => readOption('claudeModel', env);

export function claudeSettings(env: NodeJS.ProcessEnv = process.env): ClaudeSettings {
  const apiKey = readOption('anthropicKey', env);
  if (!apiKey) throw new Error(`the claude adapter needs ${OPTIONS.anthropicKey.variable} set`);
  return modelSettings(env, { apiKey, model: chosenModel(env), maxTokensOption: 'claudeMaxTokens' });
}
