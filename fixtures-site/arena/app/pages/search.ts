import { esc, join } from '../../../site-kit/html.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { customerName } from '../lookup.ts';
import { filterCustomers, filterTickets, readCustomerFilter, readTicketFilter } from '../queries.ts';
import { appPage } from '../ui/layout.ts';
import { renderTable, sortAndPage } from '../ui/table.ts';
import { CUSTOMER_COLUMNS } from './customer-list.ts';
import { TICKET_COLUMNS, ticketRows } from './ticket-list.ts';

/** Workspace pages without a link in the navigation, found by the search (the renewal pipeline and its quotes). */
const PAGES = [{ label: 'Renewal pipeline', href: '/pipeline', about: 'the renewals of the next 60 days by stage, and renewal quotes', words: /pipeline|quote/i }] as const;

/** Shown per kind of record; the rest is a link away, in the full list. */
const LIMIT = 20;

/** The header's search: customers and tickets matching the words, the first of each. */
export function search(context: PageContext): SiteResponse {
  const { url } = context.request;
  const { state } = context;
  const q = (url.searchParams.get('q') ?? '').trim();
  const customers = q ? filterCustomers(state.customers.all(), readCustomerFilter(url)) : [];
  const tickets = q ? ticketRows(state, filterTickets(state.tickets.all(), readTicketFilter(url), (id) => customerName(state, id))) : [];
  const section = <T>(title: string, id: string, rows: T[], columns: Parameters<typeof renderTable<T>>[0]['columns'], all: string) => {
    const view = { sort: columns[0].key, dir: 'asc' as const, page: 1, per: LIMIT };
    const paged = sortAndPage(rows, columns, view);
    return `<section class="panel" aria-labelledby="${id}"><h2 id="${id}">${esc(title)} <span class="count">${rows.length}</span></h2>
${renderTable({ columns: columns.map(({ compare: _compare, ...column }) => column), paged, view, url, caption: title, empty: `No ${title.toLowerCase()} match.` })}
${rows.length > LIMIT ? `<p><a href="${all}">See all ${rows.length} matching ${title.toLowerCase()}</a></p>` : ''}</section>`;
  };
  // Workspace pages the search also finds, by their words: only a query with one of them shows the section.
  const pages = q ? PAGES.filter((page) => page.words.test(q)) : [];
  const body = q
    ? join([
        `<p class="list-summary">Results for “${esc(q)}”</p>`,
        pages.length
          ? `<section class="panel" aria-labelledby="pages-heading"><h2 id="pages-heading">Pages</h2><ul>${pages.map((page) => `<li><a href="${page.href}">${esc(page.label)}</a>: ${esc(page.about)}</li>`).join('')}</ul></section>`
          : '',
        section('Customers', 'customers-heading', customers, CUSTOMER_COLUMNS, `/customers?q=${encodeURIComponent(q)}`),
        section('Tickets', 'tickets-heading', tickets, TICKET_COLUMNS, `/tickets?q=${encodeURIComponent(q)}`),
      ])
    : '<p>Type a company, contact, email, city, customer ID, ticket number or subject into the search box at the top.</p>';
  return html(appPage(context, { title: 'Search', section: 'dashboard', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Search' }], body }));
}
