import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { leftOutAnswer, leftOutClauses, readRequest } from './shared/rules.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const { listed, hold, skipped } = arena.mail.collectionsHold();
const onHold = new Set(hold.map((c) => c.id));

/** One listed account's page read; put on hold unless it is a key account. */
const visit = ({ id, company }: (typeof listed)[number]): Step[] => [
  { do: 'go', url: `http://app.arena.test/customers/${id}` },
  ...(onHold.has(id)
    ? ([
        { do: 'select', on: { role: 'combobox', name: 'More actions' }, option: 'Put on hold' },
        { do: 'wait_for', text: `${company} is on hold.` },
      ] satisfies Step[])
    : []),
];

export default defineTask({
  id: 'mail-chore-crm-collections-hold',
  title: 'Mail and CRM: put overdue accounts on hold as Finance asks, but not the key accounts',
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} Nina Berg from Finance emailed me (Arena Mail, where you start) a list of accounts to put on hold in Harbor CRM. Take care of it for me and tell me what you did not do.`,
  rationale: `Single task, not a family: the mailbox holds one such request. rules: the email "${arena.mail.COLLECTIONS_HOLD_SUBJECT}" lists ${listed.length} active accounts to put on hold; the collections policy it links (/help/collections-policy) forbids holding key accounts, and ${skipped.length} of them are (Key account: Yes on the customer page, nowhere in the email). The right outcome is ${hold.length} accounts on hold, the ${skipped.length} key accounts still active (all ${listed.length} judged), and an answer naming the key accounts and the rule. Built to resist the literal reading (holding all ${listed.length}), holding an account the email does not list, and an answer that names the wrong accounts.`,
  tags: ['chore', 'rules', 'mail', 'login'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      ...hold.map(({ id }) => ({ kind: 'site_state', site: 'app', collection: 'customers', where: { id, status: 'On hold' } }) as const),
      ...skipped.map(({ id }) => ({ kind: 'site_state', site: 'app', collection: 'customers', where: { id, status: 'Active', keyAccount: true } }) as const),
      ...leftOutClauses('accounts', skipped.map((c) => c.company), 'app.customers', 'key account'),
    ],
  },
  reference: [
    ...readRequest(arena.mail.COLLECTIONS_HOLD_SUBJECT, '/help/collections-policy', true),
    ...listed.flatMap(visit),
    leftOutAnswer(skipped.map((c) => c.company), 'key account', `Put ${hold.map((c) => c.company).join(', ')} on hold. Left ${skipped.map((c) => c.company).join(', ')} active: they are key accounts, which the collections policy says are never put on hold by Finance or the team; their account managers settle overdue invoices.`),
  ],
});
