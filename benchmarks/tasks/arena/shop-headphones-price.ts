import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-headphones-price',
  title: 'Shop: the price of the Pulsar Breeze Wireless Headphones',
  startUrl: 'http://shop.arena.test/',
  goal: 'How much do the Pulsar Breeze Wireless Headphones cost in the Copperleaf shop? Tell me the price.',
  rationale: 'The headphones are not on the home page; their price ($169.99, the same for every colour) is found by searching, and a Pulsar Breeze SSD in the results is a near miss.',
  tags: ['smoke'],
  maxSteps: 12,
  maxDurationMs: 90_000,
  success: { kind: 'answer', number: 169.99, unit: '$', tolerance: 0.005 },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'Pulsar Breeze' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'click', on: { role: 'link', name: 'Pulsar Breeze Wireless Headphones' } },
    { do: 'answer', text: 'The Pulsar Breeze Wireless Headphones cost $169.99.' },
  ],
});
