import { ACCEPT_AND_CONTINUE, AWAIT_CONFIRMATION, enterGuest, payWithCard, searchStays } from './shared/book-steps.ts';
import { keyOf, numberWord, searchResults } from './shared/book-data.ts';
import { arena, defineFamily } from 'contract-eval/task';

const CHECK_IN = '2026-08-16';
const CHECK_OUT = '2026-08-19';

// Every destination with a property free for two adults on these nights whose cheapest properties
// (by the price a search for two adults without dates shows) are sold out: `soldOut` counts them.
// Rejected: no free property, a tie for the cheapest free price (two right bookings), and none of
// the cheapest sold out (an agent that skips the dates would book the right one).
export default defineFamily({
  family: 'book-cheapest-madrid-booking',
  defaultKey: 'madrid',
  instances: () =>
    arena.book.destinations().flatMap((destination) => {
      const dated = searchResults({ destination: destination.name, checkin: CHECK_IN, checkout: CHECK_OUT, guests: '2', sort: 'price' });
      const free = dated.filter((result) => !result.soldOut);
      const [cheapest, next] = free;
      if (!cheapest?.offer || (next && next.nightly === cheapest.nightly)) return [];
      const undated = searchResults({ destination: destination.name, guests: '2', sort: 'price' });
      const soldOut = undated.findIndex((result) => free.some((one) => one.hotel === result.hotel));
      return soldOut >= 1 ? [{ destination, hotel: cheapest.hotel, offer: cheapest.offer, soldOut }] : [];
    }),
  key: ({ destination }) => keyOf(destination.name),
  task: ({ destination, hotel, offer, soldOut }) => ({
    title: `Booking: find and book the cheapest available stay in ${destination.name}`,
    startUrl: 'http://book.arena.test/',
    goal:
      `On the Wayfarer booking site, book the cheapest property in ${destination.name} that has a room for two adults from 16 to 19 August 2026 (its cheapest room, no breakfast, no extras). ` +
      'The guest is Aisha Haddad (aisha.haddad@example.com), who lives in Morocco. Pay with the test card 4242 4242 4242 4242, expiry 10/27, security code 321, cardholder Aisha Haddad.',
    rationale:
      `${destination.name}’s ${soldOut === 1 ? 'cheapest property is' : `${numberWord(soldOut)} cheapest properties are`} sold out on those nights; the record must be a paid booking at ${hotel.name} (${hotel.id}), the cheapest available, for ${arena.book.money(offer.total)} (${offer.nights} × ${arena.book.money(offer.room.nightly)}), nothing added.`,
    tags: ['hard', 'iframe', 'state-change'],
    maxSteps: 70,
    maxDurationMs: 420_000,
    success: {
      kind: 'and',
      children: [
        {
          kind: 'site_state',
          site: 'book',
          collection: 'bookings',
          where: {
            status: 'confirmed',
            hotelId: hotel.id,
            checkIn: CHECK_IN,
            checkOut: CHECK_OUT,
            guests: 2,
            roomType: offer.room.type.id,
            traveller: { firstName: 'Aisha', lastName: 'Haddad', email: 'aisha.haddad@example.com', country: 'Morocco' },
            paymentLast4: '4242',
            total: offer.total,
          },
        },
      ],
    },
    reference: [
      ...searchStays({ destination: destination.name, checkIn: CHECK_IN, checkOut: CHECK_OUT }),
      { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Price (lowest first)' },
      { do: 'click', on: { role: 'button', name: 'Update results' } },
      { do: 'click', on: { role: 'link', name: hotel.name } },
      { do: 'click', on: { role: 'button', name: 'Reserve' } },
      ...enterGuest({ firstName: 'Aisha', lastName: 'Haddad', email: 'aisha.haddad@example.com', country: 'Morocco' }),
      { do: 'click', on: { role: 'button', name: 'Next' } },
      ...ACCEPT_AND_CONTINUE,
      ...payWithCard({ name: 'Aisha Haddad', number: '4242 4242 4242 4242', expiry: '10/27', cvc: '321' }),
      AWAIT_CONFIRMATION,
      { do: 'answer', explanation: `Booked the cheapest ${destination.name} property with a room for 16–19 August 2026 for Aisha Haddad, paid with the card ending 4242.` },
    ],
  }),
});
