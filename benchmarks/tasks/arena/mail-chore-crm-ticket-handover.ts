import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { editTicket, readMailThenSignIn } from './shared/crm-edits.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const handover = arena.mail.ticketHandover();
const subject = arena.mail.ticketHandoverSubject();

/** One ticket's properties form: the new assignee, the new priority where the request gives one, saved. */
const move = ({ id, assignee, priority, reprioritised }: (typeof handover.moves)[number]): Step[] =>
  editTicket(id, [
    { do: 'select', on: { role: 'combobox', name: 'Assignee' }, option: assignee },
    ...(reprioritised ? [{ do: 'select', on: { role: 'combobox', name: 'Priority' }, option: priority } as const] : []),
  ]);

export default defineTask({
  id: 'mail-chore-crm-ticket-handover',
  title: 'Mail and CRM: hand over a support agent’s tickets as a colleague emailed, with her correction',
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} In my mailbox (Arena Mail, where you start) Dana Okoye wrote to me about support tickets to hand over while a colleague is away. Make the changes she asks for in Harbor CRM (http://app.arena.test/), and change nothing else.`,
  rationale: `Single task, not a family: the mailbox holds one such request. bulk-writes: the email "${subject}" lists ${handover.asked.length} of ${handover.away}'s open tickets, each with its new assignee and for some a new priority; Dana's reply the next morning keeps ${handover.kept} with ${handover.away} and sends ${handover.redirected.id} to ${handover.redirected.to} instead of ${handover.redirected.from}. Judged on the ${handover.moves.length} tickets' assignee and priority, each set on its own ticket page; any other change (the kept ticket, a status, a due date) is a side effect. Built to resist acting on the first message alone (one ticket too many, one to the wrong person), changing a priority the list does not give, and doing part of the list.`,
  tags: ['chore', 'bulk-writes', 'mail', 'login', 'form'],
  maxSteps: 100,
  maxDurationMs: 480_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: handover.moves.map(({ id, assignee, priority }) => ({ kind: 'site_state', site: 'app', collection: 'tickets', where: { id, assignee, priority } }) as const),
  },
  reference: [
    ...readMailThenSignIn(subject, `Re: ${subject}`),
    ...handover.moves.flatMap(move),
    {
      do: 'answer',
      explanation: `Moved ${handover.moves.length} of ${handover.away}'s tickets as Dana asked, with her correction (${handover.kept} stays, ${handover.redirected.id} to ${handover.redirected.to}): ${handover.moves.map((m) => `${m.id} to ${m.assignee}${m.reprioritised ? ` (${m.priority})` : ''}`).join(', ')}.`,
    },
  ],
});
