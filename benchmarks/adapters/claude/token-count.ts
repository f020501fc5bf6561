import type Anthropic from '@anthropic-ai/sdk';
import type { MessageCountTokensParams } from '@anthropic-ai/sdk/resources/messages/messages';

/**
 * Bytes per token of the local estimate: fewer than the ~3.5 characters per token Anthropic gives
 * for English text, and than the ~2.6 a tokenizer making 35% more tokens of it gives, so it
 * over-counts text, JSON and tool schemas. Base64 images it over-counts many times over.
 */
export const ESTIMATE_BYTES_PER_TOKEN = 2.5;
/** The counting endpoint's figure "may differ by a small amount" from what is billed: this much is added. */
const COUNT_MARGIN = 1.05;

/** A local over-estimate of the tokens of `bytes` bytes of input. */
export const tokensOfBytes = (bytes: number): number => Math.ceil(bytes / ESTIMATE_BYTES_PER_TOKEN);

/** A local over-estimate of the input tokens of `value` (a request, a prompt): from its JSON's bytes. */
export const estimateTokens = (value: unknown): number => tokensOfBytes(Buffer.byteLength(JSON.stringify(value)));

/**
 * The input tokens of a request before it is sent: the API's token-counting endpoint (free, and
 * exact for the model), plus a margin. A gateway without the endpoint (404) gets the local
 * over-estimate for the rest of the episode instead.
 */
export class InputTokenCounter {
  private endpointMissing = false;

  constructor(private readonly client: Anthropic) {}

  async count(params: MessageCountTokensParams, signal: AbortSignal): Promise<number> {
    if (!this.endpointMissing)
      try {
        const { input_tokens } = await this.client.messages.countTokens(params, { signal });
        return Math.ceil(input_tokens * COUNT_MARGIN);
      } catch (error) {
        // The SDK's NotFoundError, told by its status: the SDK itself is loaded only by the adapter.
        if ((error as { status?: unknown }).status !== 404) throw error;
        this.endpointMissing = true;
      }
    return estimateTokens(params);
  }
}
