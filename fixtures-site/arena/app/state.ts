import { ARENA_TODAY } from '../../site-kit/random.ts';
import type { SiteRecords } from '../../site-kit/site.ts';
import { seedCustomers, type Customer } from './data/customers.ts';
import { OPERATOR } from './data/staff.ts';
import { seedTickets, type Ticket } from './data/tickets.ts';
import { Overlay } from './overlay.ts';
import { seedDeals, type Stage } from './data/pipeline.ts';

export interface Session {
  /** `s1`, `s2`, … in the order of sign-ins: deterministic for the same requests. */
  id: string;
  email: string;
  name: string;
  signedInAt: string;
  signedOutAt: string | null;
  keepSignedIn: boolean;
  /** A message for the toast of the next page this session sees. */
  flash?: string;
  /** How long the audit log was when the session began: the changes made in it are the entries after. */
  auditMark?: number;
}

export interface AuditEntry {
  at: string;
  actor: string;
  /** Dotted event name: `customer.update`, `ticket.delete`, `auth.sign_in`, … */
  action: string;
  /** The id of the record acted on (a customer, ticket, or the email of a sign-in). */
  target: string;
  summary: string;
  /** Changed fields: name → { from, to }. */
  changes?: Record<string, { from: unknown; to: unknown }>;
}

export interface DeletedRecord {
  type: 'customer' | 'ticket';
  id: string;
  /** The company name or ticket subject, as it was. */
  label: string;
  at: string;
  by: string;
}

export interface Settings {
  displayName: string;
  jobTitle: string;
  timeZone: string;
  rowsPerPage: number;
  emailOnAssignment: boolean;
  weeklyDigest: boolean;
  renewalReminderDays: number;
}

export interface ImportBatch {
  id: string;
  fileName: string;
  at: string;
  imported: string[];
  skipped: number;
}

/** A renewal quote made on the pipeline's quote form. */
export interface Quote {
  /** `Q-1`, `Q-2`, … in the order they were made. */
  id: string;
  customerId: string;
  company: string;
  seats: number;
  termMonths: number;
  /** Percent off the list price. */
  discount: number;
  /** The customer's purchase order number (`PO-` and six digits), or empty. */
  purchaseOrder: string;
  /** The message to the customer sent with the quote. */
  message: string;
  createdBy: string;
  at: string;
  /** The sales director's approval of a discount over the limit (`APR-1`), where one was needed. */
  approval?: string;
}

/** A discount approval the director granted (pages/approvals.ts asks for and shows them). */
export interface Approval {
  /** `APR-1`, `APR-2`, … in the order they were asked for. */
  id: string;
  customerId: string;
  company: string;
  /** Percent asked for, and percent the director approved (at most what was asked). */
  requested: number;
  approved: number;
  reason: string;
  requestedBy: string;
  at: string;
}

export interface AppState {
  sessions: Session[];
  customers: Overlay<Customer>;
  tickets: Overlay<Ticket>;
  deleted: DeletedRecord[];
  audit: AuditEntry[];
  settings: Settings;
  imports: ImportBatch[];
  /** Minutes past 09:00 on ARENA_TODAY: every change moves the app's clock on by one. */
  minutes: number;
  /** The number the next customer created in this episode gets. */
  nextCustomerNumber: number;
  /** The renewal pipeline's stages this episode changed (by dragging cards), by customer id. */
  stages: Map<string, Stage>;
  quotes: Quote[];
  /** Discount approvals asked of the sales director (pages/approvals.ts). */
  approvals: Approval[];
}

const DEFAULT_SETTINGS: Settings = {
  displayName: OPERATOR.name,
  jobTitle: 'Operations lead',
  timeZone: 'Europe/London',
  rowsPerPage: 50,
  emailOnAssignment: true,
  weeklyDigest: false,
  renewalReminderDays: 30,
};

export function initialState(): AppState {
  return {
    sessions: [],
    customers: new Overlay(seedCustomers),
    tickets: new Overlay(seedTickets),
    deleted: [],
    audit: [],
    settings: { ...DEFAULT_SETTINGS },
    imports: [],
    minutes: 0,
    nextCustomerNumber: 2001,
    stages: new Map(),
    quotes: [],
    approvals: [],
  };
}

/** The app's "now" for a change (YYYY-MM-DDTHH:MM): one minute later than the last change. */
export function tick(state: AppState): string {
  state.minutes++;
  const hours = 9 + Math.floor(state.minutes / 60);
  return `${ARENA_TODAY}T${String(hours).padStart(2, '0')}:${String(state.minutes % 60).padStart(2, '0')}`;
}

export function audit(state: AppState, entry: Omit<AuditEntry, 'at'>): void {
  state.audit.push({ at: tick(state), ...entry });
}

/** Logs a deletion: in the deleted records and in the audit log, at the same moment. */
export function recordDeletion(state: AppState, record: Omit<DeletedRecord, 'at'>): void {
  const at = tick(state);
  state.deleted.push({ ...record, at });
  state.audit.push({ at, actor: record.by, action: `${record.type}.delete`, target: record.id, summary: `Deleted ${record.type} ${record.id} (${record.label})` });
}

/** The fields that differ between two versions of a record, for the audit log. */
export function changedFields<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof T>)
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[String(key)] = { from: before[key], to: after[key] };
  return changes;
}

/** What the judge sees: sessions (never a password), records as they are now, deletions, the audit log. */
export function records(state: AppState): SiteRecords {
  return {
    sessions: state.sessions.map(({ flash: _flash, auditMark: _mark, ...session }) => ({ ...session, active: session.signedOutAt === null })),
    customers: state.customers.all().map((customer) => ({ ...customer })),
    tickets: state.tickets.all().map((ticket) => ({ ...ticket })),
    deleted: state.deleted.map((record) => ({ ...record })),
    audit: state.audit.map((entry) => ({ ...entry })),
    settings: [{ ...state.settings }],
    imports: state.imports.map((batch) => ({ ...batch })),
    pipeline: seedDeals().map((deal) => ({ id: deal.id, stage: state.stages.get(deal.id) ?? deal.stage })),
    quotes: state.quotes.map((quote) => ({ ...quote })),
    approvals: state.approvals.map((approval) => ({ ...approval })),
  };
}
