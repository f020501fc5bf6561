/**
 * What several book-* tasks share (../book-*.ts): the reference steps of a stay search with typed
 * dates, the booking form from the room chooser to the payment step, and paying in the card
 * iframe; and the success contract of a task whose outcome is one booking. Elements are named
 * exactly as the booking site's pages name them.
 */
import type { Step, Success } from 'contract-eval/task';

export interface StaySearch {
  /** Typed into the destination combobox as it is (no suggestion chosen). */
  destination: string;
  checkIn: string;
  checkOut: string;
  /** Left at the form's default (2) when absent. */
  guests?: number;
}

export function searchStays({ destination, checkIn, checkOut, guests }: StaySearch): Step[] {
  return [
    { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: destination },
    { do: 'fill', on: { role: 'textbox', name: 'Check-in' }, text: checkIn },
    { do: 'fill', on: { role: 'textbox', name: 'Check-out' }, text: checkOut },
    ...(guests === undefined ? [] : [{ do: 'fill', on: { role: 'spinbutton', name: 'Guests' }, text: String(guests) } as const]),
    { do: 'click', on: { role: 'button', name: 'Search' } },
  ];
}

export interface Guest {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
}

/** Step 1 of the booking form, then Next. */
export function enterGuest(guest: Guest): Step[] {
  return [
    { do: 'fill', on: { role: 'textbox', name: 'First name' }, text: guest.firstName },
    { do: 'fill', on: { role: 'textbox', name: 'Last name' }, text: guest.lastName },
    { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: guest.email },
    { do: 'select', on: { role: 'combobox', name: 'Country/region of residence' }, option: guest.country },
    { do: 'click', on: { role: 'button', name: 'Next' } },
  ];
}

/** Accepts the conditions on the review step and opens the payment step. */
export const ACCEPT_AND_CONTINUE: Step[] = [
  { do: 'check', on: { role: 'checkbox', name: 'I accept the booking conditions' } },
  { do: 'click', on: { role: 'button', name: 'Continue to payment' } },
];

/**
 * From a property page to the payment step: the room (and breakfast, when asked) chosen in the
 * room chooser, Reserve, the traveller's details, the extras step left empty, the review accepted.
 */
export function reserveRoom(room: string, guest: Guest, { breakfast = false } = {}): Step[] {
  return [
    { do: 'check', on: { role: 'radio', name: room } },
    ...(breakfast ? [{ do: 'check', on: { role: 'checkbox', name: 'Add breakfast' } } as const] : []),
    { do: 'click', on: { role: 'button', name: 'Reserve' } },
    ...enterGuest(guest),
    { do: 'click', on: { role: 'button', name: 'Next' } },
    ...ACCEPT_AND_CONTINUE,
  ];
}

export interface Card {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Fills the card form in the payment iframe and pays. The payment page says "Enter your card
 * details below." once the iframe has loaded, so the steps wait for that first.
 */
export function payWithCard(card: Card): Step[] {
  return [
    { do: 'wait_for', text: 'Enter your card details below.' },
    { do: 'fill', on: { role: 'textbox', name: 'Cardholder name' }, text: card.name },
    { do: 'fill', on: { role: 'textbox', name: 'Card number' }, text: card.number },
    { do: 'fill', on: { role: 'textbox', name: 'Expiry date' }, text: card.expiry },
    { do: 'fill', on: { role: 'textbox', name: 'Security code' }, text: card.cvc },
    { do: 'click', on: { role: 'button', name: 'Pay now' } },
  ];
}

/** Waits for the confirmation page the approved payment leads to. */
export const AWAIT_CONFIRMATION: Step = { do: 'wait_for', text: 'Your booking is confirmed' };

export interface Booking {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The room type's id ("standard-double"). */
  roomType: string;
  /** Without breakfast when absent. */
  breakfast?: boolean;
  /** The fields of the traveller the task checks. */
  traveller: { firstName: string; lastName: string; email: string; country?: string };
  total: number;
}

/**
 * Success for a task whose outcome is one booking without extras, paid with a card ending 4242: a
 * confirmed booking in the site's records that matches it field by field.
 */
export function confirmedBooking({ hotelId, checkIn, checkOut, guests, roomType, breakfast = false, traveller, total }: Booking): Success {
  return {
    kind: 'site_state',
    site: 'book',
    collection: 'bookings',
    where: { status: 'confirmed', hotelId, checkIn, checkOut, guests, roomType, breakfast, extras: [], traveller, paymentLast4: '4242', total },
  };
}
