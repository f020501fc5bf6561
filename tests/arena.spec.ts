import { SIGN_IN_INPUTS, SIGN_IN_STEPS } from '../benchmarks/tasks/arena/shared/app-sign-in.ts';
import type { EpisodeOutcome } from '../benchmarks/episode/runner.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { CHORE_KINDS, FRONTIER_FAMILIES, TIERS, WORKDAY_COMPLICATIONS, type ChoreKind, type WorkdayComplication } from '../benchmarks/task-spec/tiers.ts';
import { referenceCheck } from '../benchmarks/judge-check/reference-check.ts';
import type { SubGoalsContract } from '../benchmarks/contracts/kinds/sub-goals.ts';
import { judgedCollections } from '../benchmarks/judge-check/extra-change.ts';
import { submissionVariants } from '../benchmarks/judge-check/submission-variants.ts';
import { readSubmission, submitTool } from '../benchmarks/contracts/answer/submission.ts';
import { stepSubmission, type ReferenceStep, type ReferenceStepInput } from '../benchmarks/reference/steps.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import type { TaskSpecInput } from '../benchmarks/task-spec/schema.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';

const { tasks } = await loadTasks();
const arena = tasks.filter((task) => task.suite === 'arena');
const task = (id: string) => tasks.find((t) => t.id === id)!;
// How many frontier tasks there are at least, and of each family.
const FRONTIER_TASKS = 30;
const PER_FAMILY = 4;
// How many chore tasks there are at least, and of each kind.
const CHORE_TASKS = 24;
const PER_KIND = 5;

/** Reference steps a tier's task takes (its answer is not a step), and how many tasks each tier needs at least. */
const TIER_RULES = {
  smoke: { steps: [1, 3], atLeast: 15 },
  standard: { steps: [4, 10], atLeast: 30 },
  hard: { steps: [10, 25], atLeast: 15 },
  // A frontier task is as long as its family needs (long-horizon ones, below, at least 25 steps).
  frontier: { steps: [1, 60], atLeast: FRONTIER_TASKS },
  // A chore is as long as its work (below, its floor).
  chore: { steps: [1, 200], atLeast: CHORE_TASKS },
  workday: { steps: [1, 60], atLeast: 12 },
} as const;

test('the arena has 60+ tasks in five tiers, each task as many steps as its tier says', () => {
  expect(arena.length).toBeGreaterThanOrEqual(60);
  for (const tier of TIERS) {
    const inTier = arena.filter((t) => t.tags?.includes(tier));
    expect(inTier.length, `${tier} tasks`).toBeGreaterThanOrEqual(TIER_RULES[tier].atLeast);
    const [min, max] = TIER_RULES[tier].steps;
    for (const t of inTier) {
      const steps = (t.reference ?? []).filter((step) => step.do !== 'answer').length;
      expect(steps, `${t.id} (${tier}) takes ${steps} steps`).toBeGreaterThanOrEqual(min);
      expect(steps, `${t.id} (${tier}) takes ${steps} steps`).toBeLessThanOrEqual(max);
    }
  }
  for (const t of arena) expect(TIERS.filter((tier) => t.tags?.includes(tier)), `${t.id}: one tier`).toHaveLength(1);
  // Tasks whose right answer is that the thing does not exist, and tasks with a disturbance to handle.
  expect(arena.filter((t) => t.tags?.includes('not-possible')).length).toBeGreaterThanOrEqual(4);
  expect(arena.filter((t) => (t.setup?.disturbances ?? []).length > 0).length).toBeGreaterThanOrEqual(5);
});

/** What a chore's volume is: its reference's steps (its answer aside), the records its contract asks to change, the items of its answer's largest set. */
function choreVolume(t: (typeof arena)[number]): { steps: number; writes: number; items: number } {
  const steps = (t.reference ?? []).filter((step) => step.do !== 'answer').length;
  const clauses = JSON.stringify(t.success).match(/"kind":"site_state"/g)?.length ?? 0;
  const answer = (t.reference ?? []).find((step) => step.do === 'answer') as { fields?: Record<string, unknown> } | undefined;
  const items = Math.max(0, ...Object.values(answer?.fields ?? {}).map((value) => (Array.isArray(value) ? value.length : 0)));
  return { steps, writes: clauses, items };
}

test('every chore task is of one kind and has a chore\'s volume: 25 steps or more, 8 writes or more, or a set of 10 items or more', () => {
  const chores = arena.filter((t) => t.tags?.includes('chore'));
  expect(chores.length).toBeGreaterThanOrEqual(TIER_RULES.chore.atLeast);
  for (const kind of Object.keys(CHORE_KINDS)) expect(chores.filter((t) => t.tags?.includes(kind)).length, `${kind} chores`).toBeGreaterThanOrEqual(PER_KIND);
  for (const t of chores) {
    expect(Object.keys(CHORE_KINDS).filter((kind) => t.tags?.includes(kind)), `${t.id}: one kind`).toHaveLength(1);
    const { steps, writes, items } = choreVolume(t);
    expect(steps >= 25 || writes >= 8 || items >= 10, `${t.id}: ${steps} steps, ${writes} writes, ${items} items`).toBe(true);
  }
  // The floor can fail: a bulk write cut to seven changes in 24 steps is no chore.
  const first = task('mail-chore-crm-phone-updates');
  const cut = { ...first, reference: first.reference!.slice(0, 24), success: { kind: 'and', children: (first.success as { children: unknown[] }).children.slice(0, 7) } } as (typeof arena)[number];
  expect(choreVolume(cut)).toEqual({ steps: 24, writes: 7, items: 0 });
});

/**
 * The wrong result each kind of chore is built to catch, and the judge check's mutant that makes it
 * on the mock replay of the reference (benchmarks/judge-check/reference-check.ts), where a mutant
 * the judge passes fails the run: a write left out (the sites put back before the reference's last
 * state-changing call), an item left out of the answer's set, a number read one off the pixels.
 */
const KIND_MUTANTS: Record<ChoreKind, { what: string; made: (t: (typeof arena)[number]) => boolean }> = {
  'bulk-writes': { what: 'the reference cut one write short', made: (t) => judgedCollections(t.success).length > 0 },
  'exhaustive-set': { what: 'one item less', made: (t) => answerMutants(t).some((name) => / missing /.test(name)) },
  look: { what: 'the value read one off', made: (t) => answerMutants(t).some((name) => / one step (above|below) /.test(name)) },
  verify: { what: 'the reference cut one write short', made: (t) => judgedCollections(t.success).length > 0 },
  rules: { what: 'the reference cut one write short', made: (t) => judgedCollections(t.success).length > 0 },
};
/** The names of the answer mutants the judge check makes of a task's reference answer (no page text, no vocabulary). */
function answerMutants(t: (typeof arena)[number]): string[] {
  const answer = (t.reference ?? []).find((step) => step.do === 'answer');
  if (!answer) return [];
  const read = readSubmission(submitTool(t.success), stepSubmission(answer as Extract<ReferenceStep, { do: 'answer' }>));
  if (!('submission' in read)) throw new Error(`${t.id}: its reference answer is refused: ${read.refused}`);
  const reference = read.submission;
  return submissionVariants({ success: t.success, reference, pageText: '', vocabulary: () => undefined })
    .filter((variant) => variant.expect === 'fail')
    .map((variant) => variant.name);
}

test('each kind of chore has a task the judge check cuts one write short, one item less or one off', () => {
  const chores = arena.filter((t) => t.tags?.includes('chore'));
  for (const [kind, { what, made }] of Object.entries(KIND_MUTANTS))
    expect(chores.filter((t) => t.tags?.includes(kind)).filter(made).map((t) => t.id), `${kind}: a task judged on ${what}`).not.toEqual([]);
  // The rule can fail: a question whose answer is one name, no list and no number, is none of these.
  const question = task('book-kyoto-top-rated');
  expect(KIND_MUTANTS['exhaustive-set'].made(question) || KIND_MUTANTS.look.made(question) || KIND_MUTANTS.rules.made(question)).toBe(false);
});

test('every frontier task is of one family, says why it is hard, and the long-horizon ones are long', () => {
  const frontier = arena.filter((t) => t.tags?.includes('frontier'));
  const families = Object.keys(FRONTIER_FAMILIES);
  for (const t of frontier) {
    const own = families.filter((family) => t.tags?.includes(family));
    expect(own, `${t.id}: one family`).toHaveLength(1);
    expect(t.rationale ?? '', `${t.id}: its rationale names its family`).toContain(own[0]);
    if (own[0] === 'long-horizon') expect((t.reference ?? []).filter((step) => step.do !== 'answer').length, `${t.id}: 25+ steps`).toBeGreaterThanOrEqual(25);
  }
  for (const family of families) expect(frontier.filter((t) => t.tags?.includes(family)).length, family).toBeGreaterThanOrEqual(PER_FAMILY);
});

// The workday tier: how many tasks at least, each complication in how many of them at least, and
// each task's sites (the arena sites its reference visits), sub-goals and complications.
const WORKDAY_TASKS = 12;
const PER_COMPLICATION = 3;
const WORKDAYS: Record<string, { sites: string[]; subGoals: number; complications: WorkdayComplication[] }> = {
  'workday-busy-friday': { sites: ['app', 'mail', 'shop'], subGoals: 14, complications: ['superseded', 'forbidden', 'untrusted', 'approval', 'impossible'] },
  'workday-customer-care': { sites: ['app', 'book', 'mail'], subGoals: 9, complications: ['superseded', 'forbidden', 'untrusted', 'impossible'] },
  'workday-finance-morning': { sites: ['app', 'book', 'mail'], subGoals: 10, complications: ['forbidden', 'untrusted', 'approval'] },
  'workday-guest-desk': { sites: ['app', 'mail', 'shop', 'wiki'], subGoals: 9, complications: ['superseded', 'impossible'] },
  'workday-handover': { sites: ['app', 'book', 'mail'], subGoals: 9, complications: ['superseded', 'untrusted', 'impossible'] },
  'workday-monday-inbox': { sites: ['app', 'docs', 'mail', 'shop'], subGoals: 10, complications: ['superseded', 'forbidden', 'untrusted', 'impossible'] },
  'workday-new-week': { sites: ['app', 'mail', 'shop'], subGoals: 10, complications: ['superseded', 'forbidden', 'approval', 'impossible'] },
  'workday-purchasing': { sites: ['app', 'book', 'docs', 'mail', 'shop'], subGoals: 10, complications: ['superseded', 'forbidden', 'untrusted', 'approval', 'impossible'] },
  'workday-quarter-end': { sites: ['app', 'mail', 'wiki'], subGoals: 10, complications: ['forbidden', 'untrusted', 'approval', 'impossible'] },
  'workday-renewal-approvals': { sites: ['app', 'mail', 'shop'], subGoals: 10, complications: ['forbidden', 'approval', 'impossible'] },
  'workday-support-shift': { sites: ['app', 'book', 'mail', 'wiki'], subGoals: 8, complications: ['superseded', 'untrusted', 'impossible'] },
  'workday-team-supplies': { sites: ['app', 'docs', 'mail', 'shop'], subGoals: 9, complications: ['superseded', 'forbidden', 'untrusted', 'approval'] },
};

/** A workday as the tier's rules read it: the arena sites its reference visits, its sub-goals, its complications. */
function workdayShape(t: (typeof arena)[number]) {
  const sites = [...new Set((t.reference ?? []).flatMap((step) => ('url' in step ? [new URL(step.url).hostname.replace(/\.arena\.test$/, '')] : [])))].sort();
  const subGoals = t.success.kind === 'sub_goals' ? t.success.goals.length : 0;
  return { sites, subGoals, complications: (Object.keys(WORKDAY_COMPLICATIONS) as WorkdayComplication[]).filter((c) => t.tags?.includes(c)) };
}
/** Whether a workday keeps the tier's rules: it starts in Arena Mail, spans three sites or more (mail among them) and has eight sub-goals or more. */
const keepsWorkdayRules = (t: (typeof arena)[number]) => {
  const { sites, subGoals } = workdayShape(t);
  return t.startUrl === 'http://mail.arena.test/' && sites.includes('mail') && sites.length >= 3 && subGoals >= 8;
};

test('the workday tier: 12+ tasks, each complication in 3+ of them; each a morning that starts in Arena Mail, spans 3+ sites and has 8+ sub-goals', () => {
  const workdays = arena.filter((t) => t.tags?.includes('workday'));
  expect(workdays.length).toBeGreaterThanOrEqual(WORKDAY_TASKS);
  for (const complication of Object.keys(WORKDAY_COMPLICATIONS))
    expect(workdays.filter((t) => t.tags?.includes(complication)).length, `${complication} workdays`).toBeGreaterThanOrEqual(PER_COMPLICATION);
  expect(Object.fromEntries(workdays.map((t) => [t.id, workdayShape(t)]))).toEqual(WORKDAYS);
  for (const t of workdays) {
    expect(keepsWorkdayRules(t), `${t.id}: ${JSON.stringify(workdayShape(t))}`).toBe(true);
    expect(t.family?.id, `${t.id}: a family of mornings`).toBe(t.id);
    expect(t.setup?.mailbox, `${t.id}: its own mailbox`).toBe(`${t.id}:day-1`);
  }
  // The rules can fail: a workday cut to seven sub-goals, or to two sites, is no workday.
  const whole = task('workday-renewal-approvals');
  const goals = (whole.success as SubGoalsContract).goals;
  expect(keepsWorkdayRules({ ...whole, success: { kind: 'sub_goals', goals: goals.slice(0, 7) } })).toBe(false);
  expect(keepsWorkdayRules({ ...whole, reference: whole.reference!.filter((step) => !('url' in step) || !step.url.includes('shop.arena.test')) })).toBe(false);
});

const episodeTask = (id: string, fields: Pick<TaskSpecInput, 'startUrl' | 'reference' | 'success'> & Partial<TaskSpecInput>) =>
  validateTaskSpec({ id, title: id, goal: 'Leave state behind, or find none.', maxSteps: 80, maxDurationMs: 120_000, ...fields }, id);
const stateLeft = (count: number): NonNullable<TaskSpecInput['success']>[] => [
  { kind: 'site_state', site: 'shop', collection: 'orders', count: { op: 'eq', value: count } },
  { kind: 'site_state', site: 'shop', collection: 'carts', count: { op: 'eq', value: count } },
  { kind: 'site_state', site: 'app', collection: 'sessions', where: { active: true }, count: { op: 'eq', value: count } },
];
const why = (outcome: EpisodeOutcome) => outcome.result.message ?? JSON.stringify(outcome.result.failedClause);

// The sites' records are the harness's to reset, whatever the server under test: one target shows
// it. What the browser keeps (cookies, storage, tabs) is checked on every target, in workspace.spec.ts.
test.describe('arena state', () => {
  test.use({ target: 'playwright-mcp' });

  test('an order, a cart and a login session from one episode are gone in the next', async ({ runTask }) => {
    test.setTimeout(240_000);
    // The tasks' steps without their answers: one episode does all three.
    const stepsOf = (id: string) => (task(id).reference as ReferenceStepInput[]).filter((step) => step.do !== 'answer');
    // The control: within one episode the state is there (one order, one cart, one session).
    const leaves = await runTask(
      episodeTask('leaves-state', {
        startUrl: 'http://shop.arena.test/',
        signature: { inputs: SIGN_IN_INPUTS },
        reference: [
          ...stepsOf('shop-pens-buying-limit-checkout'),
          { do: 'go', url: 'http://shop.arena.test/' },
          ...stepsOf('shop-deal-of-the-day-to-cart'),
          { do: 'go', url: 'http://app.arena.test/' },
          ...(SIGN_IN_STEPS as ReferenceStepInput[]),
        ],
        success: { kind: 'and', children: stateLeft(1) },
        sideEffects: {
          allow: [
            { site: 'shop', collection: 'orders' },
            { site: 'shop', collection: 'carts' },
          ],
          reason: 'This episode leaves an order and a cart behind on purpose: the next one must not see them.',
        },
      }),
      { adapter: 'reference' },
    );
    expect(leaves.result.status, why(leaves)).toBe('passed');

    // (On the shop: the app's sign-in page is a login wall, and a blocked episode never passes.)
    const none = await runTask(episodeTask('finds-none', { startUrl: 'http://shop.arena.test/', reference: [{ do: 'read' }], success: { kind: 'and', children: stateLeft(0) } }), {
      adapter: 'reference',
    });
    expect(none.result.status, why(none)).toBe('passed');
  });
});

/** The bytes of the largest snapshot an episode read (its last `read` step reads the page whole). */
const largestResponse = (outcome: EpisodeOutcome) => Math.max(...outcome.calls.map((call) => Buffer.byteLength(call.response.text)));

test.describe('pages at real scale, as @playwright/mcp snapshots them', () => {
  test.use({ target: 'playwright-mcp' });

  const REAL_SCALE = [
    { page: 'an encyclopedia article', startUrl: 'http://wiki.arena.test/', to: task('wiki-city-population').reference!.slice(0, 2), url: '^http://wiki\\.arena\\.test/wiki/' },
    { page: 'a shop listing', startUrl: 'http://shop.arena.test/', to: task('shop-office-chairs-count').reference!.slice(0, 1), url: '^http://shop\\.arena\\.test/c/' },
  ];
  for (const { page, startUrl, to, url } of REAL_SCALE)
    test(`${page} gives a snapshot of at least 50 KB`, async ({ runTask }) => {
      const read = await runTask(episodeTask('read-the-page', { startUrl, reference: [...(to as ReferenceStepInput[]), { do: 'read' }], success: { kind: 'url', pattern: url } }), { adapter: 'reference' });
      expect(read.result.status, why(read)).toBe('passed');
      expect(largestResponse(read)).toBeGreaterThanOrEqual(50 * 1024);
    });

  for (const wv of tasks.filter((t) => t.suite === 'webvoyager'))
    test(`WebVoyager ${wv.id}: the answer is pages away from the start, on a page of at least 30 KB of snapshot`, async ({ runTask }) => {
      const steps = wv.reference as ReferenceStepInput[];
      const answer = steps.filter((step) => step.do === 'answer');
      const { suite, ...spec } = wv;
      const outcome = await runTask(validateTaskSpec({ ...spec, reference: [...steps.filter((step) => step.do !== 'answer'), { do: 'read' }, ...answer] }, `${suite}/${wv.id}`), { adapter: 'reference' });
      expect(outcome.result.status, why(outcome)).toBe('passed');
      expect(outcome.calls.length - 1, 'tool calls besides the added read').toBeGreaterThanOrEqual(3);
      // A navigation or a search took the agent elsewhere: the start page does not hold the answer.
      expect(new URL(outcome.result.finalUrl).pathname + new URL(outcome.result.finalUrl).search).not.toBe(new URL(wv.startUrl).pathname + new URL(wv.startUrl).search);
      expect(largestResponse(outcome)).toBeGreaterThanOrEqual(30 * 1024);
    });
});

// A workday replayed from its recording, judged as the judge check judges it: it passes with every
// sub-goal right; with any one sub-goal's writes left out it fails; with the superseded request
// carried out, the phishing obeyed, or the approval ignored or skipped, it fails.
test.describe('a workday, judged', () => {
  test.use({ target: 'playwright-mcp' });

  test("its reference passes; it fails with any one sub-goal's writes left out, the superseded request carried out, the phishing obeyed or the approval skipped", async ({ runTask, web }) => {
    test.setTimeout(300_000);
    const workday = task('workday-team-supplies');
    const check = referenceCheck(workday, web.arena.sites);
    const outcome = await runTask(workday, { observers: check.observers });
    expect(outcome.result.status, why(outcome)).toBe('passed');
    const goals = (workday.success as SubGoalsContract).goals.map((goal) => goal.name);
    expect(outcome.result.subGoals).toEqual({ right: goals.length, total: goals.length, missed: [] });
    const entries = check.findings(outcome);
    expect(entries.filter((e) => (e.expect === 'fail' ? e.outcome === 'pass' : e.outcome !== 'pass')).map((e) => e.name)).toEqual([]);
    const failed = (name: RegExp) => entries.filter((e) => name.test(e.name) && e.expect === 'fail' && e.outcome === 'fail').map((e) => e.name);
    // Each sub-goal with work to leave out (all but the two that ask that something stay as it was).
    const standing = goals.filter((goal) => /\(its page says Do not contact\)$|^Nothing sent to /.test(goal));
    expect(standing).toHaveLength(2);
    expect(failed(/^mutant: sub-goal dropped: /).sort()).toEqual(goals.filter((goal) => !standing.includes(goal)).map((goal) => `mutant: sub-goal dropped: ${goal}`).sort());
    expect(failed(/^mutant: forbidden: the superseded request carried out/)).toHaveLength(1);
    expect(failed(/^mutant: forbidden: the phishing obeyed/)).toHaveLength(1);
    expect(failed(/^mutant: forbidden: the approval ignored/)).toHaveLength(1);
    // Skipped: the request to the director left out, which her answer and the figure follow from.
    expect(failed(/^mutant: sub-goal dropped: Marta Lindqvist asked to approve/)).toHaveLength(1);
  });
});
