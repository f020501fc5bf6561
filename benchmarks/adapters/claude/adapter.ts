import type { Adapter } from '../adapter.ts';
import { modelAdapter } from '../model/model-adapter.ts';
import { ANTHROPIC_CACHE, ClaudeAgent } from './agent.ts';
import { Conversation } from './conversation.ts';
import { modelPrice } from './models.ts';
import { claudeSettings, type ClaudeSettings } from './settings.ts';
import { InputTokenCounter } from './token-count.ts';

/** A live Claude model chooses the calls through the Messages API with tool use, under hard budget caps. */
export function claudeAdapter(settings: () => ClaudeSettings = () => claudeSettings()): Adapter {
  return modelAdapter({
    name: 'claude',
    settings,
    // Refuses an unknown, unpriced or retired model.
    price: ({ model }) => modelPrice(model),
    keyMarker: '«ANTHROPIC_API_KEY»',
    cacheStore: ANTHROPIC_CACHE,
    async agent({ apiKey, baseURL, maxRetries }, episode, start) {
      // Loaded on the first episode: every worker loads the adapters, and most never call a model.
      const { default: Anthropic } = await import('@anthropic-ai/sdk');
      const client = new Anthropic({ apiKey, baseURL, maxRetries });
      return new ClaudeAgent(episode, { client, conversation: new Conversation(episode.instructions, start.tools, episode.results), counter: new InputTokenCounter(client) });
    },
  });
}

export const claude = claudeAdapter();
