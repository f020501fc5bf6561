/** The payment form's checks and the test-mode card network behind it. */
import { TODAY } from './dates.ts';

/** Test mode: this card is always approved, this one always declined (as on the Payment help page). */
export const APPROVED_TEST_CARD = '4242 4242 4242 4242';
export const DECLINED_TEST_CARD = '4000 0000 0000 0002';

export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

export function digitsOf(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardErrors(card: CardForm): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(card.number);
  if (!card.name.trim()) errors.name = 'Enter the name shown on the card';
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'Enter a valid card number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (`20${expiry[2]}-${expiry[1]}` < TODAY.slice(0, 7)) errors.expiry = 'This card has expired';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Enter the 3-digit security code from the back of the card';
  return errors;
}

/** What the test-mode network answers for a valid card: only the approved test card goes through. */
export function authorise(number: string): 'approved' | 'declined' {
  return digitsOf(number) === digitsOf(APPROVED_TEST_CARD) ? 'approved' : 'declined';
}
