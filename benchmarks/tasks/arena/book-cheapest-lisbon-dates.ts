import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-cheapest-lisbon-dates',
  title: 'Booking: the cheapest available stay in Lisbon for given dates',
  startUrl: 'http://book.arena.test/',
  goal: 'On the Wayfarer booking site, find the cheapest place to stay in Lisbon for two adults, checking in on Sunday 26 July 2026 and checking out on Wednesday 29 July 2026. Tell me the property’s name and its price per night.',
  rationale: 'The two cheapest Lisbon properties are sold out on those nights, so only a search with the dates (then sorted by price) finds Sunny Harbour Residences at $89.',
  tags: ['standard', 'date-picker', 'combobox'],
  maxSteps: 36,
  maxDurationMs: 180_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Sunny Harbour Residences', of: 'book.hotels' },
      { kind: 'answer', number: 89, unit: '$', tolerance: 0.005 },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: 'Lisb' },
    { do: 'click', on: { role: 'option', name: 'Lisbon, Portugal' } },
    { do: 'click', on: { role: 'button', name: 'Choose check-in date' } },
    { do: 'click', on: { role: 'button', name: 'Next month' } },
    { do: 'click', on: { role: 'button', name: 'Sunday, July 26, 2026' } },
    { do: 'click', on: { role: 'button', name: 'Choose check-out date' } },
    { do: 'click', on: { role: 'button', name: 'Wednesday, July 29, 2026' } },
    { do: 'click', on: { role: 'button', name: 'Search' } },
    { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Price (lowest first)' },
    { do: 'click', on: { role: 'button', name: 'Update results' } },
    { do: 'answer', text: 'Sunny Harbour Residences, $89 per night' },
  ],
});
