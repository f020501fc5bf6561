import { esc, join } from '../../../site-kit/html.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { ASSIGNEES, UNASSIGNED } from '../data/staff.ts';
import { isOverdue, PRIORITIES, TICKET_STATUSES, type Ticket } from '../data/tickets.ts';
import { customerName } from '../lookup.ts';
import { filterTickets, OPEN_FILTER, readTicketFilter, type TicketFilter } from '../queries.ts';
import type { AppState } from '../state.ts';
import { filterSelect, perPageSelect } from '../ui/filters.ts';
import { badge, date } from '../ui/format.ts';
import { appPage } from '../ui/layout.ts';
import { byNumber, byText, readListView, renderPagination, renderTable, sortAndPage, type Column } from '../ui/table.ts';

/** A ticket with its customer's name and the day of its last message, as the lists show it. */
export type TicketRow = Ticket & { customerName: string; updated: string };

export function ticketRows(state: AppState, tickets: readonly Ticket[]): TicketRow[] {
  return tickets.map((t) => ({ ...t, customerName: customerName(state, t.customerId), updated: t.comments.at(-1)?.at.slice(0, 10) ?? t.created }));
}

export const TICKET_COLUMNS: ReadonlyArray<Column<TicketRow>> = [
  { key: 'id', label: 'Ticket', rowHeader: true, cell: (t) => `<a href="/tickets/${t.id}" class="nowrap">${t.id}</a>`, compare: byText((t) => t.id) },
  { key: 'subject', label: 'Subject', cell: (t) => esc(t.subject), compare: byText((t) => t.subject) },
  { key: 'customer', label: 'Customer', cell: (t) => `<a href="/customers/${t.customerId}">${esc(t.customerName)}</a>`, compare: byText((t) => t.customerName) },
  { key: 'priority', label: 'Priority', cell: (t) => badge(t.priority), compare: byNumber((t) => PRIORITIES.indexOf(t.priority)) },
  { key: 'status', label: 'Status', cell: (t) => badge(t.status), compare: byNumber((t) => TICKET_STATUSES.indexOf(t.status)) },
  { key: 'assignee', label: 'Assignee', cell: (t) => esc(t.assignee), compare: byText((t) => t.assignee) },
  { key: 'channel', label: 'Channel', cell: (t) => esc(t.channel), compare: byText((t) => t.channel) },
  { key: 'created', label: 'Created', cell: (t) => date(t.created), compare: byText((t) => t.created) },
  { key: 'updated', label: 'Last update', cell: (t) => date(t.updated), compare: byText((t) => t.updated) },
  { key: 'due', label: 'Due', cell: (t) => `${date(t.due)}${isOverdue(t) ? ' <span class="overdue">Overdue</span>' : ''}`, compare: byText((t) => t.due) },
];

function filterForm(filter: TicketFilter, per: number): string {
  return `<form class="filters" method="get" action="/tickets" role="search" aria-label="Filter tickets">
<div class="filter grow"><label for="filter-q">Search tickets</label>
<input type="search" id="filter-q" name="q" value="${esc(filter.q)}" placeholder="Ticket number, subject or customer"></div>
${filterSelect('status', 'Status', [['', 'All statuses'], [OPEN_FILTER, 'All open (not resolved)'], ...TICKET_STATUSES], filter.status)}
${filterSelect('priority', 'Priority', [['', 'All priorities'], ...PRIORITIES], filter.priority)}
${filterSelect('assignee', 'Assignee', [['', 'Anyone'], UNASSIGNED, ...ASSIGNEES.map((a) => a.name)], filter.assignee)}
${filter.customer ? `<input type="hidden" name="customer" value="${esc(filter.customer)}">` : ''}
<div class="filter checkbox"><input type="checkbox" id="filter-overdue" name="overdue" value="1"${filter.overdue ? ' checked' : ''}><label for="filter-overdue">Overdue only</label></div>
${perPageSelect(per)}
<div class="filter-buttons"><button type="submit" class="button primary">Apply filters</button> <a href="/tickets" class="button">Clear filters</a></div>
</form>`;
}

export function ticketList(context: PageContext): SiteResponse {
  const { url } = context.request;
  const { state } = context;
  const filter = readTicketFilter(url);
  const view = readListView(url, TICKET_COLUMNS, { sort: 'created', dir: 'desc', per: state.settings.rowsPerPage });
  const rows = ticketRows(state, filterTickets(state.tickets.all(), filter, (id) => customerName(state, id)));
  const paged = sortAndPage(rows, TICKET_COLUMNS, view);
  const scope = filter.customer ? `<p class="list-scope">Showing tickets of ${esc(customerName(state, filter.customer))} only. <a href="/tickets">Show all customers</a></p>` : '';
  const body = join([
    filterForm(filter, view.per),
    scope,
    `<p class="list-summary">${rows.length} tickets match · ${rows.filter((t) => isOverdue(t)).length} overdue</p>`,
    renderTable({ columns: TICKET_COLUMNS, paged, view, url, caption: 'Support tickets', empty: 'No tickets match these filters.' }),
    renderPagination(url, paged, view.per, 'tickets'),
  ]);
  return html(appPage(context, { title: 'Tickets', section: 'tickets', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Tickets' }], body }));
}
