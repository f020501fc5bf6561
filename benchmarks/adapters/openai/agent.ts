import type OpenAI from 'openai';
import type { ChatCompletion } from 'openai/resources/chat/completions/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import { BudgetExceeded } from '../../status/stop.ts';
import type { AgentFeedback } from '../adapter.ts';
import { CONTEXT_ENV } from '../model/context-budget.ts';
import { ModelAgent, type ModelEpisode, type RequestOptions } from '../model/model-agent.ts';
import { promptTokens, type ModelUsage } from '../model/price.ts';
import type { CacheStore } from '../model/prompt-cache.ts';
import { ESTIMATE_BYTES_PER_TOKEN, estimateTokens, TYPICAL_BYTES_PER_TOKEN, type RequestCounting } from '../model/token-estimate.ts';
import type { Conversation } from './conversation.ts';
import { outcomeOf, type OpenAICall } from './finish-reasons.ts';

/**
 * An image in a request, counted as this many tokens: more than OpenAI bills any image (at most
 * about 2,500 at high detail for GPT-4o and GPT-4.1 mini, 3,800 for GPT-4.1 nano) and than the
 * vision models of local servers make of a screenshot. Its base64 bytes would count it ten times over.
 */
export const IMAGE_TOKENS_BOUND = 8_000;

/** A Chat Completions usage by how each token is billed: cached input is read, the rest is plain input. */
export function billedUsage(usage: CompletionUsage): ModelUsage {
  const cached = usage.prompt_tokens_details?.cached_tokens ?? 0;
  return { inputTokens: usage.prompt_tokens - cached, outputTokens: usage.completion_tokens, cacheWriteTokens: 0, cacheReadTokens: cached };
}

/**
 * OpenAI caches every prompt of 1,024 tokens or more on its own, in steps of 128 tokens: after a
 * request, the next can read back the longest such step of its prompt.
 */
export const OPENAI_CACHE: CacheStore = (usage) => {
  const prompt = promptTokens(usage);
  return prompt < 1024 ? 0 : 1024 + Math.floor((prompt - 1024) / 128) * 128;
};

/** The local over-estimate of a request's input tokens: Chat Completions has no counting endpoint. */
export const countRequest = (request: unknown): number => estimateTokens(request, { imageTokens: IMAGE_TOKENS_BOUND });

/** OpenAIAgent.count: from the previous request's billed tokens while nothing sent changed, else the local over-estimate of the whole. */
export const OPENAI_COUNTING: RequestCounting = { margin: TYPICAL_BYTES_PER_TOKEN / ESTIMATE_BYTES_PER_TOKEN, fromBilled: true, escapedText: true };

/** The server's answer to a request over the model's context window (a budget set above it). */
const overWindow = (error: unknown) => (error as { code?: unknown }).code === 'context_length_exceeded';

/** One HTTP attempt goes through the request's guard; the client's fetch is made before any request is. */
export class GuardedFetch {
  private attempt: RequestOptions['attempt'] | undefined;
  readonly fetch = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const send = () => fetch(url, init);
    return this.attempt ? this.attempt(send) : send();
  };

  async around<T>(attempt: RequestOptions['attempt'], request: () => Promise<T>): Promise<T> {
    this.attempt = attempt;
    try {
      return await request();
    } finally {
      this.attempt = undefined;
    }
  }
}

/** The Chat Completions side of a model agent: the SDK client, its fetch, the conversation. */
export interface OpenAIApi {
  client: OpenAI;
  wire: GuardedFetch;
  conversation: Conversation;
}

/**
 * One episode's model through Chat Completions: each tool call of a reply becomes a call, each
 * response a tool message. A request's input tokens are counted from the previous request's, as
 * billed, plus the local over-estimate of what was added since (while nothing sent before has
 * changed): the local estimate of the whole would count the history over again at each turn.
 */
export class OpenAIAgent extends ModelAgent<OpenAICall> {
  private sent: { revision: number; messages: number } | undefined;
  private billed: { revision: number; messages: number; promptTokens: number } | undefined;

  constructor(
    episode: ModelEpisode,
    private readonly api: OpenAIApi,
  ) {
    super(episode);
  }

  protected async turn() {
    const completion = await this.ask();
    const message = completion.choices?.[0]?.message;
    if (message) this.api.conversation.addReply(message);
    return outcomeOf(completion, this.turns, this.episode.budget.maxTokensPerTurn);
  }

  protected addResult(call: OpenAICall, response: AgentFeedback): void {
    this.api.conversation.addResult(call.id, call.name, response);
  }

  protected remind(text: string): void {
    this.api.conversation.addNote(text);
  }

  /** Input tokens of a request, never fewer than will be billed. */
  private count(request: ReturnType<Conversation['request']>): number {
    const whole = countRequest(request);
    const billed = this.billed;
    if (!billed || billed.revision !== this.episode.results.revision || billed.messages > request.messages.length) return whole;
    return Math.min(whole, billed.promptTokens + countRequest(request.messages.slice(billed.messages)));
  }

  private ask(): Promise<ChatCompletion> {
    const { client, wire, conversation } = this.api;
    const { model, budget, results } = this.episode;
    return this.request({
      build: () => conversation.request(),
      count: async (request) => this.count(request),
      send: async ({ messages, tools }, options) => {
        this.sent = { revision: results.revision, messages: messages.length };
        try {
          return await wire.around(options.attempt, () =>
            client.chat.completions.create(
              { model: model.id, messages, ...(tools.length > 0 && { tools }), max_completion_tokens: budget.maxTokensPerTurn },
              { signal: options.signal, timeout: options.timeout },
            ),
          );
        } catch (error) {
          if (overWindow(error)) throw new BudgetExceeded('contextWindow', `turn ${this.turns}: ${(error as Error).message} (lower ${CONTEXT_ENV} below the model's context window)`);
          throw error;
        }
      },
      usage: (completion) => {
        if (!completion.usage) return undefined;
        this.billed = { ...this.sent!, promptTokens: completion.usage.prompt_tokens };
        return billedUsage(completion.usage);
      },
    });
  }
}
