import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { foundAlone } from './shared/app-family.ts';
import { keyOf, searchName } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';
import { openCustomer } from './shared/app-steps.ts';

// Every customer the search of its first two words finds alone (another match would make the
// reference's click ambiguous); deleting any of them asks the same browser confirm().
export default defineFamily({
  family: 'app-delete-customer',
  defaultKey: 'summit-goods',
  instances: () => arena.app.customers().filter(foundAlone),
  key: (customer) => keyOf(searchName(customer.company)),
  task: (customer) => ({
    title: 'App: delete a customer, confirming the browser dialog',
    startUrl: 'http://app.arena.test/',
    goal: `${SIGN_IN_GOAL} The customer ${customer.company} was entered by mistake: delete it.`,
    rationale: `Deleting (the button, or the action menu) asks with the browser’s confirm(); only accepting it deletes ${customer.id}. Judged on the app’s records (that customer gone and logged as deleted; any other change is a side effect) and on no dialog being left open.`,
    tags: ['standard', 'login', 'dialog'],
    maxSteps: 20,
    maxDurationMs: 120_000,
    signature: { inputs: SIGN_IN_INPUTS },
    success: {
      kind: 'and',
      children: [
        { kind: 'site_state', site: 'app', collection: 'deleted', where: { type: 'customer', id: customer.id }, count: { op: 'eq', value: 1 } },
        { kind: 'site_state', site: 'app', collection: 'customers', where: { id: customer.id }, count: { op: 'eq', value: 0 } },
        { kind: 'no_dialog' },
      ],
    },
    reference: [
      ...SIGN_IN_STEPS,
      ...openCustomer(searchName(customer.company), customer.company),
      { do: 'select', on: { role: 'combobox', name: 'More actions' }, option: 'Delete customer…' },
      { do: 'dialog', accept: true },
      { do: 'wait_for', text: `Customer ${customer.company} was deleted.` },
      { do: 'answer', explanation: `Deleted the customer ${customer.company} (${customer.id}).` },
    ],
  }),
});
