import type { Adapter } from '../adapter.ts';
import { modelAdapter } from '../model/model-adapter.ts';
import { GuardedFetch, OPENAI_CACHE, OpenAIAgent } from './agent.ts';
import { Conversation } from './conversation.ts';
import { openaiPrice } from './price-table.ts';
import { openaiSettings, type OpenAISettings } from './settings.ts';

/**
 * A live model chooses the calls through the Chat Completions API with tools, under the same hard
 * budget caps as claude: OpenAI's models, or any OpenAI-compatible server (OPENAI_BASE_URL).
 */
export function openaiAdapter(settings: () => OpenAISettings = () => openaiSettings()): Adapter {
  return modelAdapter({
    name: 'openai',
    settings,
    price: ({ model, declaredPrice }) => openaiPrice(model, declaredPrice).price,
    keyMarker: '«OPENAI_API_KEY»',
    cacheStore: OPENAI_CACHE,
    async agent({ apiKey, baseURL, maxRetries }, episode, start) {
      // Loaded on the first episode: every worker loads the adapters, and most never call a model.
      const { default: OpenAI } = await import('openai');
      const wire = new GuardedFetch();
      // Warnings only: the SDK's debug log prints response bodies, which a careless gateway may fill with the key.
      const client = new OpenAI({ apiKey, baseURL, maxRetries, fetch: wire.fetch, logLevel: 'warn' });
      return new OpenAIAgent(episode, { client, wire, conversation: new Conversation(episode.instructions, start.tools, episode.results) });
    },
  });
}

export const openai = openaiAdapter();
