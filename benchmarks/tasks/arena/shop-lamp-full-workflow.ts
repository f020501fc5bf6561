import { defineTask } from 'contract-eval/task';
import { checkoutTo, onlyOrder } from './shared/shop-steps.ts';

export default defineTask({
  id: 'shop-lamp-full-workflow',
  title: 'Shop: find, configure and buy the best-rated Wren table lamp',
  startUrl: 'http://shop.arena.test/',
  goal:
    'In the Copperleaf shop, find the best-rated Wren table lamp and buy one in olive, 35 cm tall; if that size is out of stock in olive, take the 45 cm one instead. Use the summer-sale promo code the shop advertises. Send it by express delivery to Sanne de Vries, Keizersgracht 123, 1015 CJ Amsterdam, Netherlands; email sanne.devries@example.nl. Place the order.',
  rationale:
    'Search, the Wren facet and the rating sort give the Wren Orbit Max Table Lamp; olive 35 cm is sold out, so the one order must be LMP-1143-OLV-45CM with SUMMER15, by express, to the Amsterdam address (the checkout also insists on the terms box). Single task, not a family: the scenario hinges on one hand-picked sold-out variant (olive 35 cm) with a fallback in stock, on top of a hand-written address; left single for now.',
  tags: ['hard', 'checkout'],
  maxSteps: 70,
  maxDurationMs: 480_000,
  success: onlyOrder({
    items: [{ sku: 'LMP-1143-OLV-45CM', qty: 1 }],
    itemCount: 1,
    promoCode: 'SUMMER15',
    shippingMethod: 'express',
    shipping: { name: 'Sanne de Vries', email: 'sanne.devries@example.nl', city: 'Amsterdam', postcode: '1015 CJ', country: 'NL' },
  }),
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'table lamp' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'check', on: { role: 'checkbox', name: 'Wren' } },
    { do: 'wait_for', text: 'Showing 1–3 of 3 results' },
    { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Customer rating' },
    { do: 'wait_for', text: 'sorted by customer rating' },
    { do: 'click', on: { role: 'link', name: 'Wren Orbit Max Table Lamp' } },
    { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: 'Olive' },
    { do: 'select', on: { role: 'combobox', name: 'Height' }, option: '35 cm' },
    { do: 'wait_for', text: 'This option is out of stock' },
    { do: 'select', on: { role: 'combobox', name: 'Height' }, option: '45 cm' },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
    { do: 'fill', on: { role: 'textbox', name: 'Promo code' }, text: 'SUMMER15' },
    { do: 'click', on: { role: 'button', name: 'Apply' } },
    ...checkoutTo({ name: 'Sanne de Vries', email: 'sanne.devries@example.nl', address: 'Keizersgracht 123', city: 'Amsterdam', postcode: '1015 CJ', country: 'Netherlands' }),
    { do: 'check', on: { role: 'radio', name: 'Express delivery' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
    { do: 'check', on: { role: 'checkbox', name: 'I agree to the terms and conditions' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
    { do: 'answer', explanation: 'Ordered one Wren Orbit Max Table Lamp in olive, 45 cm (35 cm was out of stock), with the code SUMMER15, by express delivery to Sanne de Vries in Amsterdam.' },
  ],
});
