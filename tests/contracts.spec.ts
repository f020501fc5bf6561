import type { Page } from '@playwright/test';
import { GIVE_UP_SUBMISSION } from '../benchmarks/adapters/controls.ts';
import type { Submission } from '../benchmarks/contracts/answer/submitted.ts';
import { judgeAnswer } from '../benchmarks/contracts/answer/judge-answer.ts';
import { answerCanPass, answerClauses, requiresAnswer } from '../benchmarks/contracts/clauses.ts';
import { subGoalTally } from '../benchmarks/contracts/kinds/sub-goals.ts';
import { evaluate } from '../benchmarks/contracts/evaluate.ts';
import type { EvalContext } from '../benchmarks/contracts/judge-context.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { MatchBudget } from '../benchmarks/contracts/regex.ts';
import { blamedClause, clauseLabel, failingClauses } from '../benchmarks/contracts/verdict.ts';
import { ScreenshotClasses } from '../benchmarks/contracts/screenshot/classes.ts';
import { nearestPassage } from '../benchmarks/contracts/kinds/dom-text.ts';
import { watchEpisode, type EpisodeWatch } from '../benchmarks/episode/watch.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { ARENA_DIR, loadSites, SiteHost } from '../benchmarks/web/sites.ts';

const PAGE = 'http://fixtures.test/contracts.html';

let watch: EpisodeWatch;
const judge = (page: Page, contract: Contract, more: Partial<EvalContext> = {}) =>
  evaluate(contract, { page, ...watch, screenshotClasses: new ScreenshotClasses(), siteRecords: () => undefined, vocabulary: () => undefined, matching: new MatchBudget(), ...more });

test.describe('contracts on a real fixture page', () => {
  let page: Page;
  test.beforeEach(async ({ browser }) => {
    const context = await browser.newContext();
    watch = watchEpisode([context], () => Math.round(performance.now()));
    page = await context.newPage();
    await page.goto(PAGE);
  });
  test.afterEach(async () => page.context().close());

  test('url: the pattern is a regex, never auto-anchored', async () => {
    expect(await judge(page, { kind: 'url', pattern: 'contracts\\.html$' })).toMatchObject({ outcome: 'pass', observed: PAGE });
    expect(await judge(page, { kind: 'url', pattern: '^https://' })).toMatchObject({
      outcome: 'fail',
      path: 'success',
      expected: 'URL matches /^https:///',
      observed: PAGE,
    });
  });

  test('dom_text: rendered text of the first match, case-sensitive; a missing node fails', async () => {
    expect(await judge(page, { kind: 'dom_text', selector: 'li.item', contains: 'Alpha' })).toMatchObject({ outcome: 'pass' });
    expect(await judge(page, { kind: 'dom_text', selector: 'li.item', contains: 'Beta' })).toMatchObject({
      outcome: 'fail',
      observed: 'Alpha',
      details: { matched: true, textLength: 5 },
    });
    expect(await judge(page, { kind: 'dom_text', contains: 'three items' })).toMatchObject({ outcome: 'fail' });
    expect(await judge(page, { kind: 'dom_text', contains: 'Hidden text' })).toMatchObject({ outcome: 'fail' });
    expect(await judge(page, { kind: 'dom_text', selector: '#absent', contains: 'x' })).toMatchObject({
      outcome: 'fail',
      observed: 'no element matches #absent',
    });
  });

  test("the judge reads the page in a world of its own: a page script that patches the DOM's getters cannot change what it reads", async () => {
    const forged = () =>
      page.evaluate(() => {
        // What an agent's script could do to lie to a reader in the page's own world.
        Object.defineProperty(HTMLElement.prototype, 'innerText', { get: () => 'Beta' });
        const all = Document.prototype.querySelectorAll;
        Document.prototype.querySelectorAll = function (this: Document, selector: string) {
          return selector === 'li.item' ? all.call(this, 'li') : all.call(this, selector);
        } as typeof all;
      });
    await forged();
    // The page's own world is fooled (the negative control: the forgery works there)…
    expect(await page.evaluate(() => (document.querySelector('li.item') as HTMLElement).innerText)).toBe('Beta');
    // …the judge is not.
    expect(await judge(page, { kind: 'dom_text', selector: 'li.item', contains: 'Alpha' })).toMatchObject({ outcome: 'pass', observed: 'Alpha' });
    expect(await judge(page, { kind: 'dom_count', selector: 'li.item', op: 'eq', value: 3 })).toMatchObject({ outcome: 'pass', details: { count: 3 } });
  });

  test('dom_count: eq, gte, lte with the observed count', async () => {
    expect(await judge(page, { kind: 'dom_count', selector: 'li.item', op: 'eq', value: 3 })).toMatchObject({ outcome: 'pass', details: { count: 3 } });
    expect(await judge(page, { kind: 'dom_count', selector: 'li.item', op: 'gte', value: 4 })).toMatchObject({
      outcome: 'fail',
      expected: 'count of li.item ≥ 4',
      observed: '3 elements',
    });
    expect(await judge(page, { kind: 'dom_count', selector: 'table', op: 'lte', value: 0 })).toMatchObject({ outcome: 'pass' });
  });

  test('and judges every child and names every one that failed; for a stop condition (outcome only) it stops at the first that fails', async () => {
    const contract: Contract = {
      kind: 'and',
      children: [
        { kind: 'url', pattern: 'contracts' },
        { kind: 'dom_count', selector: 'li', op: 'eq', value: 2 },
        { kind: 'dom_text', selector: 'li.item', contains: 'Beta' },
      ],
    };
    const verdict = await judge(page, contract);
    expect(verdict).toMatchObject({ outcome: 'fail', observed: 'success.children[1], success.children[2] failed' });
    expect(failingClauses(verdict).map((c) => [clauseLabel(c), c.observed])).toEqual([
      ['success.children[1] (dom_count)', '3 elements'],
      ['success.children[2] (dom_text)', 'Alpha'],
    ]);
    // The first failing clause is the one named first.
    expect(clauseLabel(blamedClause(verdict)!)).toBe('success.children[1] (dom_count)');
    const stop = await judge(page, contract, { outcomeOnly: true });
    expect(stop).toMatchObject({ outcome: 'fail', observed: 'success.children[1] failed' });
    expect(stop.children?.map((c) => [c.path, c.outcome])).toEqual([
      ['success.children[0]', 'pass'],
      ['success.children[1]', 'fail'],
    ]);
  });

  test("or stops at the first passing child; when none passes, each one's expectation and observation are its own", async () => {
    const verdict = await judge(page, {
      kind: 'or',
      children: [
        { kind: 'dom_text', contains: '330 m' },
        { kind: 'dom_text', contains: 'Three items' },
        { kind: 'dom_text', contains: 'never evaluated' },
      ],
    });
    expect(verdict).toMatchObject({ outcome: 'pass', observed: 'success.children[1] passed' });
    expect(verdict.children).toHaveLength(2);
    const none = await judge(page, { kind: 'or', children: [{ kind: 'url', pattern: 'x1' }, { kind: 'dom_text', selector: 'li.item', contains: 'x2' }] });
    expect(none).toMatchObject({
      outcome: 'fail',
      observed: `none passed: success.children[0] (url) failed, expected URL matches /x1/, observed ${PAGE}; success.children[1] (dom_text) failed, expected text of li.item contains "x2", observed Alpha`,
    });
    // An or is blamed as a whole: no one child decided it.
    expect(failingClauses(none)).toEqual([none]);
  });

  test('sub_goals judges every sub-goal, none skipped after a failure, passes only when all pass, and counts those right', async () => {
    const goals = [
      { name: 'the page is the fixture', contract: { kind: 'url', pattern: 'contracts' } },
      { name: 'two items listed', contract: { kind: 'dom_count', selector: 'li', op: 'eq', value: 2 } },
      { name: 'the first item is Alpha', contract: { kind: 'dom_text', selector: 'li.item', contains: 'Alpha' } },
    ] satisfies Array<{ name: string; contract: Contract }>;
    const verdict = await judge(page, { kind: 'sub_goals', goals });
    expect(verdict).toMatchObject({ outcome: 'fail', expected: 'all 3 sub-goals right', observed: '2 of 3 right; not right: two items listed' });
    // The goal after the failing one was judged all the same.
    expect(verdict.children?.map((c) => [c.path, c.outcome])).toEqual([
      ['success.goals[0].contract', 'pass'],
      ['success.goals[1].contract', 'fail'],
      ['success.goals[2].contract', 'pass'],
    ]);
    expect(subGoalTally(verdict)).toEqual({ right: 2, total: 3, missed: ['two items listed'] });
    expect(blamedClause(verdict)).toMatchObject({ path: 'success.goals[1].contract', kind: 'dom_count' });
    const right = await judge(page, { kind: 'and', children: [{ kind: 'sub_goals', goals: [goals[0], goals[2]] }] });
    expect(right.outcome).toBe('pass');
    // The tally is found under the task's own clause wherever it sits.
    expect(subGoalTally(right)).toEqual({ right: 2, total: 2, missed: [] });
    expect(subGoalTally(await judge(page, goals[0].contract))).toBeUndefined();
    // A goal that cannot be judged is not right, and never makes the whole a pass.
    const unsure = await judge(page, { kind: 'sub_goals', goals: [goals[0], { name: 'an unjudgeable clause', contract: { kind: 'dom_text', selector: '[[', contains: 'x' } }] });
    expect(unsure).toMatchObject({ outcome: 'inconclusive', details: { sub_goals: { right: 1, total: 2 } } });
  });

  test('not flips pass and fail', async () => {
    expect(await judge(page, { kind: 'not', child: { kind: 'dom_text', contains: 'Error' } })).toMatchObject({ outcome: 'pass' });
    expect(await judge(page, { kind: 'not', child: { kind: 'dom_text', selector: 'li.item', contains: 'Alpha' } })).toMatchObject({
      outcome: 'fail',
      observed: 'success.child passed: Alpha',
    });
  });

  test('a clause that cannot be judged is inconclusive, and combinators never turn that into a pass', async () => {
    const unjudgeable: Contract = { kind: 'dom_text', selector: '[[', contains: 'x' };
    expect(await judge(page, unjudgeable)).toMatchObject({ outcome: 'inconclusive' });
    expect(await judge(page, { kind: 'not', child: unjudgeable })).toMatchObject({ outcome: 'inconclusive' });
    expect(await judge(page, { kind: 'or', children: [{ kind: 'dom_text', contains: 'absent' }, unjudgeable] })).toMatchObject({
      outcome: 'inconclusive',
    });
    expect(await judge(page, { kind: 'and', children: [unjudgeable, { kind: 'url', pattern: 'contracts' }] })).toMatchObject({
      outcome: 'inconclusive',
    });
    // A definite failure still decides an and, whatever else could not be judged.
    expect(await judge(page, { kind: 'and', children: [unjudgeable, { kind: 'url', pattern: '^ftp:' }] })).toMatchObject({ outcome: 'fail' });
  });

  test('a closed page is inconclusive, not a crash', async () => {
    await page.close();
    expect(await judge(page, { kind: 'dom_count', selector: 'li', op: 'eq', value: 3 })).toMatchObject({ outcome: 'inconclusive' });
    expect(await judge(page, { kind: 'screenshot_class', class_id: 'blank-page', distance_max: 64 })).toMatchObject({
      outcome: 'inconclusive',
      observed: expect.stringContaining('screenshot'),
    });
  });

  test('network: the page load is seen with its status; a status outside status_in fails with what was seen', async () => {
    await page.goto('http://fixtures.test/network.html');
    await expect(page.locator('#stock')).toHaveText('Three items are in stock.');
    const verdict = await judge(page, { kind: 'network', url_pattern: '/data\\.json$', status_in: [200], since: 'contract_enter' });
    expect(verdict).toMatchObject({ outcome: 'pass', details: { matched_count: 1, last_match: { method: 'GET', url: 'http://fixtures.test/data.json', status: 200 } } });
    expect(await judge(page, { kind: 'network', url_pattern: '/data\\.json$', status_in: [201, 204], since: 'contract_enter' })).toMatchObject({
      outcome: 'fail',
      observed: expect.stringMatching(/^0 of \d+ requests since contract_enter matched; same URL, otherwise made or answered: GET http:\/\/fixtures\.test\/data\.json → 200/),
      details: { matched_count: 0 },
    });
  });

  test('network from_page, method and body: the request a page makes, never a URL a tool navigated to', async () => {
    const contract: Contract = { kind: 'network', url_pattern: '/form-result\\.html\\?name=Ada\\+Lovelace&topic=contracts$', status_in: [200], since: 'contract_enter', from_page: true, method: 'GET' };
    // Navigating to the URL the form would request: what an agent with a navigation tool can do.
    await page.goto('http://fixtures.test/form-result.html?name=Ada+Lovelace&topic=contracts');
    expect(await judge(page, contract)).toMatchObject({ outcome: 'fail', observed: expect.stringContaining('(navigated to by a tool)') });
    // The negative control: without from_page, that navigation passes.
    expect(await judge(page, { ...contract, from_page: undefined })).toMatchObject({ outcome: 'pass' });
    // The form itself, sent from its page.
    await page.goto('http://fixtures.test/form.html');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Topic' }).fill('contracts');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/form-result/);
    expect(await judge(page, contract)).toMatchObject({ outcome: 'pass' });
    expect(await judge(page, { ...contract, method: 'POST' })).toMatchObject({ outcome: 'fail' });
    // A body is matched where one was sent.
    await page.evaluate(() => fetch('/data.json', { method: 'POST', body: 'name=Ada+Lovelace&topic=contracts' }));
    const posted: Contract = { kind: 'network', url_pattern: '/data\\.json$', status_in: [200, 405], since: 'contract_enter', method: 'POST', body_pattern: '^name=Ada\\+Lovelace&' };
    expect(await judge(page, posted)).toMatchObject({ outcome: 'pass' });
    expect(await judge(page, { ...posted, body_pattern: 'topic=cats' })).toMatchObject({ outcome: 'fail' });
  });

  test('no_dialog passes on a page without one', async () => {
    expect(await judge(page, { kind: 'no_dialog' })).toMatchObject({ outcome: 'pass', observed: 'no dialog open', details: { dialog_open: null } });
  });

  test('screenshot_class: a blank page is within distance of blank-page; a content page is not', async () => {
    expect(await judge(page, { kind: 'screenshot_class', class_id: 'blank-page', distance_max: 4 })).toMatchObject({
      outcome: 'fail',
      expected: 'screenshot within distance 4 of class blank-page',
      details: { class_id: 'blank-page', distance_max: 4, nearest_exemplar: expect.stringMatching(/^blank-page\/\d+\.png$/) },
    });
    await page.goto('http://fixtures.test/blank.html');
    expect(await judge(page, { kind: 'screenshot_class', class_id: 'blank-page', distance_max: 4 })).toMatchObject({ outcome: 'pass' });
  });

  test('screenshot_class: a browser error page is within distance of browser-error-page; a content page is not', async () => {
    const errorPage: Contract = { kind: 'screenshot_class', class_id: 'browser-error-page', distance_max: 16 };
    const onContent = await judge(page, errorPage);
    expect(onContent.outcome).toBe('fail');
    expect(onContent.details?.distance).toBeGreaterThan(16);
    // Not one of the exemplars: another unresolvable host, at a viewport of its own.
    await page.setViewportSize({ width: 1100, height: 700 });
    await page.goto('https://no-such-host.invalid/').catch(() => {});
    await page.waitForFunction(() => document.readyState === 'complete' && document.body.innerText.includes('reached'));
    expect(await judge(page, errorPage)).toMatchObject({ outcome: 'pass' });
  });

  test('answer: the submission judged field by field (value, number, date, items) or not_found; no submission fails', async () => {
    const verdict = (contract: Contract, submission?: Submission) => judge(page, contract, submission === undefined ? {} : { submission });
    const answered = (fields: Record<string, unknown>): Submission => ({ status: 'answered', fields });
    const field = { field: 'thing', description: 'the thing asked' };
    expect(await verdict({ kind: 'answer', ...field, value: 'Berners-Lee' }, answered({ thing: 'tim berners lee' }))).toMatchObject({ outcome: 'fail' });
    expect(await verdict({ kind: 'answer', ...field, value: ['Tim Berners-Lee', 'Berners-Lee'] }, answered({ thing: 'berners lee' }))).toMatchObject({ outcome: 'pass' });
    expect(await verdict({ kind: 'answer', ...field, number: 330, unit: 'm', tolerance: 1 }, answered({ thing: 330.5 }))).toMatchObject({ outcome: 'pass' });
    expect(await verdict({ kind: 'answer', ...field, number: 330, unit: 'm', tolerance: 1 }, answered({ thing: 324 }))).toMatchObject({
      outcome: 'fail',
      expected: 'thing = 330 m ± 1',
      observed: 'thing: 324, not 330 ± 1',
      details: { submitted: true, field: 'thing', reason: 'thing: 324, not 330 ± 1' },
    });
    expect(await verdict({ kind: 'answer', ...field, date: '2022-11-25' }, answered({ thing: '2022-11-25' }))).toMatchObject({ outcome: 'pass' });
    expect(await verdict({ kind: 'answer', not_found: true }, { status: 'not_found', explanation: 'no such product' })).toMatchObject({ outcome: 'pass' });
    // Saying the thing is not there fails a task whose thing exists.
    expect(await verdict({ kind: 'answer', ...field, value: 'kettle' }, { status: 'not_found' })).toMatchObject({ outcome: 'fail' });
    expect(await verdict({ kind: 'answer', ...field, value: 'x' })).toMatchObject({ outcome: 'fail', observed: 'no answer was submitted', details: { submitted: false } });
    expect(await verdict({ kind: 'answer', not_found: true })).toMatchObject({ outcome: 'fail' });
    // A vocabulary that does not exist cannot be judged: the clause says which.
    expect(await verdict({ kind: 'answer', ...field, value: 'Venilheim', of: 'wiki.towns' }, answered({ thing: 'Venilheim' }))).toMatchObject({ outcome: 'inconclusive', observed: 'answer: no vocabulary named "wiki.towns"' });
  });

  // The null agents run only where answerCanPass says their answer (none, or give-up's NOT FOUND)
  // could pass the contract: it must be right both ways, or they would be kept off a task they could pass.
  test('answerCanPass: false exactly when that answer fails the contract whatever the page holds', async () => {
    const onPage: Contract = { kind: 'url', pattern: 'contracts' };
    const asked: Contract = { kind: 'answer', field: 'name', description: 'the name', value: 'Alpha' };
    const none: Contract = { kind: 'answer', not_found: true };
    const cases: Array<[Contract, { none: boolean; notFound: boolean }]> = [
      [asked, { none: false, notFound: false }],
      [none, { none: false, notFound: true }],
      [{ kind: 'and', children: [onPage, asked] }, { none: false, notFound: false }],
      [{ kind: 'and', children: [onPage, none] }, { none: false, notFound: true }],
      [{ kind: 'or', children: [asked, { kind: 'and', children: [asked, onPage] }] }, { none: false, notFound: false }],
      [{ kind: 'or', children: [asked, none] }, { none: false, notFound: true }],
      [{ kind: 'or', children: [asked, onPage] }, { none: true, notFound: true }],
      [{ kind: 'and', children: [onPage, { kind: 'not', child: asked }] }, { none: true, notFound: true }],
      [onPage, { none: true, notFound: true }],
      [{ kind: 'sub_goals', goals: [{ name: 'on the page', contract: onPage }, { name: 'the name', contract: asked }] }, { none: false, notFound: false }],
      [{ kind: 'sub_goals', goals: [{ name: 'on the page', contract: onPage }] }, { none: true, notFound: true }],
    ];
    for (const [contract, can] of cases) {
      const what = JSON.stringify(contract);
      expect(answerCanPass(contract, 'none'), what).toBe(can.none);
      expect(requiresAnswer(contract), what).toBe(!can.none);
      expect(answerCanPass(contract, 'not-found'), what).toBe(can.notFound);
      expect((await judge(page, contract)).outcome, `${what}, no answer`).toBe(can.none ? 'pass' : 'fail');
      expect((await judge(page, contract, { submission: GIVE_UP_SUBMISSION })).outcome, `${what}, give-up's not_found`).toBe(can.notFound ? 'pass' : 'fail');
    }
  });

  test("give-up's not_found fails every answer clause of every task that asks for a value", async () => {
    const { tasks } = await loadTasks();
    const sites = new SiteHost(await loadSites(ARENA_DIR));
    const valueClauses = tasks.flatMap((task) => answerClauses(task.success).flatMap((clause) => (clause.not_found ? [] : [{ task, clause }])));
    expect(valueClauses.length).toBeGreaterThan(50);
    const passed = valueClauses.filter(({ clause }) => judgeAnswer(clause, GIVE_UP_SUBMISSION, { vocabulary: (name) => sites.vocabulary(name) }).pass);
    expect(passed.map(({ task, clause }) => `${task.id}: ${JSON.stringify(clause)}`)).toEqual([]);
  });

  test("site_state: a site's records matched field by field, arrays item by item, counted; an unknown site or collection cannot be judged", async () => {
    const records = { orders: [{ id: 'ORD-1', items: [{ sku: 'A', qty: 2 }, { sku: 'B', qty: 1 }], shipping: { city: 'Lyon', country: 'FR' } }] };
    const siteRecords = (site: string) => (site === 'shop' ? records : undefined);
    const verdict = (contract: Contract) => judge(page, contract, { siteRecords });
    expect(await verdict({ kind: 'site_state', site: 'shop', collection: 'orders', where: { items: [{ sku: 'B' }, { sku: 'A', qty: 2 }], shipping: { city: 'Lyon' } } })).toMatchObject({ outcome: 'pass', details: { matched_count: 1, total: 1 } });
    expect(await verdict({ kind: 'site_state', site: 'shop', collection: 'orders', where: { items: [{ sku: 'A', qty: 3 }] } })).toMatchObject({ outcome: 'fail', details: { matched_count: 0 } });
    // One wanted item cannot match two wanted items' worth.
    expect(await verdict({ kind: 'site_state', site: 'shop', collection: 'orders', where: { items: [{ sku: 'A' }, { sku: 'A' }] } })).toMatchObject({ outcome: 'fail' });
    expect(await verdict({ kind: 'site_state', site: 'shop', collection: 'orders', count: { op: 'eq', value: 0 } })).toMatchObject({ outcome: 'fail', observed: expect.stringContaining('1 of 1 record(s) match') });
    expect(await verdict({ kind: 'site_state', site: 'shop', collection: 'carts' })).toMatchObject({ outcome: 'inconclusive', observed: 'site shop has no collection carts (it has: orders)' });
    expect(await verdict({ kind: 'site_state', site: 'mall', collection: 'orders' })).toMatchObject({ outcome: 'inconclusive', observed: 'no arena site named mall' });
  });

  test('site_state shows, in full, the record nearest the expectation and how it differs; with more matches than allowed, the matching records', async () => {
    const long = 'Please ship to the side door; '.repeat(12).trim();
    const orders = [
      { id: 'ORD-1', status: 'cancelled', city: 'Lyon', note: long },
      { id: 'ORD-2', status: 'placed', city: 'Lille', note: long },
      { id: 'ORD-3', status: 'placed', city: 'Paris', note: 'none' },
    ];
    const siteRecords = (site: string) => (site === 'shop' ? { orders } : undefined);
    const verdict = (contract: Contract) => judge(page, contract, { siteRecords });
    // ORD-2 has two of the three wanted values, ORD-1 one, ORD-3 one: ORD-2 is shown whole, not the last record.
    const wanted = { status: 'placed', city: 'Lyon', note: long };
    const near = await verdict({ kind: 'site_state', site: 'shop', collection: 'orders', where: wanted });
    expect(near).toMatchObject({ outcome: 'fail', expected: `≥ 1 shop.orders record(s) matching ${JSON.stringify(wanted)}` });
    expect(near.observed).toBe(`0 of 3 record(s) match; nearest: ${JSON.stringify(orders[1])}, which differs in city: wanted "Lyon", has "Lille"`);
    expect(near.expected.length + near.observed.length).toBeGreaterThan(2 * 240);
    const tooMany = await verdict({ kind: 'site_state', site: 'shop', collection: 'orders', where: { status: 'placed' }, count: { op: 'lte', value: 1 } });
    expect(tooMany.observed).toBe(`2 of 3 record(s) match; matching: ${JSON.stringify(orders[1])}; ${JSON.stringify(orders[2])}`);
    // A stop condition checked after every call wants the outcome alone: no record is looked for.
    expect(await judge(page, { kind: 'site_state', site: 'shop', collection: 'orders', where: wanted }, { siteRecords, outcomeOnly: true })).toMatchObject({ outcome: 'fail', observed: '0 of 3 record(s) match' });
  });

  test('dom_text shows a long text by its passage nearest the expectation, cut at words', async () => {
    const filler = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const shown = nearestPassage(`${filler} The order total is 41.20 EUR. ${filler}`, 'order total is 42.00 EUR');
    expect(shown).toContain('The order total is 41.20 EUR.');
    expect(shown).toMatch(/^… word\d+ .* word\d+ … \(\d+ characters; shown: where "order total is 4" occurs\)$/);
    expect(nearestPassage('short text', 'absent')).toBe('short text');
  });

  test("site_state's contains: a record's free text holds every listed text, without case and with white space folded; one text missing, or a field that is no string, does not match", async () => {
    const records = { messages: [{ id: 'm7', folder: 'sent', inReplyTo: 'm31', body: 'Hi Ana,\n\nYour stay is at the  Hotel Miro; you paid with the card ending 4821.' }] };
    const siteRecords = (site: string) => (site === 'mail' ? records : undefined);
    const verdict = (contract: Contract) => judge(page, contract, { siteRecords });
    const reply = { kind: 'site_state', site: 'mail', collection: 'messages', where: { inReplyTo: 'm31' } } as const;
    expect(await verdict({ ...reply, contains: { body: ['hotel miro', '4821'] } })).toMatchObject({ outcome: 'pass', expected: expect.stringContaining('containing'), details: { matched_count: 1 } });
    expect(await verdict({ ...reply, contains: { body: ['Hotel Miro', '4812'] } })).toMatchObject({ outcome: 'fail', details: { matched_count: 0 } });
    // Both must hold: the right text on another message does not count.
    expect(await verdict({ ...reply, where: { inReplyTo: 'm32' }, contains: { body: ['4821'] } })).toMatchObject({ outcome: 'fail' });
    expect(await verdict({ ...reply, contains: { id: ['m7'], inReplyTo: ['m31'], folder: ['sent'] } })).toMatchObject({ outcome: 'pass' });
    expect(await verdict({ ...reply, contains: { date: ['2026'] } })).toMatchObject({ outcome: 'fail' });
  });
});
