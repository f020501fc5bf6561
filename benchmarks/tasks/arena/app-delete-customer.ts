import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-delete-customer',
  title: 'App: delete a customer, confirming the browser dialog',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} The customer Summit Goods Ltd was entered by mistake: delete it.`,
  rationale: 'Deleting (the button, or the action menu) asks with the browser’s confirm(); only accepting it deletes CUS-1134. Judged on the app’s records (that customer gone and logged as deleted; any other change is a side effect) and on no dialog being left open.',
  tags: ['standard', 'login', 'dialog'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'app', collection: 'deleted', where: { type: 'customer', id: 'CUS-1134' }, count: { op: 'eq', value: 1 } },
      { kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-1134' }, count: { op: 'eq', value: 0 } },
      { kind: 'no_dialog' },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'fill', on: { role: 'searchbox', name: 'Search customers and tickets' }, text: 'Summit Goods' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search customers and tickets' } },
    { do: 'click', on: { role: 'link', name: 'Summit Goods Ltd', nth: 0 } },
    { do: 'select', on: { role: 'combobox', name: 'More actions' }, option: 'Delete customer…' },
    { do: 'dialog', accept: true },
    { do: 'wait_for', text: 'Customer Summit Goods Ltd was deleted.' },
    { do: 'answer', text: 'Deleted the customer Summit Goods Ltd (CUS-1134).' },
  ],
});
