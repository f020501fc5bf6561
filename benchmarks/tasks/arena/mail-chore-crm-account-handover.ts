import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { editCustomer } from './shared/crm-edits.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const handover = arena.mail.accountHandover();
const subject = arena.mail.accountHandoverSubject();

/** One customer's edit form, its account manager replaced, saved. */
const reassign = ({ id, next }: (typeof handover.moves)[number]): Step[] => editCustomer(id, [{ do: 'select', on: { role: 'combobox', name: 'Account manager' }, option: next }]);

export default defineTask({
  id: 'mail-chore-crm-account-handover',
  title: 'Mail and CRM: reassign the accounts a CSV attachment hands over',
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} In my mailbox (Arena Mail, where you start) Leo Martin sent me an account handover. Make the changes it asks for in Harbor CRM (http://app.arena.test/), and change nothing else.`,
  rationale: `Single task, not a family: the mailbox holds one such handover. bulk-writes: the email "${subject}" carries ${arena.mail.ACCOUNT_HANDOVER_FILE}, ${handover.rows.length} of ${handover.leaving}'s accounts with their new manager; ${handover.moves.length} go to a colleague and ${handover.rows.length - handover.moves.length} stay with ${handover.leaving} (the same name again). Judged on the ${handover.moves.length} customers' account manager, and any other change (a staying account, another field, another of ${handover.leaving}'s customers) is a side effect. Built to resist reading the email without opening its attachment, handing over every listed row or every one of ${handover.leaving}'s customers (the list filter and bulk reassign make that one step), and doing part of the list.`,
  tags: ['chore', 'bulk-writes', 'mail', 'login', 'form'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: handover.moves.map(({ id, next }) => ({ kind: 'site_state', site: 'app', collection: 'customers', where: { id, accountManager: next } }) as const),
  },
  reference: [
    { do: 'click', on: { role: 'link', name: subject } },
    { do: 'click', on: { role: 'link', name: arena.mail.ACCOUNT_HANDOVER_FILE } },
    { do: 'read' },
    { do: 'go', url: 'http://app.arena.test/' },
    ...SIGN_IN_STEPS,
    ...handover.moves.flatMap(reassign),
    { do: 'answer', explanation: `Set the new account manager of the ${handover.moves.length} accounts ${arena.mail.ACCOUNT_HANDOVER_FILE} hands over: ${handover.moves.map((m) => `${m.company} to ${m.next}`).join(', ')}; the ${handover.rows.length - handover.moves.length} staying with ${handover.leaving} are unchanged.` },
  ],
});
