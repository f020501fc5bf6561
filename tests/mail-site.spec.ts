import http from 'node:http';
import { expect, test } from '@playwright/test';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { judgeSideEffects } from '../benchmarks/contracts/side-effects.ts';
import { startWebServers, type WebServers } from '../benchmarks/web/site-server.ts';

// Arena Mail (fixtures-site/arena/mail): the arena's inbox, which the other sites send to.
let web: WebServers;
test.beforeAll(async () => {
  web = await startWebServers();
});
test.afterAll(async () => {
  await web?.close();
});
test.beforeEach(() => web.arena.reset());

interface Answer {
  status: number;
  location?: string;
  body: string;
}

/** A request to an arena host through the harness's site server, as the browser would send it. */
function request(host: string, method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : '';
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: web.sitePort, method, path, headers: { host, ...(form && { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const mail = (method: 'GET' | 'POST', path: string, form?: Record<string, string>) => request('mail.arena.test', method, path, form);
const messages = () => web.arena.sites.records('mail')!.messages as Array<Record<string, unknown>>;
const ids = () => messages().map((m) => `${m.id} ${m.folder} ${m.to}`);

const SEEDED = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'].map((id) => `${id} inbox jordan.lee@mail.arena.test`);

test('the inbox lists its messages, opens one and offers a reply; a message sent to an arena address is delivered there, one sent elsewhere only kept in Sent', async () => {
  const inbox = await mail('GET', '/');
  expect(inbox.status).toBe(200);
  expect(inbox.body).toContain('Inbox (2 unread)');
  expect(ids()).toEqual(SEEDED);
  const opened = await mail('GET', '/message/m5');
  expect(opened.body).toContain('Never mind, Thursday is full.');
  expect(opened.body).toContain('href="/compose?reply=m5"');
  expect((await mail('GET', '/')).body).toContain('Inbox (1 unread)');
  expect((await mail('GET', '/compose?reply=m5')).body).toMatch(/name="to" type="email" value="priya\.shah@mail\.arena\.test".*name="subject" value="Re: Lunch on Thursday\?"/s);

  const reply = await mail('POST', '/send', { to: 'jordan.lee@mail.arena.test', subject: 'Note to self', body: 'Book the lunch.', inReplyTo: 'm5' });
  expect([reply.status, reply.location]).toEqual([303, '/sent?sent=m7']);
  const outside = await mail('POST', '/send', { to: 'someone@example.com', subject: 'Hello', body: 'Hi there.' });
  expect(outside.location).toBe('/sent?sent=m9');
  // The copy sent to the owner's own address came back into the inbox; the other left the arena.
  expect(ids()).toEqual([...SEEDED, 'm7 sent jordan.lee@mail.arena.test', 'm8 inbox jordan.lee@mail.arena.test', 'm9 sent someone@example.com']);
  expect(messages()[6]).toEqual({ id: 'm7', folder: 'sent', from: 'jordan.lee@mail.arena.test', to: 'jordan.lee@mail.arena.test', subject: 'Note to self', body: 'Book the lunch.', date: '2026-06-15T10:01', inReplyTo: 'm5' });
  expect((await mail('GET', '/sent?sent=m9')).body).toContain('Message sent.');
});

test('a message that cannot be sent is refused naming each field, and nothing is kept', async () => {
  const refused = await mail('POST', '/send', { to: 'priya.shah', subject: ' ', body: '' });
  expect(refused.status).toBe(422);
  for (const why of ['Enter one email address', 'Enter a subject.', 'Write a message.']) expect(refused.body).toContain(why);
  expect(ids()).toEqual(SEEDED);
});

test("another site's mail reaches the inbox: a booking's confirmation sent to an Arena Mail address", () => {
  web.arena.sites.deliver({ from: 'no-reply@book.arena.test', to: 'Jordan.Lee@MAIL.arena.test', subject: 'Wayfarer: booking BK-2001 confirmed', body: 'Confirmed.' });
  web.arena.sites.deliver({ from: 'no-reply@book.arena.test', to: 'jordan@example.com', subject: 'Elsewhere', body: 'Not ours.' });
  expect(ids()).toEqual([...SEEDED, 'm7 inbox Jordan.Lee@MAIL.arena.test']);
});

test("a booking paid on Wayfarer sends its confirmation to the traveller's address: Arena Mail's inbox when it is one of its own", async () => {
  // A booking ready for payment (a seeded one, put back to its last step) for the mailbox's owner.
  const saved = new Map(web.arena.sites.saveState()) as Map<string, { state: { bookings: Array<Record<string, unknown> & { traveller: Record<string, string> }> } }>;
  const [booking] = saved.get('book')!.state.bookings;
  Object.assign(booking, { id: 'b1', status: 'in_progress', reference: undefined, completedStep: 3, paymentLast4: undefined });
  booking.traveller.email = 'jordan.lee@mail.arena.test';
  web.arena.sites.restoreState(saved);
  const paid = await request('book.arena.test', 'POST', '/pay/frame', { booking: 'b1', cardName: 'Jordan Lee', cardNumber: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' });
  expect([paid.status, paid.location]).toEqual([303, '/pay/frame/done?booking=b1']);
  const confirmation = messages().at(-1)!;
  expect(confirmation).toMatchObject({ id: 'm7', folder: 'inbox', from: 'no-reply@book.arena.test', to: 'jordan.lee@mail.arena.test', subject: 'Wayfarer: booking BK-2001 confirmed' });
  expect(confirmation.body).toContain('paid with the card ending 4242');
});

test('the mail site resets between episodes and keeps no message across them', async () => {
  await mail('POST', '/send', { to: 'jordan.lee@mail.arena.test', subject: 'Kept?', body: 'No.' });
  await mail('GET', '/message/m1');
  expect(ids()).toHaveLength(8);
  web.arena.reset();
  expect(ids()).toEqual(SEEDED);
  // Numbering starts again too: the next message is m7 again.
  expect((await mail('POST', '/send', { to: 'someone@example.com', subject: 'Again', body: 'New episode.' })).location).toBe('/sent?sent=m7');
});

test("its records take part in the side-effect diff: a message nobody asked for fails the episode, mail the other sites sent does not, and a task's clause on it makes it wanted", async () => {
  const sites = web.arena.sites;
  const judged = async (act: () => Promise<unknown> | void, success: Contract) => {
    web.arena.reset();
    const before = sites.snapshot();
    await act();
    return judgeSideEffects({ before, after: sites.snapshot(), success, rules: (site) => sites.changeRules(site) });
  };
  const unrelated: Contract = { kind: 'no_dialog' };
  const sendOne = () => mail('POST', '/send', { to: 'priya.shah@mail.arena.test', subject: 'Unasked', body: 'Hello.' });
  const unasked = await judged(sendOne, unrelated);
  expect(unasked.outcome).toBe('fail');
  expect(unasked.observed).toContain('mail messages');
  expect(unasked.observed).toContain('Unasked');
  const delivered = await judged(() => sites.deliver({ from: 'no-reply@book.arena.test', to: 'jordan.lee@mail.arena.test', subject: 'Confirmed', body: '.' }), unrelated);
  expect(delivered.outcome).toBe('pass');
  const asked = await judged(sendOne, { kind: 'site_state', site: 'mail', collection: 'messages', where: { folder: 'sent', to: 'priya.shah@mail.arena.test' } });
  expect(asked.outcome).toBe('pass');
});
