import { ACCEPT_AND_CONTINUE, AWAIT_CONFIRMATION, enterGuest, payWithCard, searchStays } from './shared/book-steps.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-porto-deluxe-twin',
  title: 'Booking: a Deluxe King Room with twin beds and extras in Porto, paid in the card iframe',
  startUrl: 'http://book.arena.test/',
  goal:
    'Book The Fig Tree Hotel & Spa in Porto on the Wayfarer booking site for two adults from 21 to 24 August 2026: a Deluxe King Room with twin beds, no breakfast, ' +
    'plus an airport transfer and the Basic cover travel insurance. The guest is Maria Santos (maria.santos@example.com), who lives in Canada. ' +
    'Pay with the test card 4242 4242 4242 4242, expiry 12/28, security code 123, cardholder Maria Santos.',
  rationale:
    'The booking record must hold the exact property (not The Fig Tree Social Hostel next door), dates, room and bed chosen in the shadow-DOM room chooser, both extras and a paid total of $499 (3 × $145 + $45 + $19), which no other combination gives.',
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
          hotelId: 'H-1035',
          checkIn: '2026-08-21',
          checkOut: '2026-08-24',
          guests: 2,
          roomType: 'deluxe-king',
          bed: 'twin',
          breakfast: false,
          extras: ['airport-transfer'],
          insurance: 'basic',
          traveller: { firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com', country: 'Canada' },
          paymentLast4: '4242',
          total: 499,
        },
      },
    ],
  },
  reference: [
    ...searchStays({ destination: 'Porto', checkIn: '2026-08-21', checkOut: '2026-08-24' }),
    { do: 'click', on: { role: 'link', name: 'The Fig Tree Hotel & Spa' } },
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
    { do: 'answer', text: 'Booked a Deluxe King Room with twin beds at The Fig Tree Hotel & Spa in Porto for 21–24 August 2026 for Maria Santos, with an airport transfer and Basic cover insurance, paid with the card ending 4242.' },
  ],
});
