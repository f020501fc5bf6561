import http from 'node:http';
import { expect, test } from '@playwright/test';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { judgeSideEffects } from '../benchmarks/contracts/side-effects.ts';
import { startWebServers, type WebServers } from '../benchmarks/web/site-server.ts';
import { initialState } from '../fixtures-site/arena/mail/state.ts';
import { workdayMailbox } from '../fixtures-site/arena/mail/workday/mailbox.ts';
import { evaluate } from '../benchmarks/contracts/evaluate.ts';
import type { EvalContext } from '../benchmarks/contracts/judge-context.ts';
import { extraChanges } from '../benchmarks/judge-check/site-changes.ts';
import { seedCustomers } from '../fixtures-site/arena/app/data/customers.ts';
import { seedTickets } from '../fixtures-site/arena/app/data/tickets.ts';
import { accountQuestions, discountRequests, guestQuestions, stayRequest, ticketQuestions } from '../fixtures-site/arena/mail/verify.ts';
import { initialState as appState } from '../fixtures-site/arena/app/state.ts';
import { OPERATOR } from '../fixtures-site/arena/app/data/staff.ts';
import type { PageContext } from '../fixtures-site/arena/app/context.ts';
import { approvalDetail, createApproval } from '../fixtures-site/arena/app/pages/approvals.ts';
import { createQuote } from '../fixtures-site/arena/app/pages/pipeline.ts';

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

// Every message before the episode (the mailbox's own and the chore tasks' requests); new ones are numbered after the highest.
const SEEDED = initialState().messages.map((m) => `${m.id} ${m.folder} ${m.to}`);
/** The id of the episode's k-th new message (1 for the first). */
const nth = (k: number) => `m${initialState().nextId + k - 1}`;

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
  expect(SEEDED.slice(0, 6)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6'].map((id) => `${id} inbox jordan.lee@mail.arena.test`));
  expect([reply.status, reply.location]).toEqual([303, `/sent?sent=${nth(1)}`]);
  const outside = await mail('POST', '/send', { to: 'someone@example.com', subject: 'Hello', body: 'Hi there.' });
  expect(outside.location).toBe(`/sent?sent=${nth(3)}`);
  // The copy sent to the owner's own address came back into the inbox; the other left the arena.
  expect(ids()).toEqual([...SEEDED, `${nth(1)} sent jordan.lee@mail.arena.test`, `${nth(2)} inbox jordan.lee@mail.arena.test`, `${nth(3)} sent someone@example.com`]);
  expect(messages()[SEEDED.length]).toEqual({ id: nth(1), folder: 'sent', from: 'jordan.lee@mail.arena.test', to: 'jordan.lee@mail.arena.test', subject: 'Note to self', body: 'Book the lunch.', date: '2026-06-15T10:01', inReplyTo: 'm5' });
  expect((await mail('GET', `/sent?sent=${nth(3)}`)).body).toContain('Message sent.');
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
  expect(ids()).toEqual([...SEEDED, `${nth(1)} inbox Jordan.Lee@MAIL.arena.test`]);
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
  expect(confirmation).toMatchObject({ id: nth(1), folder: 'inbox', from: 'no-reply@book.arena.test', to: 'jordan.lee@mail.arena.test', subject: 'Wayfarer: booking BK-2001 confirmed' });
  expect(confirmation.body).toContain('paid with the card ending 4242');
});

test('the mail site resets between episodes and keeps no message across them', async () => {
  await mail('POST', '/send', { to: 'jordan.lee@mail.arena.test', subject: 'Kept?', body: 'No.' });
  await mail('GET', '/message/m1');
  expect(ids()).toHaveLength(SEEDED.length + 2);
  web.arena.reset();
  expect(ids()).toEqual(SEEDED);
  // Numbering starts again too: the next message is the episode's first again.
  expect((await mail('POST', '/send', { to: 'someone@example.com', subject: 'Again', body: 'New episode.' })).location).toBe(`/sent?sent=${nth(1)}`);
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
  const delivered = await judged(() => {
    sites.deliver({ from: 'no-reply@book.arena.test', to: 'jordan.lee@mail.arena.test', subject: 'Confirmed', body: '.' });
  }, unrelated);
  expect(delivered.outcome).toBe('pass');
  const asked = await judged(sendOne, { kind: 'site_state', site: 'mail', collection: 'messages', where: { folder: 'sent', to: 'priya.shah@mail.arena.test' } });
  expect(asked.outcome).toBe('pass');
});

// The verify chores (benchmarks/tasks/arena/mail-chore-*): questions in the mailbox whose answers are on other sites, answered by replies.
const questionsOf = (id: string) => messages().find((m) => m.id === id)!;
const judge = (success: Contract) => evaluate(success, { siteRecords: (site: string) => web.arena.sites.records(site) } as unknown as EvalContext);

test("the verify chores' questions are in the inbox, and what they ask is what the other sites show: Manage booking finds each guest's hotel and card, and not with another guest's address", async () => {
  expect(messages().filter((m) => /^m3\d$/.test(String(m.id))).map((m) => m.id)).toEqual(['m30', 'm31', 'm32', 'm33', 'm34', 'm35', 'm36', 'm37', 'm38', 'm39']);
  for (const q of guestQuestions()) {
    expect(questionsOf(q.messageId)).toMatchObject({ from: q.email, folder: 'inbox' });
    expect(questionsOf(q.messageId).body).toContain(q.reference);
    const found = await request('book.arena.test', 'POST', '/manage', { reference: q.reference, email: q.email });
    expect(found.status).toBe(303);
    const page = await request('book.arena.test', 'GET', found.location!);
    expect(page.body).toContain(q.hotel);
    expect(page.body).toContain(`card ending ${q.cardLast4}`);
  }
  // Negative control: a reference with another guest's address finds nothing.
  const [first, second] = guestQuestions();
  expect((await request('book.arena.test', 'POST', '/manage', { reference: first.reference, email: second.email })).body).toContain('We could not find a booking');
  for (const q of ticketQuestions()) {
    expect(questionsOf(q.messageId)).toMatchObject({ from: q.contactEmail });
    expect(seedTickets().find((t) => t.id === q.ticketId)).toMatchObject({ customerId: q.customerId, assignee: q.assignee });
  }
  expect(new Set(ticketQuestions().map((q) => q.assignee)).size).toBe(3);
  for (const q of accountQuestions()) expect(seedCustomers().find((c) => c.id === q.customerId)).toMatchObject({ contactEmail: q.contactEmail, accountManager: q.accountManager, phone: q.phone });
  expect(questionsOf('m39').body).toContain(stayRequest().room);
});

test('a reply chore passes on one right reply to each question and fails on a wrong fact, a second reply, a reply sent as a new message, and an unasked message (a side effect the judge check makes)', async () => {
  const { default: guestReplies } = await import('../benchmarks/tasks/arena/mail-chore-book-guest-replies.ts');
  const task = { success: guestReplies.success as Contract };
  const sites = web.arena.sites;
  const answerAll = async (body: (q: ReturnType<typeof guestQuestions>[number]) => string, inReplyTo = true) => {
    for (const q of guestQuestions()) await mail('POST', '/send', { to: q.email, subject: `Re: ${q.reference}`, body: body(q), ...(inReplyTo && { inReplyTo: q.messageId }) });
  };
  const right = (q: ReturnType<typeof guestQuestions>[number]) => `Dear guest, you stay at ${q.hotel.toUpperCase()} and paid with the card ending\n${q.cardLast4}.`;
  const outcome = async (act: () => Promise<void>) => {
    web.arena.reset();
    const before = sites.snapshot();
    await act();
    const sideEffects = judgeSideEffects({ before, after: sites.snapshot(), success: task.success, rules: (site) => sites.changeRules(site) });
    return [(await judge(task.success)).outcome, sideEffects.outcome];
  };
  expect(await outcome(() => answerAll(right))).toEqual(['pass', 'pass']);
  // Negative controls.
  expect(await outcome(() => answerAll((q) => (q === guestQuestions()[1] ? `You stay at ${q.hotel}, card ending 0000.` : right(q))))).toEqual(['fail', 'pass']);
  expect(await outcome(() => answerAll(right).then(() => mail('POST', '/send', { to: guestQuestions()[0].email, subject: 'Re: again', body: 'One more thing.', inReplyTo: guestQuestions()[0].messageId }).then(() => undefined)))).toEqual(['fail', 'pass']);
  expect(await outcome(() => answerAll(right, false))).toEqual(['fail', 'fail']);
  expect(await outcome(() => answerAll((q) => (q === guestQuestions()[2] ? '' : right(q))))).toEqual(['fail', 'pass']);
  // The judge check's extra change for a task that judges sent mail: a message to someone@example.com, a side effect.
  const changes = extraChanges(task.success);
  expect(changes.map((c) => c.what)).toEqual(['mail messages: a message nobody asked for, to someone@example.com']);
  const sent = changes[0].steps.flatMap((step) => (step.do === 'fill' ? [step.text] : []));
  expect(sent).toEqual(['someone@example.com', 'Quick question', 'Are you free on Friday?']);
  expect(await outcome(() => answerAll(right).then(() => mail('POST', '/send', { to: sent[0], subject: sent[1], body: sent[2] }).then(() => undefined)))).toEqual(['pass', 'fail']);
  // A task that judges no mail gets no mail change.
  expect(extraChanges({ kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-1002', phone: '1' } }).map((c) => c.what)).not.toContain(changes[0].what);
});

test("Harbor CRM's discount approvals: the request sends the director's decision to Arena Mail, never shows it, and a quote over 30% is taken only up to the discount approved", () => {
  const state = appState();
  const session = { id: 's1', email: OPERATOR.email, name: OPERATOR.name, signedInAt: '', signedOutAt: null, keepSignedIn: false, auditMark: 0 } as unknown as PageContext['session'];
  const post = (path: string, form: Record<string, string>) => ({ request: { method: 'POST', url: new URL(`http://app.arena.test${path}`), headers: {}, cookies: {}, form: new URLSearchParams(form) }, state, session }) as PageContext;
  const [lowered, , ] = discountRequests();
  expect(lowered.approved).toBeLessThan(lowered.requested);
  const quote = (discount: number) => createQuote(post('/pipeline/quotes/new', { customer: lowered.customerId, seats: String(lowered.seats), term: String(lowered.termMonths), discount: String(discount) }));
  // Negative control: over the limit without an approval, refused.
  expect(quote(lowered.approved).status).toBe(422);
  expect(createApproval(post('/pipeline/approvals/new', { customer: lowered.customerId, discount: '30' })).status).toBe(422);
  const asked = createApproval(post('/pipeline/approvals/new', { customer: lowered.customerId, discount: String(lowered.requested) }));
  expect([asked.status, asked.headers?.location]).toEqual([303, '/pipeline/approvals/APR-1']);
  expect(state.approvals).toMatchObject([{ id: 'APR-1', customerId: lowered.customerId, requested: lowered.requested, approved: lowered.approved }]);
  const detail = String(approvalDetail({ ...post('/', {}), request: { ...post('/', {}).request, method: 'GET' } }, 'APR-1').body);
  expect(detail).not.toContain(`${lowered.approved}%`);
  for (const mail of asked.mail ?? []) web.arena.sites.deliver(mail);
  const decision = messages().at(-1)!;
  expect(decision).toMatchObject({ folder: 'inbox', to: 'jordan.lee@mail.arena.test', subject: `Discount approval APR-1: ${lowered.company}` });
  expect(decision.body).toContain(`up to ${lowered.approved}%`);
  // More than approved is still refused; the approved discount is taken, and the quote names the approval.
  expect(quote(lowered.requested).status).toBe(422);
  expect(quote(lowered.approved).status).toBe(303);
  expect(state.quotes).toMatchObject([{ customerId: lowered.customerId, discount: lowered.approved, approval: 'APR-1' }]);
  // A quote within the limit needs none and names none.
  createQuote(post('/pipeline/quotes/new', { customer: lowered.customerId, seats: '5', term: '12', discount: '10' }));
  expect(state.quotes[1]).not.toHaveProperty('approval');
});

// The workday tier's mailboxes (fixtures-site/arena/mail/workday/): chosen by a task's setup, with approvers who answer when asked.
test("a workday's mailbox: the task's setup picks it, its approver answers the first message sent to her on the mailbox's next load, once, the same in every episode; an unknown mailbox is refused", async () => {
  const box = workdayMailbox('workday-team-supplies', 'day-1');
  const [rule] = box.approvals;
  const older = ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => `${id} inbox jordan.lee@mail.arena.test`);
  const morning = async () => {
    web.arena.reset({ mailbox: box.name });
    expect(ids()).toEqual([...older, ...box.messages.map((m) => `${m.id} ${m.when === 'yesterday' ? 'sent' : 'inbox'} ${m.to ?? 'jordan.lee@mail.arena.test'}`)]);
    const inbox = () => messages().filter((m) => m.folder === 'inbox').length;
    const arrived = inbox();
    // Until she is asked, no page of the mailbox holds her decision (the line that gives it).
    const decision = rule.answer.split('\n')[2];
    const pages = ['/', '/sent', '/compose', ...messages().map((m) => `/message/${m.id}`)];
    for (const page of pages) expect((await mail('GET', page)).body, page).not.toContain(decision);
    expect(inbox()).toBe(arrived);
    // Negative control: a message to anyone else asks nothing.
    await mail('POST', '/send', { to: 'someone@example.com', subject: 'Hello', body: 'Nothing to approve.' });
    await mail('GET', '/');
    expect(inbox()).toBe(arrived);
    // Asked: the answer is due, and comes with the next page of the mailbox, not before.
    const asked = await mail('POST', '/send', { to: rule.approver.toUpperCase(), subject: 'Approval please', body: 'Do you approve?' });
    const request = messages().at(-1)!;
    expect(inbox()).toBe(arrived);
    await mail('GET', asked.location!);
    expect(messages().at(-1)).toEqual({ id: nth(3), folder: 'inbox', from: rule.approver, to: 'jordan.lee@mail.arena.test', subject: 'Re: Approval please', body: rule.answer, date: '2026-06-15T10:03', inReplyTo: request.id });
    // Once: a second message gets no second answer.
    await mail('POST', '/send', { to: rule.approver, subject: 'Approval please, again', body: 'Still there?' });
    await mail('GET', '/');
    expect(inbox()).toBe(arrived + 1);
    return messages();
  };
  const nth = (k: number) => `m${Number(box.messages.at(-1)!.id.slice(1)) + k}`;
  expect(await morning()).toEqual(await morning());
  // The chores' mailbox has no approver: the same message is only kept in Sent.
  web.arena.reset();
  await mail('POST', '/send', { to: rule.approver, subject: 'Approval please', body: 'Do you approve?' });
  await mail('GET', '/');
  expect(ids()).toEqual([...SEEDED, `m${initialState().nextId} sent ${rule.approver}`]);
  expect(() => web.arena.reset({ mailbox: 'workday-team-supplies:day-9' })).toThrow('Arena Mail has no mailbox named "workday-team-supplies:day-9"');
});
