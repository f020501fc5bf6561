import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { arena, defineFamily } from 'contract-eval/task';

// Every ticket: its number finds it alone in the search, and any of them deletes the same way.
export default defineFamily({
  family: 'app-delete-ticket',
  defaultKey: 'tk-5150',
  instances: () => arena.app.tickets(),
  key: (ticket) => ticket.id.toLowerCase(),
  task: ({ id }) => ({
    title: 'App: delete a ticket through the in-page confirmation',
    startUrl: 'http://app.arena.test/',
    goal: `${SIGN_IN_GOAL} Ticket ${id} is a duplicate: delete it.`,
    rationale: `Deleting opens an in-page dialog whose confirm button does the deletion; judged on the app’s records (${id} gone and logged as deleted; any other change is a side effect).`,
    tags: ['standard', 'login', 'dialog'],
    maxSteps: 20,
    maxDurationMs: 120_000,
    signature: { inputs: SIGN_IN_INPUTS },
    success: {
      kind: 'and',
      children: [
        { kind: 'site_state', site: 'app', collection: 'deleted', where: { type: 'ticket', id }, count: { op: 'eq', value: 1 } },
        { kind: 'site_state', site: 'app', collection: 'tickets', where: { id }, count: { op: 'eq', value: 0 } },
      ],
    },
    reference: [
      ...SIGN_IN_STEPS,
      { do: 'fill', on: { role: 'searchbox', name: 'Search customers and tickets' }, text: id },
      { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search customers and tickets' } },
      { do: 'click', on: { role: 'link', name: id } },
      { do: 'click', on: { role: 'button', name: 'Delete ticket' } },
      { do: 'click', on: { role: 'button', name: 'Delete permanently' } },
      { do: 'answer', text: `Deleted the duplicate ticket ${id}.` },
    ],
  }),
});
