import { ACCEPT_AND_CONTINUE, AWAIT_CONFIRMATION, enterGuest, payWithCard, searchStays } from './shared/book-steps.ts';
import { coreName, keyOf } from './shared/book-data.ts';
import { arena, defineFamily } from 'contract-eval/task';

type Hotel = ReturnType<typeof arena.book.hotels>[number];

const CHECK_IN = '2026-08-21';
const CHECK_OUT = '2026-08-24';
const STAY = { checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 2 };
const TRANSFER = 'airport-transfer';
const INSURANCE = 'basic';

/** Every total a booking of this property for the stay could come to, but the one asked for. */
function otherTotals(hotel: Hotel, asked: { room: string; total: number }): number[] {
  const totals: number[] = [];
  for (const offer of arena.book.offersFor(hotel, STAY).filter((one) => one.fits && one.available))
    for (const breakfast of [0, hotel.breakfastPrice * STAY.guests * offer.nights])
      for (let mask = 0; mask < 1 << arena.book.EXTRAS.length; mask++)
        for (const insurance of arena.book.INSURANCE) {
          const extras = arena.book.EXTRAS.filter((_, i) => mask & (1 << i));
          const total = offer.total + breakfast + extras.reduce((sum, extra) => sum + (extra.per === 'night' ? extra.price * offer.nights : extra.price), 0) + insurance.price;
          const isAsked = offer.room.type.id === asked.room && breakfast === 0 && extras.length === 1 && extras[0].id === TRANSFER && insurance.id === INSURANCE;
          if (!isAsked) totals.push(total);
        }
  return totals;
}

// Every property whose Deluxe King Room is free for two adults on these nights and that shares its
// name (but for the ending) with another property in the same city, the near-namesake an agent may
// book by mistake. Rejected: a property without a namesake (nothing to confuse it with), and one
// where another choice of room, breakfast, extras or insurance costs the same total (the total
// would not pin the booking down).
export default defineFamily({
  family: 'book-porto-deluxe-twin',
  defaultKey: 'porto-the-fig-tree-hotel-spa',
  instances: () =>
    arena.book.hotels().flatMap((hotel) => {
      const deluxe = arena.book.offersFor(hotel, STAY).find((offer) => offer.room.type.id === 'deluxe-king' && offer.fits && offer.available);
      if (!deluxe) return [];
      const namesake = arena.book.hotelsIn(hotel.destination).find((other) => other !== hotel && coreName(other.name) === coreName(hotel.name));
      if (!namesake) return [];
      const transfer = arena.book.EXTRAS.find((extra) => extra.id === TRANSFER)!.price;
      const insurance = arena.book.INSURANCE.find((one) => one.id === INSURANCE)!.price;
      const total = deluxe.total + transfer + insurance;
      if (otherTotals(hotel, { room: 'deluxe-king', total }).includes(total)) return [];
      return [{ hotel, namesake, deluxe, transfer, insurance, total }];
    }),
  key: ({ hotel }) => keyOf(hotel.destination.name, hotel.name),
  task: ({ hotel, namesake, deluxe, transfer, insurance, total }) => ({
    title: `Booking: a Deluxe King Room with twin beds and extras in ${hotel.destination.name}, paid in the card iframe`,
    startUrl: 'http://book.arena.test/',
    goal:
      `Book ${hotel.name} in ${hotel.destination.name} on the Wayfarer booking site for two adults from 21 to 24 August 2026: a Deluxe King Room with twin beds, no breakfast, ` +
      'plus an airport transfer and the Basic cover travel insurance. The guest is Maria Santos (maria.santos@example.com), who lives in Canada. ' +
      'Pay with the test card 4242 4242 4242 4242, expiry 12/28, security code 123, cardholder Maria Santos.',
    rationale:
      `The booking record must hold the exact property (not ${namesake.name} next door), dates, room and bed chosen in the shadow-DOM room chooser, both extras and a paid total of ${arena.book.money(total)} (${deluxe.nights} × ${arena.book.money(deluxe.room.nightly)} + ${arena.book.money(transfer)} + ${arena.book.money(insurance)}), which no other combination gives.`,
    tags: ['hard', 'shadow-dom', 'iframe', 'state-change'],
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
            roomType: 'deluxe-king',
            bed: 'twin',
            breakfast: false,
            extras: [TRANSFER],
            insurance: INSURANCE,
            traveller: { firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com', country: 'Canada' },
            paymentLast4: '4242',
            total,
          },
        },
      ],
    },
    reference: [
      ...searchStays({ destination: hotel.destination.name, checkIn: CHECK_IN, checkOut: CHECK_OUT }),
      { do: 'click', on: { role: 'link', name: hotel.name } },
      { do: 'check', on: { role: 'radio', name: 'Deluxe King Room' } },
      { do: 'check', on: { role: 'radio', name: 'Twin beds' } },
      { do: 'click', on: { role: 'button', name: 'Reserve' } },
      ...enterGuest({ firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com', country: 'Canada' }),
      { do: 'check', on: { role: 'checkbox', name: 'Airport transfer' } },
      { do: 'check', on: { role: 'radio', name: 'Basic cover' } },
      { do: 'click', on: { role: 'button', name: 'Next' } },
      ...ACCEPT_AND_CONTINUE,
      ...payWithCard({ name: 'Maria Santos', number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }),
      AWAIT_CONFIRMATION,
      { do: 'answer', explanation: `Booked a Deluxe King Room with twin beds at ${hotel.name} in ${hotel.destination.name} for 21–24 August 2026 for Maria Santos, with an airport transfer and Basic cover insurance, paid with the card ending 4242.` },
    ],
  }),
});
