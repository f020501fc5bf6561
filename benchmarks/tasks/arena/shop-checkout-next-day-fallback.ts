import { defineTask } from 'contract-eval/task';
import { checkoutTo, onlyOrder } from './shared/shop-steps.ts';

export default defineTask({
  id: 'shop-checkout-next-day-fallback',
  title: 'Shop: buy the cheapest Bramble hoodie for a Canadian address',
  startUrl: 'http://shop.arena.test/',
  goal:
    'In the Copperleaf shop, buy the cheapest Bramble hoodie that is in stock, in blue, size M (one of them). Deliver it to Camille Roy, 350 Rue Sainte-Catherine Ouest, Montreal H3B 1A2, Canada; email camille.roy@example.ca. Use next-day delivery if the shop offers it to Canada, otherwise express delivery. Place the order.',
  rationale:
    'The brand filter and a price sort find the Bramble Halo Fleece Hoodie ($33.99, cheapest of three); the checkout refuses next-day delivery to Canada, so the one order on the server must be HOO-1420-BLU-M by express to that address. Single task, not a family: a long checkout whose hand-written customer, Canadian address and next-day refusal make one scenario, and its live reference is too slow to verify over many drawn hoodies in this pass.',
  tags: ['hard', 'checkout'],
  maxSteps: 60,
  maxDurationMs: 420_000,
  success: onlyOrder({
    items: [{ sku: 'HOO-1420-BLU-M', qty: 1 }],
    itemCount: 1,
    shippingMethod: 'express',
    shipping: { name: 'Camille Roy', email: 'camille.roy@example.ca', city: 'Montreal', postcode: 'H3B 1A2', country: 'CA' },
  }),
  reference: [
    { do: 'click', on: { role: 'link', name: 'Hoodies' } },
    { do: 'check', on: { role: 'checkbox', name: 'Bramble' } },
    { do: 'wait_for', text: 'Showing 1–3 of 3 results' },
    { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Price: low to high' },
    { do: 'wait_for', text: 'sorted by price: low to high' },
    { do: 'click', on: { role: 'link', name: 'Bramble Halo Fleece Hoodie' } },
    { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: 'Blue' },
    { do: 'select', on: { role: 'combobox', name: 'Size' }, option: 'M' },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
    ...checkoutTo({ name: 'Camille Roy', email: 'camille.roy@example.ca', address: '350 Rue Sainte-Catherine Ouest', city: 'Montreal', postcode: 'H3B 1A2', country: 'Canada' }),
    { do: 'check', on: { role: 'radio', name: 'Next-day delivery' } },
    { do: 'check', on: { role: 'checkbox', name: 'I agree to the terms and conditions' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
    { do: 'wait_for', text: 'Next-day delivery is not available to Canada' },
    { do: 'check', on: { role: 'radio', name: 'Express delivery' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
    { do: 'wait_for', text: 'Order number' },
    { do: 'answer', explanation: 'Ordered one blue Bramble hoodie in size M for Camille Roy in Montreal, by express delivery, since the shop does not offer next-day delivery to Canada.' },
  ],
});
