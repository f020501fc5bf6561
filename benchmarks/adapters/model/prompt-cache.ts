import type { ModelUsage } from './price.ts';

/**
 * How long a provider keeps a cached prompt prefix after its last use, less a margin: Anthropic
 * keeps one 5 minutes (the default lifetime), OpenAI "5 to 10 minutes of inactivity".
 */
export const CACHE_LIFETIME_MS = 4 * 60_000;

/** What one API's prompt cache holds after a response: the tokens of that request's prefix the next request can read back. */
export type CacheStore = (usage: ModelUsage) => number;

/**
 * What the provider's prompt cache holds between one episode's requests, so that a request's worst
 * case prices its cached prefix at what the cache will charge (the read price) instead of as new
 * input. A prefix counts as cached only when all of these hold: a request stored it (by the API's
 * `store` rule, from its billed usage): the previous one if nothing it sent has changed since (the
 * conversation's `revision`: leaving old tool results out changes it), else the first one (the
 * tools and the instructions); it is within the cache's lifetime; and the provider has shown in
 * this episode that it caches (a response reported cache writes or reads). A response that read less than its request was priced as reading is a miss:
 * from then on the episode prices every request as uncached.
 */
export class PromptCacheLedger {
  private previous: { stored: number; answeredAt: number; revision: number } | undefined;
  /** What the first request stored: the tools and the instructions, which no later change touches. */
  private base = 0;
  private shown = false;
  private trusted = true;
  /** Responses that read less from the cache than their request was priced as reading. */
  misses = 0;

  constructor(
    private readonly store: CacheStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The tokens of the next request (sent at `revision` of the conversation) that the cache will
   * read back: all the previous request stored, or, once results sent before have changed, what
   * the first request stored (the tools and instructions come before any result).
   */
  cachedPrefix(revision: number): number {
    const previous = this.previous;
    if (!previous || !this.shown || !this.trusted || this.now() - previous.answeredAt > CACHE_LIFETIME_MS) return 0;
    return previous.revision === revision ? previous.stored : this.base;
  }

  /** A response: what its request (priced as reading `pricedCached` tokens, sent at `revision`) left in the cache. */
  answered(usage: ModelUsage, pricedCached: number, revision: number): void {
    if (usage.cacheReadTokens < pricedCached) {
      this.misses++;
      this.trusted = false;
    }
    if (usage.cacheReadTokens + usage.cacheWriteTokens > 0) this.shown = true;
    this.previous = { stored: this.store(usage), answeredAt: this.now(), revision };
    if (this.base === 0) this.base = this.previous.stored;
  }

  /** A request that got no usage back: what the cache holds is not known. */
  unanswered(): void {
    this.previous = undefined;
  }
}
