import { SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

const NOTE = 'Escalated to on-call support per runbook RB-7.';

export default defineTask({
  id: 'docs-frontier-runbook-escalation',
  title: 'Docs to CRM: escalate a customer ticket the way the support runbook says',
  startUrl: 'http://docs.arena.test/',
  goal:
    'Granite Growers Ltd report that their API calls are refused with 429 errors well below the limit of their plan. Escalate their ticket about it in Harbor CRM (http://app.arena.test/) exactly as the support runbook in the Larkspur docs says. Sign in to Harbor CRM as {{email}} with the password {{password}}.',
  rationale:
    'cross-site: the procedure is only in the docs (the knowledge-base article "Support runbook: escalating a ticket", found by the docs search or from the Support page): priority Urgent, status In progress, the support agent on call this week as assignee, and an exact internal note. Who is on call is only on the CRM dashboard (Felix Dubois), and the ticket is named by its customer and problem: Granite Growers Ltd has two open tickets, TK-5684 (API rate limit, unassigned, Normal) is the one. Judged on the stored ticket (every field the runbook sets, the note with its author and internal flag) and on the request for the runbook; a shortcut that never reads the runbook cannot know the note or the fields.',
  tags: ['frontier', 'cross-site', 'login', 'form'],
  maxSteps: 60,
  maxDurationMs: 300_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      {
        kind: 'site_state',
        site: 'app',
        collection: 'tickets',
        where: { id: 'TK-5684', priority: 'Urgent', status: 'In progress', assignee: 'Felix Dubois', comments: [{ author: 'Beatriz Weber', body: NOTE, internal: true }] },
      },
      { kind: 'network', url_pattern: '^http://docs\\.arena\\.test/kb/support-runbook$', status_in: [200], since: 'contract_enter' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'support runbook' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'Support runbook: escalating a ticket' } },
    { do: 'read' },
    { do: 'go', url: 'http://app.arena.test/' },
    ...SIGN_IN_STEPS,
    { do: 'fill', on: { role: 'searchbox', name: 'Search customers and tickets' }, text: 'Granite Growers' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search customers and tickets' } },
    { do: 'click', on: { role: 'link', name: 'Granite Growers Ltd', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'TK-5684' } },
    { do: 'select', on: { role: 'combobox', name: 'Status' }, option: 'In progress' },
    { do: 'select', on: { role: 'combobox', name: 'Priority' }, option: 'Urgent' },
    { do: 'select', on: { role: 'combobox', name: 'Assignee' }, option: 'Felix Dubois' },
    { do: 'click', on: { role: 'button', name: 'Save ticket' } },
    { do: 'fill', on: { role: 'textbox', name: 'Add a note' }, text: NOTE },
    { do: 'click', on: { role: 'button', name: 'Add note' } },
    {
      do: 'answer',
      text: `I escalated TK-5684 (Granite Growers Ltd, API rate limit reached unexpectedly) as the runbook says: priority Urgent, status In progress, assigned to Felix Dubois, who is on call this week, and the internal note "${NOTE}" added.`,
    },
  ],
});
