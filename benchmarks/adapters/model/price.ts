/**
 * USD per million tokens, the same shape for every API. `cacheWrite` is what input written to the
 * prompt cache costs (Anthropic: 1.25× input at the 5-minute lifetime; OpenAI: plain input, its
 * caching is automatic), `cacheRead` a cached prefix read back.
 */
export interface ModelPrice {
  input: number;
  output: number;
  cacheWrite: number;
  cacheRead: number;
}

/** One model's row in a price table: its price (absent when none is known, and the model is then refused), when it was read and where. */
export interface PriceRow {
  price?: ModelPrice;
  date: string;
  source: string;
}

/** An amount as the adapters' messages print it: `USD 0.1234`. */
export const usd = (amount: number, digits = 4): string => `USD ${amount.toFixed(digits)}`;

/** A response's tokens by how each is billed, whatever the API calls them. */
export interface ModelUsage {
  /** Input billed at the plain input price. */
  inputTokens: number;
  outputTokens: number;
  cacheWriteTokens: number;
  cacheReadTokens: number;
}

export const promptTokens = (usage: ModelUsage): number => usage.inputTokens + usage.cacheWriteTokens + usage.cacheReadTokens;

/** What a response's usage costs. */
export function usageUsd(price: ModelPrice, usage: ModelUsage): number {
  return (usage.inputTokens * price.input + usage.outputTokens * price.output + usage.cacheWriteTokens * price.cacheWrite + usage.cacheReadTokens * price.cacheRead) / 1_000_000;
}

/** A request's input tokens, split by what the cache will charge for them. */
export interface RequestTokens {
  /** The prefix the cache holds from the previous request, unchanged since: read back. */
  cached: number;
  /** Everything else: new to the cache. */
  fresh: number;
}

/**
 * The most a request can cost: its cached prefix at the cache-read price, every other input token
 * at the dearest input rate (a cache write costs more than plain input), and every output token
 * allowed used (thinking and reasoning tokens included).
 */
export function requestWorstCaseUsd(price: ModelPrice, tokens: RequestTokens, maxOutputTokens: number): number {
  return (tokens.cached * price.cacheRead + tokens.fresh * Math.max(price.input, price.cacheWrite) + maxOutputTokens * price.output) / 1_000_000;
}
