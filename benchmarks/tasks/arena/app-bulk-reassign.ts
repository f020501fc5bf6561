import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

/** Marco Becker's customers that are on hold, from the seed. */
const ON_HOLD = ['CUS-1026', 'CUS-1041', 'CUS-1063', 'CUS-1074', 'CUS-1264'];

export default defineTask({
  id: 'app-bulk-reassign',
  title: 'App: hand a manager’s on-hold customers to a colleague',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Marco Becker is leaving. Make Zoe Chen the account manager of all of Marco Becker's customers whose status is On hold; his other customers stay with him for now.`,
  rationale:
    'Needs the list filtered by manager and status, the rows selected and the bulk assignment applied. Judged on the app’s records: each of the five on-hold customers now with Zoe Chen, and Marco Becker keeping his other 24.',
  tags: ['hard', 'login', 'bulk'],
  maxSteps: 40,
  maxDurationMs: 240_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      ...ON_HOLD.map((id) => ({ kind: 'site_state' as const, site: 'app', collection: 'customers', where: { id, accountManager: 'Zoe Chen', status: 'On hold' } })),
      { kind: 'site_state', site: 'app', collection: 'customers', where: { accountManager: 'Marco Becker' }, count: { op: 'eq', value: 24 } },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'click', on: { role: 'link', name: 'Customers' } },
    { do: 'select', on: { role: 'combobox', name: 'Account manager' }, option: 'Marco Becker' },
    { do: 'select', on: { role: 'combobox', name: 'Status' }, option: 'On hold' },
    { do: 'click', on: { role: 'button', name: 'Apply filters' } },
    { do: 'check', on: { role: 'checkbox', name: 'Select all rows on this page' } },
    { do: 'select', on: { role: 'combobox', name: 'Assign selected to' }, option: 'Zoe Chen' },
    { do: 'click', on: { role: 'button', name: 'Assign selected' } },
    { do: 'wait_for', text: 'Assigned 5 customers to Zoe Chen.' },
    { do: 'answer', text: 'Done: Zoe Chen is now the account manager of Marco Becker’s five customers on hold (CUS-1026, CUS-1041, CUS-1063, CUS-1074 and CUS-1264); his other customers stay with him.' },
  ],
});
