import { OPTIONS } from '../../environment/registry.ts';
import type { TokenPrices } from '../../environment/types.ts';
import type { ModelPrice, PriceRow } from '../model/price.ts';

// Chat Completions bills no cache writes: caching is automatic, new input costs the plain input price.
const price = (input: number, cachedInput: number, output: number): ModelPrice => ({ input, output, cacheWrite: input, cacheRead: cachedInput });

const READ_ON = '2026-11-25';
const PRICING_PAGE = "OpenAI's pricing page as this project knew it (standard tier), checked against third-party price tables read on this date";
const GPT_5_4 = 'third-party price tables of 2026 quoting the launch prices on OpenAI\'s pricing page (three agree); not checked against the page itself';
const row = (input: number, cachedInput: number, output: number, source = PRICING_PAGE): PriceRow => ({ price: price(input, cachedInput, output), date: READ_ON, source });

/**
 * Models whose price is known here, USD per million tokens at the standard tier. Any other model
 * (another OpenAI model, one behind an OpenAI-compatible server) runs only with its price declared
 * (the `openaiPrice` option): its cost could not be capped otherwise. Where sources differ, the higher
 * figure is kept, so costs are never under-counted.
 */
export const PRICE_TABLE: Readonly<Record<string, PriceRow>> = {
  'gpt-5.4': row(2.5, 0.25, 15, GPT_5_4),
  'gpt-5.4-mini': row(0.75, 0.075, 4.5, GPT_5_4),
  'gpt-5.4-nano': row(0.2, 0.02, 1.25, GPT_5_4),
  'gpt-5.2': row(1.75, 0.175, 14, `${PRICING_PAGE} (one third-party table gives 1.50 input and 10 output: the higher figures are kept)`),
  'gpt-5.1': row(1.25, 0.125, 10),
  'gpt-5': row(1.25, 0.125, 10),
  'gpt-5-mini': row(0.25, 0.025, 2),
  'gpt-5-nano': row(0.05, 0.005, 0.4),
  'gpt-4.1': row(2, 0.5, 8),
  'gpt-4.1-mini': row(0.4, 0.1, 1.6),
  'gpt-4.1-nano': row(0.1, 0.025, 0.4),
  'gpt-4o': row(2.5, 1.25, 10),
  'gpt-4o-mini': row(0.15, 0.075, 0.6),
  o3: row(2, 0.5, 8),
  'o4-mini': row(1.1, 0.275, 4.4),
};

/** Where `model`'s price comes from (the declared one first), and the price; throws, before any request, for a model without one. */
export function openaiPrice(model: string, declared: TokenPrices | undefined): { price: ModelPrice; source: string } {
  if (declared) return { price: price(declared.input, declared.cachedInput, declared.output), source: `declared in ${OPTIONS.openaiPrice.variable}` };
  const known = Object.hasOwn(PRICE_TABLE, model) ? PRICE_TABLE[model] : undefined;
  if (known?.price) return { price: known.price, source: `${known.date}; ${known.source}` };
  throw new Error(
    `model ${JSON.stringify(model)} has no known price (benchmarks/adapters/openai/price-table.ts): its cost could not be capped. Declare it in ${OPTIONS.openaiPrice.variable} as input,output,cached input in USD per million tokens (0,0,0 for a local server), or set ${OPTIONS.openaiModel.variable} to one of: ${Object.keys(PRICE_TABLE).join(', ')}`,
  );
}
