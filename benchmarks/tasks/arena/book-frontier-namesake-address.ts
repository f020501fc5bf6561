import { AWAIT_CONFIRMATION, confirmedBooking, payWithCard, reserveRoom, searchStays } from './shared/book-steps.ts';
import { coreName, keyOf, searchResults } from './shared/book-data.ts';
import { arena, defineFamily } from 'contract-eval/task';

type Hotel = ReturnType<typeof arena.book.hotels>[number];

const CHECK_IN = '2026-09-14';
const CHECK_OUT = '2026-09-17';
const STAY = { checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 2 };
const GUEST = { firstName: 'Lena', lastName: 'Fischer', email: 'lena.fischer@example.com', country: 'Austria' };

const standardDouble = (hotel: Hotel) => arena.book.offersFor(hotel, STAY).find((offer) => offer.room.type.id === 'standard-double');

// Every property that shares its name (but for the ending) with exactly one other property of its
// city, both with a Standard Double Room free for two on these nights, where the namesake comes
// first in the site's own results for the stay (the look-alike a hurried agent opens and books).
// The goal names the property by its core name and its street address, which only the properties'
// own pages show (the results give the neighbourhood and distance). Rejected: a namesake listed
// after the property, and a namesake in the same neighbourhood at the same distance from the centre
// (nothing on the results page would even hint at the difference).
export default defineFamily({
  family: 'book-frontier-namesake-address',
  defaultKey: 'lisbon-the-courtyard-rooms',
  instances: () => {
    // The site's results for the stay, once per destination.
    const orders = new Map<string, string[]>();
    const orderIn = (destination: string) => {
      if (!orders.has(destination)) orders.set(destination, searchResults({ destination, checkin: CHECK_IN, checkout: CHECK_OUT, guests: '2' }).map((result) => result.hotel.id));
      return orders.get(destination)!;
    };
    return arena.book.hotels().flatMap((hotel) => {
      const namesakes = arena.book.hotelsIn(hotel.destination).filter((other) => other !== hotel && coreName(other.name) === coreName(hotel.name));
      if (namesakes.length !== 1) return [];
      const [namesake] = namesakes;
      const offer = standardDouble(hotel);
      if (!offer?.available || !offer.fits || !standardDouble(namesake)?.available) return [];
      const order = orderIn(hotel.destination.name);
      if (order.indexOf(namesake.id) < 0 || order.indexOf(namesake.id) > order.indexOf(hotel.id)) return [];
      if (namesake.neighbourhood === hotel.neighbourhood && namesake.distanceKm === hotel.distanceKm) return [];
      return [{ hotel, namesake, offer, rank: order.indexOf(hotel.id) + 1, namesakeRank: order.indexOf(namesake.id) + 1 }];
    });
  },
  key: ({ hotel }) => keyOf(hotel.destination.name, hotel.name),
  task: ({ hotel, namesake, offer, rank, namesakeRank }) => ({
    title: `Booking: the right one of two look-alike properties in ${hotel.destination.name}`,
    startUrl: 'http://book.arena.test/',
    goal:
      `On the Wayfarer booking site, book a Standard Double Room for two adults from 14 to 17 September 2026 at ${coreName(hotel.name)} in ${hotel.destination.name}: ` +
      `the one at ${hotel.street}, next to our client's office. No breakfast, no extras. ` +
      `The guest is ${GUEST.firstName} ${GUEST.lastName} (${GUEST.email}), who lives in ${GUEST.country}. Pay with the card 4242 4242 4242 4242, expiry 10/28, security code 123, cardholder ${GUEST.firstName} ${GUEST.lastName}.`,
    rationale:
      `adversarial: two properties of ${hotel.destination.name} answer to "${coreName(hotel.name)}": ${namesake.name} (${namesake.id}, ${namesake.street}), number ${namesakeRank} in the site's results for the stay, and ${hotel.name} (${hotel.id}, ${hotel.street}), number ${rank}, both with a Standard Double Room free for the nights. ` +
      `The goal's detail, the street address, is only on each property's own page (the results show the neighbourhood and the distance from the centre), so the agent must open the look-alikes and compare. ` +
      `Judged on a confirmed booking of ${hotel.id} (room, dates, guest, ${arena.book.money(offer.total)}); booking the namesake, the first "${coreName(hotel.name)}" the results show, is a wrong booking and a side effect. Shortcuts book nothing.`,
    tags: ['frontier', 'adversarial', 'look-alike', 'state-change'],
    maxSteps: 90,
    maxDurationMs: 360_000,
    success: confirmedBooking({
      hotelId: hotel.id,
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: 2,
      roomType: 'standard-double',
      traveller: { firstName: GUEST.firstName, lastName: GUEST.lastName, email: GUEST.email },
      total: offer.total,
    }),
    reference: [
      ...searchStays({ destination: hotel.destination.name, checkIn: CHECK_IN, checkOut: CHECK_OUT }),
      { do: 'click', on: { role: 'link', name: namesake.name } },
      { do: 'read' },
      { do: 'back' },
      { do: 'click', on: { role: 'link', name: hotel.name } },
      ...reserveRoom('Standard Double Room', GUEST),
      ...payWithCard({ name: `${GUEST.firstName} ${GUEST.lastName}`, number: '4242 4242 4242 4242', expiry: '10/28', cvc: '123' }),
      AWAIT_CONFIRMATION,
      { do: 'answer', explanation: `Booked the Standard Double Room at ${hotel.name} (${hotel.street}; not ${namesake.name} at ${namesake.street}) in ${hotel.destination.name} for 14–17 September 2026 for ${GUEST.firstName} ${GUEST.lastName}, paid with the card ending 4242.` },
    ],
  }),
});
