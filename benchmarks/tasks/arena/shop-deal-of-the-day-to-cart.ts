import { arena, defineFamily } from 'contract-eval/task';

// The deal of the day the home page shows: one product per seed (the home page picks it from the
// records), so each seed has one instance.
export default defineFamily({
  family: 'shop-deal-of-the-day-to-cart',
  defaultKey: 'folio-pulse-ergonomic-chair',
  instances: () => [arena.shop.dealOfTheDay()],
  key: (deal) => deal.slug,
  task: (deal) => ({
    title: "Shop: put today's deal of the day in the cart",
    startUrl: 'http://shop.arena.test/',
    goal: "Put the Copperleaf shop's deal of the day (shown on its home page) in the shopping cart. Any colour will do.",
    rationale: `Judged on the shop’s server: a cart must hold the deal product (${deal.code}, the ${deal.title}); the home page alone has no add-to-cart button for it.`,
    tags: ['smoke'],
    maxSteps: 10,
    maxDurationMs: 90_000,
    success: { kind: 'site_state', site: 'shop', collection: 'carts', where: { items: [{ product: deal.code }] } },
    reference: [
      { do: 'click', on: { role: 'link', name: deal.title } },
      { do: 'click', on: { role: 'button', name: 'Add to cart' } },
      { do: 'answer', explanation: `Added the deal of the day, the ${deal.title}, to the cart.` },
    ],
  }),
});
