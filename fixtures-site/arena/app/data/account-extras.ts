import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import type { Customer } from './customers.ts';
import { contactEmail } from './customers.ts';
import { addDays, daysBetween } from './dates.ts';
import { STAFF } from './staff.ts';
import { COUNTRIES, FIRST_NAMES, JOB_TITLES, LAST_NAMES } from './words.ts';

/** What a customer's page shows beyond the record itself, generated from the customer's id. */

export interface Contact {
  name: string;
  title: string;
  role: string;
  email: string;
  phone: string;
}

export interface Invoice {
  number: string;
  period: string;
  issued: string;
  due: string;
  amount: number;
  status: 'Paid' | 'Due' | 'Overdue';
}

export interface Usage {
  module: string;
  licensed: number;
  active: number;
}

export interface Activity {
  date: string;
  who: string;
  what: string;
}

const CONTACT_ROLES = ['Billing', 'Technical', 'Decision maker', 'Champion', 'End user'] as const;

export function otherContacts(customer: Customer): Contact[] {
  const random = Random.for('app', 'contacts', customer.id);
  return Array.from({ length: random.int(3, 6) }, () => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    return {
      name,
      title: random.pick(JOB_TITLES),
      role: random.pick(CONTACT_ROLES),
      email: contactEmail(name, customer.company),
      phone: customer.phone.replace(/\d{4}$/, String(random.int(1000, 9999))),
    };
  });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const INVOICE_MONTHS = 24;

/** Monthly invoices of the last two years since the customer joined (none for trials), newest first. */
export function invoices(customer: Customer): Invoice[] {
  if (customer.arr === 0) return [];
  const random = Random.for('app', 'invoices', customer.id);
  const monthly = Math.round(customer.arr / 12);
  const count = Math.min(INVOICE_MONTHS, Math.max(1, Math.floor(daysBetween(customer.since, ARENA_TODAY) / 30)));
  return Array.from({ length: count }, (_, i) => {
    const issued = addDays(ARENA_TODAY, -30 * i - 5);
    const status = i === 0 ? 'Due' : i === 1 && random.chance(0.2) ? 'Overdue' : 'Paid';
    const month = Number(issued.slice(5, 7)) - 1;
    return {
      number: `INV-${issued.slice(0, 4)}-${customer.id.slice(4)}${String(INVOICE_MONTHS - i).padStart(2, '0')}`,
      period: `${MONTHS[month]} ${issued.slice(0, 4)}`,
      issued,
      due: addDays(issued, 30),
      amount: monthly,
      status,
    };
  });
}

const MODULES = ['Contacts', 'Pipelines', 'Invoicing', 'Help desk', 'Reporting', 'Automations', 'Mobile app', 'API access'] as const;

/** Seats licensed and used per product module over the last 30 days. */
export function usage(customer: Customer): Usage[] {
  const random = Random.for('app', 'usage', customer.id);
  return MODULES.filter(() => random.chance(0.8)).map((module) => {
    const licensed = Math.max(1, Math.round(customer.seats * (0.3 + random.next() * 0.7)));
    return { module, licensed, active: Math.round(licensed * random.next()) };
  });
}

const EVENTS = [
  'Logged a call with the primary contact',
  'Sent the quarterly usage report',
  'Held a quarterly business review',
  'Updated billing details',
  'Shared the product roadmap',
  'Ran an onboarding session for new users',
  'Discussed the renewal terms',
  'Recorded a feature request',
  'Sent a satisfaction survey',
  'Reviewed open support tickets with the customer',
] as const;

/** Earlier activity on the account (before today), newest first. */
export function pastActivity(customer: Customer): Activity[] {
  const random = Random.for('app', 'activity', customer.id);
  const days = Math.max(1, Math.min(500, daysBetween(customer.since, ARENA_TODAY)));
  const events = Array.from({ length: random.int(12, 24) }, () => ({
    date: addDays(ARENA_TODAY, -random.int(1, days)),
    who: random.pick(STAFF).name,
    what: random.pick(EVENTS),
  }));
  return events.sort((a, b) => b.date.localeCompare(a.date));
}

export interface Opportunity {
  name: string;
  stage: 'Discovery' | 'Proposal' | 'Negotiation' | 'Won' | 'Lost';
  amount: number;
  closeDate: string;
}

const DEALS = ['Seat expansion', 'Analytics add-on', 'Premium support', 'Multi-year renewal', 'New subsidiary rollout', 'API access upgrade'] as const;
const STAGES = ['Discovery', 'Proposal', 'Negotiation', 'Won', 'Lost'] as const;

/** Upsell deals of the account, open ones first. */
export function opportunities(customer: Customer): Opportunity[] {
  const random = Random.for('app', 'opportunities', customer.id);
  return random
    .sample(DEALS, random.int(1, 4))
    .map((name) => {
      const stage = random.pick(STAGES);
      const closed = stage === 'Won' || stage === 'Lost';
      return { name, stage, amount: Math.round((customer.arr || 10_000) * (0.1 + random.next() * 0.4) / 100) * 100, closeDate: addDays(ARENA_TODAY, closed ? -random.int(10, 300) : random.int(10, 120)) };
    })
    .sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage));
}

export interface Document {
  name: string;
  kind: string;
  uploaded: string;
  by: string;
}

/** Contracts and other files kept with the account. */
export function documents(customer: Customer): Document[] {
  const random = Random.for('app', 'documents', customer.id);
  const year = customer.since.slice(0, 4);
  const files = [
    { name: `Master services agreement ${year}.pdf`, kind: 'Contract' },
    { name: `Order form ${customer.tier} ${year}.pdf`, kind: 'Order form' },
    { name: 'Security questionnaire.xlsx', kind: 'Security' },
    { name: 'Data processing addendum.pdf', kind: 'Contract' },
    { name: 'Onboarding plan.docx', kind: 'Project' },
  ];
  return files.slice(0, random.int(2, files.length)).map((file) => ({ ...file, uploaded: addDays(customer.since, random.int(0, 60)), by: random.pick(STAFF).name }));
}

export interface Billing {
  billingEmail: string;
  paymentMethod: string;
  terms: string;
  taxId: string;
  purchaseOrder: string;
}

export function billing(customer: Customer): Billing {
  const random = Random.for('app', 'billing', customer.id);
  return {
    billingEmail: `accounts@${customer.contactEmail.split('@')[1]}`,
    paymentMethod: random.pick(['Bank transfer', 'Direct debit', `Card ending ${random.int(1000, 9999)}`]),
    terms: random.pick(['Net 30', 'Net 45', 'Net 60', 'Due on receipt']),
    taxId: `${COUNTRIES.find((c) => c.name === customer.country)?.code ?? 'XX'}${random.int(100_000_000, 999_999_999)}`,
    purchaseOrder: random.chance(0.5) ? `PO-${random.int(10_000, 99_999)}` : 'Not required',
  };
}

export interface HealthFactor {
  factor: string;
  score: number;
  note: string;
}

/** The account's health score, factor by factor (0–100, higher is healthier). */
export function health(customer: Customer, openTickets: number): HealthFactor[] {
  const random = Random.for('app', 'health', customer.id);
  const adoption = usage(customer);
  const adoptionScore = adoption.length ? Math.round((adoption.reduce((sum, u) => sum + u.active / u.licensed, 0) / adoption.length) * 100) : 0;
  const nps = random.int(0, 10);
  return [
    { factor: 'Product adoption', score: adoptionScore, note: `${adoption.length} modules in use` },
    { factor: 'Support load', score: Math.max(0, 100 - openTickets * 15), note: `${openTickets} open tickets` },
    { factor: 'Payments', score: invoices(customer).some((i) => i.status === 'Overdue') ? 40 : 100, note: 'Based on the last two invoices' },
    { factor: 'Engagement', score: random.int(30, 100), note: 'Meetings and calls in the last 90 days' },
    { factor: 'Satisfaction', score: nps * 10, note: `Last survey answer: ${nps} of 10` },
  ];
}

export interface Email {
  date: string;
  from: string;
  to: string;
  subject: string;
}

const EMAIL_SUBJECTS = [
  'Agenda for our next review',
  'Your invoice is ready',
  'Follow-up on the support ticket',
  'Renewal quote',
  'Invitation: product webinar',
  'Notes from today’s call',
  'Question about user permissions',
  'Updated order form',
  'Welcome to the customer community',
  'Security review documents',
] as const;

/** Emails between the account team and the customer, newest first. */
export function recentEmails(customer: Customer): Email[] {
  const random = Random.for('app', 'emails', customer.id);
  const days = Math.max(1, Math.min(365, daysBetween(customer.since, ARENA_TODAY)));
  return Array.from({ length: random.int(10, 16) }, () => {
    const outgoing = random.chance(0.6);
    const staff = random.pick(STAFF).name;
    return { date: addDays(ARENA_TODAY, -random.int(0, days)), from: outgoing ? staff : customer.contactName, to: outgoing ? customer.contactName : staff, subject: random.pick(EMAIL_SUBJECTS) };
  }).sort((a, b) => b.date.localeCompare(a.date));
}

/** Seats at the start of each of the last 12 months (today's count last), newest first. */
export function seatHistory(customer: Customer): Array<{ month: string; seats: number }> {
  const random = Random.for('app', 'seats', customer.id);
  let seats = customer.seats;
  return Array.from({ length: 12 }, (_, i) => {
    const day = addDays(ARENA_TODAY, -30 * i);
    const row = { month: `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`, seats };
    seats = Math.max(1, seats - random.int(-2, Math.max(2, Math.round(seats * 0.05))));
    return row;
  }).filter((_, i) => addDays(ARENA_TODAY, -30 * i) >= customer.since);
}
