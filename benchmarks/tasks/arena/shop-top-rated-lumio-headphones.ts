import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-top-rated-lumio-headphones',
  title: 'Shop: the best-rated Lumio headphones',
  startUrl: 'http://shop.arena.test/',
  goal: 'Among the Lumio headphones sold by the Copperleaf shop, which one has the best customer rating? Give me its full name.',
  rationale: 'Needs the Headphones listing filtered to the Lumio brand and sorted (or compared) by rating: the Lumio Wave Noise-Cancelling Headphones (5.0); two others at 4.8 have more reviews.',
  tags: ['standard'],
  maxSteps: 30,
  maxDurationMs: 180_000,
  success: { kind: 'answer', value: 'Lumio Wave Noise-Cancelling Headphones', of: 'shop.products' },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Headphones' } },
    { do: 'check', on: { role: 'checkbox', name: 'Lumio' } },
    { do: 'wait_for', text: 'Showing 1–4 of 4 results' },
    { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Customer rating' },
    { do: 'wait_for', text: 'sorted by customer rating' },
    { do: 'click', on: { role: 'link', name: 'Lumio Wave Noise-Cancelling Headphones' } },
    { do: 'answer', text: 'The Lumio Wave Noise-Cancelling Headphones (rated 5.0 out of 5).' },
  ],
});
