import type { CollectionChanges, SiteRecords } from '../fixtures-site/site-kit/site.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { judgeSideEffects, type TaskSideEffects } from '../benchmarks/contracts/side-effects.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { replayThen } from '../benchmarks/judge-check/agents.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { validateTaskSpec, ValidationError } from '../benchmarks/task-spec/validate.ts';

// The side-effect check on crafted records, each rule both ways; then on the app's own records,
// after the recorded reference of a state task (the judge check runs such mutants on every state
// task: benchmarks/judge-check/state-mutants.ts).

const customer = (id: string, fields: Record<string, unknown> = {}) => ({ id, company: `Company ${id}`, phone: '+44 1', contactEmail: `${id}@x.example`, tier: 'Growth', ...fields });
const app = (customers: Array<Record<string, unknown>>, more: SiteRecords = {}): SiteRecords => ({ customers, sessions: [], audit: [], ...more });
const RULES: Record<string, Record<string, CollectionChanges>> = {
  app: { sessions: { incidental: 'sign-ins' }, audit: { incidental: 'a log' } },
  shop: { carts: { key: 'session', incidentalUnlessJudged: 'a cart', derived: ['itemCount'] } },
  book: { bookings: { label: 'reference', incidentalRecords: { where: { status: 'in_progress' }, why: 'a draft' }, derived: ['total'] } },
};
const BEFORE = app([customer('CUS-1'), customer('CUS-2'), customer('CUS-3')]);

function judged(after: SiteRecords, success: Contract, options: { before?: SiteRecords; site?: string; allowed?: TaskSideEffects['allow'] } = {}) {
  const site = options.site ?? 'app';
  return judgeSideEffects({
    before: new Map([[site, options.before ?? BEFORE]]),
    after: new Map([[site, after]]),
    success,
    rules: (name) => RULES[name] ?? {},
    ...(options.allowed && { allowed: options.allowed }),
  });
}
const edit: Contract = { kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-2', phone: '+44 2' } };

test('the change a clause asks for passes; nothing changed passes', () => {
  expect(judged(app([customer('CUS-1'), customer('CUS-2', { phone: '+44 2' }), customer('CUS-3')]), edit)).toMatchObject({ outcome: 'pass', path: 'side_effects', kind: 'side_effects' });
  expect(judged(BEFORE, edit).outcome).toBe('pass');
});

test('another field of the asked-for record changed fails, naming it', () => {
  const verdict = judged(app([customer('CUS-1'), customer('CUS-2', { phone: '+44 2', contactEmail: 'new@x.example' }), customer('CUS-3')]), edit);
  expect(verdict).toMatchObject({ outcome: 'fail', observed: 'app customers CUS-2 contactEmail changed', details: { side_effects: 1 } });
});

test('another record edited, removed or added fails, each named', () => {
  expect(judged(app([customer('CUS-1', { tier: 'Starter' }), customer('CUS-2', { phone: '+44 2' }), customer('CUS-3')]), edit).observed).toBe('app customers CUS-1 tier changed');
  expect(judged(app([customer('CUS-2', { phone: '+44 2' }), customer('CUS-3')]), edit).observed).toBe('app customers CUS-1 removed');
  expect(judged(app([...BEFORE.customers, customer('CUS-4')]), edit).observed).toBe('app customers CUS-4 added');
});

test('a removal is asked for by a clause that matched the record before; a count alone asks for nothing', () => {
  const after = app([customer('CUS-1'), customer('CUS-3')]);
  expect(judged(after, { kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-2' }, count: { op: 'eq', value: 0 } }).outcome).toBe('pass');
  expect(judged(after, { kind: 'site_state', site: 'app', collection: 'customers', count: { op: 'eq', value: 2 } }).observed).toBe('app customers CUS-2 removed');
});

test('a clause under not asks for nothing; one under or, or a sub-goal, asks for its change', () => {
  const after = app([customer('CUS-1'), customer('CUS-2', { phone: '+44 2' }), customer('CUS-3')]);
  expect(judged(after, { kind: 'not', child: edit }).outcome).toBe('fail');
  expect(judged(after, { kind: 'or', children: [{ kind: 'no_dialog' }, edit] }).outcome).toBe('pass');
  expect(judged(after, { kind: 'sub_goals', goals: [{ name: 'no dialog', contract: { kind: 'no_dialog' } }, { name: 'the new phone', contract: edit }] }).outcome).toBe('pass');
  expect(judged(after, { kind: 'sub_goals', goals: [{ name: 'no dialog', contract: { kind: 'no_dialog' } }] }).observed).toBe('app customers CUS-2 phone changed');
});

test('incidental collections never count; the site declares them, not the task', () => {
  const signedIn = app(BEFORE.customers as Array<Record<string, unknown>>, { sessions: [{ id: 's1', active: true }], audit: [{ at: 't', action: 'auth.sign_in' }] });
  expect(judged(signedIn, edit).outcome).toBe('pass');
});

test('a collection incidental unless judged counts once a clause names it: an extra item in a judged cart fails', () => {
  const cart = (items: Array<Record<string, unknown>>) => ({ carts: [{ session: 's1', items, itemCount: items.length }], orders: [] });
  const hoodie = { sku: 'HOO-1', qty: 2 };
  const judgesCart: Contract = { kind: 'site_state', site: 'shop', collection: 'carts', where: { items: [{ sku: 'HOO-1', qty: 2 }] } };
  const empty = { carts: [], orders: [] };
  expect(judged(cart([hoodie]), judgesCart, { site: 'shop', before: empty }).outcome).toBe('pass');
  expect(judged(cart([hoodie, { sku: 'LAMP-9', qty: 1 }]), judgesCart, { site: 'shop', before: empty }).observed).toBe(
    'shop carts s1 items: an item nobody asked for, {"sku":"LAMP-9","qty":1}',
  );
  // A task about orders: the cart is incidental, whatever is in it.
  const judgesOrders: Contract = { kind: 'site_state', site: 'shop', collection: 'orders', count: { op: 'eq', value: 0 } };
  expect(judged(cart([hoodie, { sku: 'LAMP-9', qty: 1 }]), judgesOrders, { site: 'shop', before: empty }).outcome).toBe('pass');
});

test('records the site calls incidental (a booking still being filled in) and derived fields never count', () => {
  const booking = (id: string, fields: Record<string, unknown>) => ({ id, reference: null, status: 'in_progress', total: 100, hotelId: 'H-1', ...fields });
  const before = { bookings: [booking('seed1', { reference: 'BK-1001', status: 'confirmed' })], payments: [] };
  const draft = { bookings: [...before.bookings, booking('b1', {})], payments: [] };
  const cancel: Contract = { kind: 'site_state', site: 'book', collection: 'bookings', where: { reference: 'BK-1001', status: 'cancelled' } };
  expect(judged(draft, cancel, { site: 'book', before }).outcome).toBe('pass');
  const cancelled = { bookings: [booking('seed1', { reference: 'BK-1001', status: 'cancelled', total: 0 })], payments: [] };
  expect(judged(cancelled, cancel, { site: 'book', before }).outcome).toBe('pass');
  const confirmed = { bookings: [...cancelled.bookings, booking('b1', { reference: 'BK-2001', status: 'confirmed' })], payments: [] };
  expect(judged(confirmed, cancel, { site: 'book', before }).observed).toBe('book bookings BK-2001 added');
});

test('a task widens the check only where it says, with its reason', () => {
  const after = app([customer('CUS-1'), customer('CUS-2', { phone: '+44 2', contactEmail: 'new@x.example' }), customer('CUS-3', { tier: 'Starter' })]);
  expect(judged(after, edit, { allowed: [{ site: 'app', collection: 'customers', fields: ['contactEmail'] }] }).observed).toBe('app customers CUS-3 tier changed');
  expect(judged(after, edit, { allowed: [{ site: 'app', collection: 'customers' }] }).outcome).toBe('pass');
});

test('many side effects: five named, the rest counted', () => {
  const after = app(Array.from({ length: 8 }, (_, i) => customer(`CUS-${i + 10}`)));
  const verdict = judged(after, edit);
  expect(verdict.details).toMatchObject({ side_effects: 11 });
  expect(verdict.observed).toMatch(/; and 6 more$/);
});

test('a task widening the check must name a real site and give a reason', () => {
  const task = (sideEffects: unknown) => () =>
    validateTaskSpec({ id: 't', title: 't', startUrl: 'http://app.arena.test/', goal: 'g', success: { kind: 'no_dialog' }, sideEffects }, 'tasks/arena/t.ts');
  expect(task({ allow: [{ site: 'app', collection: 'customers' }], reason: 'The task imports a file that also updates two customers.' })).not.toThrow();
  let error: unknown;
  try {
    task({ allow: [{ site: 'nowhere', collection: 'customers' }], reason: 'short' })();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).problems).toEqual(['sideEffects.reason: a written reason: why these changes are not side effects of this task']);
  expect(task({ allow: [{ site: 'nowhere', collection: 'customers' }], reason: 'The task imports a file that also updates two customers.' })).toThrow(
    'sideEffects.allow[0].site: no arena site named "nowhere"',
  );
});

test.describe('on the app, after the recorded reference of app-edit-customer', () => {
  test.use({ target: 'playwright-mcp' });
  const edit = async () => (await loadTasks()).tasks.find((t) => t.id === 'app-edit-customer')!;

  test('one more change on the site fails the episode, naming the change', async ({ runTask }) => {
    const more = replayThen('one more change', [
      { do: 'go', url: 'http://app.arena.test/customers/CUS-1202/edit' },
      { do: 'fill', on: { role: 'textbox', name: 'Contact email' }, text: 'someone.else@larkspur.example' },
      { do: 'click', on: { role: 'button', name: 'Save changes' } },
    ]);
    const { result } = await runTask(await edit(), { adapter: more });
    expect(result.status).toBe('failed');
    // The task's own clause holds: what fails is the change nobody asked for.
    expect(result.verdict?.outcome).toBe('pass');
    expect(result.failedClause).toMatchObject({ clause: 'side_effects (side_effects)', observed: 'app customers CUS-1202 contactEmail changed' });
  });

  test('an incidental change (signing out and in again: a new session) passes', async ({ runTask, web }) => {
    const task = await edit();
    // The reference begins with the sign-in.
    const signIn = task.reference!.slice(0, 3);
    const again = replayThen('signs in again', [{ do: 'click', on: { role: 'button', name: 'Sign out' } }, ...signIn]);
    const { result } = await runTask(task, { adapter: again });
    expect(result.status, result.failedClause?.observed ?? result.message).toBe('passed');
    expect(result.sideEffects).toMatchObject({ outcome: 'pass', details: { side_effects: 0 } });
    // The change happened: the sites stay as the episode left them until the next one begins.
    expect(web.arena.sites.records('app')!.sessions.map((session) => session.active)).toEqual([false, true]);
  });
});
