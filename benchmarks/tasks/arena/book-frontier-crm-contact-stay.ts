import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { openCustomerInCrm } from './shared/app-steps.ts';
import { foundAlone } from './shared/app-family.ts';
import { searchName } from './shared/app-words.ts';
import { AWAIT_CONFIRMATION, confirmedBooking, payWithCard, reserveRoom, searchStays } from './shared/book-steps.ts';
import { keyOf, searchResults } from './shared/book-data.ts';
import { arena, defineFamily } from 'contract-eval/task';

const DESTINATION = 'Lisbon';
const CHECK_IN = '2026-09-21';
const CHECK_OUT = '2026-09-24';
const STAY = { checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 1 };
const CARD = { name: 'Ana Duarte', number: '4242 4242 4242 4242', expiry: '11/28', cvc: '123' };

/** The summit's hotel: the best-rated property of the destination whose Standard Double Room is free for one on the nights. */
function summitHotel() {
  const free = searchResults({ destination: DESTINATION, checkin: CHECK_IN, checkout: CHECK_OUT, guests: '1', sort: 'rating' })
    .map((result) => result.hotel)
    .filter((hotel) => arena.book.offersFor(hotel, STAY).some((offer) => offer.room.type.id === 'standard-double' && offer.available));
  return free[0];
}

// Every CRM customer the header search finds alone by the first two words of its name, whose
// primary contact has a two-word name (first name and last name as the booking form asks), and
// who is not based in the summit's country (the traveller's country would then be a guess that
// happens to be right). The hotel and the stay are the same for every instance.
export default defineFamily({
  family: 'book-frontier-crm-contact-stay',
  defaultKey: 'summit-logistics',
  instances: () => {
    const hotel = summitHotel();
    if (!hotel) return [];
    const offer = arena.book.offersFor(hotel, STAY).find((one) => one.room.type.id === 'standard-double')!;
    return arena.app.customers().flatMap((customer) => {
      const names = customer.contactName.split(' ');
      if (!foundAlone(customer) || names.length !== 2 || customer.country === hotel.destination.country) return [];
      return [{ customer, traveller: { firstName: names[0], lastName: names[1], email: customer.contactEmail, country: customer.country }, hotel, offer }];
    });
  },
  key: ({ customer }) => keyOf(searchName(customer.company)),
  task: ({ customer, traveller, hotel, offer }) => ({
    title: 'CRM to booking: book a customer contact’s stay with the details Harbor CRM holds',
    startUrl: 'http://book.arena.test/',
    goal:
      `Our customer ${customer.company} is sending their primary contact to our partner summit in ${DESTINATION}. On the Wayfarer booking site, book that person a Standard Double Room for one adult at ${hotel.name} in ${DESTINATION} from 21 to 24 September 2026, without breakfast or extras, ` +
      `under their first name, last name and email address exactly as Harbor CRM (http://app.arena.test/) has them; their country of residence is the company's country there. ` +
      `We pay: card 4242 4242 4242 4242, expiry 11/28, security code 123, cardholder ${CARD.name}. ${SIGN_IN_GOAL}`,
    rationale:
      `cross-site: the traveller is only named by role; who it is (${customer.contactName}, ${customer.contactEmail}) and the country (${customer.country}) are on ${customer.company}'s page in Harbor CRM (${customer.id}, found with its search behind the sign-in), and the booking is made on Wayfarer. ` +
      `Judged on a confirmed booking of ${hotel.name} (${hotel.id}) for one adult, 21–24 September 2026, Standard Double Room (${arena.book.money(offer.total)}), with the contact's first and last name, email and country; the CRM must not change. ` +
      `A shortcut that books under a made-up or the cardholder's name, or never opens the CRM, fails on the traveller. Shortcuts book nothing.`,
    tags: ['frontier', 'cross-site', 'login', 'state-change'],
    maxSteps: 100,
    maxDurationMs: 420_000,
    signature: { inputs: SIGN_IN_INPUTS },
    success: confirmedBooking({ hotelId: hotel.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 1, roomType: 'standard-double', traveller, total: offer.total }),
    reference: [
      ...openCustomerInCrm(searchName(customer.company), customer.company),
      { do: 'read' },
      { do: 'go', url: 'http://book.arena.test/' },
      ...searchStays({ destination: DESTINATION, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 1 }),
      { do: 'click', on: { role: 'link', name: hotel.name } },
      ...reserveRoom('Standard Double Room', traveller),
      ...payWithCard(CARD),
      AWAIT_CONFIRMATION,
      { do: 'answer', explanation: `Booked a Standard Double Room at ${hotel.name} in ${DESTINATION} for 21–24 September 2026 for ${customer.contactName} (${customer.contactEmail}, ${customer.country}), ${customer.company}'s primary contact, paid with the card ending 4242.` },
    ],
  }),
});
