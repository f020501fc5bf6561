import type { Step, Success } from 'contract-eval/task';

/**
 * What the mail-chore-*-replies tasks share: opening a message in Arena Mail, answering it with
 * its Reply button, and the clauses that judge the answer (one reply to that message, to its
 * sender, whose body holds the facts asked for).
 */

export const MAIL = 'http://mail.arena.test';

/** A message opened and read. */
export const readMessage = (id: string): Step[] => [
  { do: 'go', url: `${MAIL}/message/${id}` },
  { do: 'read' },
];

/** The message opened again and answered with its Reply button. */
export const replyTo = (id: string, body: string): Step[] => [
  { do: 'go', url: `${MAIL}/message/${id}` },
  { do: 'click', on: { role: 'link', name: 'Reply' } },
  { do: 'fill', on: { role: 'textbox', name: 'Message' }, text: body },
  { do: 'click', on: { role: 'button', name: 'Send' } },
];

/** One reply to message `id`, sent to `to`, whose body holds every text of `facts`. */
export const repliedOnce = (id: string, to: string, facts: string[]): Success[] => [
  { kind: 'site_state', site: 'mail', collection: 'messages', where: { folder: 'sent', to, inReplyTo: id }, contains: { body: facts } },
  { kind: 'site_state', site: 'mail', collection: 'messages', where: { folder: 'sent', inReplyTo: id }, count: { op: 'eq', value: 1 } },
];
