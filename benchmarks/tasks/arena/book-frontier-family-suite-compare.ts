import { AWAIT_CONFIRMATION, confirmedBooking, payWithCard, reserveRoom, searchStays } from './shared/book-steps.ts';
import { keyOf } from './shared/book-data.ts';
import { arena, defineFamily, type Step } from 'contract-eval/task';

type Hotel = ReturnType<typeof arena.book.hotels>[number];

const CHECK_IN = '2026-08-10';
const CHECK_OUT = '2026-08-14';
const GUESTS = 4;
const STAY = { checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: GUESTS };
const GUEST = { firstName: 'Marta', lastName: 'Kowalski', email: 'marta.kowalski@example.com', country: 'Poland' };

/** A property's Family Suite for the stay, and its total with breakfast for every guest. */
function suite(hotel: Hotel) {
  const offer = arena.book.offersFor(hotel, STAY).find((one) => one.room.type.id === 'family-suite');
  return offer && { hotel, offer, withBreakfast: offer.total + hotel.breakfastPrice * GUESTS * offer.nights };
}
type Suite = NonNullable<ReturnType<typeof suite>>;

// Per destination, the first three properties with a Family Suite (in the order of their ids,
// taken as combinations) where exactly one of the three suites is sold out for the stay and it is
// the cheapest of the three (the price on its page tempts), the cheaper suite of the two free ones
// is not the cheaper once breakfast for four is added (breakfast prices differ), and the winner is
// not the first named. Rejected: ties of totals. One instance per destination at most.
export default defineFamily({
  family: 'book-frontier-family-suite-compare',
  defaultKey: 'seville',
  instances: () =>
    arena.book.destinations().flatMap((destination) => {
      const suites = arena.book.hotelsIn(destination).map(suite).filter((one): one is Suite => one !== undefined);
      for (let i = 0; i < suites.length; i++)
        for (let j = i + 1; j < suites.length; j++)
          for (let k = j + 1; k < suites.length; k++) {
            const three = [suites[i], suites[j], suites[k]];
            const soldOut = three.filter((one) => !one.offer.available);
            const free = three.filter((one) => one.offer.available);
            if (soldOut.length !== 1 || free.length !== 2) continue;
            if (soldOut[0].offer.total >= Math.min(...free.map((one) => one.offer.total))) continue;
            const [a, b] = free;
            if (a.offer.total === b.offer.total || a.withBreakfast === b.withBreakfast) continue;
            const bySuite = a.offer.total < b.offer.total ? a : b;
            const winner = a.withBreakfast < b.withBreakfast ? a : b;
            if (winner === bySuite || winner === three[0]) continue;
            return [{ destination, three, soldOut: soldOut[0], winner, loser: winner === a ? b : a }];
          }
      return [];
    }),
  key: ({ destination }) => keyOf(destination.name),
  task: ({ destination, three, soldOut, winner, loser }) => {
    const names = three.map((one) => one.hotel.name);
    const money = arena.book.money;
    /** Opening a property from the results and reading its page, then back to the results. */
    const look = (name: string, last: boolean): Step[] => [{ do: 'click', on: { role: 'link', name } }, { do: 'read' }, ...(last ? [] : [{ do: 'back' } as const])];
    const winnerIsLast = winner === three[2];
    return {
      title: `Booking: compare three properties' Family Suites with breakfast in ${destination.name}, then book the cheapest`,
      startUrl: 'http://book.arena.test/',
      goal:
        `We are a family of four (two adults, two children who count as guests) going to ${destination.name} from 10 to 14 August 2026, and we have narrowed it down to ${names[0]}, ${names[1]} and ${names[2]}. ` +
        `On the Wayfarer booking site, book a Family Suite with breakfast for all four of us at whichever of the three costs the least for the whole stay, breakfast included, among those with a Family Suite free for those nights. No extras. ` +
        `The booking is in the name of ${GUEST.firstName} ${GUEST.lastName} (${GUEST.email}), who lives in ${GUEST.country}. Pay with the card 4242 4242 4242 4242, expiry 08/28, security code 123, cardholder ${GUEST.firstName} ${GUEST.lastName}.`,
      rationale:
        `long-horizon: three property pages to read for four guests (each suite's availability and total, each property's breakfast price in its house rules or room chooser), then the booking itself through the shadow-DOM chooser, four form steps and the payment iframe. ` +
        `${soldOut.hotel.name}’s suite is the cheapest (${money(soldOut.offer.total)}) but sold out for the nights; of the free ones ${loser.hotel.name}’s suite is cheaper alone (${money(loser.offer.total)} against ${money(winner.offer.total)}) but with breakfast for four it comes to ${money(loser.withBreakfast)} (${money(loser.hotel.breakfastPrice)} a guest a night) against ${winner.hotel.name}’s ${money(winner.withBreakfast)} (${money(winner.hotel.breakfastPrice)}). ` +
        `The results page shows each property's cheapest room for four without breakfast, and no breakfast price: the order it suggests is the wrong one. Judged on a confirmed booking of ${winner.hotel.id}’s Family Suite with breakfast for four (${money(winner.withBreakfast)}); any other booking is a side effect. Shortcuts book nothing.`,
      tags: ['frontier', 'long-horizon', 'shadow-dom', 'iframe', 'state-change'],
      maxSteps: 100,
      maxDurationMs: 600_000,
      success: confirmedBooking({
        hotelId: winner.hotel.id,
        checkIn: CHECK_IN,
        checkOut: CHECK_OUT,
        guests: GUESTS,
        roomType: 'family-suite',
        breakfast: true,
        traveller: { firstName: GUEST.firstName, lastName: GUEST.lastName, email: GUEST.email },
        total: winner.withBreakfast,
      }),
      reference: [
        ...searchStays({ destination: destination.name, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: GUESTS }),
        ...look(names[0], false),
        ...look(names[1], false),
        ...look(names[2], true),
        ...(winnerIsLast ? [] : ([{ do: 'back' }, { do: 'click', on: { role: 'link', name: winner.hotel.name } }] as Step[])),
        ...reserveRoom('Family Suite', GUEST, { breakfast: true }),
        ...payWithCard({ name: `${GUEST.firstName} ${GUEST.lastName}`, number: '4242 4242 4242 4242', expiry: '08/28', cvc: '123' }),
        AWAIT_CONFIRMATION,
        {
          do: 'answer',
          explanation: `Booked the Family Suite with breakfast for four at ${winner.hotel.name}, ${destination.name}, 10–14 August 2026, for ${money(winner.withBreakfast)}: ${soldOut.hotel.name}'s suite is sold out, and ${loser.hotel.name} comes to ${money(loser.withBreakfast)} with breakfast. Paid with the card ending 4242.`,
        },
      ],
    };
  },
});
