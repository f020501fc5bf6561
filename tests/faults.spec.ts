import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineAdapter, scriptedAgent, type AgentCall } from '../benchmarks/adapters/adapter.ts';
import { runEpisode } from '../benchmarks/episode/runner.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { defineTarget } from '../benchmarks/targets/target.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { TASKS_DIR_ENV } from '../benchmarks/task-spec/load.ts';
import { bin, processesWithMarker, runPlaywright } from './run-playwright.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

// A real MCP server process that dies or hangs on request, marked so a test can look for leftovers.
const MARKER = `BENCH_FAULT_MARKER=${randomUUID()}`;
const misbehaving = defineTarget({
  name: 'misbehaving',
  packageName: 'misbehaving',
  version: () => '1.0.0',
  launch: () => ({
    command: bin('tsx'),
    args: [path.join(import.meta.dirname, 'fault-servers', 'misbehaving-mcp-server.ts')],
    env: { [MARKER.split('=')[0]]: MARKER.split('=')[1] },
  }),
  observationTools: new Set(['echo']),
  forbiddenTools: new Set(),
  agentPage: (context) => context.pages().at(-1),
});

const script = (calls: AgentCall[]) => defineAdapter({ name: 'script', startEpisode: async () => scriptedAgent(calls) });
const task = (id: string, maxDurationMs = 30_000, startUrl = 'http://fixtures.test/index.html') =>
  validateTaskSpec({ id, title: id, startUrl, goal: 'x', maxSteps: 10, maxDurationMs, success: { kind: 'url', pattern: 'fixtures' } }, id);

test.describe('a misbehaving MCP server', () => {
  test('dies mid-episode: error naming the server and the step; the next episode starts a fresh server and passes', async ({ browser, browserEndpoint, browserCdpUrl, web }, testInfo) => {
    const env = (calls: AgentCall[]) => ({
      browser,
      endpoint: browserEndpoint,
      cdpUrl: browserCdpUrl,
      target: misbehaving,
      adapter: script(calls),
      transcriptFile: 'none',
      outputDir: testInfo.outputPath(),
      web: { mode: 'replay' as const, unmatched: web.unmatched },
    });
    const died = await runEpisode(task('dies'), env([{ tool: 'echo', args: {} }, { tool: 'die', args: {} }]));
    expect(died.result.status).toBe('error');
    expect(died.result.message).toMatch(/^step 2: misbehaving failed during die: /);
    const next = await runEpisode(task('after'), env([{ tool: 'echo', args: {} }]));
    expect(next.result.status).toBe('passed');
    expect(processesWithMarker(MARKER)).toEqual([]);
  });

  test('a call that never answers ends the episode timeout within its budget plus a small margin', async ({ browser, browserEndpoint, browserCdpUrl, web }, testInfo) => {
    const started = Date.now();
    const { result } = await runEpisode(task('hangs', 5_000), {
      browser,
      endpoint: browserEndpoint,
      cdpUrl: browserCdpUrl,
      target: misbehaving,
      adapter: script([{ tool: 'hang', args: {} }]),
      transcriptFile: 'none',
      outputDir: testInfo.outputPath(),
      web: { mode: 'replay', unmatched: web.unmatched },
    });
    expect(result.status).toBe('timeout');
    expect(result.message).toMatch(/misbehaving did not answer hang within \d+ ms/);
    expect(Date.now() - started).toBeLessThan(5_000 + 5_000);
    // The hung server was stopped, not left behind.
    expect(processesWithMarker(MARKER)).toEqual([]);
  });
});

test.describe('hostile pages', () => {
  const go = (url: string): AgentCall => ({ tool: 'browser_navigate', args: { url } });

  test('a page that crashes while the agent is on it: a classified outcome, and the next episode is fine', async ({ runTask, browser }) => {
    // Between the agent's two calls, the renderer of its page is crashed (DevTools Page.crash).
    const calls: AgentCall[] = [{ tool: 'browser_snapshot', args: {} }, { tool: 'browser_snapshot', args: {} }];
    let index = 0;
    const crashing = defineAdapter({
      name: 'crashing',
      startEpisode: async () => ({
        next: async () => {
          if (index === 1) {
            const page = browser.contexts().at(-1)!.pages().at(-1)!;
            const crash = page.waitForEvent('crash');
            // The command never answers: the renderer it would answer from is gone.
            void (await page.context().newCDPSession(page)).send('Page.crash').catch(() => {});
            await crash;
          }
          return calls[index++];
        },
      }),
    });
    const crashed = await runTask(task('crash'), { adapter: crashing });
    expect(crashed.result).toMatchObject({ status: 'error', message: 'step 2: the page http://fixtures.test/index.html crashed during browser_snapshot' });
    expect(crashed.result.durationMs).toBeLessThan(10_000);
    const next = await runTask(task('after-crash'), { adapter: script([{ tool: 'browser_snapshot', args: {} }]) });
    expect(next.result.status).toBe('passed');
  });

  test('an endless redirect loop, a page that never finishes loading, a 20 MB DOM: each ends within its cap, saying what happened', async ({ runTask }) => {
    test.setTimeout(120_000);
    const cases: Array<[page: string, capMs: number, status: string]> = [
      ['redirect-loop', 10_000, 'timeout'],
      ['never-loads', 20_000, 'passed'],
      // The server's snapshot of 20 MB does not come back within the cap.
      ['huge-dom', 10_000, 'timeout'],
    ];
    for (const [page, capMs, status] of cases) {
      const started = Date.now();
      const { result } = await runTask(task(page, capMs), { adapter: script([go(`http://fixtures.test/${page}.html`), { tool: 'browser_snapshot', args: {} }]) });
      expect(result.status, `${page}: ${result.message}`).toBe(status);
      expect(Date.now() - started, page).toBeLessThan(capMs + 15_000);
    }
  });

  test('hidden text telling the agent to go elsewhere changes nothing the harness judges', async ({ runTask }) => {
    const { result } = await runTask(task('injection', 30_000, 'http://fixtures.test/hidden-instructions.html'), { adapter: script([{ tool: 'browser_snapshot', args: {} }]) });
    expect(result).toMatchObject({ status: 'passed', finalUrl: 'http://fixtures.test/hidden-instructions.html' });
  });
});

test.describe('malformed task folders', () => {
  test('a task file that throws on import fails under its own name; the other tasks still run and are reported', async ({}, testInfo) => {
    test.setTimeout(120_000);
    const tasks = testInfo.outputPath('tasks');
    fs.mkdirSync(path.join(tasks, 'mixed'), { recursive: true });
    fs.writeFileSync(path.join(tasks, 'mixed', 'broken.ts'), "throw new Error('boom while importing');\n");
    const { default: exampleH1 } = await import('../benchmarks/tasks/episode/example-h1.ts');
    fs.writeFileSync(path.join(tasks, 'mixed', 'example-h1.ts'), `export default ${JSON.stringify(exampleH1)};\n`);
    const run = await runPlaywright(['--project=mock'], { [TASKS_DIR_ENV]: tasks }, testInfo.outputPath('run'));
    expect(run.code).toBe(1);
    const byTitle = Object.fromEntries(run.results.map(({ title, result }) => [title, result]));
    expect(byTitle['example-h1'].status).toBe('passed');
    const broken = byTitle[`task file ${path.relative(ROOT, path.join(tasks, 'mixed', 'broken.ts'))}`];
    expect(broken.status).toBe('failed');
    expect(broken.errors[0].message).toContain('boom while importing');
  });

  test('an empty tasks folder is one failing test saying so, not a silent empty run', async ({}, testInfo) => {
    test.setTimeout(120_000);
    fs.mkdirSync(testInfo.outputPath('empty'));
    const run = await runPlaywright(['--project=mock'], { [TASKS_DIR_ENV]: testInfo.outputPath('empty') }, testInfo.outputPath('run'));
    expect(run.code).toBe(1);
    expect(run.results).toHaveLength(1);
    expect(run.results[0].result.errors[0].message).toContain('no task files (<suite>/*.ts) in this folder');
  });
});
