import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { readMessage, repliedOnce, replyTo } from './shared/mail-replies.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const questions = arena.mail.ticketQuestions();
type Question = (typeof questions)[number];

const reply = ({ contactName, ticketId, assignee }: Question) => `Hello ${contactName.split(' ')[0]}, ticket ${ticketId} is being handled by ${assignee}. Best regards, Jordan`;

/** One customer's question read, the ticket opened in the CRM, the answer sent as a reply. */
const answer = (q: Question): Step[] => [
  ...readMessage(q.messageId),
  { do: 'go', url: `http://app.arena.test/tickets/${q.ticketId}` },
  { do: 'read' },
  ...replyTo(q.messageId, reply(q)),
];

export default defineTask({
  id: 'mail-chore-crm-ticket-replies',
  title: 'Mail and CRM: tell three customers who is handling their support ticket',
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} In my mailbox (Arena Mail, where you start) three customers asked who is handling their support ticket ("Ticket TK-…: who is looking after it?"). Look each ticket up in Harbor CRM (http://app.arena.test/) and answer each customer with a reply to their message (Arena Mail's Reply) naming the person. Change nothing in the CRM, and send nothing else.`,
  rationale: `Single task, not a family: the mailbox holds these three questions. verify: each ticket's id is only in its customer's email and its assignee only on the ticket's page in the CRM (behind the sign-in); the three tickets have three different assignees, none of them the signed-in operator, and the answer must go back as a reply (inReplyTo) to that customer's own message. Judged on Arena Mail's sent records: one reply per message, to the customer, whose body names the assignee. Built to resist answering with the account manager or the operator's own name, one lookup reused for all, a reply sent as a new message or to the wrong customer, a customer left out, and any write to the CRM or extra mail (side effects).`,
  tags: ['chore', 'verify', 'mail', 'login'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: { kind: 'and', children: questions.flatMap((q) => repliedOnce(q.messageId, q.contactEmail, [q.assignee])) },
  reference: [
    { do: 'go', url: 'http://app.arena.test/' },
    ...SIGN_IN_STEPS,
    ...questions.flatMap(answer),
    { do: 'answer', explanation: `Replied to the three customers: ${questions.map((q) => `${q.ticketId} is handled by ${q.assignee}`).join('; ')}.` },
  ],
});
