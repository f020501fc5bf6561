import { type AgentCall } from '../benchmarks/adapters/adapter.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { summarize } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { scriptedAdapter as script } from './scripted-adapter.ts';

// Episodes on the real MCP server, whose success contracts need what the harness recorded
// during the episode: requests with their time, and dialogs.

const task = (id: string, success: Contract) =>
  validateTaskSpec({ id, title: id, startUrl: 'http://fixtures.test/index.html', goal: 'test', maxSteps: 5, maxDurationMs: 30_000, success }, id);
const navigate = (page: string): AgentCall => ({ tool: 'browser_navigate', args: { url: `http://fixtures.test/${page}` } });
const dataJson = (since: 'contract_enter' | 'last_tool_call'): Contract => ({ kind: 'network', url_pattern: '/data\\.json$', status_in: [200], since });

test('network: a request made before the last tool call counts since contract_enter, not since last_tool_call', async ({ runTask }) => {
  const { result } = await runTask(task('network-markers', { kind: 'and', children: [dataJson('contract_enter'), { kind: 'not', child: dataJson('last_tool_call') }] }), {
    adapter: script([navigate('network.html'), { tool: 'browser_snapshot', args: {} }]),
  });
  expect(result.status, result.message).toBe('passed');
  const [sinceEnter, notSinceLast] = result.verdict!.children!;
  expect(sinceEnter.details).toMatchObject({ matched_count: 1, last_match: { url: 'http://fixtures.test/data.json', status: 200 } });
  expect(notSinceLast.children![0]).toMatchObject({ outcome: 'fail', details: { since: 'last_tool_call', matched_count: 0 } });
  // The marker is the moment the last call was sent, after the page's own request.
  const lastCall = notSinceLast.children![0].details!.marker_ms as number;
  expect(lastCall).toBeGreaterThan((sinceEnter.details!.last_match as { t: number }).t);
});

test('network: requests made by the last tool call count since last_tool_call; a 404 fails with what was seen', async ({ runTask }) => {
  const { result } = await runTask(
    task('network-last-call', {
      kind: 'and',
      children: [
        { kind: 'network', url_pattern: 'data\\.json\\?page=2$', status_in: [200], since: 'last_tool_call' },
        { kind: 'network', url_pattern: '/missing\\.json$', status_in: [200], since: 'last_tool_call' },
      ],
    }),
    { adapter: script([navigate('network.html'), { tool: 'browser_click', args: { element: 'Load more button', target: '#more' } }]) },
  );
  expect(result.status, result.message).toBe('failed');
  expect(result.failedClause).toMatchObject({ clause: 'success.children[1] (network)', observed: expect.stringContaining('same URL, otherwise made or answered: GET http://fixtures.test/missing.json → 404') });
  expect(result.verdict!.children![0]).toMatchObject({ outcome: 'pass', details: { matched_count: 1 } });
});

test('no_dialog: an alert the agent left open fails it; once the agent dismisses it, it passes', async ({ runTask }) => {
  const left = await runTask(task('alert-left-open', { kind: 'no_dialog' }), { adapter: script([navigate('alert.html')]) });
  expect(left.result.status).toBe('failed');
  expect(left.result.failedClause).toMatchObject({
    clause: 'success (no_dialog)',
    observed: 'alert dialog open: "Your session is about to expire"',
    details: { dialog_open: { type: 'alert', message: 'Your session is about to expire' } },
  });
  // The MCP server saw the dialog as usual: watching it changed nothing for the agent.
  expect(left.calls[0].response.text).toContain('"alert" dialog with message "Your session is about to expire"');

  const dismissed = await runTask(task('alert-dismissed', { kind: 'no_dialog' }), {
    adapter: script([navigate('alert.html'), { tool: 'browser_handle_dialog', args: { accept: true } }]),
  });
  expect(dismissed.result.status, dismissed.result.message).toBe('passed');
  expect(dismissed.calls[1].response.kind).toBe('ok');
});

test('a failing episode with two failing clauses shows both, in full: in its result, its failing message and its verdict', async ({ runTask }) => {
  // The expectations and the page's text are each over 240 characters, where a preview used to cut
  // them; the first clause that fails no longer hides the second.
  const sentence = (topic: string) => `The ${topic} section lists every order placed this week, with its customer, its items, its total in euros and the date it ships; `.repeat(3).trim();
  const spec = task('two-failing-clauses', {
    kind: 'and',
    children: [
      { kind: 'dom_text', contains: sentence('orders') },
      { kind: 'url', pattern: 'controls' },
      { kind: 'dom_text', selector: 'h1', contains: sentence('returns') },
    ],
  });
  const { result } = await runTask({ ...spec, startUrl: 'http://fixtures.test/controls.html' }, { adapter: script([{ tool: 'browser_snapshot', args: {} }]) });
  expect(result.status).toBe('failed');
  const [page, heading] = result.failedClauses!;
  expect(result.failedClauses).toHaveLength(2);
  expect(page).toMatchObject({ clause: 'success.children[0] (dom_text)', outcome: 'fail', expected: `text of body contains ${JSON.stringify(sentence('orders'))}` });
  // The page's whole text, from its heading to its last button.
  expect(page.observed).toMatch(/^Every kind of control One page with each control .* Button at the bottom$/);
  expect(page.observed.length).toBeGreaterThan(240);
  expect(heading).toEqual({
    clause: 'success.children[2] (dom_text)',
    kind: 'dom_text',
    outcome: 'fail',
    expected: `text of h1 contains ${JSON.stringify(sentence('returns'))}`,
    observed: 'Every kind of control',
    details: { matched: true, textLength: 21 },
  });
  expect(result.failedClause).toEqual(page);
  expect(result.verdict).toMatchObject({ observed: 'success.children[0], success.children[2] failed' });
  // What a failing test prints names both, each whole.
  const message = summarize(result);
  for (const clause of result.failedClauses!) expect(message).toContain(`${clause.clause}: expected ${clause.expected}; observed ${clause.observed}`);
});
