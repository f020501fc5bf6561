import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-promo-code-cart-total',
  title: 'Shop: a cart total after the summer-sale code',
  startUrl: 'http://shop.arena.test/',
  goal: 'Put one Pulsar Terra Smart Speaker (grey, Mini) in the Copperleaf shopping cart, apply the summer-sale promo code that the shop advertises, and tell me the cart total after the discount.',
  rationale: 'The server’s cart must hold SPK-1222-GRY-MINI with SUMMER15 applied, and the answer must state the discounted total, $40.79 ($47.99 less 15%), shown only in the cart after the code.',
  tags: ['standard'],
  maxSteps: 30,
  maxDurationMs: 180_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'shop', collection: 'carts', where: { items: [{ sku: 'SPK-1222-GRY-MINI', qty: 1 }], itemCount: 1, promoCode: 'SUMMER15' } },
      { kind: 'answer', number: 40.79, unit: '$', tolerance: 0.005 },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'Pulsar Terra' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'click', on: { role: 'link', name: 'Pulsar Terra Smart Speaker' } },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
    { do: 'fill', on: { role: 'textbox', name: 'Promo code' }, text: 'SUMMER15' },
    { do: 'click', on: { role: 'button', name: 'Apply' } },
    { do: 'answer', text: 'The total is $40.79 after the SUMMER15 discount.' },
  ],
});
