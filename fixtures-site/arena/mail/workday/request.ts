/**
 * What every request of a workday shares (fixtures-site/arena/mail/workday/): the messages it puts
 * in the mailbox, the approvals it waits for, and the drawing of its records from the arena's
 * sites with the workday's own generator, so that one workday never names a record twice.
 */
import { seedCustomers, type Customer } from '../../app/data/customers.ts';
import { doNotContact } from '../../app/data/do-not-contact.ts';
import { policyHref } from '../../app/pages/policies.ts';
import { formatDate } from '../../app/data/dates.ts';
import type { Random } from '../../../site-kit/random.ts';

/** A message a request puts in the workday's mailbox, before it gets its id and time. */
export interface SeededMail {
  from: string;
  subject: string;
  body: string;
  /**
   * When it came: `first`, this morning, in the order of the workday's requests; `later`, this
   * morning after every first message (a change or a cancellation of one); `yesterday`, a message
   * the owner sent the day before (in Sent: work already done).
   */
  when: 'first' | 'later' | 'yesterday';
  /** The recipient of a message in Sent (the owner's address otherwise). */
  to?: string;
  /** A text file sent with it (a CSV). */
  attachment?: { name: string; text: string };
}

/**
 * A decision someone makes only when asked by mail: the first message the owner sends to
 * `approver` is answered with `answer`, on the mailbox's next load after it was sent.
 */
export interface ApprovalRule {
  approver: string;
  answer: string;
}

/** One request of a workday as drawn: its kind and variant, its data (what its judge needs), its mail. */
export interface Drawn<K extends string, V extends string, D> {
  kind: K;
  variant: V;
  data: D;
  mail: SeededMail[];
  approvals?: ApprovalRule[];
}

/** One workday's drawing: its generator, and the customers and other records its requests took already. */
export class Draw {
  private readonly taken = new Set<string>();

  constructor(readonly random: Random) {}

  /** Whether no earlier request of the workday took this record (by any key). */
  free(key: string): boolean {
    return !this.taken.has(key);
  }

  /** Records (by any key) the request names without drawing them: no later request takes them. */
  take(...keys: string[]): void {
    for (const key of keys) this.taken.add(key);
  }

  /** A record (by any key) no earlier request of the workday took: taken now. */
  claim<T>(candidates: readonly T[], key: (item: T) => string, what: string): T {
    const free = candidates.filter((item) => this.free(key(item)));
    if (free.length === 0) throw new Error(`a workday ran out of ${what} to draw`);
    const item = this.random.pick(free);
    this.taken.add(key(item));
    return item;
  }

  /** `count` records no earlier request took, in the generator's order. */
  claimSome<T>(count: number, candidates: readonly T[], key: (item: T) => string, what: string): T[] {
    return Array.from({ length: count }, () => this.claim(candidates, key, what));
  }

  /** A customer no earlier request of the workday took, of those `test` keeps (never one whose page says Do not contact, unless `test` asks for it). */
  customer(test: (customer: Customer) => boolean, allowQuiet = false): Customer {
    const quiet = new Set(doNotContact().map((flag) => flag.id));
    return this.claim(
      seedCustomers().filter((customer) => test(customer) && (allowQuiet || !quiet.has(customer.id))),
      (customer) => customer.id,
      'customers',
    );
  }
}

/** The people who write to the mailbox's owner, by their role. */
export const COLLEAGUES = {
  support: { name: 'Priya Shah', address: 'priya.shah@mail.arena.test' },
  supportLead: { name: 'Dana Okoye', address: 'dana.okoye@mail.arena.test' },
  finance: { name: 'Nina Berg', address: 'nina.berg@mail.arena.test' },
  marketing: { name: 'Tomas Novak', address: 'tomas.novak@mail.arena.test' },
  office: { name: 'Sofia Reyes', address: 'sofia.reyes@mail.arena.test' },
  salesOps: { name: 'Hana Sato', address: 'hana.sato@mail.arena.test' },
  developer: { name: 'Omar Haddad', address: 'omar.haddad@mail.arena.test' },
} as const;

export const firstName = (name: string) => name.split(' ')[0];
/** A team policy's address, as a request links it. */
export const policyUrl = (slug: string) => `http://app.arena.test${policyHref(slug)}`;
/** Money as colleagues write it: `$12,300`. */
export const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
/** A date as the CRM shows it: `15 Jun 2026`. */
export const crmDate = formatDate;
/** A message's lines, joined. */
export const lines = (...text: string[]) => text.join('\n');
/** A whole number of dollars rounded to the hundred, as ARR figures are. */
export const hundreds = (amount: number) => Math.round(amount / 100) * 100;
