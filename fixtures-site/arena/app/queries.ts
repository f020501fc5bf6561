import { ARENA_TODAY } from '../../site-kit/random.ts';
import type { Customer } from './data/customers.ts';
import { addDays } from './data/dates.ts';
import { isOpen, isOverdue, type Ticket } from './data/tickets.ts';

/** Filters of the customer and ticket lists, shared by the lists, the dashboard and saved views. */

export interface CustomerFilter {
  q: string;
  status: string;
  tier: string;
  manager: string;
  country: string;
  industry: string;
  keyAccount: boolean;
}

export function readCustomerFilter(url: URL): CustomerFilter {
  const p = url.searchParams;
  return {
    q: (p.get('q') ?? '').trim(),
    status: p.get('status') ?? '',
    tier: p.get('tier') ?? '',
    manager: p.get('manager') ?? '',
    country: p.get('country') ?? '',
    industry: p.get('industry') ?? '',
    keyAccount: p.get('key') === '1',
  };
}

function matchesText(q: string, ...values: string[]): boolean {
  const needle = q.toLowerCase();
  return values.some((value) => value.toLowerCase().includes(needle));
}

export function filterCustomers(customers: readonly Customer[], filter: CustomerFilter): Customer[] {
  return customers.filter(
    (c) =>
      (!filter.q || matchesText(filter.q, c.company, c.contactName, c.contactEmail, c.id, c.city)) &&
      (!filter.status || c.status === filter.status) &&
      (!filter.tier || c.tier === filter.tier) &&
      (!filter.manager || c.accountManager === filter.manager) &&
      (!filter.country || c.country === filter.country) &&
      (!filter.industry || c.industry === filter.industry) &&
      (!filter.keyAccount || c.keyAccount),
  );
}

/** The pseudo-status of the ticket filter meaning "any status that still needs work". */
export const OPEN_FILTER = 'open';

export interface TicketFilter {
  q: string;
  status: string;
  priority: string;
  assignee: string;
  customer: string;
  overdue: boolean;
}

export function readTicketFilter(url: URL): TicketFilter {
  const p = url.searchParams;
  return {
    q: (p.get('q') ?? '').trim(),
    status: p.get('status') ?? '',
    priority: p.get('priority') ?? '',
    assignee: p.get('assignee') ?? '',
    customer: p.get('customer') ?? '',
    overdue: p.get('overdue') === '1',
  };
}

export function filterTickets(tickets: readonly Ticket[], filter: TicketFilter, customerName: (id: string) => string): Ticket[] {
  return tickets.filter(
    (t) =>
      (!filter.q || matchesText(filter.q, t.id, t.subject, customerName(t.customerId))) &&
      (!filter.status || (filter.status === OPEN_FILTER ? isOpen(t) : t.status === filter.status)) &&
      (!filter.priority || t.priority === filter.priority) &&
      (!filter.assignee || t.assignee === filter.assignee) &&
      (!filter.customer || t.customerId === filter.customer) &&
      (!filter.overdue || isOverdue(t)),
  );
}

/** Customers still with us whose renewal falls within the next `days` days. */
export function renewalsDue(customers: readonly Customer[], days: number): Customer[] {
  const until = addDays(ARENA_TODAY, days);
  return customers
    .filter((c) => c.status !== 'Churned' && c.status !== 'Trial' && c.renewalDate >= ARENA_TODAY && c.renewalDate <= until)
    .sort((a, b) => a.renewalDate.localeCompare(b.renewalDate) || a.company.localeCompare(b.company));
}
