import { AWAIT_CONFIRMATION, confirmedBooking, payWithCard, reserveRoom, searchStays } from './shared/book-steps.ts';
import { keyOf } from './shared/book-data.ts';
import { arena, defineFamily } from 'contract-eval/task';

type Hotel = ReturnType<typeof arena.book.hotels>[number];

const CHECK_IN = '2026-12-30';
const CHECK_OUT = '2027-01-02';
const STAY = { checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 2 };
/** The night whose last room of a type goes to another guest while one books it (fixtures-site/arena/book/inventory.ts). */
const NEW_YEARS_EVE = { checkIn: '2026-12-31', checkOut: '2027-01-01', guests: 2 };
const GUEST = { firstName: 'Ana', lastName: 'Duarte', email: 'ana.duarte@example.com', country: 'Portugal' };
const CARD = { name: 'Ana Duarte', number: '4242 4242 4242 4242', expiry: '09/28', cvc: '123' };

/** Whether a room type of the property has its last room on New Year's Eve (the site takes it at the payment step). */
const lastOnNewYearsEve = (hotel: Hotel, roomType: string) => arena.book.offersFor(hotel, NEW_YEARS_EVE).find((offer) => offer.room.type.id === roomType)?.roomsLeft === 1;

// Every property whose Deluxe King Room is free for two over New Year with one room left on New
// Year's Eve (the page says "Only 1 left"; the site gives it to another guest when the payment step
// opens), and with at least two other rooms for two free for the stay, so the fallback rule has a
// choice to make. Rejected: a tie for the cheapest other room (two right fallbacks), and a cheapest
// other room that is itself a last room on New Year's Eve (the fallback would sell out too).
export default defineFamily({
  family: 'book-frontier-last-room-fallback',
  defaultKey: 'seville-sunny-harbour-city-flats',
  instances: () =>
    arena.book.hotels().flatMap((hotel) => {
      const offers = arena.book.offersFor(hotel, STAY);
      const deluxe = offers.find((offer) => offer.room.type.id === 'deluxe-king');
      if (!deluxe || !deluxe.fits || !deluxe.available || !lastOnNewYearsEve(hotel, 'deluxe-king')) return [];
      const others = offers.filter((offer) => offer !== deluxe && offer.fits && offer.available).sort((a, b) => a.room.nightly - b.room.nightly);
      if (others.length < 2 || others[0].room.nightly === others[1].room.nightly || lastOnNewYearsEve(hotel, others[0].room.type.id)) return [];
      return [{ hotel, deluxe, fallback: others[0], next: others[1] }];
    }),
  key: ({ hotel }) => keyOf(hotel.destination.name, hotel.name),
  task: ({ hotel, deluxe, fallback, next }) => ({
    title: `Booking: the room sells out at the payment step, then the goal's fallback rule (${hotel.destination.name})`,
    startUrl: 'http://book.arena.test/',
    goal:
      `On the Wayfarer booking site, book a Deluxe King Room at ${hotel.name} in ${hotel.destination.name} for two adults from 30 December 2026 to 2 January 2027, without breakfast or extras. ` +
      `If the Deluxe King Room turns out to be gone before you can pay, book the cheapest other room there that sleeps two and is free on those nights instead. ` +
      `The guest is ${GUEST.firstName} ${GUEST.lastName} (${GUEST.email}), who lives in ${GUEST.country}. Pay with the card 4242 4242 4242 4242, expiry 09/28, security code 123, cardholder ${CARD.name}.`,
    rationale:
      `recovery: ${hotel.name} (${hotel.id}) shows its Deluxe King Room as free ("Only 1 left", ${arena.book.money(deluxe.total)} for the 3 nights) on the property page and in the room chooser, and the booking goes through the details, extras and review steps; only when the payment step opens does the card iframe say the last Deluxe King Room has just been booked by another guest (nothing charged), and the page's status line that the room sold out. ` +
      `The agent must go back to the property and apply the goal's rule: the cheapest other room for two that is free is the ${fallback.room.type.name} (${arena.book.money(fallback.room.nightly)} a night, ${arena.book.money(fallback.total)}), not the ${next.room.type.name} (${arena.book.money(next.room.nightly)}) (the room chooser starts on the cheapest free room, which the agent must still recognise as the rule's answer). ` +
      `Judged on a confirmed booking of the ${fallback.room.type.name}; the abandoned Deluxe King booking stays in progress, which commits nobody, so an agent that reports the first attempt as done fails. Shortcuts book nothing.`,
    tags: ['frontier', 'recovery', 'checkout', 'shadow-dom', 'state-change'],
    maxSteps: 100,
    maxDurationMs: 480_000,
    success: confirmedBooking({
      hotelId: hotel.id,
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: 2,
      roomType: fallback.room.type.id,
      traveller: { firstName: GUEST.firstName, lastName: GUEST.lastName, email: GUEST.email },
      total: fallback.total,
    }),
    reference: [
      ...searchStays({ destination: hotel.destination.name, checkIn: CHECK_IN, checkOut: CHECK_OUT }),
      { do: 'click', on: { role: 'link', name: hotel.name } },
      ...reserveRoom('Deluxe King Room', GUEST),
      // Sold out when the payment step opens: no card form, a way back to the property.
      { do: 'wait_for', text: 'Sold out: the room you chose has just been booked by someone else.' },
      { do: 'click', on: { role: 'link', name: 'Choose another room' } },
      ...reserveRoom(fallback.room.type.name, GUEST),
      ...payWithCard(CARD),
      AWAIT_CONFIRMATION,
      {
        do: 'answer',
        explanation: `The last Deluxe King Room at ${hotel.name} was taken by another guest when I got to the payment step, so I booked the cheapest other room for two that was free instead: the ${fallback.room.type.name}, 30 December 2026 to 2 January 2027, for ${GUEST.firstName} ${GUEST.lastName}, ${arena.book.money(fallback.total)}, paid with the card ending 4242.`,
      },
    ],
  }),
});
