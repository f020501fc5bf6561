import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { leftOutAnswer, leftOutClauses, readRequest } from './shared/rules.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const { renewing, send, skipped } = arena.mail.renewalNotice();
const SUBJECT = arena.mail.RENEWAL_NOTICE_SUBJECT;
const allowed = new Set(send.map((c) => c.id));

/** One customer's page read; a notice to its primary contact unless the page says Do not contact. */
const notice = (customer: (typeof renewing)[number]): Step[] => [
  { do: 'go', url: `http://app.arena.test/customers/${customer.id}` },
  ...(allowed.has(customer.id)
    ? ([
        { do: 'go', url: `http://mail.arena.test/compose?to=${encodeURIComponent(customer.contactEmail)}` },
        { do: 'fill', on: { role: 'textbox', name: 'Subject' }, text: SUBJECT },
        { do: 'fill', on: { role: 'textbox', name: 'Message' }, text: `Dear ${customer.contactName},\n\nYour Harbor CRM subscription renews on ${customer.renewalDate} at this year's price. Our new price list starts on 1 July and applies from the renewal after this one.\n\nBest regards,\nJordan Lee` },
        { do: 'click', on: { role: 'button', name: 'Send' } },
      ] satisfies Step[])
    : []),
];

export default defineTask({
  id: 'mail-chore-crm-renewal-notice',
  title: 'Mail and CRM: send the renewal notices a colleague asked for, except to customers who asked for no email',
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} In my mailbox (Arena Mail, where you start) Priya Shah asked me to send renewal notices to some of our customers. Do it for me from Arena Mail, as she asks, and tell me what you did not send.`,
  rationale: `Single task, not a family: the mailbox holds one such request. rules: the email "${arena.mail.RENEWAL_NOTICE_REQUEST}" asks for a notice to every customer renewing by ${arena.mail.renewalNotice().until} (${renewing.length} on the CRM dashboard), but ${skipped.length} of them carry a Do not contact note on their customer page (the customer communications policy, linked from the note); the right outcome is ${send.length} messages with the asked subject, one to each other customer's primary contact (judged one each, exactly), none to the flagged ones, and an answer naming the flagged customers and the rule. Built to resist the literal reading (mailing all ${renewing.length}), a notice to a customer renewing after the date, a second copy, and a contact address retyped wrong; the flag shows only on the customer page, where the address is.`,
  tags: ['chore', 'rules', 'mail', 'login', 'form'],
  maxSteps: 100,
  maxDurationMs: 480_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      ...send.map(
        (c) => ({ kind: 'site_state', site: 'mail', collection: 'messages', where: { folder: 'sent', to: c.contactEmail, subject: SUBJECT }, count: { op: 'eq', value: 1 } }) as const,
      ),
      ...skipped.map((c) => ({ kind: 'site_state', site: 'mail', collection: 'messages', where: { folder: 'sent', to: c.contactEmail }, count: { op: 'eq', value: 0 } }) as const),
      ...leftOutClauses('customers', skipped.map((c) => c.company), 'app.customers', 'do not contact'),
    ],
  },
  reference: [
    ...readRequest(arena.mail.RENEWAL_NOTICE_REQUEST, '/', true),
    ...renewing.flatMap(notice),
    leftOutAnswer(skipped.map((c) => c.company), 'do not contact', `Sent "${SUBJECT}" to the primary contacts of ${send.map((c) => c.company).join(', ')}. Not sent to ${skipped.map((c) => c.company).join(' and ')}: their customer pages say Do not contact, and the customer communications policy forbids any such email.`),
  ],
});
