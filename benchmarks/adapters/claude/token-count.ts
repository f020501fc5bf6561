import type Anthropic from '@anthropic-ai/sdk';
import type { MessageCountTokensParams } from '@anthropic-ai/sdk/resources/messages/messages';
import { estimateTokens, type RequestCounting } from '../model/token-estimate.ts';

/** The counting endpoint's figure "may differ by a small amount" from what is billed: this much is added. */
const COUNT_MARGIN = 1.05;

/** The counting endpoint counts every request afresh. */
export const CLAUDE_COUNTING: RequestCounting = { margin: COUNT_MARGIN, fromBilled: false };

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
