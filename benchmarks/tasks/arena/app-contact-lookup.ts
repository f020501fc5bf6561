import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { foundAlone, onDashboard } from './shared/app-family.ts';
import { keyOf, searchName } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';
import { openCustomer } from './shared/app-steps.ts';

// Every customer whose record alone gives the phone and manager. Rejected: a customer named on the
// dashboard (the task says it is not there), one whose phone another customer shares (two right
// answers), one the search of its first two words does not find alone, and one whose contact has
// the name of a member of staff (an answer naming the contact would name two managers).
export default defineFamily({
  family: 'app-contact-lookup',
  defaultKey: 'summit-power',
  instances: () => {
    const customers = arena.app.customers();
    return customers.filter((c) => !onDashboard(c.company) && customers.filter((o) => o.phone === c.phone).length === 1 && foundAlone(c) && !arena.app.staff.some((s) => s.name === c.contactName));
  },
  key: (customer) => keyOf(searchName(customer.company)),
  task: (customer) => ({
    title: 'App: a customer’s contact phone and account manager',
    startUrl: 'http://app.arena.test/',
    goal: `${SIGN_IN_GOAL} What is the phone number of the primary contact at ${customer.company}, and who is their account manager?`,
    rationale: `${customer.company} is not on the dashboard; its phone number and manager are on its record, found through the search. A guessed phone number cannot match.`,
    tags: ['standard', 'login'],
    maxSteps: 20,
    maxDurationMs: 120_000,
    signature: { inputs: SIGN_IN_INPUTS },
    success: {
      kind: 'and',
      children: [
        { kind: 'answer', field: 'phone', description: 'the phone number of the customer’s primary contact', value: customer.phone, of: 'app.phones' },
        { kind: 'answer', field: 'account_manager', description: 'the name of the customer’s account manager', value: customer.accountManager, of: 'app.staff' },
      ],
    },
    reference: [
      ...SIGN_IN_STEPS,
      ...openCustomer(searchName(customer.company), customer.company),
      { do: 'answer', fields: { phone: customer.phone, account_manager: customer.accountManager }, explanation: `The primary contact, ${customer.contactName}, is on ${customer.phone}; the account manager is ${customer.accountManager}.` },
    ],
  }),
});
