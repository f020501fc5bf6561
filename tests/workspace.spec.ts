import { defineAdapter, scriptedAgent, type AgentCall } from '../benchmarks/adapters/adapter.ts';
import type { EpisodeOutcome } from '../benchmarks/episode/runner.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';

// fixtures-site/storage.html shows what cookies, localStorage, sessionStorage and IndexedDB
// remember of earlier visits, then records its own visit.
const STORAGE_PAGE = 'http://fixtures.test/storage.html';
const seen = (n: number) => `earlier visits: cookie ${n}, localStorage ${n}, sessionStorage ${n}, indexedDB ${n}`;
const script = (calls: AgentCall[]) => defineAdapter({ name: 'script', startEpisode: async () => scriptedAgent(calls) });
const storageTask = (id: string, setup?: { viewport: { width: number; height: number } }) =>
  validateTaskSpec(
    { id, title: id, startUrl: STORAGE_PAGE, goal: 'x', maxSteps: 10, maxDurationMs: 30_000, ...(setup && { setup }), success: { kind: 'dom_text', selector: '#seen', contains: seen(0) } },
    id,
  );
const waitForCounts: AgentCall = { tool: 'browser_wait_for', args: { text: 'earlier visits' } };
const reused = (outcome: EpisodeOutcome) => outcome.events.find((event) => event.type === 'server_ready')?.reused;

test('one MCP server serves a worker\'s episodes, and each starts with nothing left by the one before', async ({ runTask }) => {
  // The control: within one episode the page's storage persists, so a second visit sees the first.
  const first = await runTask(storageTask('leaves-state'), {
    adapter: script([
      waitForCounts,
      { tool: 'browser_navigate', args: { url: STORAGE_PAGE } },
      waitForCounts,
      { tool: 'browser_snapshot', args: {} },
      // A second tab, left open for the next episode to (not) find.
      { tool: 'browser_tabs', args: { action: 'new' } },
    ]),
  });
  expect(first.calls.map((call) => call.response.kind)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  expect(first.calls[3].response.text).toContain(seen(1));

  const second = await runTask(storageTask('starts-clean'), { adapter: script([waitForCounts, { tool: 'browser_tabs', args: { action: 'list' } }]) });
  expect(reused(second)).toBe(true);
  expect(second.result.status, second.result.message).toBe('passed');
  expect(second.calls[1].response.text).toContain(`(current) [Storage counter](${STORAGE_PAGE})`);
  expect(second.calls[1].response.text).not.toMatch(/- 1:/);

  // Another viewport needs another context, and so a fresh server.
  const wide = await runTask(storageTask('other-viewport', { viewport: { width: 1024, height: 768 } }), { adapter: script([waitForCounts]) });
  expect(reused(wide)).toBe(false);
  expect(wide.result.status, wide.result.message).toBe('passed');
});
