import { defineTask } from 'contract-eval/task';
import { checkoutTo, onlyOrder } from './shared/shop-steps.ts';

export default defineTask({
  id: 'shop-compare-watches-checkout',
  title: 'Shop: compare two smartwatches, buy one with a promo code',
  startUrl: 'http://shop.arena.test/',
  goal:
    'I am choosing between the Echofield Delta Smartwatch and the Ampere Ridge Pro Smartwatch in the Copperleaf shop. Buy the one that more customers have reviewed, in black, 45 mm. A friend gave me the promo code WELCOME20: try it, and if the shop does not accept it, use the summer-sale code the shop advertises instead. Send it by standard delivery to Oliver Bennett, 221 Baker Street, London NW1 6XE, United Kingdom; email oliver.bennett@example.co.uk.',
  rationale:
    'Both watches are rated 4.9; the Echofield has 2,593 reviews to 515. WELCOME20 is refused, so the one order must be WAT-1298-BLK-45MM with SUMMER15, by standard delivery, to the London address. Single task, not a family: the two watches were hand-picked as an equally rated pair, and the records offer few such pairs with a variant in stock in one colour and size; left single for now.',
  tags: ['hard', 'checkout'],
  maxSteps: 70,
  maxDurationMs: 480_000,
  success: onlyOrder({
    items: [{ sku: 'WAT-1298-BLK-45MM', qty: 1 }],
    itemCount: 1,
    promoCode: 'SUMMER15',
    shippingMethod: 'standard',
    shipping: { name: 'Oliver Bennett', email: 'oliver.bennett@example.co.uk', city: 'London', postcode: 'NW1 6XE', country: 'GB' },
  }),
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'Echofield Delta' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'click', on: { role: 'link', name: 'Echofield Delta Smartwatch' } },
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'Ampere Ridge' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'click', on: { role: 'link', name: 'Ampere Ridge Pro Smartwatch' } },
    { do: 'back' },
    { do: 'back' },
    { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: 'Black' },
    { do: 'select', on: { role: 'combobox', name: 'Size' }, option: '45 mm' },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
    { do: 'fill', on: { role: 'textbox', name: 'Promo code' }, text: 'WELCOME20' },
    { do: 'click', on: { role: 'button', name: 'Apply' } },
    { do: 'fill', on: { role: 'textbox', name: 'Promo code' }, text: 'SUMMER15' },
    { do: 'click', on: { role: 'button', name: 'Apply' } },
    ...checkoutTo({ name: 'Oliver Bennett', email: 'oliver.bennett@example.co.uk', address: '221 Baker Street', city: 'London', postcode: 'NW1 6XE', country: 'United Kingdom' }),
    { do: 'check', on: { role: 'radio', name: 'Standard delivery' } },
    { do: 'check', on: { role: 'checkbox', name: 'I agree to the terms and conditions' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
    { do: 'answer', explanation: 'Ordered the more-reviewed smartwatch in black, 45 mm, with the summer-sale code SUMMER15 (WELCOME20 was refused), by standard delivery to Oliver Bennett in London.' },
  ],
});
