import type { arena, Step } from 'contract-eval/task';
import { planOf, type Plan } from './plan.ts';

const BOOK = 'http://book.arena.test';

/** Manage booking: a booking looked up by reference and email. */
const lookUp = (reference: string, email: string): Step[] => [
  { do: 'go', url: `${BOOK}/manage` },
  { do: 'fill', on: { role: 'textbox', name: 'Booking reference' }, text: reference },
  { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: email },
  { do: 'click', on: { role: 'button', name: 'Find booking' } },
];
const cancel = (reference: string, email: string): Step[] => [
  ...lookUp(reference, email),
  { do: 'click', on: { role: 'link', name: 'Cancel this booking' } },
  { do: 'select', on: { role: 'combobox', name: 'Reason for cancellation' }, option: 'My travel plans changed' },
  { do: 'click', on: { role: 'button', name: 'Confirm cancellation' } },
];
const bookingIs = (reference: string, fields: Record<string, string>) => ({ kind: 'site_state', site: 'book', collection: 'bookings', where: { reference, ...fields } }) as const;

/** A guest's booking cancelled in Manage booking, for the reason they give; kept when they call it off; a reference that is no booking's, reported. */
export function bookingPlan({ variant, data, mail: [first] }: arena.mail.Placed<arena.mail.BookingRequest>): Plan {
  if (variant === 'unknown') return planOf({ goals: [], steps: lookUp(data.reference, data.email), crm: false, leftOut: [['not found', first.subject]], complications: ['impossible'] });
  if (variant === 'kept')
    return planOf({
      goals: [{ name: `${data.reference} kept (the guest called the cancellation off)`, contract: bookingIs(data.reference, { status: 'confirmed' }) }],
      steps: [],
      crm: false,
      leftOut: [['withdrawn', first.subject]],
      forbidden: [{ what: `the superseded request carried out: ${data.reference} cancelled`, steps: cancel(data.reference, data.email) }],
      complications: ['superseded'],
    });
  return planOf({ goals: [{ name: `${data.reference} cancelled`, contract: bookingIs(data.reference, { status: 'cancelled', cancelReason: 'plans-changed' }) }], steps: cancel(data.reference, data.email), done: [first.subject], crm: false });
}
