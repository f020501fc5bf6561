import { esc, join } from '../../../site-kit/html.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { html, notFound, redirect, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { daysBetween, isIsoDate } from '../data/dates.ts';
import { ASSIGNEES, staffByName, UNASSIGNED } from '../data/staff.ts';
import { isOpen, isOverdue, PRIORITIES, TICKET_STATUSES, type Priority, type Ticket, type TicketStatus } from '../data/tickets.ts';
import { customerName } from '../lookup.ts';
import { audit, changedFields, recordDeletion, tick } from '../state.ts';
import { confirmDialog } from '../ui/dialog.ts';
import { badge, date, dateTime, facts, money, panel } from '../ui/format.ts';
import { checkboxField, errorSummary, selectField, textArea, textField, type FieldErrors } from '../ui/forms.ts';
import { appPage } from '../ui/layout.ts';
import { staticTable } from '../ui/table.ts';
import { ticketRows, type TicketRow } from './ticket-list.ts';

const LABELS: Record<string, string> = { status: 'Status', priority: 'Priority', assignee: 'Assignee', due: 'Due date', note: 'Add a note' };
const NOTE_MAX = 2000;

/** Replies the team uses often; choosing one puts it into the note box. */
const CANNED_REPLIES = [
  'Thanks for your patience, we are still working on this.',
  'Could you tell us which browser and version you are using?',
  'We have escalated this to our engineering team.',
  'This should now be fixed. Please let us know if it happens again.',
  'Could you send us a screenshot of the error?',
  'We are closing this ticket for now; reply to reopen it.',
] as const;

interface TicketInput {
  status: string;
  priority: string;
  assignee: string;
  due: string;
}

function conversation(ticket: Ticket): string {
  const items = ticket.comments.map(
    (c) => `<li class="comment${c.internal ? ' internal' : ''}"><p class="comment-meta"><strong>${esc(c.author)}</strong> · ${dateTime(c.at)}${c.internal ? ' · <span class="badge badge-internal">Internal note</span>' : ''}</p><p>${esc(c.body)}</p></li>`,
  );
  return panel('conversation-heading', `Conversation <span class="count">${ticket.comments.length} messages</span>`, `<div class="comment first"><p class="comment-meta"><strong>Original request</strong> · ${date(ticket.created)} via ${esc(ticket.channel)}</p><p>${esc(ticket.description)}</p></div>
<ol class="comments">${items.join('\n')}</ol>`);
}

function customerPanel(context: PageContext, ticket: Ticket): string {
  const customer = context.state.customers.get(ticket.customerId);
  if (!customer) return panel('customer-heading', 'Customer', `<p>${esc(customerName(context.state, ticket.customerId))}</p>`);
  return panel('customer-heading', 'Customer', facts([
    ['Company', `<a href="/customers/${customer.id}">${esc(customer.company)}</a>`],
    ['Plan tier', esc(customer.tier)],
    ['Status', badge(customer.status)],
    ['ARR', money(customer.arr)],
    ['Account manager', esc(customer.accountManager)],
    ['Renewal date', date(customer.renewalDate)],
    ['Contact', `${esc(customer.contactName)}, ${esc(customer.contactTitle)}`],
    ['Phone', esc(customer.phone)],
  ]));
}

/** How many recently solved tickets the page lists. */
const RECENTLY_SOLVED = 12;

const RELATED_COLUMNS = ['Ticket', 'Subject', 'Customer', 'Priority', 'Status', 'Assignee', 'Created'];

function relatedTable(caption: string, rows: TicketRow[], empty: string): string {
  const cells = rows.map((t) => [`<a href="/tickets/${t.id}">${t.id}</a>`, esc(t.subject), esc(t.customerName), badge(t.priority), badge(t.status), esc(t.assignee), date(t.created)]);
  return staticTable(caption, RELATED_COLUMNS, cells, empty);
}

/** Other tickets of the customer, tickets about the same problem, the rest of the assignee's queue and their recent work. */
function relatedSections(context: PageContext, ticket: Ticket): string {
  const newestFirst = (a: Ticket, b: Ticket) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id);
  const all = context.state.tickets.all().filter((t) => t.id !== ticket.id);
  const sameCustomer = ticketRows(context.state, all.filter((t) => t.customerId === ticket.customerId).sort(newestFirst));
  const sameProblem = ticketRows(context.state, all.filter((t) => t.subject === ticket.subject && t.customerId !== ticket.customerId).sort(newestFirst));
  const queue = ticketRows(context.state, all.filter((t) => t.assignee === ticket.assignee && isOpen(t)).sort(newestFirst));
  // Solved tickets of the same person (or of anyone, for an unassigned ticket) show how similar ones went.
  const solved = ticketRows(context.state, all.filter((t) => !isOpen(t) && (ticket.assignee === UNASSIGNED || t.assignee === ticket.assignee)).sort(newestFirst).slice(0, RECENTLY_SOLVED));
  const queueHeading = ticket.assignee === UNASSIGNED ? 'Other unassigned open tickets' : `Other open tickets of ${esc(ticket.assignee)}`;
  return join([
    panel('customer-tickets-heading', `Other tickets from this customer <span class="count">${sameCustomer.length}</span>`, relatedTable('Other tickets from this customer', sameCustomer, 'No other tickets.')),
    panel('similar-heading', `Other customers with the same problem <span class="count">${sameProblem.length}</span>`, relatedTable(`Tickets about “${ticket.subject}”`, sameProblem, 'No similar tickets.')),
    panel('queue-heading', `${queueHeading} <span class="count">${queue.length}</span>`, relatedTable('The same queue', queue, 'The queue is empty.')),
    panel('solved-heading', ticket.assignee === UNASSIGNED ? 'Recently solved tickets' : `Recently solved by ${esc(ticket.assignee)}`, relatedTable('Recently solved', solved, 'Nothing solved yet.')),
  ]);
}

function historySection(context: PageContext, ticket: Ticket): string {
  const events = [
    `<li>${date(ticket.created)} — Ticket created via ${esc(ticket.channel)} with priority ${esc(ticket.priority)}</li>`,
    ...ticket.comments.map((c) => `<li>${dateTime(c.at)} — ${c.internal ? 'Internal note by' : 'Message from'} ${esc(c.author)}</li>`),
    ...context.state.audit.filter((e) => e.target === ticket.id).map((e) => `<li>${dateTime(e.at)} — ${esc(e.actor)}: ${esc(e.summary)}</li>`),
  ];
  return panel('history-heading', 'History', `<ol class="timeline">${events.join('\n')}</ol>`);
}

function propertiesForm(ticket: Ticket, input: TicketInput, errors: FieldErrors): string {
  return panel('properties-heading', 'Ticket properties', `${errorSummary(errors, LABELS)}
<form method="post" action="/tickets/${ticket.id}" novalidate>
${selectField({ name: 'status', label: LABELS.status, value: input.status, options: TICKET_STATUSES, errors })}
${selectField({ name: 'priority', label: LABELS.priority, value: input.priority, options: PRIORITIES, errors })}
${selectField({ name: 'assignee', label: LABELS.assignee, value: input.assignee, options: [UNASSIGNED, ...ASSIGNEES.map((a) => a.name)], errors })}
${textField({ name: 'due', label: LABELS.due, type: 'date', value: input.due, errors, required: true })}
<button type="submit" class="button primary">Save ticket</button>
</form>`);
}

function noteForm(ticket: Ticket, errors: FieldErrors): string {
  return panel('note-heading', 'Reply or note', `<form method="post" action="/tickets/${ticket.id}/notes" novalidate>
<div class="field"><label for="canned-reply">Insert a canned reply</label>
<select id="canned-reply" data-insert-into="field-note"><option value="">Choose a reply…</option>${CANNED_REPLIES.map((reply) => `<option>${esc(reply)}</option>`).join('')}</select></div>
${textArea({ name: 'note', label: LABELS.note, value: '', errors, rows: 4, hint: `Up to ${NOTE_MAX} characters` })}
${checkboxField({ name: 'internal', label: 'Internal note (not sent to the customer)', checked: true })}
<button type="submit" class="button">Add note</button>
</form>`);
}

function ticketPage(context: PageContext, ticket: Ticket, input: TicketInput, errors: { properties?: FieldErrors; note?: FieldErrors } = {}): string {
  const firstResponse = ticket.comments.find((c) => !c.internal && staffByName(c.author));
  const overdue = isOverdue(ticket) ? ` <span class="overdue">Overdue by ${daysBetween(ticket.due, ARENA_TODAY)} days</span>` : '';
  const body = join([
    `<div class="columns wide-left"><div>`,
    panel('summary-heading', 'Summary', facts([
      ['Ticket', ticket.id],
      ['Customer', `<a href="/customers/${ticket.customerId}">${esc(customerName(context.state, ticket.customerId))}</a>`],
      ['Status', badge(ticket.status)],
      ['Priority', badge(ticket.priority)],
      ['Assignee', esc(ticket.assignee)],
      ['Channel', esc(ticket.channel)],
      ['Created', date(ticket.created)],
      ['Due', `${date(ticket.due)}${overdue}`],
      ['Open for', isOpen(ticket) ? `${daysBetween(ticket.created, ARENA_TODAY)} days` : 'Closed'],
      ['First response', firstResponse ? dateTime(firstResponse.at) : 'None yet'],
    ])),
    conversation(ticket),
    noteForm(ticket, errors.note ?? {}),
    relatedSections(context, ticket),
    `</div><div>`,
    propertiesForm(ticket, input, errors.properties ?? {}),
    customerPanel(context, ticket),
    historySection(context, ticket),
    panel('danger-heading', 'Delete', `<p>Deleting removes the ticket and its conversation for everyone.</p>
<form id="delete-ticket-form" method="post" action="/tickets/${ticket.id}/delete"><button type="submit" class="button danger-outline" data-opens-dialog="delete-ticket-dialog">Delete ticket</button></form>
${confirmDialog({
  id: 'delete-ticket-dialog',
  title: `Delete ticket ${ticket.id}?`,
  message: `“${esc(ticket.subject)}” and its ${ticket.comments.length} messages will be deleted permanently.`,
  form: 'delete-ticket-form',
  confirm: { label: 'Delete permanently', name: 'confirmed', value: '1' },
})}`, 'danger-zone'),
    `</div></div>`,
  ]);
  return appPage(context, {
    title: `${ticket.id}: ${ticket.subject}`,
    section: 'tickets',
    breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Tickets', href: '/tickets' }, { label: ticket.id }],
    body,
  });
}

export function ticketDetail(context: PageContext, id: string): SiteResponse {
  const ticket = context.state.tickets.get(id);
  if (!ticket) return notFound(appPage(context, { title: 'Ticket not found', section: 'tickets', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Tickets', href: '/tickets' }, { label: id }], body: `<p>There is no ticket ${esc(id)}. It may have been deleted.</p>` }));
  return html(ticketPage(context, ticket, ticket));
}

export function saveTicket(context: PageContext, id: string): SiteResponse {
  const { state, session, request } = context;
  const ticket = state.tickets.get(id);
  if (!ticket) return notFound();
  const input: TicketInput = { status: request.form.get('status') ?? '', priority: request.form.get('priority') ?? '', assignee: request.form.get('assignee') ?? '', due: (request.form.get('due') ?? '').trim() };
  const errors: FieldErrors = {};
  if (!(TICKET_STATUSES as readonly string[]).includes(input.status)) errors.status = 'Choose a status.';
  if (!(PRIORITIES as readonly string[]).includes(input.priority)) errors.priority = 'Choose a priority.';
  if (input.assignee !== UNASSIGNED && !ASSIGNEES.some((a) => a.name === input.assignee)) errors.assignee = 'Choose an assignee.';
  if (!isIsoDate(input.due)) errors.due = 'Enter a real date, like 2026-06-30.';
  else if (input.due < ticket.created) errors.due = `The due date cannot be before the ticket was created (${ticket.created}).`;
  if (Object.keys(errors).length) return html(ticketPage(context, ticket, input, { properties: errors }), { status: 422 });
  const updated: Ticket = { ...ticket, status: input.status as TicketStatus, priority: input.priority as Priority, assignee: input.assignee, due: input.due };
  const changes = changedFields(ticket, updated);
  if (Object.keys(changes).length) {
    state.tickets.put(updated);
    audit(state, { actor: session.name, action: 'ticket.update', target: id, summary: `Updated ${Object.keys(changes).map((f) => LABELS[f].toLowerCase()).join(', ')} of ${id}`, changes });
  }
  session.flash = Object.keys(changes).length ? `Ticket ${id} saved.` : 'No changes to save.';
  return redirect(`/tickets/${id}`);
}

export function addNote(context: PageContext, id: string): SiteResponse {
  const { state, session, request } = context;
  const ticket = state.tickets.get(id);
  if (!ticket) return notFound();
  const body = (request.form.get('note') ?? '').trim();
  const error = !body ? 'Write the note first.' : body.length > NOTE_MAX ? `Keep notes to ${NOTE_MAX} characters.` : undefined;
  if (error) return html(ticketPage(context, ticket, ticket, { note: { note: error } }), { status: 422 });
  const internal = request.form.get('internal') === '1';
  state.tickets.put({ ...ticket, comments: [...ticket.comments, { author: session.name, at: tick(state), body, internal }] });
  audit(state, { actor: session.name, action: internal ? 'ticket.note' : 'ticket.reply', target: id, summary: `${internal ? 'Added an internal note to' : 'Replied on'} ${id}` });
  session.flash = internal ? 'Note added.' : 'Reply sent to the customer.';
  return redirect(`/tickets/${id}`);
}

export function deleteTicket(context: PageContext, id: string): SiteResponse {
  const { state, session, request } = context;
  const ticket = state.tickets.get(id);
  if (!ticket) return redirect('/tickets');
  if (request.form.get('confirmed') !== '1') {
    const body = `<form method="post" action="/tickets/${id}/delete" class="panel"><p>Delete ticket ${id} “${esc(ticket.subject)}” and its conversation? This cannot be undone.</p>
<button type="submit" class="button danger" name="confirmed" value="1">Delete permanently</button> <a class="button" href="/tickets/${id}">Cancel</a></form>`;
    return html(appPage(context, { title: `Delete ticket ${id}?`, section: 'tickets', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Tickets', href: '/tickets' }, { label: id, href: `/tickets/${id}` }, { label: 'Delete' }], body }));
  }
  state.tickets.remove(id);
  recordDeletion(state, { type: 'ticket', id, label: ticket.subject, by: session.name });
  session.flash = `Ticket ${id} was deleted.`;
  return redirect('/tickets');
}
