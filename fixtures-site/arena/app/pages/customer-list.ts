import { esc, join } from '../../../site-kit/html.ts';
import { html, redirect, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { CUSTOMER_STATUSES, TIERS, type Customer } from '../data/customers.ts';
import { ACCOUNT_MANAGERS, staffByName } from '../data/staff.ts';
import { COUNTRIES, INDUSTRIES } from '../data/words.ts';
import { filterCustomers, readCustomerFilter, type CustomerFilter } from '../queries.ts';
import { audit } from '../state.ts';
import { confirmDialog } from '../ui/dialog.ts';
import { filterSelect, perPageSelect } from '../ui/filters.ts';
import { badge, date, money } from '../ui/format.ts';
import { appPage } from '../ui/layout.ts';
import { byNumber, byText, readListView, renderPagination, renderTable, sortAndPage, type Column } from '../ui/table.ts';
import { deleteCustomers } from './customer-actions.ts';

export const CUSTOMER_COLUMNS: ReadonlyArray<Column<Customer>> = [
  { key: 'company', label: 'Company', rowHeader: true, cell: (c) => `<a href="/customers/${c.id}">${esc(c.company)}</a>`, compare: byText((c) => c.company) },
  { key: 'id', label: 'ID', cell: (c) => c.id, compare: byText((c) => c.id) },
  { key: 'contact', label: 'Primary contact', cell: (c) => `${esc(c.contactName)}<br><span class="muted">${esc(c.contactEmail)}</span>`, compare: byText((c) => c.contactName) },
  { key: 'location', label: 'Location', cell: (c) => `${esc(c.city)}, ${esc(c.country)}`, compare: byText((c) => `${c.country} ${c.city}`) },
  { key: 'industry', label: 'Industry', cell: (c) => esc(c.industry), compare: byText((c) => c.industry) },
  { key: 'tier', label: 'Tier', cell: (c) => esc(c.tier), compare: byNumber((c) => TIERS.indexOf(c.tier)) },
  { key: 'status', label: 'Status', cell: (c) => badge(c.status), compare: byNumber((c) => CUSTOMER_STATUSES.indexOf(c.status)) },
  { key: 'manager', label: 'Account manager', cell: (c) => esc(c.accountManager), compare: byText((c) => c.accountManager) },
  { key: 'arr', label: 'ARR', numeric: true, cell: (c) => money(c.arr), compare: byNumber((c) => c.arr) },
  { key: 'renewal', label: 'Renewal date', cell: (c) => date(c.renewalDate), compare: byText((c) => c.renewalDate) },
];

function filterForm(filter: CustomerFilter, per: number): string {
  return `<form class="filters" method="get" action="/customers" role="search" aria-label="Filter customers">
<div class="filter grow"><label for="filter-q">Search customers</label>
<input type="search" id="filter-q" name="q" value="${esc(filter.q)}" placeholder="Company, contact, email, city or ID"></div>
${filterSelect('status', 'Status', [['', 'All statuses'], ...CUSTOMER_STATUSES], filter.status)}
${filterSelect('tier', 'Tier', [['', 'All tiers'], ...TIERS], filter.tier)}
${filterSelect('manager', 'Account manager', [['', 'All account managers'], ...ACCOUNT_MANAGERS.map((m) => m.name)], filter.manager)}
${filterSelect('country', 'Country', [['', 'All countries'], ...COUNTRIES.map((c) => c.name)], filter.country)}
${filterSelect('industry', 'Industry', [['', 'All industries'], ...INDUSTRIES.map((i) => i.name)], filter.industry)}
<div class="filter checkbox"><input type="checkbox" id="filter-key" name="key" value="1"${filter.keyAccount ? ' checked' : ''}><label for="filter-key">Key accounts only</label></div>
${perPageSelect(per)}
<div class="filter-buttons"><button type="submit" class="button primary">Apply filters</button> <a href="/customers" class="button">Clear filters</a></div>
</form>`;
}

function bulkToolbar(returnTo: string): string {
  const managers = ACCOUNT_MANAGERS.map((m) => `<option value="${esc(m.name)}">${esc(m.name)}</option>`).join('');
  return `<form id="bulk-form" class="bulk-bar" method="post" action="/customers/bulk">
<input type="hidden" name="return" value="${esc(returnTo)}">
<p class="selected-count" aria-live="polite"><span data-selected-count>0</span> selected</p>
<label for="bulk-manager">Assign selected to</label>
<select id="bulk-manager" name="manager"><option value="">Choose account manager…</option>${managers}</select>
<button type="submit" class="button" name="action" value="assign">Assign selected</button>
<button type="submit" class="button danger-outline" name="action" value="delete" data-opens-dialog="bulk-delete-dialog">Delete selected</button>
</form>
${confirmDialog({
  id: 'bulk-delete-dialog',
  title: 'Delete selected customers?',
  message: 'You are about to delete <strong data-selected-count>0</strong> customers with their contacts and invoices. This cannot be undone.',
  form: 'bulk-form',
  confirm: { label: 'Delete customers', name: 'action', value: 'delete-confirmed' },
})}`;
}

export function customerList(context: PageContext): SiteResponse {
  const { url } = context.request;
  const filter = readCustomerFilter(url);
  const view = readListView(url, CUSTOMER_COLUMNS, { sort: 'company', dir: 'asc', per: context.state.settings.rowsPerPage });
  const matching = filterCustomers(context.state.customers.all(), filter);
  const paged = sortAndPage(matching, CUSTOMER_COLUMNS, view);
  const totalArr = matching.reduce((sum, c) => sum + c.arr, 0);
  const body = join([
    filterForm(filter, view.per),
    `<p class="list-summary">${matching.length} customers match · total ARR ${money(totalArr)}</p>`,
    bulkToolbar(`${url.pathname}${url.search}`),
    renderTable({
      columns: CUSTOMER_COLUMNS,
      paged,
      view,
      url,
      caption: 'Customers',
      empty: 'No customers match these filters.',
      select: { name: 'ids', form: 'bulk-form', value: (c) => c.id, label: (c) => `Select ${c.company}` },
    }),
    renderPagination(url, paged, view.per, 'customers'),
  ]);
  const actions = `<a class="button" href="/customers/export.csv${esc(url.search)}">Export CSV</a> <a class="button" href="/customers/import">Import from CSV</a> <a class="button primary" href="/customers/new">Add customer</a>`;
  return html(appPage(context, { title: 'Customers', section: 'customers', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers' }], body, actions }));
}

const CSV_FIELDS = ['id', 'company', 'industry', 'country', 'city', 'contactName', 'contactEmail', 'phone', 'tier', 'status', 'accountManager', 'arr', 'seats', 'since', 'renewalDate'] as const;

const csvCell = (value: unknown) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** The filtered list as a CSV download. */
export function exportCustomers(context: PageContext): SiteResponse {
  const rows = filterCustomers(context.state.customers.all(), readCustomerFilter(context.request.url));
  const lines = [CSV_FIELDS.join(','), ...rows.map((c) => CSV_FIELDS.map((field) => csvCell(c[field])).join(','))];
  return { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="customers.csv"' }, body: `${lines.join('\n')}\n` };
}

function bulkConfirmPage(context: PageContext, customers: Customer[], returnTo: string): SiteResponse {
  const items = customers.map((c) => `<li>${esc(c.company)} (${c.id})<input type="hidden" name="ids" value="${c.id}"></li>`).join('');
  const body = `<form method="post" action="/customers/bulk" class="panel">
<input type="hidden" name="return" value="${esc(returnTo)}">
<p>These ${customers.length} customers will be deleted with their contacts and invoices. This cannot be undone.</p>
<ul>${items}</ul>
<button type="submit" class="button danger" name="action" value="delete-confirmed">Delete customers</button> <a class="button" href="${esc(returnTo)}">Cancel</a>
</form>`;
  return html(appPage(context, { title: 'Delete customers?', section: 'customers', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: 'Delete customers' }], body }));
}

/** The bulk actions of the list: assign an account manager, or delete (after confirmation). */
export function bulkAction(context: PageContext): SiteResponse {
  const { form } = context.request;
  const { state, session } = context;
  const requested = form.get('return') ?? '';
  const returnTo = requested.startsWith('/customers') ? requested : '/customers';
  const customers = form.getAll('ids').flatMap((id) => state.customers.get(id) ?? []);
  if (customers.length === 0) {
    session.flash = 'Select at least one customer first.';
    return redirect(returnTo);
  }
  const action = form.get('action');
  if (action === 'delete') return bulkConfirmPage(context, customers, returnTo);
  if (action === 'delete-confirmed') {
    deleteCustomers(state, customers.map((c) => c.id), session.name);
    session.flash = `Deleted ${customers.length} customer${customers.length === 1 ? '' : 's'}.`;
    return redirect(returnTo);
  }
  const manager = staffByName(form.get('manager') ?? '');
  if (action !== 'assign' || !manager || manager.role !== 'Account manager') {
    session.flash = 'Choose an account manager to assign the selected customers to.';
    return redirect(returnTo);
  }
  for (const customer of customers) {
    if (customer.accountManager === manager.name) continue;
    state.customers.put({ ...customer, accountManager: manager.name });
    audit(state, {
      actor: session.name,
      action: 'customer.update',
      target: customer.id,
      summary: `Assigned ${customer.company} to ${manager.name}`,
      changes: { accountManager: { from: customer.accountManager, to: manager.name } },
    });
  }
  session.flash = `Assigned ${customers.length} customer${customers.length === 1 ? '' : 's'} to ${manager.name}.`;
  return redirect(returnTo);
}
