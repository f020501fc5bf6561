import { defineFamily, type Step } from 'contract-eval/task';
import { lastUnits, type LastUnit } from '../../../fixtures-site/arena/shop/frontier/last-unit.ts';
import { checkoutTo, onlyOrder, openProduct, placeOrder } from './shared/shop-steps.ts';

const TO = { name: 'Jordan Avery', email: 'jordan.avery@example.co.uk', address: '18 Orchard Lane', city: 'Bristol', postcode: 'BS1 4DJ', country: 'United Kingdom' };

/** Finds the product with the shop's search and picks a variant on its page, into the cart. */
function toCart({ product }: LastUnit, colour: string, option: string | undefined): Step[] {
  return [
    ...openProduct(product.title),
    { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: colour },
    ...(product.optionName && option ? [{ do: 'select', on: { role: 'combobox', name: product.optionName }, option } as const] : []),
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
  ];
}

// Every last unit the shop sells out at checkout (frontier/last-unit.ts: six per seed, each a
// single-unit variant with a sibling colour of the same option well in stock).
export default defineFamily({
  family: 'shop-frontier-last-unit-fallback',
  defaultKey: 'pwb-1239-blu-26800mah',
  instances: () => lastUnits(),
  key: (unit) => unit.variant.sku.toLowerCase(),
  task: (unit) => {
    const { product, variant, fallback } = unit;
    const wanted = `${variant.colour.name.toLowerCase()}${variant.option ? `, ${variant.option}` : ''}`;
    return {
      title: 'Shop: an order whose variant sells out at checkout, placed again with the fallback colour',
      startUrl: 'http://shop.arena.test/',
      goal: `Order one ${product.title} from the Copperleaf shop in ${wanted}, for ${TO.name}, ${TO.address}, ${TO.city} ${TO.postcode}, ${TO.country} (email ${TO.email}), with standard delivery. If the ${variant.colour.name.toLowerCase()} one cannot be had, take it in ${fallback.colour.name.toLowerCase()} instead.`,
      rationale: `recovery: the product page offers the ${variant.colour.name} ${variant.option ?? ''} as "Only 1 left in stock" and lets it into the cart, but when the order is placed another shopper has just bought it: the order is refused, the line is taken out of the cart and the variant can no longer be added. The agent must notice that no order was placed, put the ${fallback.colour.name} one (${fallback.sku}) in the cart and check out again (the delivery details are kept). An agent that trusts its first "Place order" leaves no order; one that retries the sold-out variant is refused. Judged on the shop's orders: exactly one, for ${fallback.sku}, to that address by standard delivery; a shortcut places none.`,
      tags: ['frontier', 'recovery', 'checkout'],
      maxSteps: 70,
      maxDurationMs: 420_000,
      success: onlyOrder({
        items: [{ sku: fallback.sku, qty: 1 }],
        itemCount: 1,
        shippingMethod: 'standard',
        shipping: { name: TO.name, email: TO.email, address1: TO.address, city: TO.city, postcode: TO.postcode, country: 'GB' },
      }),
      reference: [
        ...toCart(unit, variant.colour.name, variant.option),
        ...checkoutTo(TO),
        ...placeOrder('Standard delivery'),
        { do: 'wait_for', text: 'your order was not placed' },
        ...toCart(unit, fallback.colour.name, fallback.option),
        { do: 'click', on: { role: 'link', name: 'Proceed to checkout' } },
        ...placeOrder(),
        { do: 'wait_for', text: 'Order number' },
        { do: 'answer', explanation: `The ${variant.colour.name.toLowerCase()} one sold out as I placed the order, so I ordered the ${product.title} in ${fallback.colour.name.toLowerCase()} instead, for ${TO.name} in ${TO.city}, by standard delivery.` },
      ],
    };
  },
});
