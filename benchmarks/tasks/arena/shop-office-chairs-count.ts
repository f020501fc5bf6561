import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-office-chairs-count',
  title: 'Shop: how many office chairs the shop lists',
  startUrl: 'http://shop.arena.test/',
  goal: 'How many different office chairs does the Copperleaf shop list?',
  rationale: 'The count (22) is only on the Office Chairs listing (or a search for office chairs), as its "Showing 1–22 of 22 results" line.',
  tags: ['smoke'],
  maxSteps: 10,
  maxDurationMs: 90_000,
  success: { kind: 'answer', number: 22 },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Office Chairs' } },
    { do: 'answer', text: '22' },
  ],
});
