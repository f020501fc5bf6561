import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-boltline-speakers-in-stock',
  title: 'Shop: how many Boltline speakers are in stock',
  startUrl: 'http://shop.arena.test/',
  goal: 'How many different Boltline Bluetooth speakers can I buy right now in the Copperleaf shop (in stock)?',
  rationale: 'The shop lists four Boltline speakers and one is sold out: the answer (3) needs the brand facet and the stock facet (or reading each card’s stock line).',
  tags: ['standard'],
  maxSteps: 30,
  maxDurationMs: 180_000,
  success: { kind: 'answer', number: 3 },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Electronics', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Bluetooth Speakers' } },
    { do: 'check', on: { role: 'checkbox', name: 'Boltline' } },
    { do: 'wait_for', text: 'Showing 1–4 of 4 results' },
    { do: 'check', on: { role: 'checkbox', name: 'In stock only' } },
    { do: 'wait_for', text: 'Showing 1–3 of 3 results' },
    { do: 'answer', text: '3' },
  ],
});
