import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-cheapest-blue-kettle',
  title: 'Shop: the cheapest blue electric kettle',
  startUrl: 'http://shop.arena.test/',
  goal: 'Which is the cheapest electric kettle that the Copperleaf shop sells in blue? Tell me its name and its lowest price.',
  rationale: 'Needs the Electric Kettles listing with the Blue colour facet and a price sort (or reading all eight blue kettles): the Nordvik Flux Lite Gooseneck Kettle from $19.99; cheaper and equally cheap kettles in other colours are the trap.',
  tags: ['standard'],
  maxSteps: 30,
  maxDurationMs: 180_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: ['Nordvik Flux Lite Gooseneck Kettle', 'Nordvik Flux Lite'], of: 'shop.products' },
      { kind: 'answer', number: 19.99, unit: '$', tolerance: 0.005 },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Electric Kettles' } },
    { do: 'check', on: { role: 'checkbox', name: 'Blue' } },
    { do: 'wait_for', text: 'Showing 1–8 of 8 results' },
    { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Price: low to high' },
    { do: 'wait_for', text: 'sorted by price: low to high' },
    { do: 'click', on: { role: 'link', name: 'Nordvik Flux Lite Gooseneck Kettle' } },
    { do: 'answer', text: 'The Nordvik Flux Lite Gooseneck Kettle, from $19.99.' },
  ],
});
