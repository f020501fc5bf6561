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

/** A local over-estimate of the tokens of `bytes` bytes of input. */
export const tokensOfBytes = (bytes: number): number => Math.ceil(bytes / ESTIMATE_BYTES_PER_TOKEN);

const DATA_IMAGE = /^data:image\//;

/**
 * A local over-estimate of the input tokens of `value` (a request, a prompt): from its JSON's
 * bytes. With `imageTokens`, each image given as a data URL counts that many tokens instead of its
 * base64 bytes (APIs bill an image by its pixels, not its encoding).
 */
export function estimateTokens(value: unknown, options: { imageTokens?: number } = {}): number {
  let images = 0;
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (options.imageTokens === undefined || typeof v !== 'string' || !DATA_IMAGE.test(v)) return v;
    images++;
    return '';
  });
  return tokensOfBytes(Buffer.byteLength(json ?? '')) + images * (options.imageTokens ?? 0);
}
