/**
 * Reference-solution steps that several book-* tasks share (../book-*.ts):
 * a stay search with typed dates, the traveller-details step, and paying in the card iframe.
 * Elements are named exactly as the booking site's pages name them.
 */
import type { Step } from 'contract-eval/task';

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
