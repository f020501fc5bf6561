/**
 * Arena Mail (mail.arena.test): the mailbox of the person the agent works for. The other arena
 * sites send it mail as they answer (a booking's confirmation); the agent reads messages, writes
 * new ones and replies, and what it sends to an arena address is delivered there.
 *
 * Records: `messages` (id, folder inbox|sent, from, to, subject, body, date, inReplyTo). Every
 * episode starts with the messages seeded in state.ts, or a workday's mailbox when the task's setup
 * names one (./workday/); new ones are numbered after the highest seeded id. A workday's approver
 * answers the first message sent to her on the mailbox's next load. Mail in the inbox is someone
 * else's doing (incidental); every message the agent sends counts.
 */
import path from 'node:path';
import { redirect, html, notFound, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { defineSite } from '../../site-kit/site.ts';
import { dispatch, type Route } from '../../site-kit/router.ts';
import { composePage, folderPage, messagePage, type Draft, type Folder } from './pages.ts';
import { asked, deliverDue, initialState, MAIL_DOMAIN, received, records, sent, type State } from './state.ts';

const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const unread = (state: State) => state.messages.filter((m) => m.folder === 'inbox' && !m.read).length;
const folder = (name: Folder) => (request: SiteRequest, state: State) => {
  const id = request.url.searchParams.get('sent');
  return html(folderPage(name, state.messages.filter((m) => m.folder === name), unread(state), id && state.messages.some((m) => m.id === id) ? 'Message sent.' : undefined));
};
const byId = (state: State, id: string) => state.messages.find((m) => m.id === id);

function compose(request: SiteRequest, state: State): SiteResponse {
  const original = byId(state, request.url.searchParams.get('reply') ?? '');
  const draft: Draft = original
    ? { to: original.folder === 'sent' ? original.to : original.from, subject: /^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`, body: '', inReplyTo: original.id }
    : { to: request.url.searchParams.get('to') ?? '', subject: '', body: '' };
  return html(composePage(draft, unread(state)));
}

function send(request: SiteRequest, state: State): SiteResponse {
  const field = (name: string) => (request.form.get(name) ?? '').trim();
  const inReplyTo = byId(state, field('inReplyTo'))?.id;
  const draft: Draft = { to: field('to'), subject: field('subject'), body: (request.form.get('body') ?? '').replace(/\r\n/g, '\n').trim(), ...(inReplyTo && { inReplyTo }) };
  const errors: Partial<Record<keyof Draft, string>> = {
    ...(!ADDRESS.test(draft.to) && { to: 'Enter one email address, like name@example.com.' }),
    ...(!draft.subject && { subject: 'Enter a subject.' }),
    ...(!draft.body && { body: 'Write a message.' }),
  };
  if (Object.keys(errors).length > 0) return html(composePage(draft, unread(state), errors), { status: 422 });
  const message = sent(state, { to: draft.to, subject: draft.subject, body: draft.body }, inReplyTo);
  asked(state, message);
  return { ...redirect(`/sent?sent=${message.id}`), mail: [{ from: message.from, to: message.to, subject: message.subject, body: message.body }] };
}

const ROUTES: ReadonlyArray<Route<State>> = [
  { method: 'GET', path: /^\/$/, handle: folder('inbox') },
  { method: 'GET', path: /^\/sent$/, handle: folder('sent') },
  {
    method: 'GET',
    path: /^\/message\/(m\d+)$/,
    handle: (_, state, [id]) => {
      const message = byId(state, id);
      if (!message) return undefined;
      message.read = true;
      return html(messagePage(message, unread(state)));
    },
  },
  {
    method: 'GET',
    path: /^\/message\/(m\d+)\/([\w.-]+)$/,
    // An attachment, shown as text in the browser (a CSV would otherwise be downloaded).
    handle: (_, state, [id, name]) => {
      const attachment = byId(state, id)?.attachment;
      return attachment?.name === name ? { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: attachment.text } : undefined;
    },
  },
  { method: 'GET', path: /^\/compose$/, handle: compose },
  { method: 'POST', path: /^\/send$/, handle: send },
];

export default defineSite<State>({
  name: 'mail',
  hosts: [MAIL_DOMAIN],
  staticDir: path.join(import.meta.dirname, 'public'),
  initialState,
  route(request, state) {
    // An answer due (an approval asked for) arrives with the next page of the mailbox.
    if (request.method === 'GET' && !request.url.pathname.startsWith('/assets/')) deliverDue(state);
    const answer = dispatch(ROUTES, request, state);
    if (answer || request.url.pathname.startsWith('/assets/')) return answer;
    return notFound();
  },
  records,
  changes: {
    messages: {
      label: 'subject',
      incidentalRecords: { where: { folder: 'inbox' }, why: 'mail in the inbox is what others sent: a site whose own change is judged there, or mail from before the episode' },
    },
  },
  mailDomains: [MAIL_DOMAIN],
  deliver: received,
});
