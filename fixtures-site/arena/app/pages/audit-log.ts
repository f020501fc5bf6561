import { esc, join } from '../../../site-kit/html.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { auditHistory } from '../data/history.ts';
import { STAFF } from '../data/staff.ts';
import type { AuditEntry } from '../state.ts';
import { filterSelect } from '../ui/filters.ts';
import { dateTime } from '../ui/format.ts';
import { appPage } from '../ui/layout.ts';
import { byText, readListView, renderPagination, renderTable, sortAndPage, type Column } from '../ui/table.ts';

const ACTION_LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_out': 'Signed out',
  'auth.sign_in_failed': 'Failed sign-in',
  'customer.create': 'Customer added',
  'customer.update': 'Customer updated',
  'customer.delete': 'Customer deleted',
  'customer.import': 'Customers imported',
  'ticket.update': 'Ticket updated',
  'ticket.note': 'Internal note',
  'ticket.reply': 'Reply sent',
  'ticket.delete': 'Ticket deleted',
  'settings.update': 'Settings changed',
};

function targetLink(entry: AuditEntry): string {
  if (entry.target.startsWith('CUS-')) return `<a href="/customers/${esc(entry.target)}">${esc(entry.target)}</a>`;
  if (entry.target.startsWith('TK-')) return `<a href="/tickets/${esc(entry.target)}">${esc(entry.target)}</a>`;
  return esc(entry.target);
}

const COLUMNS: ReadonlyArray<Column<AuditEntry>> = [
  { key: 'at', label: 'Time', rowHeader: true, cell: (e) => dateTime(e.at), compare: byText((e) => e.at) },
  { key: 'actor', label: 'Person', cell: (e) => esc(e.actor), compare: byText((e) => e.actor) },
  { key: 'action', label: 'Event', cell: (e) => esc(ACTION_LABELS[e.action] ?? e.action), compare: byText((e) => e.action) },
  { key: 'target', label: 'Record', cell: targetLink, compare: byText((e) => e.target) },
  { key: 'summary', label: 'Details', cell: (e) => esc(e.summary) },
];

export function auditLog(context: PageContext): SiteResponse {
  const { url } = context.request;
  const actor = url.searchParams.get('actor') ?? '';
  const action = url.searchParams.get('action') ?? '';
  const entries = [...auditHistory(), ...context.state.audit].filter((e) => (!actor || e.actor === actor) && (!action || e.action === action));
  // Audit logs are read in long stretches: 100 entries a page unless the URL asks otherwise.
  const view = readListView(url, COLUMNS, { sort: 'at', dir: 'desc', per: 100 });
  const paged = sortAndPage(entries, COLUMNS, view);
  const filters = `<form class="filters" method="get" action="/audit" aria-label="Filter the audit log">
${filterSelect('actor', 'Person', [['', 'Everyone'], ...STAFF.map((s) => s.name)], actor)}
${filterSelect('action', 'Event', [['', 'All events'], ...Object.entries(ACTION_LABELS)], action)}
<div class="filter-buttons"><button type="submit" class="button primary">Apply filters</button> <a href="/audit" class="button">Clear filters</a></div>
</form>`;
  const body = join([
    '<p class="muted">Every change to customers, tickets and settings, and every sign-in. Entries are kept for 400 days.</p>',
    filters,
    renderTable({ columns: COLUMNS, paged, view, url, caption: 'Audit log', empty: 'No entries match these filters.' }),
    renderPagination(url, paged, view.per, 'entries'),
  ]);
  return html(appPage(context, { title: 'Audit log', section: 'audit', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Audit log' }], body }));
}
