import type Anthropic from '@anthropic-ai/sdk';
import type { Message, Usage } from '@anthropic-ai/sdk/resources/messages/messages';
import { BudgetExceeded } from '../../status/stop.ts';
import type { AgentFeedback } from '../adapter.ts';
import { CONTEXT_ENV } from '../model/context-budget.ts';
import { ModelAgent, type ModelEpisode } from '../model/model-agent.ts';
import type { ModelUsage } from '../model/price.ts';
import type { CacheStore } from '../model/prompt-cache.ts';
import type { Conversation } from './conversation.ts';
import { outcomeOf, type ClaudeCall } from './stop-reasons.ts';
import type { InputTokenCounter } from './token-count.ts';

/** A Messages API usage by how each token is billed. */
export const billedUsage = (usage: Pick<Usage, 'input_tokens' | 'output_tokens' | 'cache_creation_input_tokens' | 'cache_read_input_tokens'>): ModelUsage => ({
  inputTokens: usage.input_tokens,
  outputTokens: usage.output_tokens,
  cacheWriteTokens: usage.cache_creation_input_tokens ?? 0,
  cacheReadTokens: usage.cache_read_input_tokens ?? 0,
});

/** After a request, Anthropic's cache holds its prefix up to its last breakpoint: what it wrote and what it read. */
export const ANTHROPIC_CACHE: CacheStore = (usage) => usage.cacheWriteTokens + usage.cacheReadTokens;

/** The API's answer to a request over the model's context window (a budget set above it). */
const overWindow = (error: unknown) => (error as { status?: unknown }).status === 400 && /prompt is too long/i.test((error as Error).message);

/** The Messages API's side of a model agent: the SDK client, the conversation, the token counter. */
export interface ClaudeApi {
  client: Anthropic;
  conversation: Conversation;
  counter: InputTokenCounter;
}

/** One episode's Claude model: each tool_use of a reply becomes a call, each response a tool_result. */
export class ClaudeAgent extends ModelAgent<ClaudeCall> {
  constructor(
    episode: ModelEpisode,
    private readonly api: ClaudeApi,
  ) {
    super(episode);
  }

  /** Its replies until one is not a pause. */
  protected async turn() {
    for (;;) {
      const message = await this.ask();
      this.api.conversation.addReply(message.content);
      const outcome = outcomeOf(message, this.turns, this.episode.budget.maxTokensPerTurn);
      if (outcome.kind !== 'continue') return outcome;
    }
  }

  protected addResult(call: ClaudeCall, response: AgentFeedback): void {
    this.api.conversation.addResult(call.use, response);
  }

  protected remind(text: string): void {
    this.api.conversation.addNote(text);
  }

  private ask(): Promise<Message> {
    const { client, conversation, counter } = this.api;
    const { model, budget, deadline } = this.episode;
    return this.request({
      build: () => conversation.request(),
      count: ({ messages, tools }) => counter.count({ model: model.id, messages, tools }, deadline.signal),
      send: async ({ messages, tools }, options) => {
        try {
          return await client.messages.create(
            // Standard capacity only: the price table has standard prices.
            { model: model.id, max_tokens: budget.maxTokensPerTurn, messages, tools, service_tier: 'standard_only' },
            { signal: options.signal, timeout: options.timeout, middleware: [(request, next) => options.attempt(() => next(request))] },
          );
        } catch (error) {
          if (overWindow(error)) throw new BudgetExceeded('contextWindow', `turn ${this.turns}: ${(error as Error).message} (lower ${CONTEXT_ENV} below the model's context window)`);
          throw error;
        }
      },
      usage: (message) => billedUsage(message.usage),
    });
  }
}
