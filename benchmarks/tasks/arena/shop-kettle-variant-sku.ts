import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-kettle-variant-sku',
  title: 'Shop: the SKU of one variant of a kettle',
  startUrl: 'http://shop.arena.test/',
  goal: 'In the Copperleaf shop, what is the SKU of the Hearthstone Zephyr Gooseneck Kettle in blue with the 1.7 L capacity?',
  rationale: 'The SKU (KET-1008-BLU-17L) appears only once both variant selects on the product page are set; the page opens on another variant (Green, 1.0 L).',
  tags: ['standard'],
  maxSteps: 30,
  maxDurationMs: 180_000,
  success: { kind: 'answer', value: 'KET-1008-BLU-17L', of: 'shop.skus' },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'Hearthstone Zephyr' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'click', on: { role: 'link', name: 'Hearthstone Zephyr Gooseneck Kettle' } },
    { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: 'Blue' },
    { do: 'select', on: { role: 'combobox', name: 'Capacity' }, option: '1.7 L' },
    { do: 'answer', text: 'KET-1008-BLU-17L' },
  ],
});
