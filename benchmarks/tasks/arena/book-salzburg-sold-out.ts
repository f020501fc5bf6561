import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-salzburg-sold-out',
  title: 'Booking: a room in Salzburg during the festival (none left)',
  startUrl: 'http://book.arena.test/',
  goal: 'I need a room in Salzburg for two adults from 25 July 2026 to 28 July 2026. Using the Wayfarer booking site, find the cheapest property that still has a room for those dates and tell me its name and price.',
  rationale: 'Every Salzburg property is sold out on those festival nights: the right answer is NOT FOUND, and a search for those dates must have been requested, not the home page alone. Single task, not a family: the festival that sells out every property is planted by hand in the site’s code for Salzburg’s nights alone, not drawn from the seed, so no other city or week has a reason to be fully booked.',
  tags: ['standard', 'not-possible'],
  maxSteps: 24,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^http://book\\.arena\\.test/search\\?destination=Salzburg[^&]*&checkin=2026-07-25&checkout=2026-07-28', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', not_found: true, field: 'property', description: 'the name of the cheapest property with a room', of: 'book.hotels' },
      { kind: 'answer', not_found: true, field: 'price', description: 'its price for the stay', unit: '$' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: 'Salz' },
    { do: 'click', on: { role: 'option', name: 'Salzburg, Austria' } },
    { do: 'fill', on: { role: 'textbox', name: 'Check-in' }, text: '2026-07-25' },
    { do: 'fill', on: { role: 'textbox', name: 'Check-out' }, text: '2026-07-28' },
    { do: 'click', on: { role: 'button', name: 'Search' } },
    { do: 'answer', not_found: true, explanation: 'NOT FOUND: every property in Salzburg is sold out for 25–28 July 2026 (Salzburg Festival).' },
  ],
});
