import { enterGuest, searchStays } from './shared/book-steps.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-seville-family-review',
  title: 'Booking: a Family Suite at the best-rated pool property in Seville, stopped at review',
  startUrl: 'http://book.arena.test/',
  goal:
    'Plan a stay in Seville on the Wayfarer booking site for four guests from 15 to 18 July 2026 at the best-rated property with a pool that still has rooms for those dates. ' +
    'Start booking its Family Suite with breakfast for Elena Costa (elena.costa@example.com, lives in Spain), with no other extras, and stop at the review step without paying. ' +
    'Tell me the total the review step shows.',
  rationale:
    'The three best-rated pool properties are sold out on those nights; the record must be an unpaid booking at The Mill Hotel & Spa (H-1120) for a Family Suite with breakfast, no payment may be made, and the total must be $1,056 (3 × $284 + 4 × 3 × $17).',
  tags: ['hard', 'filters', 'shadow-dom', 'state-change'],
  maxSteps: 60,
  maxDurationMs: 360_000,
  success: {
    kind: 'and',
    children: [
      {
        kind: 'site_state',
        site: 'book',
        collection: 'bookings',
        where: {
          status: 'in_progress',
          hotelId: 'H-1120',
          checkIn: '2026-07-15',
          checkOut: '2026-07-18',
          guests: 4,
          roomType: 'family-suite',
          breakfast: true,
          traveller: { firstName: 'Elena', lastName: 'Costa', email: 'elena.costa@example.com' },
          total: 1056,
        },
      },
      { kind: 'site_state', site: 'book', collection: 'payments', count: { op: 'eq', value: 0 } },
      { kind: 'answer', number: 1056, unit: '$', tolerance: 0.005 },
    ],
  },
  reference: [
    ...searchStays({ destination: 'Seville', checkIn: '2026-07-15', checkOut: '2026-07-18', guests: 4 }),
    { do: 'check', on: { role: 'checkbox', name: 'Pool' } },
    { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Guest rating (highest first)' },
    { do: 'click', on: { role: 'button', name: 'Update results' } },
    { do: 'click', on: { role: 'link', name: 'The Mill Hotel & Spa' } },
    { do: 'check', on: { role: 'radio', name: 'Family Suite' } },
    { do: 'check', on: { role: 'checkbox', name: 'Add breakfast' } },
    { do: 'click', on: { role: 'button', name: 'Reserve' } },
    ...enterGuest({ firstName: 'Elena', lastName: 'Costa', email: 'elena.costa@example.com', country: 'Spain' }),
    { do: 'click', on: { role: 'button', name: 'Next' } },
    { do: 'answer', text: 'The review step shows a total of $1,056.' },
  ],
});
