/**
 * Bytes per token of the local over-estimate: fewer than the ~3.5 characters per token Anthropic
 * gives for English text, and than the ~2.6 a tokenizer making 35% more tokens of it gives, so it
 * over-counts text, JSON and tool schemas. Base64 images it over-counts many times over.
 */
export const ESTIMATE_BYTES_PER_TOKEN = 2.5;

/**
 * Bytes per token of what a tokenizer really makes of this project's messages (English, page
 * snapshots, JSON): expected costs use it, never a cap.
 */
export const TYPICAL_BYTES_PER_TOKEN = 3.5;

/**
 * How an adapter counts a request before it is sent, against what the tokenizer makes of it (the
 * dry run fits its simulated requests to the context budget by the same count): `margin` times
 * the tokens, or, with `fromBilled` while nothing sent has changed, the previous request's billed
 * tokens and `margin` times what was added since. With `escapedText`, the count is of the request's
 * JSON, where a page's text grows by its escapes (`JSON_ESCAPE_GROWTH`).
 */
export interface RequestCounting {
  margin: number;
  fromBilled: boolean;
  escapedText?: boolean;
}

/**
 * What a page snapshot's text grows by as JSON: a line of an accessibility snapshot (about 50
 * bytes) has a newline and two quotes to escape. A count of a request's JSON counts them; a
 * tokenizer reads the text.
 */
export const JSON_ESCAPE_GROWTH = 1.05;

/** A local over-estimate of the tokens of `bytes` bytes of input. */
export const tokensOfBytes = (bytes: number): number => Math.ceil(bytes / ESTIMATE_BYTES_PER_TOKEN);

const DATA_IMAGE = /^data:image\//;

/** A JSON.stringify replacer that leaves images out: data URLs (Chat Completions) and base64 sources (Messages API); `onImage` counts them. */
const withoutImages = (onImage: () => void) =>
  function (this: unknown, key: string, value: unknown): unknown {
    const isImage = typeof value === 'string' && (DATA_IMAGE.test(value) || (key === 'data' && (this as { type?: unknown }).type === 'base64'));
    if (!isImage) return value;
    onImage();
    return '';
  };

/**
 * A local over-estimate of the input tokens of `value` (a request, a prompt): from its JSON's
 * bytes. With `imageTokens`, each image given as a data URL counts that many tokens instead of its
 * base64 bytes (APIs bill an image by its pixels, not its encoding).
 */
export function estimateTokens(value: unknown, options: { imageTokens?: number } = {}): number {
  if (options.imageTokens === undefined) return tokensOfBytes(Buffer.byteLength(JSON.stringify(value) ?? ''));
  let images = 0;
  const json = JSON.stringify(value, withoutImages(() => images++));
  return tokensOfBytes(Buffer.byteLength(json ?? '')) + images * options.imageTokens;
}

/** The bytes of `value`'s JSON without its images: what its text tokens are made of. */
export const textBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value, withoutImages(() => undefined)) ?? '');
