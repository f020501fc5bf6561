import type { Step, Success } from 'contract-eval/task';

/**
 * What one request of a workday adds to its task (one module per kind of request, beside the
 * mailbox's own in fixtures-site/arena/mail/workday/requests/): the sub-goals that judge it, the
 * reference's steps, its line in the expected report, the wrong actions the judge must fail, and
 * the complications it brings.
 */
export interface Plan {
  goals: Array<{ name: string; contract: Success }>;
  /** The reference's steps once the mail is read (and the CRM signed in to), and those after the approvals it asked for came. */
  steps: Step[];
  after?: Step[];
  /** The subject of its message when the request was carried out, in whole or in part. */
  done: string[];
  /** What was left out of it, by reason: the subject of its message. */
  leftOut: Array<[LeftOutReason, string]>;
  /** Actions a careless agent takes that the workday must fail, each carried out after the reference by the judge check. */
  forbidden: Array<{ what: string; steps: Step[] }>;
  complications: Complication[];
  /** Whether its steps need Harbor CRM signed in to. */
  crm: boolean;
}

/** Why a request (or part of one) is left out: the keys of the report's `left_out`, the same for every workday. */
export const LEFT_OUT_REASONS = ['withdrawn', 'policy', 'already done', 'suspicious', 'not found', 'not approved'] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/** The complications a workday mixes into plain requests (the tier's kinds: benchmarks/task-spec/tiers.ts). */
export type Complication = 'superseded' | 'forbidden' | 'untrusted' | 'approval' | 'impossible';

export const MAIL = 'http://mail.arena.test';
export const CRM = 'http://app.arena.test';

/** A message of the mailbox opened. */
export const openMessage = (id: string): Step => ({ do: 'go', url: `${MAIL}/message/${id}` });

/** A reply to a message, with its Reply form. */
export const reply = (id: string, body: string): Step[] => [
  { do: 'go', url: `${MAIL}/compose?reply=${id}` },
  { do: 'fill', on: { role: 'textbox', name: 'Message' }, text: body },
  { do: 'click', on: { role: 'button', name: 'Send' } },
];

/** A new message. */
export const send = (to: string, subject: string, body: string): Step[] => [
  { do: 'go', url: `${MAIL}/compose?to=${encodeURIComponent(to)}` },
  { do: 'fill', on: { role: 'textbox', name: 'Subject' }, text: subject },
  { do: 'fill', on: { role: 'textbox', name: 'Message' }, text: body },
  { do: 'click', on: { role: 'button', name: 'Send' } },
];

/** A customer's edit form, `fields` filled in, saved. */
export const editCustomer = (id: string, fields: Step[]): Step[] => [{ do: 'go', url: `${CRM}/customers/${id}/edit` }, ...fields, { do: 'click', on: { role: 'button', name: 'Save changes' } }];

/** The messages this workday's mailbox holds that the owner sent, judged by recipient: exactly `count` to `to` (of a subject, where given). */
export const sentTo = (to: string, count: number, subject?: string): Success => ({
  kind: 'site_state',
  site: 'mail',
  collection: 'messages',
  where: { folder: 'sent', to, ...(subject !== undefined && { subject }) },
  count: { op: 'eq', value: count },
});

/** One message sent to `to`, whose body holds every text of `facts` (a reply or a new message, either way). */
export const answeredOnce = (to: string, facts: string[]): Success => ({
  kind: 'and',
  children: [{ kind: 'site_state', site: 'mail', collection: 'messages', where: { folder: 'sent', to }, contains: { body: facts } }, sentTo(to, 1)],
});

/** A customer record as the clause gives it (its id and fields). */
export const customerIs = (id: string, fields: Record<string, unknown>): Success => ({ kind: 'site_state', site: 'app', collection: 'customers', where: { id, ...fields } });

/** A plan's parts that most kinds leave empty. */
export const planOf = (plan: Partial<Plan> & Pick<Plan, 'goals' | 'steps'>): Plan => ({ done: [], leftOut: [], forbidden: [], complications: [], crm: true, ...plan });
