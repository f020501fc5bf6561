import { SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { arena, defineFamily } from 'contract-eval/task';
import { openCustomer, saveTicketWithNote } from './shared/app-steps.ts';

const NOTE = 'Escalated to on-call support per runbook RB-7.';
const PROBLEM = 'API rate limit reached unexpectedly';
const OPEN = ['Open', 'In progress', 'Waiting on customer'];
const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

// Every open CRM ticket about the rate-limit problem the runbook names, one per customer. Left
// out: tickets the runbook's changes would partly find done (already Urgent, already In progress,
// or already assigned to the agent on call: a shortcut would pass those fields), and customers with
// two such open tickets (which one to escalate would be in doubt).
export default defineFamily({
  family: 'docs-frontier-runbook-escalation',
  defaultKey: 'tk-5684',
  instances: () => {
    const tickets = arena.app.tickets();
    const customers = arena.app.customers();
    const onCall = arena.app.onCall.name;
    return tickets.flatMap((ticket) => {
      if (ticket.subject !== PROBLEM || !OPEN.includes(ticket.status)) return [];
      if (ticket.priority === 'Urgent' || ticket.status === 'In progress' || ticket.assignee === onCall) return [];
      const open = tickets.filter((t) => t.customerId === ticket.customerId && OPEN.includes(t.status));
      if (open.filter((t) => t.subject === PROBLEM).length !== 1) return [];
      const customer = customers.find((c) => c.id === ticket.customerId)!;
      return [{ ticket, company: customer.company, stem: customer.company.split(' ').slice(0, 2).join(' '), openTickets: open.length, onCall }];
    });
  },
  key: ({ ticket }) => ticket.id.toLowerCase(),
  task: ({ ticket, company, stem, openTickets, onCall }) => {
    const operator = arena.app.staff[0].name;
    const held = `${ticket.assignee === 'Unassigned' ? 'unassigned' : `assigned to ${ticket.assignee}`}, ${ticket.priority}`;
    return {
      title: 'Docs to CRM: escalate a customer ticket the way the support runbook says',
      startUrl: 'http://docs.arena.test/',
      goal: `${company} report that their API calls are refused with 429 errors well below the limit of their plan. Escalate their ticket about it in Harbor CRM (http://app.arena.test/) exactly as the support runbook in the ${arena.docs.library().name} docs says. Sign in to Harbor CRM as {{email}} with the password {{password}}.`,
      rationale: `cross-site: the procedure is only in the docs (the knowledge-base article "Support runbook: escalating a ticket", found by the docs search or from the Support page): priority Urgent, status In progress, the support agent on call this week as assignee, and an exact internal note. Who is on call is only on the CRM dashboard (${onCall}), and the ticket is named by its customer and problem: ${company} has ${COUNTS[openTickets]} open ticket${openTickets === 1 ? '' : 's'}, ${ticket.id} (API rate limit, ${held}) is the one. Judged on the stored ticket (every field the runbook sets, the note with its author and internal flag) and on the request for the runbook; a shortcut that never reads the runbook cannot know the note or the fields.`,
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
            where: { id: ticket.id, priority: 'Urgent', status: 'In progress', assignee: onCall, comments: [{ author: operator, body: NOTE, internal: true }] },
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
        ...openCustomer(stem, company),
        { do: 'click', on: { role: 'link', name: ticket.id } },
        { do: 'select', on: { role: 'combobox', name: 'Status' }, option: 'In progress' },
        { do: 'select', on: { role: 'combobox', name: 'Priority' }, option: 'Urgent' },
        { do: 'select', on: { role: 'combobox', name: 'Assignee' }, option: onCall },
        ...saveTicketWithNote(NOTE),
        {
          do: 'answer',
          explanation: `I escalated ${ticket.id} (${company}, ${PROBLEM}) as the runbook says: priority Urgent, status In progress, assigned to ${onCall}, who is on call this week, and the internal note "${NOTE}" added.`,
        },
      ],
    };
  },
});
