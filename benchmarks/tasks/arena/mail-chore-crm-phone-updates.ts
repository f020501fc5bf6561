import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const updates = arena.mail.phoneUpdates();

/** One customer's edit form, its phone replaced, saved. */
const update = ({ id, phone }: (typeof updates)[number]): Step[] => [
  { do: 'go', url: `http://app.arena.test/customers/${id}/edit` },
  { do: 'fill', on: { role: 'textbox', name: 'Phone' }, text: phone },
  { do: 'click', on: { role: 'button', name: 'Save changes' } },
];

export default defineTask({
  id: 'mail-chore-crm-phone-updates',
  title: 'Mail and CRM: enter eight new phone numbers a colleague emailed',
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} In my mailbox (Arena Mail, where you start) Priya Shah sent me a list of customers whose phone numbers changed. Enter each new number in Harbor CRM (http://app.arena.test/) exactly as she wrote it, and change nothing else.`,
  rationale: `Single task, not a family: the mailbox holds one such request. bulk-writes: ${updates.length} customers' phones, listed only in the email "${arena.mail.PHONE_UPDATES_SUBJECT}" (each with its id, company and number), each typed exactly into its own edit form in the CRM; judged on all ${updates.length} stored records, and any other change is a side effect. Built to resist doing part of the list, a number retyped with other spacing or country code, and edits to records the email does not name; reading the email is the only way to know the numbers.`,
  tags: ['chore', 'bulk-writes', 'mail', 'login', 'form'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: updates.map(({ id, phone }) => ({ kind: 'site_state', site: 'app', collection: 'customers', where: { id, phone } }) as const),
  },
  reference: [
    { do: 'click', on: { role: 'link', name: arena.mail.PHONE_UPDATES_SUBJECT } },
    { do: 'read' },
    { do: 'go', url: 'http://app.arena.test/' },
    ...SIGN_IN_STEPS,
    ...updates.flatMap(update),
    { do: 'answer', explanation: `Entered the ${updates.length} new phone numbers from Priya's email: ${updates.map((u) => `${u.company} ${u.phone}`).join(', ')}.` },
  ],
});
