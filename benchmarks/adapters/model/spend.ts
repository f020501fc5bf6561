import { countTokens } from '../../tokens/tokenizer.ts';
import type { ModelPrice, ModelUsage } from './price.ts';

/**
 * Where a model's input tokens go in a request: the server's tool definitions, its answers (the
 * tool results), the harness's words (the goal, the protocol, its notes) and the model's own
 * earlier replies sent back to it.
 */
export const INPUT_PARTS = ['tool_definitions', 'observations', 'instructions', 'model_history'] as const;
export type InputPart = (typeof INPUT_PARTS)[number];

/** One part's input tokens by how they were billed, and what they cost. */
export interface BilledPart {
  cache_read: number;
  cache_write: number;
  uncached: number;
  usd: number;
}

/** An episode's model spend by where it went: each input part, and the model's own output. */
export type Spend = Record<InputPart, BilledPart> & { output: { tokens: number; usd: number } };

/** A request as both model APIs shape it: messages in order, and the tools beside them. */
export interface ModelRequest {
  messages: ReadonlyArray<{ role: string; content?: unknown; tool_calls?: unknown }>;
  tools: readonly unknown[];
}

/**
 * What an image costs, whichever part it is in: a bound, not a count. Anthropic bills an image by
 * its size, up to about 1,600 tokens; the tokenizer cannot read one.
 */
export const IMAGE_TOKENS = 1_600;

type Block = { type?: string; text?: string; content?: unknown };

/** A content block's parts: a tool result is the server's answer, an image is counted as IMAGE_TOKENS, any other text is the harness's. */
function blockParts(block: Block, images: { count: number }): Array<[InputPart, string]> {
  if (block.type === 'image' || block.type === 'image_url') {
    images.count++;
    return [];
  }
  if (block.type === 'tool_result') return (Array.isArray(block.content) ? (block.content as Block[]) : [{ type: 'text', text: String(block.content ?? '') }]).flatMap((inner) => blockParts(inner, images).map(([, text]): [InputPart, string] => ['observations', text]));
  return [['instructions', block.text ?? JSON.stringify(block)]];
}

/**
 * A request's prompt as its parts, in the order the APIs read them: the tools first, then each
 * message; and how many images it holds (counted with the observations).
 */
export function promptParts(request: ModelRequest): { parts: Array<[InputPart, string]>; images: number } {
  const images = { count: 0 };
  const parts: Array<[InputPart, string]> = [['tool_definitions', JSON.stringify(request.tools)]];
  for (const message of request.messages) {
    if (message.role === 'assistant') parts.push(['model_history', JSON.stringify([message.content, message.tool_calls ?? null])]);
    else if (message.role === 'tool') parts.push(['observations', typeof message.content === 'string' ? message.content : JSON.stringify(message.content)]);
    else if (typeof message.content === 'string') parts.push(['instructions', message.content]);
    else {
      const blocks = (message.content as Block[]) ?? [];
      // A user message of images alone (Chat Completions: the images tool calls returned) is the server's.
      const returned = blocks.length > 0 && blocks.every((block) => block.type === 'image_url' || block.type === 'text') && blocks.some((block) => block.type === 'image_url');
      for (const [part, text] of blocks.flatMap((block) => blockParts(block, images))) parts.push([returned ? 'observations' : part, text]);
    }
  }
  return { parts, images: images.count };
}

const emptyPart = (): BilledPart => ({ cache_read: 0, cache_write: 0, uncached: 0, usd: 0 });
export const emptySpend = (): Spend => ({ ...(Object.fromEntries(INPUT_PARTS.map((part) => [part, emptyPart()])) as Record<InputPart, BilledPart>), output: { tokens: 0, usd: 0 } });

/**
 * An episode's spend, request by request. The billed input tokens of a request are shared out to
 * its parts in prompt order: the cache-read tokens cover its start (the tools first), the
 * cache-write tokens what follows, the uncached tokens the rest, as the APIs' prefix caches bill
 * them; each part's share is its own token count (the tokenizer's, scaled to the billed total).
 * Each part is priced at the rates its tokens were billed at; output at the output price.
 */
export class SpendLedger {
  readonly spend: Spend = emptySpend();
  // Parts repeat in every request of an episode: each text is counted once.
  private readonly counted = new Map<string, number>();

  constructor(private readonly price: ModelPrice) {}

  add(request: ModelRequest, usage: ModelUsage): void {
    const { parts, images } = promptParts(request);
    const sized = parts.map(([part, text]) => ({ part, tokens: this.tokens(text) }));
    sized.push({ part: 'observations', tokens: images * IMAGE_TOKENS });
    const counted = sized.reduce((sum, p) => sum + p.tokens, 0);
    const billed = usage.cacheReadTokens + usage.cacheWriteTokens + usage.inputTokens;
    const scale = counted === 0 ? 0 : billed / counted;
    // The billed buckets, in prompt order, and their prices per token.
    const buckets: Array<{ key: 'cache_read' | 'cache_write' | 'uncached'; left: number; price: number }> = [
      { key: 'cache_read', left: usage.cacheReadTokens, price: this.price.cacheRead },
      { key: 'cache_write', left: usage.cacheWriteTokens, price: this.price.cacheWrite },
      { key: 'uncached', left: usage.inputTokens, price: this.price.input },
    ];
    for (const { part, tokens } of sized) {
      let share = tokens * scale;
      for (const bucket of buckets) {
        const taken = Math.min(share, bucket.left);
        if (taken <= 0) continue;
        bucket.left -= taken;
        share -= taken;
        this.spend[part][bucket.key] += taken;
        this.spend[part].usd += (taken * bucket.price) / 1_000_000;
      }
    }
    this.spend.output.tokens += usage.outputTokens;
    this.spend.output.usd += (usage.outputTokens * this.price.output) / 1_000_000;
  }

  /** The spend as reported: whole tokens, dollars to six places. */
  report(): Spend {
    const round = (part: BilledPart): BilledPart => ({ cache_read: Math.round(part.cache_read), cache_write: Math.round(part.cache_write), uncached: Math.round(part.uncached), usd: Number(part.usd.toFixed(6)) });
    return {
      ...(Object.fromEntries(INPUT_PARTS.map((part) => [part, round(this.spend[part])])) as Record<InputPart, BilledPart>),
      output: { tokens: this.spend.output.tokens, usd: Number(this.spend.output.usd.toFixed(6)) },
    };
  }

  private tokens(text: string): number {
    let n = this.counted.get(text);
    if (n === undefined) this.counted.set(text, (n = countTokens(text)));
    return n;
  }
}
