import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-deal-of-the-day-to-cart',
  title: "Shop: put today's deal of the day in the cart",
  startUrl: 'http://shop.arena.test/',
  goal: "Put the Copperleaf shop's deal of the day (shown on its home page) in the shopping cart. Any colour will do.",
  rationale: 'Judged on the shop’s server: a cart must hold the deal product (CHR-1518, the Folio Pulse Ergonomic Chair); the home page alone has no add-to-cart button for it.',
  tags: ['smoke'],
  maxSteps: 10,
  maxDurationMs: 90_000,
  success: { kind: 'site_state', site: 'shop', collection: 'carts', where: { items: [{ product: 'CHR-1518' }] } },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Folio Pulse Ergonomic Chair' } },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
    { do: 'answer', text: 'Added the deal of the day, the Folio Pulse Ergonomic Chair, to the cart.' },
  ],
});
