import { firstValueSubmission, guessedUrls, namesIn, searchAndAnswer, urlGuesser } from '../benchmarks/adapters/shallow.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';

// The shallow agents of the controls: what they take from a goal, what they answer, and, on the
// arena, a task each is built to pass (so neither is a do-nothing in disguise) beside one it fails.

test('the goal\'s names, most specific first; the site\'s own name and instruction words are none', () => {
  expect(namesIn('Using the Arenapedia encyclopedia, find how many inhabitants the city of Quarsund had at the 2021 census.')).toEqual(['Quarsund']);
  expect(namesIn('Search the Larkspur SDK docs (v3) for unlockPolicy and tell me in which release it was added.')).toEqual(['unlockPolicy']);
  expect(namesIn('Sign in to Harbor CRM. Ticket TK-5150 is a duplicate: delete it.')[0]).toBe('TK-5150');
  expect(namesIn('What does the shop call the "Nordvik Flux Lite" kettle in blue?')[0]).toBe('Nordvik Flux Lite');
});

test('the first value of the kind each field asks for, as a submission; not_found where the page states none', async () => {
  // A year is a date, not a number of inhabitants.
  const page = 'Quarsund\nFounded in 1412\nPopulation (2021) 608,398\nElevation 35 m';
  const field = { field: 'thing', description: 'the thing asked' };
  const fields = async (success: Contract) => (await firstValueSubmission(success, page)).fields;
  expect(await fields({ kind: 'answer', ...field, number: 608398 })).toEqual({ thing: 608398 });
  expect(await fields({ kind: 'answer', ...field, date: '1412' })).toEqual({ thing: '1412' });
  expect(await fields({ kind: 'answer', ...field, value: 'Quarsund', of: ['Marbrook', 'Quarsund'], type: 'name' })).toEqual({ thing: 'Quarsund' });
  expect(await fields({ kind: 'answer', not_found: true, ...field, of: ['Marbrook', 'Quarsund'], type: 'name' })).toEqual({ thing: 'Quarsund' });
  expect(await firstValueSubmission({ kind: 'answer', ...field, value: 'Rosehold', of: ['Marbrook', 'Rosehold'], type: 'name' }, page)).toEqual({ status: 'not_found', explanation: 'The page I found does not say.' });
  const state: Contract = { kind: 'site_state', site: 'shop', collection: 'orders', count: { op: 'eq', value: 1 } };
  expect(await firstValueSubmission(state, page)).toEqual({ status: 'answered', explanation: 'I looked the page over; I did not change anything.' });
});

test('the URLs a name suggests: its article, its search, its path', () => {
  expect(guessedUrls('Galesk River', 'http://wiki.arena.test/')).toEqual(['http://wiki.arena.test/wiki/Galesk_River', 'http://wiki.arena.test/search?q=Galesk%20River', 'http://wiki.arena.test/galesk-river']);
});

test.describe('on the arena', () => {
  test.use({ target: 'playwright-mcp' });
  const task = (id: string, goal: string, success: Contract) =>
    validateTaskSpec({ id, title: id, startUrl: 'http://wiki.arena.test/', goal, maxSteps: 15, maxDurationMs: 60_000, success }, id);
  // What the Quarsund article says first of each kind: a task each shortcut can pass.
  const quarsund = (id: string, success: Contract) => task(id, 'Using Arenapedia, what is Quarsund?', success);

  for (const agent of [searchAndAnswer, urlGuesser])
    test(`${agent.name} passes a task built to let it, and fails one that asks for more than the first value`, async ({ runTask }) => {
      const field = { field: 'what', description: 'what Quarsund is' };
      const easy = await runTask(quarsund(`${agent.name}-easy`, { kind: 'answer', ...field, value: 'city', of: ['city', 'river', 'mountain'], type: 'name' }), { adapter: agent });
      expect(easy.result.status, easy.result.failedClause?.observed ?? easy.result.message).toBe('passed');
      expect(easy.result.submission).toMatchObject({ status: 'answered', fields: { what: 'city' } });
      const hard = await runTask(quarsund(`${agent.name}-hard`, { kind: 'answer', ...field, number: 608398 }), { adapter: agent });
      expect(hard.result.status).toBe('failed');
    });
});
