import { ACCEPT_AND_CONTINUE, AWAIT_CONFIRMATION, enterGuest, payWithCard, searchStays } from './shared/book-steps.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-vienna-declined-card',
  title: 'Booking: pay after a declined card, in the payment iframe',
  startUrl: 'http://book.arena.test/',
  goal:
    'Book a Standard Double Room at Royal Pine Hotel in Vienna on the Wayfarer booking site for two adults from 6 to 8 July 2026, with no extras. ' +
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
          hotelId: 'H-1387',
          checkIn: '2026-07-06',
          checkOut: '2026-07-08',
          guests: 2,
          roomType: 'standard-double',
          traveller: { firstName: 'Jonas', lastName: 'Weber', email: 'jonas.weber@example.com' },
          paymentLast4: '4242',
          total: 304,
        },
      },
      { kind: 'site_state', site: 'book', collection: 'payments', where: { last4: '0002', status: 'declined', amount: 304 } },
      { kind: 'site_state', site: 'book', collection: 'payments', where: { last4: '4242', status: 'approved', amount: 304 } },
    ],
  },
  reference: [
    ...searchStays({ destination: 'Vienna', checkIn: '2026-07-06', checkOut: '2026-07-08' }),
    { do: 'click', on: { role: 'link', name: 'Royal Pine Hotel' } },
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
    { do: 'answer', text: 'The company card was declined, so I paid with the card ending 4242: the Standard Double Room at Royal Pine Hotel in Vienna is booked for 6–8 July 2026 for Jonas Weber.' },
  ],
});
