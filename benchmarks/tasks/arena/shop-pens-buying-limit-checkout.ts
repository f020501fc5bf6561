import { defineTask } from 'contract-eval/task';
import { checkoutTo, onlyOrder } from './shared/shop-steps.ts';

export default defineTask({
  id: 'shop-pens-buying-limit-checkout',
  title: 'Shop: order pens up to the buying limit',
  startUrl: 'http://shop.arena.test/',
  goal:
    'Our office needs twelve packs of the Inkwell Aria Gel Pen, blue, pack of 6, from the Copperleaf shop. Order as many of them as the shop allows in one order (up to twelve). Send them by standard delivery to Lena Fischer, Torstraße 109, 10119 Berlin, Germany; email lena.fischer@example.de. Place the order.',
  rationale:
    'The shop caps each item at 10 per order (it says so when 12 are added), so the one order must hold 10 × PEN-1560-BLU-PACKOF6 by standard delivery to the Berlin address. Single task, not a family: one checkout scenario with a hand-written address; drawing other pens is possible but was not done in this pass.',
  tags: ['hard', 'checkout'],
  maxSteps: 50,
  maxDurationMs: 360_000,
  success: onlyOrder({
    items: [{ sku: 'PEN-1560-BLU-PACKOF6', qty: 10 }],
    itemCount: 10,
    shippingMethod: 'standard',
    shipping: { name: 'Lena Fischer', email: 'lena.fischer@example.de', address1: 'Torstraße 109', city: 'Berlin', postcode: '10119', country: 'DE' },
  }),
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'Inkwell Aria' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'click', on: { role: 'link', name: 'Inkwell Aria Gel Pen' } },
    { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: 'Blue' },
    { do: 'select', on: { role: 'combobox', name: 'Pack' }, option: 'Pack of 6' },
    { do: 'fill', on: { role: 'spinbutton', name: 'Quantity' }, text: '12' },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
    { do: 'wait_for', text: 'You can buy at most 10 of each item' },
    ...checkoutTo({ name: 'Lena Fischer', email: 'lena.fischer@example.de', address: 'Torstraße 109', city: 'Berlin', postcode: '10119', country: 'Germany' }),
    { do: 'check', on: { role: 'radio', name: 'Standard delivery' } },
    { do: 'check', on: { role: 'checkbox', name: 'I agree to the terms and conditions' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
    { do: 'answer', explanation: 'Ordered ten packs of the blue Inkwell Aria Gel Pen, pack of 6 (the most the shop allows in one order), by standard delivery to Lena Fischer in Berlin.' },
  ],
});
