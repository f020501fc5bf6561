/**
 * One episode's mailbox: the messages it starts with (mail from the arena's sites and a
 * colleague, before "today"), what the agent sends, and what the other sites send it during the
 * episode. A read mark is kept here but is no record: reading mail changes nothing anyone judges.
 */
import { ARENA_TODAY } from '../../site-kit/random.ts';
import type { Mail, SiteRecords, SiteSetup } from '../../site-kit/site.ts';
import { PHONE_UPDATES_SUBJECT, phoneUpdatesBody } from './requests.ts';
import { verifyMessages } from './verify.ts';
import { bulkMessages } from './bulk-requests.ts';
import { rulesMessages } from './rules-requests.ts';
import { OWNER } from './owner.ts';
import { parseMailbox, workdayMailbox } from './workday/mailbox.ts';
import type { ApprovalRule } from './workday/request.ts';

export { MAIL_DOMAIN, OWNER } from './owner.ts';

export interface Message extends Mail {
  id: string;
  folder: 'inbox' | 'sent';
  /** ISO date and time, on the arena's clock. */
  date: string;
  read: boolean;
  /** The message this one answers (a reply), by id. */
  inReplyTo?: string;
  /** A text file sent with the message (a CSV), shown as a link under its body. */
  attachment?: { name: string; text: string };
}

export interface State {
  messages: Message[];
  /** The number in the next message's id: one past the highest seeded one. */
  nextId: number;
  /** The number of the episode's first new message: the clock's first minute. */
  firstNewId: number;
  /** Decisions someone makes only when asked by mail (a workday's approvals), not asked yet. */
  approvals: ApprovalRule[];
  /** Answers to requests sent: delivered on the mailbox's next load. */
  due: Array<Mail & { inReplyTo: string }>;
}

const day = (daysBefore: number, time: string) => {
  const date = new Date(`${ARENA_TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return `${date.toISOString().slice(0, 10)}T${time}`;
};

type Seeded = Omit<Message, 'to' | 'folder' | 'read'>;

/** The older mail every mailbox holds: newsletters and a colleague's lunch plans. */
const older = (): Seeded[] => [
  { id: 'm1', date: day(9, '08:30'), from: 'newsletter@shop.arena.test', subject: 'Copperleaf: this week in the store', body: 'New in: desk lamps, notebooks and the summer range.\nDeals change every day at midnight.\n\nCopperleaf' },
  { id: 'm2', date: day(6, '14:05'), from: 'priya.shah@mail.arena.test', subject: 'Lunch on Thursday?', body: 'Hi Jordan,\n\nAre you free for lunch on Thursday? The place by the river opens again.\n\nPriya' },
  { id: 'm3', date: day(4, '09:10'), from: 'no-reply@app.arena.test', subject: 'Harbor CRM: your weekly summary', body: 'Open tickets assigned to your team: see the dashboard.\nRenewals due this month: see Renewals.\n\nHarbor CRM' },
  { id: 'm4', date: day(2, '17:45'), from: 'no-reply@book.arena.test', subject: 'Wayfarer: plan your summer', body: 'Stays in 42 destinations, free cancellation on many of them.\n\nWayfarer' },
  { id: 'm5', date: day(1, '11:20'), from: 'priya.shah@mail.arena.test', subject: 'Re: Lunch on Thursday?', body: 'Never mind, Thursday is full. Next week then!\n\nPriya' },
];

// A function: the requests are drawn from the other sites' data on first use, with the seed in force.
const seeded = (): readonly Seeded[] => [
  ...older(),
  { id: 'm6', date: day(0, '08:55'), from: 'priya.shah@mail.arena.test', subject: PHONE_UPDATES_SUBJECT, body: phoneUpdatesBody() },
  ...verifyMessages().map(({ daysBefore, time, ...message }) => ({ ...message, date: day(daysBefore, time) })),
  ...bulkMessages().map(({ daysBefore, time, ...message }) => ({ ...message, date: day(daysBefore, time) })),
  ...rulesMessages().map(({ daysBefore, time, ...message }) => ({ ...message, date: day(daysBefore, time) })),
];
/** The messages before the episode, unread where Jordan has not opened them yet. */
const UNREAD = new Set(['m5', 'm6']);

/** A workday's mailbox: the older mail, read, then the workday's own (./workday/), this morning's unread and yesterday's sent ones in Sent. */
function workdayMessages(name: string): { messages: Message[]; approvals: ApprovalRule[] } {
  const box = parseMailbox(name);
  if (!box) throw new Error(`Arena Mail has no mailbox named ${JSON.stringify(name)}`);
  const { messages, approvals } = workdayMailbox(box.workday, box.key);
  return {
    messages: [
      ...older().map((message): Message => ({ ...message, to: OWNER.address, folder: 'inbox', read: true })),
      ...messages.map(({ when, to, ...message }): Message => ({ ...message, to: to ?? OWNER.address, folder: when === 'yesterday' ? 'sent' : 'inbox', read: when === 'yesterday' })),
    ],
    approvals: approvals.map((rule) => ({ ...rule })),
  };
}

/** The mailbox an episode starts with: the task's workday mailbox (its setup's `mailbox`), or the chores' one. */
export function initialState(setup?: SiteSetup): State {
  const { messages, approvals } = setup?.mailbox
    ? workdayMessages(setup.mailbox)
    : { messages: seeded().map((message): Message => ({ ...message, to: OWNER.address, folder: 'inbox', read: !UNREAD.has(message.id) })), approvals: [] };
  const nextId = Math.max(...messages.map((m) => Number(m.id.slice(1)))) + 1;
  return { messages, nextId, firstNewId: nextId, approvals, due: [] };
}

/** The next message's id and its time: the arena's clock stands at today 10:00, one minute per message. */
function stamp(state: State): Pick<Message, 'id' | 'date'> {
  const minute = state.nextId - state.firstNewId + 1;
  return { id: `m${state.nextId++}`, date: `${ARENA_TODAY}T10:${String(minute).padStart(2, '0')}` };
}

export function sent(state: State, mail: Omit<Mail, 'from'>, inReplyTo?: string): Message {
  const message: Message = { ...stamp(state), ...mail, from: OWNER.address, folder: 'sent', read: true, ...(inReplyTo && { inReplyTo }) };
  state.messages.push(message);
  return message;
}

export function received(state: State, mail: Mail, inReplyTo?: string): void {
  state.messages.push({ ...stamp(state), ...mail, folder: 'inbox', read: false, ...(inReplyTo && { inReplyTo }) });
}

/**
 * A message the owner sent, as the approvals read it: the first one to an approver asks for her
 * decision, which is then due, as a reply to it, on the mailbox's next load (never on a timer, so
 * every replay on every server sees it at the same point).
 */
export function asked(state: State, message: Message): void {
  const rule = state.approvals.find((r) => r.approver.toLowerCase() === message.to.toLowerCase());
  if (!rule) return;
  state.approvals = state.approvals.filter((r) => r !== rule);
  state.due.push({ from: rule.approver, to: OWNER.address, subject: /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`, body: rule.answer, inReplyTo: message.id });
}

/** The answers due, into the inbox: the mailbox is being loaded. */
export function deliverDue(state: State): void {
  for (const { inReplyTo, ...mail } of state.due.splice(0)) received(state, mail, inReplyTo);
}

/** Plain JSON for the judge: every message but its read mark. */
export function records(state: State): SiteRecords {
  return {
    messages: state.messages.map(({ read: _, inReplyTo, ...message }) => ({ ...message, inReplyTo: inReplyTo ?? null })),
  };
}
