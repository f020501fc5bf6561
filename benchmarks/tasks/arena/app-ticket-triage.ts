import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

const NOTE = 'Called the customer, working on a fix.';

export default defineTask({
  id: 'app-ticket-triage',
  title: 'App: take over a customer’s urgent ticket',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Fernhill Power Ltd has an urgent problem. Find their open ticket with Urgent priority, assign it to yourself, set its status to In progress and its due date to 16 June 2026, and add the internal note "${NOTE}". Then tell me the ticket number.`,
  rationale:
    'Fernhill Power Ltd has seven tickets, one of them open and Urgent (TK-5585, unassigned); another Urgent one is closed. Judged on the stored ticket (status, assignee, due date, the internal note by the signed-in user) and the number in the answer.',
  tags: ['hard', 'login', 'form'],
  maxSteps: 45,
  maxDurationMs: 300_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      {
        kind: 'site_state',
        site: 'app',
        collection: 'tickets',
        where: { id: 'TK-5585', status: 'In progress', assignee: 'Beatriz Weber', due: '2026-06-16', comments: [{ author: 'Beatriz Weber', body: NOTE, internal: true }] },
      },
      { kind: 'answer', value: 'TK-5585', of: 'app.tickets' },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'fill', on: { role: 'searchbox', name: 'Search customers and tickets' }, text: 'Fernhill Power' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search customers and tickets' } },
    { do: 'click', on: { role: 'link', name: 'Fernhill Power Ltd', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'TK-5585' } },
    { do: 'select', on: { role: 'combobox', name: 'Status' }, option: 'In progress' },
    { do: 'select', on: { role: 'combobox', name: 'Assignee' }, option: 'Beatriz Weber' },
    { do: 'fill', on: { role: 'textbox', name: 'Due date' }, text: '2026-06-16' },
    { do: 'click', on: { role: 'button', name: 'Save ticket' } },
    { do: 'fill', on: { role: 'textbox', name: 'Add a note' }, text: NOTE },
    { do: 'click', on: { role: 'button', name: 'Add note' } },
    { do: 'answer', text: 'The urgent ticket is TK-5585; it is now assigned to me, in progress, due 16 June 2026, with the note added.' },
  ],
});
