import { ACCEPT_AND_CONTINUE, AWAIT_CONFIRMATION, enterGuest, payWithCard, searchStays } from './shared/book-steps.ts';
import { keyOf } from './shared/book-data.ts';
import { arena, defineFamily } from 'contract-eval/task';

const CHECK_IN = '2026-07-06';
const CHECK_OUT = '2026-07-08';

// Every property whose Standard Double Room is free for two adults on these nights and is the room
// its chooser starts on (the goal names that room and the reference keeps the chooser's choice).
// A sold-out room would make the booking impossible: rejected.
export default defineFamily({
  family: 'book-vienna-declined-card',
  defaultKey: 'vienna-royal-pine-hotel',
  instances: () =>
    arena.book.hotels().flatMap((hotel) => {
      const offer = arena.book.bestOffer(hotel, { checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 2 });
      return offer?.room.type.id === 'standard-double' ? [{ hotel, total: offer.total }] : [];
    }),
  key: ({ hotel }) => keyOf(hotel.destination.name, hotel.name),
  task: ({ hotel, total }) => ({
    title: 'Booking: pay after a declined card, in the payment iframe',
    startUrl: 'http://book.arena.test/',
    goal:
      `Book a Standard Double Room at ${hotel.name} in ${hotel.destination.name} on the Wayfarer booking site for two adults from 6 to 8 July 2026, with no extras. ` +
      'The guest is Jonas Weber (jonas.weber@example.com), who lives in Germany. Pay first with the company card 4000 0000 0000 0002 (expiry 09/28, security code 737, cardholder Jonas Weber); ' +
      'if it is declined, pay with the personal card 4242 4242 4242 4242 (also expiring 09/28, security code 123).',
    rationale:
      'The payments collection must show the company card declined and then the personal card approved for a confirmed booking of the right room and dates; the decline appears only inside the iframe and in the payment page’s status line.',
    tags: ['hard', 'iframe', 'error-recovery', 'state-change'],
    maxSteps: 90,
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
            roomType: 'standard-double',
            traveller: { firstName: 'Jonas', lastName: 'Weber', email: 'jonas.weber@example.com' },
            paymentLast4: '4242',
            total,
          },
        },
        { kind: 'site_state', site: 'book', collection: 'payments', where: { last4: '0002', status: 'declined', amount: total } },
        { kind: 'site_state', site: 'book', collection: 'payments', where: { last4: '4242', status: 'approved', amount: total } },
      ],
    },
    reference: [
      ...searchStays({ destination: hotel.destination.name, checkIn: CHECK_IN, checkOut: CHECK_OUT }),
      { do: 'click', on: { role: 'link', name: hotel.name } },
      { do: 'click', on: { role: 'button', name: 'Reserve' } },
      ...enterGuest({ firstName: 'Jonas', lastName: 'Weber', email: 'jonas.weber@example.com', country: 'Germany' }),
      { do: 'click', on: { role: 'button', name: 'Next' } },
      ...ACCEPT_AND_CONTINUE,
      ...payWithCard({ name: 'Jonas Weber', number: '4000 0000 0000 0002', expiry: '09/28', cvc: '737' }),
      // The declined form keeps the name and expiry date and clears the number and security code.
      { do: 'wait_for', text: 'Payment declined' },
      { do: 'fill', on: { role: 'textbox', name: 'Card number' }, text: '4242 4242 4242 4242' },
      { do: 'fill', on: { role: 'textbox', name: 'Security code' }, text: '123' },
      { do: 'click', on: { role: 'button', name: 'Pay now' } },
      AWAIT_CONFIRMATION,
      { do: 'answer', explanation: `The company card was declined, so I paid with the card ending 4242: the Standard Double Room at ${hotel.name} in ${hotel.destination.name} is booked for 6–8 July 2026 for Jonas Weber.` },
    ],
  }),
});
