import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-import-customers',
  title: 'App: import customers from a CSV file, then adjust one',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Import the new customers from the file app-new-customers.csv; rows the app rejects may be skipped. Then make Zoe Chen the account manager of the newly imported Solstice Energy AB and mark it as a key account.`,
  rationale:
    'The file has five rows, one with an invalid email that the import preview rejects: exactly four customers must be imported (in one import), and the imported Solstice Energy AB must then be edited. Judged on the app’s records. Single task, not a family: the CSV file is a fixed upload (fixtures-site/uploads/app-new-customers.csv) that does not follow the seed, so its rows, its rejected row and Solstice Energy AB are the only instance.',
  tags: ['hard', 'login', 'upload', 'form'],
  maxSteps: 45,
  maxDurationMs: 300_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'app', collection: 'imports', where: { skipped: 1 }, count: { op: 'eq', value: 1 } },
      { kind: 'site_state', site: 'app', collection: 'customers', where: { source: 'import' }, count: { op: 'eq', value: 4 } },
      {
        kind: 'site_state',
        site: 'app',
        collection: 'customers',
        where: { company: 'Solstice Energy AB', source: 'import', tier: 'Enterprise', accountManager: 'Zoe Chen', keyAccount: true },
        count: { op: 'eq', value: 1 },
      },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'click', on: { role: 'link', name: 'Import customers' } },
    { do: 'upload', on: { role: 'button', name: 'CSV file' }, file: 'app-new-customers.csv' },
    { do: 'click', on: { role: 'button', name: 'Preview import' } },
    { do: 'click', on: { role: 'button', name: 'Import 4 customers' } },
    { do: 'click', on: { role: 'link', name: 'Solstice Energy AB' } },
    { do: 'click', on: { role: 'link', name: 'Edit customer' } },
    { do: 'select', on: { role: 'combobox', name: 'Account manager' }, option: 'Zoe Chen' },
    { do: 'check', on: { role: 'checkbox', name: 'Key account' } },
    { do: 'click', on: { role: 'button', name: 'Save changes' } },
    { do: 'answer', explanation: 'Imported four customers from app-new-customers.csv (the row with an invalid email was skipped), then made Zoe Chen the account manager of Solstice Energy AB and marked it as a key account.' },
  ],
});
