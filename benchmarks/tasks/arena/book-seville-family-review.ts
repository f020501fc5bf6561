import { enterGuest, searchStays } from './shared/book-steps.ts';
import { keyOf, numberWord, searchResults } from './shared/book-data.ts';
import { arena, defineFamily } from 'contract-eval/task';

const CHECK_IN = '2026-07-15';
const CHECK_OUT = '2026-07-18';
const GUESTS = 4;

// Every destination whose best-rated property with a pool that still has a room for four guests on
// these nights has its Family Suite free, while better-rated pool properties are sold out
// (`soldOut` counts them). Rejected: no such property, its Family Suite sold out (the goal could
// not be done), a tie for its rating with another pool property (two right answers, or an unclear
// count), and no better-rated one sold out (an agent that skips the dates would pass).
export default defineFamily({
  family: 'book-seville-family-review',
  defaultKey: 'seville',
  instances: () =>
    arena.book.destinations().flatMap((destination) => {
      const pool = searchResults({ destination: destination.name, checkin: CHECK_IN, checkout: CHECK_OUT, guests: String(GUESTS), amenity: 'pool', sort: 'rating' });
      const best = pool.find((result) => !result.soldOut);
      if (!best) return [];
      const { hotel } = best;
      const suite = arena.book.offersFor(hotel, { checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: GUESTS }).find((offer) => offer.room.type.id === 'family-suite');
      if (!suite?.available || !suite.fits) return [];
      if (pool.some((result) => result !== best && result.hotel.rating === hotel.rating)) return [];
      const soldOut = pool.filter((result) => result.hotel.rating > hotel.rating).length;
      if (soldOut < 1) return [];
      const breakfast = hotel.breakfastPrice * GUESTS * suite.nights;
      return [{ destination, hotel, suite, total: suite.total + breakfast, soldOut }];
    }),
  key: ({ destination }) => keyOf(destination.name),
  task: ({ destination, hotel, suite, total, soldOut }) => ({
    title: `Booking: a Family Suite at the best-rated pool property in ${destination.name}, stopped at review`,
    startUrl: 'http://book.arena.test/',
    goal:
      `Plan a stay in ${destination.name} on the Wayfarer booking site for four guests from 15 to 18 July 2026 at the best-rated property with a pool that still has rooms for those dates. ` +
      'Start booking its Family Suite with breakfast for Elena Costa (elena.costa@example.com, lives in Spain), with no other extras, and stop at the review step without paying. ' +
      'Tell me the total the review step shows.',
    rationale:
      `${soldOut === 1 ? 'The best-rated pool property is' : `The ${numberWord(soldOut)} best-rated pool properties are`} sold out on those nights; the record must be an unpaid booking at ${hotel.name} (${hotel.id}) for a Family Suite with breakfast, no payment may be made, and the total must be ${arena.book.money(total)} (${suite.nights} × ${arena.book.money(suite.room.nightly)} + ${GUESTS} × ${suite.nights} × ${arena.book.money(hotel.breakfastPrice)}).`,
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
            hotelId: hotel.id,
            checkIn: CHECK_IN,
            checkOut: CHECK_OUT,
            guests: GUESTS,
            roomType: 'family-suite',
            breakfast: true,
            traveller: { firstName: 'Elena', lastName: 'Costa', email: 'elena.costa@example.com' },
            total,
          },
        },
        { kind: 'site_state', site: 'book', collection: 'payments', count: { op: 'eq', value: 0 } },
        { kind: 'answer', field: 'total', description: 'the total the review step shows', number: total, unit: '$', tolerance: 0.005 },
      ],
    },
    reference: [
      ...searchStays({ destination: destination.name, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: GUESTS }),
      { do: 'check', on: { role: 'checkbox', name: 'Pool' } },
      { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Guest rating (highest first)' },
      { do: 'click', on: { role: 'button', name: 'Update results' } },
      { do: 'click', on: { role: 'link', name: hotel.name } },
      { do: 'check', on: { role: 'radio', name: 'Family Suite' } },
      { do: 'check', on: { role: 'checkbox', name: 'Add breakfast' } },
      { do: 'click', on: { role: 'button', name: 'Reserve' } },
      ...enterGuest({ firstName: 'Elena', lastName: 'Costa', email: 'elena.costa@example.com', country: 'Spain' }),
      { do: 'click', on: { role: 'button', name: 'Next' } },
      { do: 'answer', fields: { total }, explanation: `The review step shows a total of ${arena.book.money(total)}.` },
    ],
  }),
});
