import { createRequire } from 'node:module';
import path from 'node:path';
import { OPTIONS } from '../../environment/registry.ts';
import type { ModelPrice } from '../model/price.ts';
import { PRICE_TABLE } from './price-table.ts';

const require = createRequire(import.meta.url);
// The SDK's own end-of-life table (it warns from it on every call). Its package exports do not
// include it, so it is read by path: a moved file fails loudly here, never silently.
const SDK_DEPRECATIONS = path.join(path.dirname(require.resolve('@anthropic-ai/sdk')), 'internal/data/deprecated-models.js');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** When the SDK says `model` reaches its end of life (`'November 30th, 2026'` → that day, UTC), if it says so. */
export function endOfLife(model: string): Date | undefined {
  const { DEPRECATED_MODELS } = require(SDK_DEPRECATIONS) as { DEPRECATED_MODELS: Readonly<Record<string, string>> };
  const written = DEPRECATED_MODELS[model];
  if (written === undefined) return undefined;
  const [, month, day, year] = /^(\w+) (\d{1,2})(?:st|nd|rd|th)?, (\d{4})$/.exec(written) ?? [];
  if (!MONTHS.includes(month)) throw new Error(`the SDK's deprecation table gives ${model} an end of life this adapter cannot read: ${JSON.stringify(written)}`);
  return new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day)));
}

const retired = (model: string, today: Date) => (endOfLife(model)?.getTime() ?? Infinity) <= today.getTime();

/** The models a run may use today: priced, and not past the end of life the SDK gives them. */
export function usableModels(today = new Date()): string[] {
  return Object.keys(PRICE_TABLE).filter((model) => PRICE_TABLE[model].price && !retired(model, today));
}

/** Why `model` may not run today, if it may not. */
function refusal(model: string, today: Date): string | undefined {
  const row = Object.hasOwn(PRICE_TABLE, model) ? PRICE_TABLE[model] : undefined;
  if (!row) return 'is not in the price table (benchmarks/adapters/claude/price-table.ts): its cost could not be capped';
  if (retired(model, today)) return `reached its end of life on ${endOfLife(model)!.toISOString().slice(0, 10)} (the SDK's deprecation table)`;
  if (!row.price) return `has no price: ${row.source}`;
  return undefined;
}

/** `model`'s price; throws, naming the usable models, for a model that is unknown, retired or unpriced. */
export function modelPrice(model: string, today = new Date()): ModelPrice {
  const why = refusal(model, today);
  if (why) throw new Error(`model ${JSON.stringify(model)} ${why}. Set ${OPTIONS.claudeModel.variable} to one of: ${usableModels(today).join(', ')}`);
  return PRICE_TABLE[model].price!;
}
