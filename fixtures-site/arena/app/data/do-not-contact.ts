/**
 * Customers whose contact asked Harbor CRM Ltd for no email of any kind (the customer
 * communications policy, /help/customer-communications-policy). The flag shows only on these
 * customers' pages and edit forms; it is no field of the record, so no other page or record moves.
 * Drawn with the arena's seed: two of the customers renewing within RENEWAL_NOTICE_DAYS days and
 * three active accounts not subscribed to the newsletter (the rules chore tasks, mail-chore-*).
 */
import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { lazy } from '../../../site-kit/lazy.ts';
import { renewalsDue } from '../queries.ts';
import { seedCustomers } from './customers.ts';
import { addDays } from './dates.ts';

/** How far ahead the renewal notice (mail-chore-crm-renewal-notice) reaches: renewals on or before today + this. */
export const RENEWAL_NOTICE_DAYS = 10;

export interface DoNotContact {
  id: string;
  /** When the contact asked (ISO date). */
  since: string;
}

export const doNotContact = lazy((): DoNotContact[] => {
  const random = Random.for('app', 'do-not-contact');
  const customers = seedCustomers();
  const renewing = renewalsDue(customers, RENEWAL_NOTICE_DAYS);
  const quiet = customers.filter((c) => c.status === 'Active' && !c.newsletter && !c.keyAccount && !renewing.includes(c));
  return [...random.sample(renewing, 2), ...random.sample(quiet, 3)].map((c) => ({ id: c.id, since: addDays(ARENA_TODAY, -random.int(20, 200)) }));
});

export const doNotContactOf = (id: string): DoNotContact | undefined => doNotContact().find((flag) => flag.id === id);
