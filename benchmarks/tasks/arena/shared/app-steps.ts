import type { Step } from 'contract-eval/task';
import { SIGN_IN_STEPS } from './app-sign-in.ts';

/** The CRM's reference steps that several tasks share: its search, a customer, a ticket's note. */

const searchBox = () => ({ role: 'searchbox', name: 'Search customers and tickets' }) as const;

/** Searches the CRM (the search box on every signed-in page) for `text`. */
export const searchCrm = (text: string): Step[] => [
  { do: 'fill', on: searchBox(), text },
  { do: 'press', key: 'Enter', on: searchBox() },
];

/** Searches the CRM for `search` and opens the first customer named `company` among the hits. */
export const openCustomer = (search: string, company: string): Step[] => [...searchCrm(search), { do: 'click', on: { role: 'link', name: company, nth: 0 } }];

/** For a task that starts on another site: goes to the CRM, signs in and opens a customer as openCustomer does. */
export const openCustomerInCrm = (search: string, company: string): Step[] => [{ do: 'go', url: 'http://app.arena.test/' }, ...SIGN_IN_STEPS, ...openCustomer(search, company)];

/** Saves the open ticket's form, then adds `note` to it (the ticket page's notes are internal). */
export const saveTicketWithNote = (note: string): Step[] => [
  { do: 'click', on: { role: 'button', name: 'Save ticket' } },
  { do: 'fill', on: { role: 'textbox', name: 'Add a note' }, text: note },
  { do: 'click', on: { role: 'button', name: 'Add note' } },
];
