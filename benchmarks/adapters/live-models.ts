import { OPTIONS, readOption } from '../environment/registry.ts';
import { ANTHROPIC_CACHE } from './claude/agent.ts';
import { modelPrice } from './claude/models.ts';
import { CLAUDE_COUNTING } from './claude/token-count.ts';
import { PRICE_TABLE as CLAUDE_PRICES } from './claude/price-table.ts';
import * as claude from './claude/settings.ts';
import type { ModelPrice } from './model/price.ts';
import type { CacheStore } from './model/prompt-cache.ts';
import type { MaxTokensOption } from './model/settings.ts';
import type { RequestCounting } from './model/token-estimate.ts';
import { OPENAI_CACHE, OPENAI_COUNTING } from './openai/agent.ts';
import { openaiPrice } from './openai/price-table.ts';
import * as openai from './openai/settings.ts';

/** A live model adapter as the runs and the dry run see it: its project, its key, its model and price. */
export interface LiveModel {
  /** The adapter's name, which is its Playwright project's. */
  adapter: string;
  keyOption: 'anthropicKey' | 'openaiKey';
  maxTokensOption: MaxTokensOption;
  chosenModel(env?: NodeJS.ProcessEnv): string;
  /** The chosen model's price and where it comes from; throws for a model that may not run. */
  price(env?: NodeJS.ProcessEnv): { price: ModelPrice; source: string };
  cache: CacheStore;
  counting: RequestCounting;
}

export const LIVE_MODELS: Readonly<Record<string, LiveModel>> = {
  claude: {
    adapter: 'claude',
    keyOption: 'anthropicKey',
    maxTokensOption: 'claudeMaxTokens',
    chosenModel: claude.chosenModel,
    price(env = process.env) {
      const model = claude.chosenModel(env);
      const row = CLAUDE_PRICES[model];
      return { price: modelPrice(model), source: `${row.date}; ${row.source}` };
    },
    cache: ANTHROPIC_CACHE,
    counting: CLAUDE_COUNTING,
  },
  openai: {
    adapter: 'openai',
    keyOption: 'openaiKey',
    maxTokensOption: 'openaiMaxTokens',
    chosenModel: openai.chosenModel,
    price: (env = process.env) => openaiPrice(openai.chosenModel(env), readOption('openaiPrice', env)),
    cache: OPENAI_CACHE,
    counting: OPENAI_COUNTING,
  },
};

/** Why a live model's project cannot run here (its key is not set), if it cannot. */
export function missingKey(adapterName: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const live = LIVE_MODELS[adapterName];
  return live && !readOption(live.keyOption, env) ? `the ${live.adapter} project needs ${OPTIONS[live.keyOption].variable} set` : undefined;
}
