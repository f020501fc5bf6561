import { readMessage, repliedOnce, replyTo } from './shared/mail-replies.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const questions = arena.mail.guestQuestions();
type Question = (typeof questions)[number];

const reply = ({ guest, reference, hotel, cardLast4 }: Question) => `Hello ${guest.split(' ')[0]}, your booking ${reference} is at ${hotel}, and you paid with the card ending ${cardLast4}. Best regards, Jordan`;

/** One guest's question read, the booking found in Wayfarer's Manage booking, the answer sent as a reply. */
const answer = (q: Question): Step[] => [
  ...readMessage(q.messageId),
  { do: 'go', url: 'http://book.arena.test/manage' },
  { do: 'fill', on: { role: 'textbox', name: 'Booking reference' }, text: q.reference },
  { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: q.email },
  { do: 'click', on: { role: 'button', name: 'Find booking' } },
  { do: 'read' },
  ...replyTo(q.messageId, reply(q)),
];

export default defineTask({
  id: 'mail-chore-book-guest-replies',
  title: 'Mail and Wayfarer: answer three guests who lost their booking confirmation',
  startUrl: 'http://mail.arena.test/',
  goal: `In my mailbox (Arena Mail, where you start) three Wayfarer guests wrote that they lost their booking confirmation ("${arena.mail.GUEST_QUESTION_SUBJECT} …"). Look each booking up on Wayfarer (http://book.arena.test/, Manage booking) and answer each guest with a reply to their message (Arena Mail's Reply) that tells them what they asked for. Send nothing else.`,
  rationale: `Single task, not a family: the mailbox holds these three questions. verify: each guest gives a reference and an address only in their email; the hotel and the card's last four digits are only on Wayfarer's Manage booking page for that pair, and the answer must go back as a reply (inReplyTo) to that guest's own message. Judged on Arena Mail's sent records: one reply per message, to the guest, whose body holds the hotel's name and the four digits. Built to resist answering from one lookup or from memory, a reply sent as a new message or to the wrong guest, a guest left out, and extra mail (any other sent message is a side effect).`,
  tags: ['chore', 'verify', 'mail', 'form'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  success: { kind: 'and', children: questions.flatMap((q) => repliedOnce(q.messageId, q.email, [q.hotel, q.cardLast4])) },
  reference: [...questions.flatMap(answer), { do: 'answer', explanation: `Replied to the three guests: ${questions.map((q) => `${q.reference} ${q.hotel}, card ending ${q.cardLast4}`).join('; ')}.` }],
});
