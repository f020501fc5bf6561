import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { foundAlone } from './shared/app-family.ts';
import { keyOf, longDate, numberWord, searchName } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';
import { openCustomer, saveTicketWithNote } from './shared/app-steps.ts';

const NOTE = 'Called the customer, working on a fix.';
/** The due date every instance asks for. */
const DUE = '2026-06-16';

// Every customer with exactly one open Urgent ticket among at least two tickets (with two open
// Urgent ones "their open ticket" would be two answers). Rejected: a ticket already in progress,
// already with the signed-in user or already due that day (a part of the change done before the
// agent starts), and a customer the search of its first two words does not find alone.
export default defineFamily({
  family: 'app-ticket-triage',
  defaultKey: 'fernhill-power',
  instances: () =>
    arena.app.customers().flatMap((customer) => {
      const tickets = arena.app.tickets().filter((t) => t.customerId === customer.id);
      const urgent = tickets.filter((t) => t.priority === 'Urgent' && arena.app.isOpen(t));
      if (tickets.length < 2 || urgent.length !== 1 || !foundAlone(customer)) return [];
      const [ticket] = urgent;
      if (ticket.status === 'In progress' || ticket.assignee === arena.app.operator.name || ticket.due === DUE) return [];
      return [{ customer, tickets, ticket }];
    }),
  key: ({ customer }) => keyOf(searchName(customer.company)),
  task: ({ customer, tickets, ticket }) => {
    const me = arena.app.operator.name;
    const closedUrgent = tickets.filter((t) => t.priority === 'Urgent' && t !== ticket);
    const statuses = [...new Set(closedUrgent.map((t) => t.status.toLowerCase()))];
    const others =
      closedUrgent.length === 0
        ? ''
        : closedUrgent.length === 1
          ? `; another Urgent one is ${statuses[0]}`
          : `; ${numberWord(closedUrgent.length)} other Urgent ones are ${statuses.join(' or ')}`;
    return {
      title: 'App: take over a customer’s urgent ticket',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} ${customer.company} has an urgent problem. Find their open ticket with Urgent priority, assign it to yourself, set its status to In progress and its due date to ${longDate(DUE)}, and add the internal note "${NOTE}". Then tell me the ticket number.`,
      rationale: `${customer.company} has ${numberWord(tickets.length)} tickets, one of them open and Urgent (${ticket.id}, ${ticket.assignee === 'Unassigned' ? 'unassigned' : `assigned to ${ticket.assignee}`})${others}. Judged on the stored ticket (status, assignee, due date, the internal note by the signed-in user) and the number in the answer.`,
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
            where: { id: ticket.id, status: 'In progress', assignee: me, due: DUE, comments: [{ author: me, body: NOTE, internal: true }] },
          },
          { kind: 'answer', field: 'ticket_id', description: 'the id of the ticket you updated', value: ticket.id, of: 'app.tickets' },
        ],
      },
      reference: [
        ...SIGN_IN_STEPS,
        ...openCustomer(searchName(customer.company), customer.company),
        { do: 'click', on: { role: 'link', name: ticket.id } },
        { do: 'select', on: { role: 'combobox', name: 'Status' }, option: 'In progress' },
        { do: 'select', on: { role: 'combobox', name: 'Assignee' }, option: me },
        { do: 'fill', on: { role: 'textbox', name: 'Due date' }, text: DUE },
        ...saveTicketWithNote(NOTE),
        { do: 'answer', fields: { ticket_id: ticket.id }, explanation: `The urgent ticket is ${ticket.id}; it is now assigned to me, in progress, due ${longDate(DUE)}, with the note added.` },
      ],
    };
  },
});
