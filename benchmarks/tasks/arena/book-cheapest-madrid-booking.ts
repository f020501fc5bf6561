import { ACCEPT_AND_CONTINUE, AWAIT_CONFIRMATION, enterGuest, payWithCard, searchStays } from './shared/book-steps.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-cheapest-madrid-booking',
  title: 'Booking: find and book the cheapest available stay in Madrid',
  startUrl: 'http://book.arena.test/',
  goal:
    'On the Wayfarer booking site, book the cheapest property in Madrid that has a room for two adults from 16 to 19 August 2026 (its cheapest room, no breakfast, no extras). ' +
    'The guest is Aisha Haddad (aisha.haddad@example.com), who lives in Morocco. Pay with the test card 4242 4242 4242 4242, expiry 10/27, security code 321, cardholder Aisha Haddad.',
  rationale:
    'Madrid’s two cheapest properties are sold out on those nights; the record must be a paid booking at The Lantern Backpackers (H-1098), the cheapest available, for $249 (3 × $83), nothing added.',
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
          hotelId: 'H-1098',
          checkIn: '2026-08-16',
          checkOut: '2026-08-19',
          guests: 2,
          roomType: 'standard-double',
          traveller: { firstName: 'Aisha', lastName: 'Haddad', email: 'aisha.haddad@example.com', country: 'Morocco' },
          paymentLast4: '4242',
          total: 249,
        },
      },
    ],
  },
  reference: [
    ...searchStays({ destination: 'Madrid', checkIn: '2026-08-16', checkOut: '2026-08-19' }),
    { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Price (lowest first)' },
    { do: 'click', on: { role: 'button', name: 'Update results' } },
    { do: 'click', on: { role: 'link', name: 'The Lantern Backpackers' } },
    { do: 'click', on: { role: 'button', name: 'Reserve' } },
    ...enterGuest({ firstName: 'Aisha', lastName: 'Haddad', email: 'aisha.haddad@example.com', country: 'Morocco' }),
    { do: 'click', on: { role: 'button', name: 'Next' } },
    ...ACCEPT_AND_CONTINUE,
    ...payWithCard({ name: 'Aisha Haddad', number: '4242 4242 4242 4242', expiry: '10/27', cvc: '321' }),
    AWAIT_CONFIRMATION,
    { do: 'answer', text: 'Booked the cheapest Madrid property with a room for 16–19 August 2026 for Aisha Haddad, paid with the card ending 4242.' },
  ],
});
