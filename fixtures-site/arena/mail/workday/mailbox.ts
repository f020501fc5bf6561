/**
 * A workday's mailbox: its requests drawn for one instance (`day-1` … `day-5`) with the arena's
 * seed, their messages placed in the morning (ids from m10, times from 07:30, a change or a
 * cancellation after every first message), and the approvals its senders wait for. A task names
 * the mailbox in its setup (`<workday>:<instance>`); Arena Mail starts its episode with it.
 */
import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { WORKDAYS, type WorkdayName } from './days.ts';
import type { WorkdayRequest } from './kinds.ts';
import { Draw, type ApprovalRule, type SeededMail } from './request.ts';

/** The instances of every workday: five draws each. */
export const MAILBOX_KEYS = ['day-1', 'day-2', 'day-3', 'day-4', 'day-5'] as const;

export interface PlacedMail extends SeededMail {
  id: string;
  /** ISO date and time, on the arena's clock. */
  date: string;
}

/** A request whose messages have their ids and times. */
export type Placed<R extends WorkdayRequest> = R extends unknown ? Omit<R, 'mail'> & { mail: PlacedMail[] } : never;

export interface WorkdayMailbox {
  /** `<workday>:<instance>`: what a task's setup names. */
  name: string;
  workday: WorkdayName;
  key: string;
  requests: Array<Placed<WorkdayRequest>>;
  /** Every message of the workday (not the older mail every mailbox has), in the order of their ids. */
  messages: PlacedMail[];
  approvals: ApprovalRule[];
}

// The first message of the morning, the gap between two, and the owner's messages of yesterday.
const MORNING_START = 7 * 60 + 30;
const YESTERDAY_START = 16 * 60 + 10;
const FIRST_ID = 10;

const at = (daysBefore: number, minutes: number) => {
  const date = new Date(`${ARENA_TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return `${date.toISOString().slice(0, 10)}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The requests' messages with ids and times: yesterday's, then this morning's first ones in order, then the later ones. */
function place(requests: readonly WorkdayRequest[], random: Random): Array<Placed<WorkdayRequest>> {
  const order: Array<SeededMail['when']> = ['yesterday', 'first', 'later'];
  const placed = new Map<SeededMail, PlacedMail>();
  let id = FIRST_ID;
  let morning = MORNING_START;
  let evening = YESTERDAY_START;
  for (const when of order)
    for (const mail of requests.flatMap((request) => request.mail.filter((m) => m.when === when))) {
      const date = when === 'yesterday' ? at(1, (evening += random.int(4, 9))) : at(0, (morning += random.int(5, 11)));
      placed.set(mail, { ...mail, id: `m${id++}`, date });
    }
  return requests.map((request) => ({ ...request, mail: request.mail.map((mail) => placed.get(mail)!) }) as Placed<WorkdayRequest>);
}

const drawn = new Map<string, WorkdayMailbox>();

/** The mailbox of one instance of a workday, drawn on first use (the arena's seed is the run's). */
export function workdayMailbox(workday: WorkdayName, key: string): WorkdayMailbox {
  const name = mailboxName(workday, key);
  const known = drawn.get(name);
  if (known) return known;
  const random = Random.for('mail', 'workday', workday, key);
  const draw = new Draw(random);
  const requests = place(
    WORKDAYS[workday].requests.map((request) => request(draw)),
    random,
  );
  const approvals = requests.flatMap((request) => request.approvals ?? []);
  const approvers = approvals.map((rule) => rule.approver);
  if (new Set(approvers).size < approvers.length) throw new Error(`workday ${name}: one approver is asked twice, so her answer could not tell which request it is for`);
  const messages = requests.flatMap((request) => request.mail).sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  const mailbox = { name, workday, key, requests, messages, approvals };
  drawn.set(name, mailbox);
  return mailbox;
}

export const mailboxName = (workday: WorkdayName, key: string) => `${workday}:${key}`;

/** The workday and instance a mailbox name names, or undefined for a name that is none. */
export function parseMailbox(name: string): { workday: WorkdayName; key: string } | undefined {
  const [workday, key, ...rest] = name.split(':');
  if (rest.length > 0 || !(workday in WORKDAYS) || !(MAILBOX_KEYS as readonly string[]).includes(key)) return undefined;
  return { workday: workday as WorkdayName, key };
}
