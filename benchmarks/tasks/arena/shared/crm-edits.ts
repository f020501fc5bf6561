import type { Step } from 'contract-eval/task';
import { SIGN_IN_STEPS } from './app-sign-in.ts';

/** The reference steps of the CRM's bulk-write chores: a request read in Arena Mail, then one record's form after another. */

/** Opens each message named (from the inbox, in turn) and reads it, then goes to the CRM and signs in. */
export const readMailThenSignIn = (...subjects: string[]): Step[] => [
  ...subjects.flatMap((subject, index): Step[] => [
    ...(index > 0 ? [{ do: 'go', url: 'http://mail.arena.test/' } as const] : []),
    { do: 'click', on: { role: 'link', name: subject } },
    { do: 'read' },
  ]),
  { do: 'go', url: 'http://app.arena.test/' },
  ...SIGN_IN_STEPS,
];

/** A customer's edit form, `fields` filled in, saved. */
export const editCustomer = (id: string, fields: Step[]): Step[] => [
  { do: 'go', url: `http://app.arena.test/customers/${id}/edit` },
  ...fields,
  { do: 'click', on: { role: 'button', name: 'Save changes' } },
];

/** A ticket's page, `fields` of its properties form set, saved. */
export const editTicket = (id: string, fields: Step[]): Step[] => [
  { do: 'go', url: `http://app.arena.test/tickets/${id}` },
  ...fields,
  { do: 'click', on: { role: 'button', name: 'Save ticket' } },
];
