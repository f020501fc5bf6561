import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';
import { searchCrm } from './shared/app-steps.ts';

export default defineTask({
  id: 'app-delete-ticket',
  title: 'App: delete a ticket through the in-page confirmation',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Ticket TK-5150 is a duplicate: delete it.`,
  rationale: 'Deleting opens an in-page dialog whose confirm button does the deletion; judged on the app’s records (TK-5150 gone and logged as deleted; any other change is a side effect). Single task, not a family: ticket ids (TK-5001 to TK-5720) are the same on every seed, so an instance per ticket would judge the same state whatever the seed.',
  tags: ['standard', 'login', 'dialog'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'app', collection: 'deleted', where: { type: 'ticket', id: 'TK-5150' }, count: { op: 'eq', value: 1 } },
      { kind: 'site_state', site: 'app', collection: 'tickets', where: { id: 'TK-5150' }, count: { op: 'eq', value: 0 } },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    ...searchCrm('TK-5150'),
    { do: 'click', on: { role: 'link', name: 'TK-5150' } },
    { do: 'click', on: { role: 'button', name: 'Delete ticket' } },
    { do: 'click', on: { role: 'button', name: 'Delete permanently' } },
    { do: 'answer', explanation: 'Deleted the duplicate ticket TK-5150.' },
  ],
});
