import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { editCustomer, readMailThenSignIn } from './shared/crm-edits.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const requests = arena.mail.unsubscribes();
/** The addresses with something to change: primary contacts of customers who get the newsletter now. */
const changes = requests.filter((request) => request.subscribed) as Array<{ email: string; id: string; company: string }>;
const skipped = requests.filter((request) => !request.subscribed);

/** One address: the customers searched for it, the edit form of the one it finds, the newsletter box unticked, saved. */
const unsubscribe = ({ email, id }: (typeof changes)[number]): Step[] => [
  { do: 'go', url: `http://app.arena.test/customers?q=${encodeURIComponent(email)}` },
  ...editCustomer(id, [{ do: 'check', on: { role: 'checkbox', name: 'Subscribed to the customer newsletter' }, checked: false }]),
];

export default defineTask({
  id: 'mail-chore-crm-newsletter-unsubscribes',
  title: 'Mail and CRM: unsubscribe the newsletter contacts a list of email addresses names',
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} In my mailbox (Arena Mail, where you start) the marketing team sent me newsletter unsubscribe requests. Carry them out in Harbor CRM (http://app.arena.test/), and change nothing else.`,
  rationale: `Single task, not a family: the mailbox holds one such list. bulk-writes: the email "${arena.mail.UNSUBSCRIBES_SUBJECT}" gives ${requests.length} addresses and no company: ${changes.length} are primary contacts of subscribed customers, each found by searching the CRM for the address and unsubscribed on its edit form; of the other ${skipped.length}, ${skipped.filter((r) => r.id).length} is a contact already unsubscribed and ${skipped.filter((r) => !r.id).length} belongs to no customer. Judged on the ${changes.length} customers' newsletter flag; any other change is a side effect. Built to resist toggling the box without looking at it (which subscribes the contact already off the list), unsubscribing a customer guessed from the address's domain when the search finds none, and doing part of the list.`,
  tags: ['chore', 'bulk-writes', 'mail', 'login', 'search', 'form'],
  maxSteps: 100,
  maxDurationMs: 480_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: changes.map(({ id }) => ({ kind: 'site_state', site: 'app', collection: 'customers', where: { id, newsletter: false } }) as const),
  },
  reference: [
    ...readMailThenSignIn(arena.mail.UNSUBSCRIBES_SUBJECT),
    ...changes.flatMap(unsubscribe),
    {
      do: 'answer',
      explanation: `Unsubscribed the primary contacts of ${changes.map((c) => c.company).join(', ')}. ${skipped.map((r) => (r.id ? `${r.email} (${r.company}) was already unsubscribed` : `${r.email} is no customer's contact`)).join('; ')}.`,
    },
  ],
});
