import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { readMessage, repliedOnce, replyTo } from './shared/mail-replies.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const questions = arena.mail.accountQuestions();
type Question = (typeof questions)[number];

const reply = ({ contactName, accountManager, phone }: Question) => `Hello ${contactName.split(' ')[0]}, your account manager is ${accountManager}, and the phone number we have on file for you is ${phone}. Best regards, Jordan`;

/** One customer's question read, the account opened in the CRM, the answer sent as a reply. */
const answer = (q: Question): Step[] => [
  ...readMessage(q.messageId),
  { do: 'go', url: `http://app.arena.test/customers/${q.customerId}` },
  { do: 'read' },
  ...replyTo(q.messageId, reply(q)),
];

export default defineTask({
  id: 'mail-chore-crm-account-replies',
  title: "Mail and CRM: give three customers their account manager and the phone number on file",
  startUrl: 'http://mail.arena.test/',
  goal: `${SIGN_IN_GOAL} In my mailbox (Arena Mail, where you start) three customers asked who their account manager is and which phone number we have on file for them ("Our account CUS-…: checking our details"). Look each account up in Harbor CRM (http://app.arena.test/) and answer each customer with a reply to their message (Arena Mail's Reply). Change nothing in the CRM, and send nothing else.`,
  rationale: `Single task, not a family: the mailbox holds these three questions. verify: each account's id is only in its customer's email, and its account manager and phone number only on the customer's page in the CRM (behind the sign-in); the three accounts have three different managers, and a contact shares a first name with their manager, so a name guessed from the email is wrong. The answer must go back as a reply (inReplyTo) to that customer's own message. Judged on Arena Mail's sent records: one reply per message, to the customer, whose body holds the manager's name and the phone number as the CRM writes it. Built to resist one lookup reused for all, a number retyped with other spacing, a reply sent as a new message or to the wrong customer, a customer left out, and any write to the CRM or extra mail (side effects).`,
  tags: ['chore', 'verify', 'mail', 'login'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: { kind: 'and', children: questions.flatMap((q) => repliedOnce(q.messageId, q.contactEmail, [q.accountManager, q.phone])) },
  reference: [
    { do: 'go', url: 'http://app.arena.test/' },
    ...SIGN_IN_STEPS,
    ...questions.flatMap(answer),
    { do: 'answer', explanation: `Replied to the three customers: ${questions.map((q) => `${q.company}: ${q.accountManager}, ${q.phone}`).join('; ')}.` },
  ],
});
