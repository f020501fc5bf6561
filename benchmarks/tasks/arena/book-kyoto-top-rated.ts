import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-kyoto-top-rated',
  title: 'Booking: the best-rated property in Kyoto',
  startUrl: 'http://book.arena.test/',
  goal: 'On the Wayfarer booking site, open Kyoto from the popular destinations and tell me the name of the property in Kyoto with the highest guest rating.',
  rationale: 'Kyoto has 21 properties and its best-rated one appears nowhere on the home page, so the answer needs its results, ideally sorted by guest rating.',
  tags: ['smoke'],
  maxSteps: 14,
  maxDurationMs: 90_000,
  success: { kind: 'answer', value: 'Northern Clocktower Hotel', of: 'book.hotels' },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Kyoto' } },
    { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Guest rating (highest first)' },
    { do: 'click', on: { role: 'button', name: 'Update results' } },
    { do: 'answer', text: 'Northern Clocktower Hotel (rated 9.7)' },
  ],
});
