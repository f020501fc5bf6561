/**
 * More requests in the mailbox from before the episode, each a list of exact changes on another
 * arena site: the sources of the bulk-writes chore tasks (benchmarks/tasks/arena/mail-chore-*.ts).
 * Drawn from the other sites' data with the arena's seed, so the requests and the records they
 * name agree. Messages m10–m19 (fixtures-site/arena/mail/state.ts).
 */
import { seedCustomers } from '../app/data/customers.ts';
import { ACCOUNT_MANAGERS, SUPPORT_AGENTS } from '../app/data/staff.ts';
import { isOpen, PRIORITIES, seedTickets, type Priority } from '../app/data/tickets.ts';
import { catalog } from '../shop/catalog/products.ts';
import { lazy } from '../../site-kit/lazy.ts';
import { Random } from '../../site-kit/random.ts';

// --- Support tickets to hand over while an agent is away, with a correction the next morning ---

export interface TicketMove {
  id: string;
  subject: string;
  /** Who takes the ticket over. */
  assignee: string;
  /** The ticket's priority after the change (its own when the request leaves it). */
  priority: Priority;
  /** Whether the request changes the priority. */
  reprioritised: boolean;
}

export interface TicketHandover {
  /** The support agent going on leave, whose open tickets move. */
  away: string;
  /** What the first message asks: nine tickets. */
  asked: TicketMove[];
  /** The ticket the correction says to leave with the agent. */
  kept: string;
  /** The ticket the correction sends to someone else, and to whom. */
  redirected: { id: string; from: string; to: string };
  /** What is to be done after the correction: eight tickets, by id. */
  moves: TicketMove[];
}

export const ticketHandover = lazy((): TicketHandover => {
  const random = Random.for('mail', 'ticket-handover');
  const away = random.pick(SUPPORT_AGENTS).name;
  const others = SUPPORT_AGENTS.map((agent) => agent.name).filter((name) => name !== away);
  const tickets = random
    .sample(
      seedTickets().filter((ticket) => ticket.assignee === away && isOpen(ticket)),
      9,
    )
    .sort((a, b) => a.id.localeCompare(b.id));
  const asked = tickets.map((ticket, index): TicketMove => {
    const reprioritised = index % 2 === 1;
    const priority = reprioritised ? random.pick(PRIORITIES.filter((p) => p !== ticket.priority)) : ticket.priority;
    return { id: ticket.id, subject: ticket.subject, assignee: random.pick(others), priority, reprioritised };
  });
  const [keptIndex, redirectedIndex] = random.sample([...asked.keys()], 2);
  const redirectedFrom = asked[redirectedIndex].assignee;
  const redirected = { id: asked[redirectedIndex].id, from: redirectedFrom, to: random.pick(others.filter((name) => name !== redirectedFrom)) };
  const moves = asked.filter((_, index) => index !== keptIndex).map((move) => (move.id === redirected.id ? { ...move, assignee: redirected.to } : move));
  return { away, asked, kept: asked[keptIndex].id, redirected, moves };
});

export const TICKET_HANDOVER_SENDER = 'dana.okoye@mail.arena.test';

export function ticketHandoverSubject(): string {
  return `Tickets to hand over while ${ticketHandover().away} is away`;
}

export function ticketHandoverBody(): string {
  const { away, asked } = ticketHandover();
  const width = Math.max(...asked.map((move) => move.subject.length));
  return [
    'Hi Jordan,',
    '',
    `${away} is on leave from tomorrow for two weeks. Could you move these open tickets of theirs in Harbor CRM to the colleagues below? Where I give a priority, change it too; otherwise leave the priority as it is.`,
    '',
    ...asked.map((move) => `${move.id}  ${move.subject.padEnd(width)}  -> ${move.assignee}${move.reprioritised ? `, priority ${move.priority}` : ''}`),
    '',
    'Leave the status and due date of each ticket alone, and the rest of the queue too.',
    '',
    'Thanks,',
    'Dana',
  ].join('\n');
}

export function ticketHandoverCorrection(): string {
  const { away, kept, redirected } = ticketHandover();
  return [
    'Hi Jordan,',
    '',
    'Two changes to yesterday\'s list, sorry:',
    '',
    `- ${kept} stays with ${away}: the customer has a call booked with them when they are back. Do not move it (and leave its priority as it is).`,
    `- ${redirected.id} should go to ${redirected.to}, not ${redirected.from}. Everything else about it as in the list.`,
    '',
    'The rest of the list stands.',
    '',
    'Dana',
  ].join('\n');
}

// --- An office supplies order for the Copperleaf shop ---

export interface SupplyLine {
  title: string;
  colour: string;
  /** The option's name and value ("Size", "A5"), when the product has one. */
  option?: { name: string; value: string };
  sku: string;
  qty: number;
}

/** Eight Office & Stationery products, each in a variant other than the one its page opens on where it has one, in stock for the quantity. */
export const suppliesOrder = lazy((): SupplyLine[] => {
  const random = Random.for('mail', 'supplies-order');
  const office = catalog().departments.find((department) => department.slug === 'office')!;
  const chairs = office.categories.filter((category) => category.name !== 'Office Chairs');
  // Two products from each category but the chairs, each product once.
  const products = random.shuffle(chairs).flatMap((category) =>
    random.sample(
      category.products.filter((product) => product.variants.filter((variant) => variant.stock >= 12).length >= 2),
      2,
    ),
  );
  return products
    .slice(0, 8)
    .map((product) => {
      const variants = product.variants.filter((variant) => variant.stock >= 12);
      const variant = random.pick(variants.slice(1));
      return {
        title: product.title,
        colour: variant.colour.name,
        ...(product.optionName && variant.option && { option: { name: product.optionName, value: variant.option } }),
        sku: variant.sku,
        qty: random.int(2, 8),
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
});

export const SUPPLIES_ORDER_SENDER = 'sofia.reyes@mail.arena.test';
export const SUPPLIES_ORDER_SUBJECT = 'Office supplies for the new starters';

export function suppliesOrderBody(): string {
  const lines = suppliesOrder();
  return [
    'Hi Jordan,',
    '',
    'Could you put these in a Copperleaf cart for the new starters? I will check out myself on Monday, so please do not place the order. Colours and sizes matter: we match what the rest of the office has.',
    '',
    ...lines.map((line) => `${line.qty} x ${line.title}, ${line.colour.toLowerCase()}${line.option ? ` (${line.option.name}: ${line.option.value})` : ''}`),
    '',
    'Nothing else, thanks!',
    'Sofia',
  ].join('\n');
}

// --- A departing account manager's customers, handed over in a CSV attachment ---

export interface AccountHandoverRow {
  id: string;
  company: string;
  current: string;
  /** The new account manager; the current one where the account stays. */
  next: string;
}

export interface AccountHandover {
  leaving: string;
  rows: AccountHandoverRow[];
  /** The rows whose manager changes. */
  moves: AccountHandoverRow[];
}

/** Thirteen of one account manager's customers: nine handed to two colleagues, four staying until their renewal. */
export const accountHandover = lazy((): AccountHandover => {
  const random = Random.for('mail', 'account-handover');
  const leaving = random.pick(ACCOUNT_MANAGERS).name;
  const [first, second] = random.sample(
    ACCOUNT_MANAGERS.map((manager) => manager.name).filter((name) => name !== leaving),
    2,
  );
  const customers = random
    .sample(
      seedCustomers().filter((customer) => customer.accountManager === leaving && customer.status !== 'Churned'),
      13,
    )
    .sort((a, b) => a.id.localeCompare(b.id));
  const staying = new Set(random.sample([...customers.keys()], 4));
  const rows = customers.map((customer, index) => ({
    id: customer.id,
    company: customer.company,
    current: leaving,
    next: staying.has(index) ? leaving : random.pick([first, second]),
  }));
  return { leaving, rows, moves: rows.filter((row) => row.next !== row.current) };
});

export const ACCOUNT_HANDOVER_SENDER = 'leo.martin@mail.arena.test';
export const ACCOUNT_HANDOVER_FILE = 'account-handover.csv';

export function accountHandoverSubject(): string {
  return `Account handover: ${accountHandover().leaving}`;
}

export function accountHandoverBody(): string {
  const { leaving } = accountHandover();
  return [
    'Hi Jordan,',
    '',
    `${leaving} moves to the partnerships team at the end of the month. The attached ${ACCOUNT_HANDOVER_FILE} lists the accounts we went through in the handover meeting and who takes each one over. Could you set the new account manager in Harbor CRM? Where the new manager is ${leaving} again, the account stays with them until its renewal is signed: leave those as they are.`,
    '',
    'Only the account manager changes on these accounts.',
    '',
    'Best,',
    'Leo',
  ].join('\n');
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function accountHandoverCsv(): string {
  const header = ['customer_id', 'company', 'current_manager', 'new_manager'];
  return [header, ...accountHandover().rows.map((row) => [row.id, row.company, row.current, row.next])].map((cells) => cells.map(csvCell).join(',')).join('\n') + '\n';
}

// --- A reseller's renewals: new seat counts and renewal dates, written as people write them ---

export interface SeatChange {
  id: string;
  company: string;
  seats: number;
  /** The renewal date after the change (ISO); the record's own where the request leaves it. */
  renewalDate: string;
  /** Whether the request moves the renewal date. */
  renewalMoved: boolean;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const inWords = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const plusMonths = (iso: string, months: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(Number(iso.slice(8, 10)), last));
  return date.toISOString().slice(0, 10);
};

/** Eight Active customers a reseller manages: each a new seat count, four also a renewal date 12 or 24 months on. */
export const seatChanges = lazy((): SeatChange[] => {
  const random = Random.for('mail', 'seat-changes');
  const customers = random
    .sample(
      seedCustomers().filter((customer) => customer.status === 'Active' && customer.seats >= 20),
      8,
    )
    .sort((a, b) => a.company.localeCompare(b.company));
  const moved = new Set(random.sample([...customers.keys()], 4));
  return customers.map((customer, index) => {
    const step = customer.seats >= 400 ? 50 : customer.seats >= 100 ? 10 : 5;
    let seats = customer.seats;
    while (seats === customer.seats || seats < 5) seats = Math.round((customer.seats * (0.6 + random.next() * 1.2)) / step) * step;
    const renewalMoved = moved.has(index);
    return { id: customer.id, company: customer.company, seats, renewalDate: renewalMoved ? plusMonths(customer.renewalDate, random.pick([12, 24])) : customer.renewalDate, renewalMoved };
  });
});

export const SEAT_CHANGES_SENDER = 'hanna.berg@brightpath-partners.example';
export const SEAT_CHANGES_SUBJECT = 'Renewals for our clients: seats and dates';

export function seatChangesBody(): string {
  return [
    'Dear Jordan,',
    '',
    'As your reseller for the accounts below, we have closed this quarter\'s renewals with them. Could you update Harbor CRM to match the signed orders? For each account: the new number of seats, and where the contract was extended, the new renewal date.',
    '',
    ...seatChanges().map((change) => `- ${change.company} (account ${change.id}): ${change.seats.toLocaleString('en-US')} seats${change.renewalMoved ? `, renewing on ${inWords(change.renewalDate)}` : ', renewal date unchanged'}`),
    '',
    'Nothing else changes on these accounts; the revenue figures follow in our invoice run.',
    '',
    'Kind regards,',
    'Hanna Berg',
    'Brightpath Partners',
  ].join('\n');
}

// --- Newsletter unsubscribe requests, by contact email address ---

export interface Unsubscribe {
  /** The address as the request gives it. */
  email: string;
  /** The customer whose primary contact it is, if any. */
  id?: string;
  company?: string;
  /** Whether the customer is subscribed now (so there is something to change). */
  subscribed: boolean;
}

/** Ten addresses: eight subscribed customers' contacts, one already unsubscribed, one no customer's. */
export const unsubscribes = lazy((): Unsubscribe[] => {
  const random = Random.for('mail', 'unsubscribes');
  const customers = seedCustomers();
  const subscribed = random.sample(
    customers.filter((customer) => customer.newsletter && customer.status !== 'Churned'),
    8,
  );
  const already = random.pick(customers.filter((customer) => !customer.newsletter && customer.status !== 'Churned'));
  const known = new Set(customers.map((customer) => customer.contactEmail));
  // Someone who came to a webinar without being a customer: a contact's name at a company that is none of ours.
  const [first, last] = [random.pick(customers).contactName.split(' ')[0], random.pick(customers).contactName.split(' ').slice(-1)[0]];
  const stranger = [`${first}.${last}@northwind-traders.example`.toLowerCase()].find((email) => !known.has(email))!;
  return random.shuffle([
    ...subscribed.map((customer) => ({ email: customer.contactEmail, id: customer.id, company: customer.company, subscribed: true })),
    { email: already.contactEmail, id: already.id, company: already.company, subscribed: false },
    { email: stranger, subscribed: false },
  ]);
});

export const UNSUBSCRIBES_SENDER = 'marketing@mail.arena.test';
export const UNSUBSCRIBES_SUBJECT = 'Newsletter unsubscribe requests from the webinar';

export function unsubscribesBody(): string {
  return [
    'Hi Jordan,',
    '',
    'After last week\'s webinar these people asked us to stop sending them the customer newsletter. Could you unsubscribe them in Harbor CRM? The newsletter goes to each customer\'s primary contact, so search the CRM by the address. Some may be off the list already, and not everyone at the webinar is a customer: skip those.',
    '',
    ...unsubscribes().map((request) => request.email),
    '',
    'Please leave everything else on the accounts as it is.',
    '',
    'Thanks,',
    'The marketing team',
  ].join('\n');
}

// --- The messages, for the mailbox (state.ts) ---

/** The messages of these requests, with their ids (m10–m19 are this module's) and when they came. */
export function bulkMessages(): Array<{ id: string; daysBefore: number; time: string; from: string; subject: string; body: string; attachment?: { name: string; text: string } }> {
  return [
    { id: 'm10', daysBefore: 1, time: '16:40', from: TICKET_HANDOVER_SENDER, subject: ticketHandoverSubject(), body: ticketHandoverBody() },
    { id: 'm11', daysBefore: 0, time: '08:20', from: TICKET_HANDOVER_SENDER, subject: `Re: ${ticketHandoverSubject()}`, body: ticketHandoverCorrection() },
    { id: 'm12', daysBefore: 1, time: '13:15', from: SUPPLIES_ORDER_SENDER, subject: SUPPLIES_ORDER_SUBJECT, body: suppliesOrderBody() },
    { id: 'm13', daysBefore: 2, time: '10:05', from: ACCOUNT_HANDOVER_SENDER, subject: accountHandoverSubject(), body: accountHandoverBody(), attachment: { name: ACCOUNT_HANDOVER_FILE, text: accountHandoverCsv() } },
    { id: 'm14', daysBefore: 3, time: '15:30', from: SEAT_CHANGES_SENDER, subject: SEAT_CHANGES_SUBJECT, body: seatChangesBody() },
    { id: 'm15', daysBefore: 5, time: '12:10', from: UNSUBSCRIBES_SENDER, subject: UNSUBSCRIBES_SUBJECT, body: unsubscribesBody() },
  ];
}
