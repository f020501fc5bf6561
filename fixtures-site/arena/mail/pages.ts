/** The mail site's pages: a folder's list, one message, the compose form. */
import { document, esc, join } from '../../site-kit/html.ts';
import { OWNER, type Message } from './state.ts';

export const FOLDERS = [
  ['inbox', 'Inbox', '/'],
  ['sent', 'Sent', '/sent'],
] as const;
export type Folder = (typeof FOLDERS)[number][0];

function page(title: string, main: string, unread: number): string {
  const nav = [...FOLDERS.map(([folder, label, href]) => `<li><a href="${href}">${label}${folder === 'inbox' && unread > 0 ? ` (${unread} unread)` : ''}</a></li>`), '<li><a href="/compose">Compose</a></li>'];
  return document({
    title: `${title} · Arena Mail`,
    head: '<link rel="stylesheet" href="/assets/mail.css">',
    body: `<header class="site-header"><a class="brand" href="/">Arena Mail</a><p class="owner">${esc(OWNER.name)} &lt;${esc(OWNER.address)}&gt;</p></header>
<nav aria-label="Folders"><ul>${nav.join('')}</ul></nav>
<main>${main}</main>`,
  });
}

const when = (date: string) => date.replace('T', ' ');

export function folderPage(folder: Folder, messages: readonly Message[], unread: number, notice?: string): string {
  const [, label] = FOLDERS.find(([name]) => name === folder)!;
  const who = folder === 'sent' ? 'To' : 'From';
  const rows = [...messages]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((m) => {
      const subject = `<a href="/message/${m.id}">${esc(m.subject)}</a>`;
      return `<tr${m.read ? '' : ' class="unread"'}><td>${esc(folder === 'sent' ? m.to : m.from)}</td><td>${m.read ? subject : `<strong>${subject}</strong>`}</td><td>${when(m.date)}</td></tr>`;
    });
  return page(
    label,
    join([
      `<h1>${label}</h1>`,
      notice && `<p role="status">${esc(notice)}</p>`,
      rows.length === 0 ? '<p>No messages.</p>' : `<table><thead><tr><th scope="col">${who}</th><th scope="col">Subject</th><th scope="col">Date</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    ]),
    unread,
  );
}

export function messagePage(message: Message, unread: number): string {
  return page(
    message.subject,
    `<article><h1>${esc(message.subject)}</h1>
<dl class="headers"><dt>From</dt><dd>${esc(message.from)}</dd><dt>To</dt><dd>${esc(message.to)}</dd><dt>Date</dt><dd>${when(message.date)}</dd></dl>
<div class="body">${esc(message.body)}</div>
${message.attachment ? `<p class="attachment">Attachment: <a href="/message/${message.id}/${esc(message.attachment.name)}">${esc(message.attachment.name)}</a></p>\n` : ''}<p><a class="button" href="/compose?reply=${message.id}">Reply</a></p></article>`,
    unread,
  );
}

export interface Draft {
  to: string;
  subject: string;
  body: string;
  inReplyTo?: string;
}

export function composePage(draft: Draft, unread: number, errors: Partial<Record<keyof Draft, string>> = {}): string {
  const error = (field: keyof Draft) => errors[field] && `<p class="error" id="${field}-error">${esc(errors[field])}</p>`;
  const described = (field: keyof Draft) => (errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '');
  return page(
    draft.inReplyTo ? 'Reply' : 'New message',
    join([
      `<h1>${draft.inReplyTo ? 'Reply' : 'New message'}</h1>`,
      Object.keys(errors).length > 0 && '<p role="alert">The message was not sent: see below.</p>',
      `<form method="post" action="/send">`,
      draft.inReplyTo && `<input type="hidden" name="inReplyTo" value="${esc(draft.inReplyTo)}">`,
      `<label for="to">To</label><input id="to" name="to" type="email" value="${esc(draft.to)}"${described('to')}>`,
      error('to'),
      `<label for="subject">Subject</label><input id="subject" name="subject" value="${esc(draft.subject)}"${described('subject')}>`,
      error('subject'),
      `<label for="body">Message</label><textarea id="body" name="body" rows="12"${described('body')}>${esc(draft.body)}</textarea>`,
      error('body'),
      '<button type="submit">Send</button></form>',
    ]),
    unread,
  );
}
