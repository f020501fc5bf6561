import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { catalog } from '../catalog/products.ts';
import { dollars } from '../money.ts';
import { priceCart, variantLabel } from './cart.ts';
import { addressOf, deliveryBy, shippingCost, shippingMethod, type CheckoutValues, type ShippingMethodId } from './checkout.ts';
import type { Order, OrderLine, Session, ShopState } from './state.ts';

/** Turns a session's cart into an order (the checkout has been validated) and empties the cart. */
export function placeOrder(state: ShopState, session: Session, values: CheckoutValues): Order {
  const cart = priceCart(session);
  const method = shippingMethod(values.shipping)!;
  const shipping = shippingCost(method, cart.total);
  const order: Order = {
    id: `ORD-${1000 + ++state.ordersPlaced}`,
    session: session.id,
    placedOn: ARENA_TODAY,
    lines: cart.lines.map((line) => ({ sku: line.variant.sku, qty: line.qty, unitPrice: line.variant.price })),
    address: addressOf(values),
    shippingMethod: method.id as ShippingMethodId,
    ...(cart.promoCode && { promoCode: cart.promoCode }),
    subtotal: cart.subtotal,
    discount: cart.discount,
    shippingCost: shipping,
    total: cart.total + shipping,
    deliveryBy: deliveryBy(method),
  };
  state.orders.push(order);
  session.cart = [];
  delete session.promoCode;
  return order;
}

/** A cart or order line as the judge reads it: SKU, names, variant and prices in dollars. */
function lineRecord(line: OrderLine): Record<string, unknown> {
  const found = catalog().variant(line.sku);
  if (!found) return { sku: line.sku, qty: line.qty };
  const { product, variant } = found;
  return {
    sku: line.sku,
    product: product.code,
    title: product.title,
    variant: {
      colour: variant.colour.name,
      ...(variant.option !== undefined && product.optionName && { [product.optionName.toLowerCase()]: variant.option }),
    },
    variantLabel: variantLabel(variant),
    qty: line.qty,
    unitPrice: dollars(line.unitPrice),
    lineTotal: dollars(line.unitPrice * line.qty),
  };
}

/**
 * The shop's records for `site_state` contracts:
 * - `carts`: one per session that put something in its cart (`items`, `promoCode`, totals);
 * - `orders`: placed orders (`id`, `items`, `shipping` address, `shippingMethod`, `promoCode`, totals).
 */
export function shopRecords(state: ShopState): Record<string, Array<Record<string, unknown>>> {
  const carts = [...state.sessions.values()]
    .filter((session) => session.cart.length > 0)
    .map((session) => {
      const cart = priceCart(session);
      return {
        session: session.id,
        items: cart.lines.map((line) => lineRecord({ sku: line.variant.sku, qty: line.qty, unitPrice: line.variant.price })),
        itemCount: cart.items,
        promoCode: cart.promoCode ?? null,
        subtotal: dollars(cart.subtotal),
        discount: dollars(cart.discount),
        total: dollars(cart.total),
      };
    });
  const orders = state.orders.map((order) => ({
    id: order.id,
    session: order.session,
    placedOn: order.placedOn,
    items: order.lines.map(lineRecord),
    itemCount: order.lines.reduce((sum, line) => sum + line.qty, 0),
    shipping: { ...order.address },
    shippingMethod: order.shippingMethod,
    promoCode: order.promoCode ?? null,
    subtotal: dollars(order.subtotal),
    discount: dollars(order.discount),
    shippingCost: dollars(order.shippingCost),
    total: dollars(order.total),
    deliveryBy: order.deliveryBy,
  }));
  return { carts, orders };
}
