import type { Model } from '@anthropic-ai/sdk/resources/messages/messages';
import type { ModelPrice, PriceRow } from '../model/price.ts';

// USD per million tokens; cache writes at the 5-minute rate: the adapter's breakpoints use the default lifetime.

/** The model ids the installed SDK's `Model` type names (its open `string & {}` member left out). */
export type SdkModelId = Model extends infer Id ? (Id extends string ? (string extends Id ? never : Id) : never) : never;

const READ_ON = '2026-11-22';
const MODEL_PAGES = "Anthropic's model pages as read on this project's machines (platform facts, second round)";
const EARLIER_TABLE = "this project's first price table (commit c130e79), from Anthropic's pricing page";

const SONNET_4: ModelPrice = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
const OPUS_4_5_AND_LATER: ModelPrice = { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 };
const HAIKU_4_5: ModelPrice = { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 };

const published = (price: ModelPrice, source = MODEL_PAGES): PriceRow => ({ price, date: READ_ON, source });
const familyOnly = (price: ModelPrice, family: string): PriceRow => ({ price, date: READ_ON, source: `family price only: ${family}` });
const unpriced = (family: string): PriceRow => ({ date: READ_ON, source: `no published price known here for the ${family} family: refused until a row with its price is added` });

/**
 * Every model the installed SDK lists, with its price. Cost caps are computed from it, so a model
 * whose price is not known is refused rather than guessed; where only its family's price is known,
 * the family's highest known price is used (the caps then hold if the real price is lower).
 * `satisfies` makes the compiler name a model the SDK lists and this table lacks; a test does too.
 */
export const PRICE_TABLE: Readonly<Record<string, PriceRow>> = {
  'claude-sonnet-5-5': published(
    { input: 2, output: 10, cacheWrite: 2.5, cacheRead: 0.2 },
    `${MODEL_PAGES}; a later third-party note gives cache reads at 0.10: the higher figure is kept so costs are never under-counted`,
  ),
  'claude-opus-5-5': published({ input: 4, output: 20, cacheWrite: 5, cacheRead: 0.4 }, `${MODEL_PAGES} (input and output; cache rates by the standard 1.25× and 0.1× of input)`),
  'claude-haiku-5-5': familyOnly(HAIKU_4_5, "Haiku 4.5's price (Haiku 5.5's own is not published here)"),
  'claude-sonnet-5': familyOnly(SONNET_4, 'the highest known Sonnet price (Sonnet 4.x; Sonnet 5.5 costs less)'),
  'claude-opus-5': familyOnly(OPUS_4_5_AND_LATER, 'the highest known price of Opus 4.5 and later (Opus 5.5 costs less)'),
  'claude-opus-4-8': familyOnly(OPUS_4_5_AND_LATER, `"Opus 4.5 and later" in ${EARLIER_TABLE}`),
  'claude-opus-4-7': familyOnly(OPUS_4_5_AND_LATER, `"Opus 4.5 and later" in ${EARLIER_TABLE}`),
  'claude-opus-4-6': familyOnly(OPUS_4_5_AND_LATER, `"Opus 4.5 and later" in ${EARLIER_TABLE}`),
  'claude-opus-4-5': published(OPUS_4_5_AND_LATER, EARLIER_TABLE),
  'claude-opus-4-5-20251101': published(OPUS_4_5_AND_LATER, EARLIER_TABLE),
  'claude-sonnet-4-6': familyOnly(SONNET_4, `"claude-sonnet-4" in ${EARLIER_TABLE}`),
  'claude-sonnet-4-5': published(SONNET_4),
  'claude-sonnet-4-5-20250929': published(SONNET_4),
  'claude-haiku-4-5': published(HAIKU_4_5),
  'claude-haiku-4-5-20251001': published(HAIKU_4_5),
  'claude-fable-5-2': unpriced('fable'),
  'claude-fable-5-1': unpriced('fable'),
  'claude-fable-5': unpriced('fable'),
  'claude-mythos-5-2': unpriced('mythos'),
  'claude-mythos-5-1': unpriced('mythos'),
  'claude-mythos-5': unpriced('mythos'),
  'claude-mythos-preview': unpriced('mythos'),
} satisfies Record<SdkModelId, PriceRow>;
