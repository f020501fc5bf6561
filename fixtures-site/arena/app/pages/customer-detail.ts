import { esc, join } from '../../../site-kit/html.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { html, notFound, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { billing, documents, health, invoices, opportunities, otherContacts, pastActivity, recentEmails, seatHistory, usage } from '../data/account-extras.ts';
import type { Customer } from '../data/customers.ts';
import { daysBetween } from '../data/dates.ts';
import { isOpen } from '../data/tickets.ts';
import { badge, date, dateTime, facts, money, panel, statCard, yesNo } from '../ui/format.ts';
import { appPage } from '../ui/layout.ts';
import { staticTable } from '../ui/table.ts';
import { customerActions } from './customer-actions.ts';
import { contactNotice } from './policies.ts';
import { TICKET_COLUMNS, ticketRows } from './ticket-list.ts';

/** How many accounts of the same industry the page lists. */
const LOOKALIKES = 15;

function renewalNote(customer: Customer): string {
  const days = daysBetween(ARENA_TODAY, customer.renewalDate);
  if (customer.status === 'Churned') return 'Did not renew';
  return days >= 0 ? `in ${days} day${days === 1 ? '' : 's'}` : `${-days} days ago`;
}

function ticketsSection(context: PageContext, customer: Customer): string {
  const tickets = ticketRows(context.state, context.state.tickets.all().filter((t) => t.customerId === customer.id)).sort(
    (a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id),
  );
  const open = tickets.filter(isOpen).length;
  const columns = TICKET_COLUMNS.filter((c) => c.key !== 'customer');
  const rows = tickets.map((t) => columns.map((c) => c.cell(t)));
  const table = staticTable(`Tickets of ${customer.company}`, columns.map((c) => c.label), rows, 'This customer has no tickets.');
  return panel(
    'tickets-heading',
    `Support tickets <span class="count">${tickets.length} total, ${open} open</span>`,
    `${table}<p><a href="/tickets?customer=${customer.id}">Open these tickets in the ticket list</a></p>`,
  );
}

function healthSection(context: PageContext, customer: Customer): string {
  const open = context.state.tickets.all().filter((t) => t.customerId === customer.id && isOpen(t)).length;
  const factors = health(customer, open);
  const overall = Math.round(factors.reduce((sum, f) => sum + f.score, 0) / factors.length);
  const rows = factors.map((f) => [esc(f.factor), String(f.score), esc(f.note)]);
  return panel('health-heading', `Account health <span class="count">${overall} of 100</span>`, staticTable(`Health of ${customer.company}`, ['Factor', 'Score', 'Based on'], rows, 'No data.'));
}

function billingSection(customer: Customer): string {
  const b = billing(customer);
  return panel('billing-heading', 'Billing', facts([
    ['Billing email', esc(b.billingEmail)],
    ['Payment method', esc(b.paymentMethod)],
    ['Payment terms', esc(b.terms)],
    ['Tax ID', esc(b.taxId)],
    ['Purchase order', esc(b.purchaseOrder)],
    ['Currency', 'US dollar (USD)'],
  ]));
}

function activitySection(context: PageContext, customer: Customer): string {
  const recent = context.state.audit
    .filter((entry) => entry.target === customer.id)
    .reverse()
    .map((entry) => `<li>${dateTime(entry.at)} — <strong>${esc(entry.actor)}</strong>: ${esc(entry.summary)}</li>`);
  const past = pastActivity(customer).map((a) => `<li>${date(a.date)} — <strong>${esc(a.who)}</strong>: ${esc(a.what)}</li>`);
  return panel('activity-heading', 'Activity', `<ol class="timeline">${[...recent, ...past].join('\n')}</ol>`);
}

/** The manager's other accounts, as a CRM shows them beside an account. */
function portfolioSection(context: PageContext, customer: Customer): string {
  const others = context.state.customers
    .all()
    .filter((c) => c.accountManager === customer.accountManager && c.id !== customer.id)
    .sort((a, b) => b.arr - a.arr);
  const rows = others.map((c) => [`<a href="/customers/${c.id}">${esc(c.company)}</a>`, esc(c.tier), badge(c.status), money(c.arr), date(c.renewalDate)]);
  return panel('portfolio-heading', `Other accounts of ${esc(customer.accountManager)} <span class="count">${others.length}</span>`, staticTable(`Accounts managed by ${customer.accountManager}`, ['Company', 'Tier', 'Status', 'ARR', 'Renewal date'], rows, 'No other accounts.'));
}

/** Accounts like this one (same industry), largest first: references for the account team. */
function lookalikeSection(context: PageContext, customer: Customer): string {
  const similar = context.state.customers
    .all()
    .filter((c) => c.industry === customer.industry && c.id !== customer.id && c.status !== 'Churned')
    .sort((a, b) => b.arr - a.arr)
    .slice(0, LOOKALIKES);
  const rows = similar.map((c) => [`<a href="/customers/${c.id}">${esc(c.company)}</a>`, `${esc(c.city)}, ${esc(c.country)}`, esc(c.tier), money(c.arr), esc(c.accountManager)]);
  return panel('lookalike-heading', `Largest ${esc(customer.industry.toLowerCase())} accounts`, staticTable(`Other ${customer.industry} customers`, ['Company', 'Location', 'Tier', 'ARR', 'Account manager'], rows, 'No similar accounts.'));
}

export function customerDetail(context: PageContext, id: string): SiteResponse {
  const customer = context.state.customers.get(id);
  if (!customer) return notFound(appPage(context, { title: 'Customer not found', section: 'customers', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: id }], body: `<p>There is no customer ${esc(id)}. It may have been deleted.</p><p><a href="/customers">Back to all customers</a></p>` }));
  const contacts = otherContacts(customer);
  const bills = invoices(customer);
  const body = join([
    contactNotice(customer),
    `<div class="stats">${[
      statCard('Status', badge(customer.status)),
      statCard('Plan tier', esc(customer.tier)),
      statCard('Annual recurring revenue', money(customer.arr)),
      statCard('Seats', String(customer.seats)),
      statCard('Renewal date', date(customer.renewalDate), renewalNote(customer)),
    ].join('')}</div>`,
    `<div class="columns">`,
    panel('account-heading', 'Account', facts([
      ['Customer ID', customer.id],
      ['Account manager', esc(customer.accountManager)],
      ['Industry', esc(customer.industry)],
      ['Location', `${esc(customer.city)}, ${esc(customer.country)}`],
      ['Customer since', date(customer.since)],
      ['Key account', yesNo(customer.keyAccount)],
      ['Newsletter', customer.newsletter ? 'Subscribed' : 'Not subscribed'],
      ['Source', { seed: 'Sales', import: 'CSV import', manual: 'Added by hand' }[customer.source]],
    ])),
    panel('contact-heading', 'Primary contact', `${facts([
      ['Name', esc(customer.contactName)],
      ['Job title', esc(customer.contactTitle)],
      ['Email', `<a href="mailto:${esc(customer.contactEmail)}">${esc(customer.contactEmail)}</a>`],
      ['Phone', esc(customer.phone)],
    ])}
<h3>Notes</h3><p class="notes">${customer.notes ? esc(customer.notes) : '<span class="muted">No notes yet.</span>'}</p>`),
    `</div>`,
    `<div class="columns">`,
    healthSection(context, customer),
    billingSection(customer),
    `</div>`,
    ticketsSection(context, customer),
    panel('contacts-heading', 'Other contacts', staticTable(`Other contacts at ${customer.company}`, ['Name', 'Job title', 'Role', 'Email', 'Phone'], contacts.map((c) => [esc(c.name), esc(c.title), esc(c.role), esc(c.email), esc(c.phone)]), 'No other contacts.')),
    panel('usage-heading', 'Product usage (last 30 days)', staticTable(`Usage of ${customer.company}`, ['Module', 'Seats licensed', 'Active users', 'Adoption'], usage(customer).map((u) => [esc(u.module), String(u.licensed), String(u.active), `${Math.round((u.active / u.licensed) * 100)}%`]), 'No usage recorded yet.')),
    panel('deals-heading', 'Opportunities', staticTable(`Opportunities with ${customer.company}`, ['Opportunity', 'Stage', 'Amount', 'Expected close'], opportunities(customer).map((o) => [esc(o.name), badge(o.stage), money(o.amount), date(o.closeDate)]), 'No opportunities.')),
    panel('files-heading', 'Files', staticTable(`Files of ${customer.company}`, ['File', 'Kind', 'Uploaded', 'By'], documents(customer).map((d) => [esc(d.name), esc(d.kind), date(d.uploaded), esc(d.by)]), 'No files.')),
    panel('invoices-heading', 'Invoices', staticTable(`Invoices of ${customer.company}`, ['Invoice', 'Period', 'Issued', 'Due', 'Amount', 'Status'], bills.map((b) => [b.number, esc(b.period), date(b.issued), date(b.due), money(b.amount), badge(b.status)]), 'No invoices yet.')),
    `<div class="columns">`,
    panel('emails-heading', 'Recent emails', staticTable(`Emails with ${customer.company}`, ['Subject', 'From', 'To', 'Date'], recentEmails(customer).map((e) => [esc(e.subject), esc(e.from), esc(e.to), date(e.date)]), 'No emails.')),
    panel('seats-heading', 'Seats over the last year', staticTable(`Seats of ${customer.company} by month`, ['Month', 'Seats'], seatHistory(customer).map((m) => [esc(m.month), String(m.seats)]), 'No history yet.')),
    `</div>`,
    activitySection(context, customer),
    portfolioSection(context, customer),
    lookalikeSection(context, customer),
  ]);
  const actions = customerActions(context, customer);
  return html(
    appPage(context, {
      title: customer.company,
      section: 'customers',
      breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: customer.company }],
      body,
      actions,
    }),
  );
}
