import { lazy } from '../../../site-kit/lazy.ts';
import { Random } from '../../../site-kit/random.ts';
import { catalog, type Product, type Variant } from '../catalog/products.ts';
import { variantLabel } from '../store/cart.ts';
import type { CheckoutValues } from '../store/checkout.ts';
import type { Session, ShopState } from '../store/state.ts';

/**
 * Last units that another shopper buys while the visitor checks out: a handful of variants the
 * product page shows as "Only 1 left in stock". The first time an order holding one is placed, the
 * order is refused, the variant is sold out for the rest of the episode (it can no longer be
 * added) and the checkout's details are kept for the next attempt. Every other variant orders as
 * before.
 */

export interface LastUnit {
  product: Product;
  variant: Variant;
  /** Another colour of the same option, well in stock: what a shopper falls back to. */
  fallback: Variant;
}

/** Six last units, drawn per seed among single-unit variants that have a well-stocked sibling colour. */
export const lastUnits = lazy((): LastUnit[] => {
  const candidates = catalog().products.flatMap((product) =>
    product.variants.flatMap((variant): LastUnit[] => {
      if (variant.stock !== 1) return [];
      const fallback = product.variants.find((v) => v.option === variant.option && v.colour !== variant.colour && v.stock >= 6);
      return fallback ? [{ product, variant, fallback }] : [];
    }),
  );
  return Random.for('shop', 'last-unit').sample(candidates, 6);
});

const isLastUnit = (sku: string) => lastUnits().some((u) => u.variant.sku === sku);

interface Extras {
  soldOut: Set<string>;
  saved: Map<string, CheckoutValues>;
}
const EXTRAS = new WeakMap<ShopState, Extras>();
function extras(state: ShopState): Extras {
  let found = EXTRAS.get(state);
  if (!found) EXTRAS.set(state, (found = { soldOut: new Set(), saved: new Map() }));
  return found;
}

/** Whether a variant was sold out during this episode. */
export const soldOutNow = (state: ShopState, sku: string): boolean => extras(state).soldOut.has(sku);

/** The checkout details a refused order left for the session, to fill the next checkout in. */
export const savedCheckout = (state: ShopState, session: Session | undefined): CheckoutValues | undefined => (session ? extras(state).saved.get(session.id) : undefined);

/**
 * Before an order is placed: takes out of the cart the last units another shopper has just
 * bought, and says so; undefined when the order can go ahead.
 */
export function lastUnitsGone(state: ShopState, session: Session, values: CheckoutValues): string | undefined {
  const gone = session.cart.filter((line) => isLastUnit(line.sku) && !extras(state).soldOut.has(line.sku));
  if (gone.length === 0) return undefined;
  const names = gone.map((line) => {
    const found = catalog().variant(line.sku)!;
    extras(state).soldOut.add(line.sku);
    return `${found.product.title} (${variantLabel(found.variant)})`;
  });
  session.cart = session.cart.filter((line) => !gone.includes(line));
  extras(state).saved.set(session.id, values);
  return `Sorry, your order was not placed: another customer has just bought the last ${names.join(' and the last ')}, which is now sold out. We took it out of your cart; your delivery details are kept for when you check out again.`;
}
