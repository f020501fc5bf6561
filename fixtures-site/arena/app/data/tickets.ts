import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { lazy } from '../../../site-kit/lazy.ts';
import { seedCustomers } from './customers.ts';
import { addDays } from './dates.ts';
import { SUPPORT_AGENTS, UNASSIGNED } from './staff.ts';

export const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const TICKET_STATUSES = ['Open', 'In progress', 'Waiting on customer', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Statuses of tickets that still need work. */
export const OPEN_STATUSES: readonly TicketStatus[] = ['Open', 'In progress', 'Waiting on customer'];
const CHANNELS = ['Email', 'Phone', 'Chat', 'Portal'] as const;

export interface TicketComment {
  author: string;
  /** Local date and time, YYYY-MM-DDTHH:MM. */
  at: string;
  body: string;
  /** Internal notes are seen by staff only; replies go to the customer. */
  internal: boolean;
}

export interface Ticket {
  id: string;
  subject: string;
  customerId: string;
  priority: Priority;
  status: TicketStatus;
  assignee: string;
  channel: (typeof CHANNELS)[number];
  created: string;
  due: string;
  description: string;
  comments: TicketComment[];
}

const TICKET_COUNT = 720;

/** Days to resolve, per priority (the due date is this long after creation). */
const SLA_DAYS: Record<Priority, number> = { Low: 30, Normal: 14, High: 5, Urgent: 2 };

const PROBLEMS = [
  { subject: 'Cannot export invoices to CSV', detail: 'The export button spins and never produces a file.' },
  { subject: 'SSO login fails for new users', detail: 'Users provisioned this week get an "unknown principal" error at sign-in.' },
  { subject: 'Dashboard loads slowly in the morning', detail: 'Between 8 and 10 am the main dashboard takes over 30 seconds to load.' },
  { subject: 'Request to add seats', detail: 'We are onboarding a new team and need more seats on our plan.' },
  { subject: 'Webhook deliveries are delayed', detail: 'Order webhooks arrive up to an hour late since last Tuesday.' },
  { subject: 'Wrong VAT rate on latest invoice', detail: 'The latest invoice applies the wrong VAT rate for our country.' },
  { subject: 'API rate limit reached unexpectedly', detail: 'Our integration receives 429 responses well below the documented limit.' },
  { subject: 'Password reset email not received', detail: 'Several users never receive the password reset email.' },
  { subject: 'Question about data retention', detail: 'How long are deleted records kept, and can we shorten it?' },
  { subject: 'Report totals do not match', detail: 'The monthly revenue report differs from the sum of the invoices.' },
  { subject: 'Mobile app crashes on upload', detail: 'Uploading a photo from the mobile app closes the app.' },
  { subject: 'Change of billing address', detail: 'Please update our billing address for future invoices.' },
  { subject: 'Duplicate contacts after import', detail: 'Importing our contact list created duplicates of existing contacts.' },
  { subject: 'Calendar sync stopped working', detail: 'Meetings are no longer synchronised with our calendars.' },
  { subject: 'Request for a training session', detail: 'Our new hires would benefit from a product walkthrough.' },
  { subject: 'Two-factor codes rejected', detail: 'Authenticator codes are rejected for some of our administrators.' },
  { subject: 'Custom field missing from exports', detail: 'A custom field we added does not appear in exported files.' },
  { subject: 'Cancel add-on subscription', detail: 'We would like to cancel the analytics add-on at the end of the term.' },
] as const;

const REPLIES = [
  'Thanks for reaching out, we are looking into this now.',
  'Could you send us a screenshot and the time it happened?',
  'We have reproduced the problem and passed it to engineering.',
  'A fix has been deployed; could you confirm it works for you?',
  'Following up: is this still happening on your side?',
] as const;
const CUSTOMER_FOLLOW_UPS = ['It happened again this morning.', 'Screenshot attached, thanks.', 'Yes, that works now. Thank you!', 'Any update on this?'] as const;
const INTERNAL_NOTES = ['Checked the logs, nothing obvious.', 'Escalated to the platform team.', 'Customer is on a renewal call next week, handle with care.'] as const;

/** Most tickets of the last two weeks are still open; older ones are mostly resolved. */
function statusFor(random: Random, ageDays: number): TicketStatus {
  const openChance = ageDays <= 14 ? 0.8 : ageDays <= 45 ? 0.2 : 0.03;
  return random.chance(openChance) ? random.pick(['Open', 'Open', 'In progress', 'In progress', 'Waiting on customer'] as const) : random.pick(['Resolved', 'Closed'] as const);
}

function generateTickets(): Ticket[] {
  const random = Random.for('app', 'tickets');
  const customers = seedCustomers().filter((c) => c.status !== 'Churned' || random.chance(0.3));
  const tickets: Array<Omit<Ticket, 'id'>> = [];
  for (let i = 0; i < TICKET_COUNT; i++) {
    const problem = random.pick(PROBLEMS);
    const customer = random.pick(customers);
    const priority = random.pick(['Low', 'Normal', 'Normal', 'Normal', 'High', 'High', 'Urgent'] as const);
    const ageDays = random.int(0, 150);
    const created = addDays(ARENA_TODAY, -ageDays);
    const status = statusFor(random, ageDays);
    const assignee = status === 'Open' && random.chance(0.35) ? UNASSIGNED : random.pick(SUPPORT_AGENTS).name;
    const comments: TicketComment[] = [];
    const replies = random.int(0, 4);
    for (let r = 0; r < replies; r++) {
      const day = addDays(created, Math.min(ageDays, r + random.int(0, 2)));
      const at = `${day}T${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
      if (r % 2 === 0) comments.push({ author: assignee === UNASSIGNED ? random.pick(SUPPORT_AGENTS).name : assignee, at, body: random.pick(REPLIES), internal: false });
      else if (random.chance(0.3)) comments.push({ author: random.pick(SUPPORT_AGENTS).name, at, body: random.pick(INTERNAL_NOTES), internal: true });
      else comments.push({ author: customer.contactName, at, body: random.pick(CUSTOMER_FOLLOW_UPS), internal: false });
    }
    tickets.push({
      subject: problem.subject,
      customerId: customer.id,
      priority,
      status,
      assignee,
      channel: random.pick(CHANNELS),
      created,
      due: addDays(created, SLA_DAYS[priority]),
      description: `${problem.detail} Reported by ${customer.contactName} (${customer.contactTitle}).`,
      comments,
    });
  }
  // Tickets are numbered in the order they came in.
  return tickets.sort((a, b) => a.created.localeCompare(b.created)).map((ticket, i) => ({ id: `TK-${5001 + i}`, ...ticket }));
}

/** The tickets every episode starts with. */
export const seedTickets = lazy(generateTickets);

export function isOpen(ticket: Pick<Ticket, 'status'>): boolean {
  return OPEN_STATUSES.includes(ticket.status);
}

export function isOverdue(ticket: Pick<Ticket, 'status' | 'due'>, today = ARENA_TODAY): boolean {
  return isOpen(ticket) && ticket.due < today;
}
