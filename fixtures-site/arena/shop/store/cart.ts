import { catalog, type Product, type Variant } from '../catalog/products.ts';
import type { CartLine, Session } from './state.ts';

/** Cart rules: quantities, stock, and the promo codes the shop knows. */

export const MAX_PER_LINE = 10;

interface Promotion {
  /** Percent off the goods. */
  percentOff?: number;
  /** Why a known code is refused. */
  refusal?: string;
}

/** Codes the shop recognises: one live promotion, one that ran out (the promotions help page lists both). */
export const PROMOTIONS: Readonly<Record<string, Promotion>> = {
  SUMMER15: { percentOff: 15 },
  SPRING10: { refusal: 'expired on May 31, 2026' },
};
export const LIVE_PROMO_CODE = 'SUMMER15';

export interface PricedLine {
  product: Product;
  variant: Variant;
  qty: number;
  /** Cents. */
  lineTotal: number;
}

export interface PricedCart {
  lines: PricedLine[];
  items: number;
  subtotal: number;
  discount: number;
  /** Goods after the discount, before delivery. */
  total: number;
  promoCode?: string;
}

/** "Red, 1.7 L" */
export function variantLabel(variant: Variant): string {
  return variant.option === undefined ? variant.colour.name : `${variant.colour.name}, ${variant.option}`;
}

export function priceLines(cart: readonly CartLine[], promoCode?: string): PricedCart {
  const lines = cart.flatMap((line): PricedLine[] => {
    const found = catalog().variant(line.sku);
    return found ? [{ ...found, qty: line.qty, lineTotal: found.variant.price * line.qty }] : [];
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const percentOff = promoCode ? (PROMOTIONS[promoCode]?.percentOff ?? 0) : 0;
  const discount = Math.round((subtotal * percentOff) / 100);
  return {
    lines,
    items: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal,
    discount,
    total: subtotal - discount,
    ...(promoCode && { promoCode }),
  };
}

export function priceCart(session: Session | undefined): PricedCart {
  return priceLines(session?.cart ?? [], session?.promoCode);
}

/** The line's quantity capped by the per-line limit and the stock, with why it was capped. */
function capped(variant: Variant, wanted: number): { qty: number; note?: string } {
  if (wanted > variant.stock) return { qty: variant.stock, note: `Only ${variant.stock} left in stock, so your cart has ${variant.stock}.` };
  if (wanted > MAX_PER_LINE) return { qty: MAX_PER_LINE, note: `You can buy at most ${MAX_PER_LINE} of each item, so your cart has ${MAX_PER_LINE}.` };
  return { qty: wanted };
}

/** Adds `qty` of a variant; the message says what happened (the flash of the next page). */
export function addToCart(session: Session, sku: string, qty: number): { ok: boolean; message: string } {
  const found = catalog().variant(sku);
  if (!found) return { ok: false, message: 'Sorry, that product could not be found.' };
  const { product, variant } = found;
  if (variant.stock === 0) return { ok: false, message: `Sorry, ${product.title} (${variantLabel(variant)}) is out of stock.` };
  if (!Number.isInteger(qty) || qty < 1) return { ok: false, message: 'Enter a quantity of 1 or more.' };
  const line = session.cart.find((l) => l.sku === sku);
  const { qty: total, note } = capped(variant, (line?.qty ?? 0) + qty);
  if (line) line.qty = total;
  else session.cart.push({ sku, qty: total });
  return { ok: true, message: `Added ${product.title} (${variantLabel(variant)}) to your cart.${note ? ` ${note}` : ''}` };
}

/** Sets each line's quantity (0 removes it); returns a note when a quantity had to be capped. */
export function updateQuantities(session: Session, wanted: ReadonlyMap<string, number>): string | undefined {
  const notes: string[] = [];
  session.cart = session.cart.flatMap((line) => {
    const qty = wanted.get(line.sku);
    if (qty === undefined) return [line];
    if (qty <= 0) return [];
    const variant = catalog().variant(line.sku)?.variant;
    if (!variant) return [];
    const result = capped(variant, qty);
    if (result.note) notes.push(result.note);
    return result.qty > 0 ? [{ sku: line.sku, qty: result.qty }] : [];
  });
  return notes.length ? notes.join(' ') : undefined;
}

export function removeLine(session: Session, sku: string): void {
  session.cart = session.cart.filter((line) => line.sku !== sku);
}

/** Applies a promo code to the session's cart, or says why not. */
export function applyPromo(session: Session, input: string): { ok: boolean; message: string } {
  const code = input.trim().toUpperCase();
  if (code === '') return { ok: false, message: 'Enter a promo code.' };
  if (session.cart.length === 0) return { ok: false, message: 'Add something to your cart before entering a promo code.' };
  const promotion = PROMOTIONS[code];
  if (!promotion) return { ok: false, message: `The promo code "${input.trim()}" is not valid.` };
  if (promotion.refusal) return { ok: false, message: `The promo code ${code} ${promotion.refusal}.` };
  session.promoCode = code;
  return { ok: true, message: `Promo code ${code} applied: ${promotion.percentOff}% off your order.` };
}
