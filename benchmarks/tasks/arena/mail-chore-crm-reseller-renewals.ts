import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { editCustomer, readMailThenSignIn } from './shared/crm-edits.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const changes = arena.mail.seatChanges();
const moved = changes.filter((change) => change.renewalMoved).length;

/** One customer's edit form: the new seat count, the new renewal date where the request gives one, saved. */
const update = ({ id, seats, renewalDate, renewalMoved }: (typeof changes)[number]): Step[] =>
  editCustomer(id, [
    { do: 'fill', on: { role: 'spinbutton', name: 'Seats' }, text: String(seats) },
    ...(renewalMoved ? [{ do: 'fill', on: { role: 'textbox', name: 'Renewal date' }, text: renewalDate } as const] : []),
  ]);

export default defineTask({
  id: 'mail-chore-crm-reseller-renewals',
  title: 'Mail and CRM: enter the seats and renewal dates a reseller emailed',
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} In my mailbox (Arena Mail, where you start) our reseller Hanna Berg sent me the renewals she closed for her clients. Update Harbor CRM (http://app.arena.test/) to match, and change nothing else.`,
  rationale: `Single task, not a family: the mailbox holds one such message. bulk-writes: the email "${arena.mail.SEAT_CHANGES_SUBJECT}" lists ${changes.length} accounts, each with a new seat count (written with a thousands separator where it has one) and for ${moved} of them a renewal date written in words (day, month name, year) that the form takes as YYYY-MM-DD; judged on the ${changes.length} customers' seats and renewal date, and any other change (the revenue the email says stays, a renewal date it leaves) is a side effect. Built to resist a date entered in another order or year, a renewal moved where the email says "unchanged", an ARR "updated" to match, and doing part of the list.`,
  tags: ['chore', 'bulk-writes', 'mail', 'login', 'form'],
  maxSteps: 100,
  maxDurationMs: 480_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: changes.map(({ id, seats, renewalDate }) => ({ kind: 'site_state', site: 'app', collection: 'customers', where: { id, seats, renewalDate } }) as const),
  },
  reference: [
    ...readMailThenSignIn(arena.mail.SEAT_CHANGES_SUBJECT),
    ...changes.flatMap(update),
    { do: 'answer', explanation: `Updated the ${changes.length} accounts from Hanna's email: ${changes.map((c) => `${c.company} ${c.seats} seats${c.renewalMoved ? `, renewing ${c.renewalDate}` : ''}`).join('; ')}.` },
  ],
});
