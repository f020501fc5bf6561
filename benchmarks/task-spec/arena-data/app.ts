/** The CRM's records as generated (app.arena.test). */
import { dashboard } from '../../../fixtures-site/arena/app/pages/dashboard.ts';
import { initialState } from '../../../fixtures-site/arena/app/state.ts';
import { OPERATOR } from '../../../fixtures-site/arena/app/data/staff.ts';
import { lazy } from '../../../fixtures-site/site-kit/lazy.ts';

export { seedCustomers as customers, TIERS as tiers } from '../../../fixtures-site/arena/app/data/customers.ts';
export { seedTickets as tickets, isOpen } from '../../../fixtures-site/arena/app/data/tickets.ts';
export { ON_CALL as onCall, STAFF as staff, OPERATOR as operator, ACCOUNT_MANAGERS as accountManagers } from '../../../fixtures-site/arena/app/data/staff.ts';
export { COUNTRIES as countries } from '../../../fixtures-site/arena/app/data/words.ts';
export { renewalsDue } from '../../../fixtures-site/arena/app/queries.ts';
/** Customers whose page and edit form carry a Do not contact note, and the team policies' pages and limits. */
export { doNotContact, RENEWAL_NOTICE_DAYS } from '../../../fixtures-site/arena/app/data/do-not-contact.ts';
export { POLICIES as policies, PURCHASE_UNIT_LIMIT, ARR_CHANGE_LIMIT } from '../../../fixtures-site/arena/app/pages/policies.ts';
/** What a customer's page shows in its Billing panel (payment method, terms, purchase order): on that page only. */
export { billing } from '../../../fixtures-site/arena/app/data/account-extras.ts';
export { ARENA_TODAY as today } from '../../../fixtures-site/site-kit/random.ts';

/** The dashboard (the first page after signing in) of a fresh episode, as HTML. */
export const dashboardPage = lazy((): string => {
  const state = initialState();
  const session = { id: 's1', email: OPERATOR.email, name: OPERATOR.name, signedInAt: '', signedOutAt: null, keepSignedIn: false, auditMark: 0 };
  const request = { method: 'GET', url: new URL('http://app.arena.test/'), headers: {}, cookies: {}, form: new URLSearchParams() };
  return String(dashboard({ request, state, session: session as never }).body);
});
