import type { EpisodeOutcome } from '../benchmarks/episode/runner.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { runTargets } from '../benchmarks/options.ts';
import type { ReferenceStepInput } from '../benchmarks/reference/steps.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';

// fixtures-site/local/storage.html shows what cookies, localStorage, sessionStorage and IndexedDB
// remember of earlier visits, then records its own visit.
const STORAGE_PAGE = 'http://fixtures.test/storage.html';
const seen = (n: number) => `earlier visits: cookie ${n}, localStorage ${n}, sessionStorage ${n}, indexedDB ${n}`;
const storageTask = (id: string, visitsSeen: number, reference: ReferenceStepInput[], viewport?: { width: number; height: number }) =>
  validateTaskSpec(
    {
      id,
      title: id,
      startUrl: STORAGE_PAGE,
      goal: 'Visit the page.',
      maxSteps: 10,
      maxDurationMs: 30_000,
      ...(viewport && { setup: { viewport } }),
      success: { kind: 'dom_text', selector: '#seen', contains: seen(visitsSeen) },
      reference,
    },
    id,
  );
const reused = (outcome: EpisodeOutcome) => outcome.events.find((event) => event.type === 'server_ready')?.reused;

for (const target of runTargets())
  test.describe(target, () => {
    test.use({ target });

    test(`an episode on ${target} starts with no cookie, localStorage, sessionStorage or IndexedDB left by the one before`, async ({ runTask }) => {
      // The control: within one episode the page's storage persists, so a second visit (once the
      // first has stored its visit) sees the first.
      const first = await runTask(storageTask('leaves-state', 1, [{ do: 'wait_for', text: 'earlier visits' }, { do: 'go', url: STORAGE_PAGE }, { do: 'wait_for', text: 'earlier visits' }]), { adapter: 'reference' });
      expect(first.result.status, first.result.message).toBe('passed');
      const second = await runTask(storageTask('starts-clean', 0, [{ do: 'wait_for', text: 'earlier visits' }]), { adapter: 'reference' });
      expect(second.result.status, second.result.message ?? second.result.failedClause?.observed).toBe('passed');
    });

    // chrome-devtools-mcp and OpenChrome open their tabs in the browser's default context, which
    // outlives every episode's own context: the judge follows the tab there, and the harness cleans it.
    test(`on ${target}, a tab the agent opened is judged, and what it stored is gone in the next episode's tab`, async ({ runTask }) => {
      // The start page is not the storage page: only the agent's tab visits it.
      const inTab = (id: string, visitsSeen: number, more: ReferenceStepInput[] = []) =>
        runTask(
          { ...storageTask(id, visitsSeen, [{ do: 'new_tab', url: STORAGE_PAGE }, { do: 'wait_for', text: 'earlier visits' }, ...more]), startUrl: 'http://fixtures.test/index.html' },
          { adapter: 'reference' },
        );
      // The control: within one episode the tab's storage persists, so its second visit sees the first.
      const first = await inTab('tab-leaves-state', 1, [{ do: 'go', url: STORAGE_PAGE }, { do: 'wait_for', text: 'earlier visits' }]);
      expect(first.result.status, first.result.message ?? first.result.failedClause?.observed).toBe('passed');
      const second = await inTab('tab-starts-clean', 0);
      expect(second.result.status, second.result.message ?? second.result.failedClause?.observed).toBe('passed');
    });
  });

// Its own target whatever BENCH_TARGET names: only @playwright/mcp keeps a server for a worker.
test.describe('playwright-mcp', () => {
  test.use({ target: 'playwright-mcp' });
  test('one @playwright/mcp server serves a worker\'s episodes: a tab left open is gone, and another viewport gets a fresh server', async ({ runTask }) => {
    await runTask(storageTask('leaves-a-tab', 0, [{ do: 'new_tab', url: STORAGE_PAGE }]), { adapter: 'reference' });
    const next = await runTask(storageTask('kept-server', 0, [{ do: 'read' }]), { adapter: 'reference' });
    expect(reused(next)).toBe(true);
    expect(next.result.status, next.result.message).toBe('passed');
    expect(next.calls[0].response.text).not.toMatch(/- 1: /);
    const wide = await runTask(storageTask('other-viewport', 0, [{ do: 'read' }], { width: 1024, height: 768 }), { adapter: 'reference' });
    expect(reused(wide)).toBe(false);
    expect(wide.result.status, wide.result.message).toBe('passed');
  });
});
