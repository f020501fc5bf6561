import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { defineAdapter, type Adapter, type AgentCall } from '../benchmarks/adapters/adapter.ts';
import { freePort, harnessLaunchOptions, launchWithDevtoolsPort } from '../benchmarks/browser/chromium.ts';
import { BrowserKeeper } from '../benchmarks/browser/keeper.ts';
import { runEpisode } from '../benchmarks/episode/runner.ts';
import { Workspace } from '../benchmarks/episode/workspace.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { PAGE_READ_TIMEOUT_MS } from '../benchmarks/contracts/page-read.ts';
import { ScreenshotClasses } from '../benchmarks/contracts/screenshot/classes.ts';
import { MAX_MESSAGE_BYTES } from '../benchmarks/mcp/transport.ts';
import { SolverError } from '../benchmarks/reference/solver.ts';
import { playwrightMcp } from '../benchmarks/targets/playwright-mcp/target.ts';
import { defineTarget, type McpTarget } from '../benchmarks/targets/target.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { hostResolverRules } from '../benchmarks/web/host-rules.ts';
import type { WebServers } from '../benchmarks/web/site-server.ts';
import { bin, markerEnv, MINI_SUITE, newMarker, processesWithMarker, runPlaywright } from './run-playwright.ts';
import { scriptedAdapter as script } from './scripted-adapter.ts';

/** A process's group id, from /proc (the field after its state and parent). */
const processGroup = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]);
// A real MCP server process that dies or hangs on request, marked with `marker`.
const misbehaving = (marker: string, lifetime: Pick<McpTarget, 'serverLifetime' | 'warmSpare'> = { serverLifetime: 'worker' }) =>
  defineTarget({
    name: 'misbehaving',
    launch: () => ({
      program: [bin('tsx'), path.join(import.meta.dirname, 'fault-servers', 'misbehaving-mcp-server.ts')],
      args: [],
      env: markerEnv(marker),
    }),
    reach: 'context',
    ...lifetime,
    hostReach: { hostPaths: {} },
    forbiddenTools: new Set(),
    agentPage: () => undefined,
    solver: () => {
      const none = async (): Promise<never> => {
        throw new SolverError('the misbehaving server has no solver');
      };
      return { perform: none, look: none };
    },
  });

const SNAPSHOT: AgentCall = { tool: 'browser_snapshot', args: {} };
/** An agent taking two snapshots; `crash` breaks something between them, resolving once it is broken. */
const crashesBetweenTwoSnapshots = (crash: () => Promise<void>) =>
  defineAdapter({
    name: 'crashing',
    startEpisode: async () => {
      let index = 0;
      return {
        next: async () => {
          if (index === 1) await crash();
          return [SNAPSHOT, SNAPSHOT][index++];
        },
      };
    },
  });
const task = (id: string, maxDurationMs = 30_000, startUrl = 'http://fixtures.test/index.html') =>
  validateTaskSpec({ id, title: id, startUrl, goal: 'x', maxSteps: 10, maxDurationMs, success: { kind: 'url', pattern: 'fixtures' } }, id);

test.describe('a misbehaving MCP server', () => {
  // Its own workspace, kept between episodes like playwright-mcp's (serverLifetime 'worker').
  const workspaceOf = (browsers: BrowserKeeper, dir: string, marker: string) => new Workspace(browsers, misbehaving(marker), dir);
  const env = (workspace: Workspace, calls: AgentCall[], outputDir: string, web: WebServers) => ({
    workspace,
    adapter: script(calls),
    transcriptFile: 'none',
    outputDir,
    web: { mode: 'replay' as const, unmatched: web.unmatched },
    screenshotClasses: new ScreenshotClasses(),
  });

  test('dies mid-episode: error naming the server and the step; the next episode starts a fresh server, in its own process group, and passes', async ({ browsers, web }, testInfo) => {
    const marker = newMarker();
    const workspace = workspaceOf(browsers, testInfo.outputPath('workspace'), marker);
    const died = await runEpisode(task('dies'), env(workspace, [{ tool: 'echo', args: {} }, { tool: 'die', args: {} }], testInfo.outputPath('1'), web));
    expect(died.result.status).toBe('error');
    expect(died.result.message).toMatch(/^step 2: misbehaving failed during die: /);
    const next = await runEpisode(task('after'), env(workspace, [{ tool: 'echo', args: {} }], testInfo.outputPath('2'), web));
    expect(next.result.status).toBe('passed');
    expect(next.events.find((e) => e.type === 'server_ready')).toMatchObject({ reused: false });
    // A clean episode keeps its server for the next one, in a process group of its own: a Ctrl-C
    // to the terminal's group (the runner and its workers) never reaches it. Closing the workspace stops it.
    const servers = processesWithMarker(marker).map((line) => Number(line.split(' ')[0]));
    expect(servers).not.toEqual([]);
    for (const pid of servers) expect(processGroup(pid)).not.toBe(processGroup(process.pid));
    await workspace.discard();
    expect(processesWithMarker(marker)).toEqual([]);
  });

  test('a server per episode: without a warm spare none outlives its episode', async ({ browsers, web }, testInfo) => {
    const marker = newMarker();
    const workspace = new Workspace(browsers, misbehaving(marker, { serverLifetime: 'episode' }), testInfo.outputPath('workspace'));
    const { result } = await runEpisode(task('alone'), env(workspace, [{ tool: 'echo', args: {} }], testInfo.outputPath('1'), web));
    expect(result.status, result.message).toBe('passed');
    expect(processesWithMarker(marker)).toEqual([]);
    await workspace.discard();
  });

  test('a server per episode with a warm spare: the next one starts beside the episode and serves the next episode; one that died leaves none behind', async ({ browsers, web }, testInfo) => {
    const marker = newMarker();
    const workspace = new Workspace(browsers, misbehaving(marker, { serverLifetime: 'episode', warmSpare: true }), testInfo.outputPath('workspace'));
    const pid = { tool: 'pid', args: {} };
    const first = await runEpisode(task('first'), env(workspace, [pid], testInfo.outputPath('1'), web));
    expect(first.result.status, first.result.message).toBe('passed');
    // The first episode's server (and tsx, its parent) is gone with it; the spare, already running,
    // serves the next. The process the workspace starts is tsx: on a busy machine the spare's tsx
    // may not have started the server itself yet when the second episode begins.
    const running = () => processesWithMarker(marker).map((line) => line.split(' ')[0]);
    // The pid tool's answer: the server's process id, then its parent's (tsx).
    const ids = (episode: typeof first) => episode.calls[0].response.text.split(' ');
    await expect.poll(() => running().filter((id) => ids(first).includes(id))).toEqual([]);
    const before = running();
    const second = await runEpisode(task('second'), env(workspace, [pid, { tool: 'die', args: {} }], testInfo.outputPath('2'), web));
    expect(before).toContain(ids(second)[1]);
    expect(second.result.status).toBe('error');
    await workspace.discard();
    expect(processesWithMarker(marker)).toEqual([]);
    expect(fs.readdirSync(testInfo.outputPath('workspace'))).toEqual([]);
  });

  test('a call that never answers ends the episode timeout within its budget plus a small margin', async ({ browsers, web }, testInfo) => {
    const marker = newMarker();
    const workspace = workspaceOf(browsers, testInfo.outputPath('workspace'), marker);
    // The server (kept for the worker) is started first, outside the timed episode: its tsx start
    // took most of the 5 s budget on a loaded machine, and the episode then ended while starting it.
    const warm = await runEpisode(task('warm-up'), env(workspace, [{ tool: 'echo', args: {} }], testInfo.outputPath('0'), web));
    expect(warm.result.status, warm.result.message).toBe('passed');
    const started = Date.now();
    const { result } = await runEpisode(task('hangs', 5_000), env(workspace, [{ tool: 'hang', args: {} }], testInfo.outputPath('1'), web));
    expect(result.status).toBe('timeout');
    expect(result.message).toMatch(/misbehaving did not answer hang within \d+ ms/);
    expect(Date.now() - started).toBeLessThan(5_000 + 5_000);
    // The hung server was stopped at the episode's end, not kept or left behind.
    expect(processesWithMarker(marker)).toEqual([]);
  });

  test('an answer over the message limit is an oversized response naming the tool, its size and the limit; the call counts and the server stays', async ({ browsers, web }, testInfo) => {
    const marker = newMarker();
    const workspace = workspaceOf(browsers, testInfo.outputPath('workspace'), marker);
    const { result, calls, events } = await runEpisode(task('huge'), env(workspace, [{ tool: 'huge', args: {} }, { tool: 'echo', args: {} }], testInfo.outputPath('1'), web));
    expect(result).toMatchObject({ status: 'passed', steps: 2, toolCalls: { total: 2, errors: 1 } });
    expect(calls[0].response).toMatchObject({ kind: 'oversized', text: expect.stringContaining(`huge answered ${calls[0].response.bytes} bytes, over the harness's limit of ${MAX_MESSAGE_BYTES} bytes`) });
    expect(calls[0].response.bytes).toBeGreaterThan(12 * 1024 * 1024);
    expect(result.responseBytes).toBeGreaterThan(12 * 1024 * 1024);
    // The same server answered the next call.
    expect(calls[1].response).toMatchObject({ kind: 'ok', text: 'echo' });
    expect(events.filter((e) => e.type === 'server_ready')).toHaveLength(1);
    await workspace.discard();
  });
});

test('the browser crashes mid-episode: an error naming it; the next episode gets a new browser and passes; no Chromium is left', async ({ playwright, web }, testInfo) => {
  // Its own browsers (marked, to find every Chromium process they start), not the worker's.
  const marker = newMarker();
  const options = harnessLaunchOptions(hostResolverRules(web, 'replay'));
  const browsers = new BrowserKeeper(
    (args, env) => playwright.chromium.launch({ ...options, args: [...options.args!, ...args], env: { ...env, ...markerEnv(marker) } }),
    (cdpUrl) => playwright.chromium.connectOverCDP(cdpUrl),
  );
  const workspace = new Workspace(browsers, playwrightMcp, testInfo.outputPath('workspace'));
  // Between the agent's two calls, the browser process crashes (DevTools Browser.crash).
  const crashing = crashesBetweenTwoSnapshots(async () => {
    const { browser } = await browsers.access();
    const gone = new Promise((resolve) => browser.once('disconnected', resolve));
    void (await browser.newBrowserCDPSession()).send('Browser.crash').catch(() => {});
    await gone;
  });
  const env = (adapter: Adapter, name: string) => ({
    workspace,
    adapter,
    transcriptFile: 'none',
    outputDir: testInfo.outputPath(name),
    web: { mode: 'replay' as const, unmatched: web.unmatched },
    screenshotClasses: new ScreenshotClasses(),
  });
  try {
    const crashed = await runEpisode(task('browser-crash'), env(crashing, '1'));
    expect(crashed.result).toMatchObject({ status: 'error', message: 'step 2: the browser crashed during browser_snapshot' });
    const next = await runEpisode(task('after-browser-crash'), env(script([SNAPSHOT]), '2'));
    expect(next.result.status, next.result.message).toBe('passed');
    expect(next.events.find((e) => e.type === 'server_ready')).toMatchObject({ reused: false });
  } finally {
    await workspace.discard();
    await browsers.close();
  }
  expect(processesWithMarker(marker)).toEqual([]);
});

test.describe('hostile pages', () => {
  const go = (url: string): AgentCall => ({ tool: 'browser_navigate', args: { url } });

  test('a page that crashes while the agent is on it: a classified outcome, and the next episode is fine', async ({ runTask, browser }) => {
    // Between the agent's two calls, the renderer of its page is crashed (DevTools Page.crash).
    const crashing = crashesBetweenTwoSnapshots(async () => {
      const page = browser.contexts().at(-1)!.pages().at(-1)!;
      const crash = page.waitForEvent('crash');
      // The command never answers: the renderer it would answer from is gone.
      void (await page.context().newCDPSession(page)).send('Page.crash').catch(() => {});
      await crash;
    });
    const crashed = await runTask(task('crash'), { adapter: crashing });
    expect(crashed.result).toMatchObject({ status: 'error', message: 'step 2: the page http://fixtures.test/index.html crashed during browser_snapshot' });
    expect(crashed.result.durationMs).toBeLessThan(10_000);
    const next = await runTask(task('after-crash'), { adapter: script([SNAPSHOT]) });
    expect(next.result.status).toBe('passed');
  });

  test('an endless redirect loop, a page that never finishes loading, a 20 MB DOM: each ends within its cap, saying what happened', async ({ runTask }) => {
    test.setTimeout(120_000);
    const cases: Array<[page: string, capMs: number, status: string]> = [
      ['redirect-loop', 3_000, 'timeout'],
      ['never-loads', 20_000, 'passed'],
      // The server's navigation to 20 MB of DOM does not come back within the cap.
      ['huge-dom', 4_000, 'timeout'],
    ];
    for (const [page, capMs, status] of cases) {
      const started = Date.now();
      const { result } = await runTask(task(page, capMs), { adapter: script([go(`http://fixtures.test/${page}.html`), { tool: 'browser_snapshot', args: {} }]) });
      expect(result.status, `${page}: ${result.message}`).toBe(status);
      // The agent's cap, then the judge's two page reads (the contract, the evidence), each bounded
      // on its own: a page still busy (20 MB of DOM) makes each wait out its limit.
      expect(result.durationMs, page).toBeLessThan(capMs + 2 * PAGE_READ_TIMEOUT_MS + 2_000);
      // Stopping the server that is still busy with the page is bounded too: the test goes on.
      expect(Date.now() - started, page).toBeLessThan(capMs + 30_000);
    }
  });
});

test('a DevTools port taken by another process: the harness picks another port, and says so plainly if it never finds one', async ({ playwright }) => {
  // Holds a port and answers there as some other browser's DevTools endpoint would.
  const squatter = http.createServer((_, res) => res.end(JSON.stringify([{ id: 'someone-elses-tab', type: 'page', url: 'about:blank' }])));
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const taken = (squatter.address() as AddressInfo).port;
  const options = harnessLaunchOptions('MAP * ~NOTFOUND');
  const launch = (args: string[]) => playwright.chromium.launch({ ...options, args: [...options.args!, ...args] });
  try {
    const ports = [taken, await freePort()];
    const { browser, cdpUrl } = await launchWithDevtoolsPort(launch, async () => ports.shift()!);
    expect(new URL(cdpUrl).port).not.toBe(String(taken));
    expect(((await (await fetch(`${cdpUrl}/json/version`)).json()) as { Browser: string }).Browser).toMatch(/Chrom/);
    await browser.close();
    await expect(launchWithDevtoolsPort(launch, async () => taken)).rejects.toThrow(
      `could not open the browser's DevTools port: ports ${taken}, ${taken}, ${taken} were in use by other processes`,
    );
  } finally {
    squatter.close();
  }
});

test.describe('malformed task folders', () => {
  test('an empty tasks folder is one failing test saying so, not a silent empty run', async ({}, testInfo) => {
    test.setTimeout(120_000);
    fs.mkdirSync(testInfo.outputPath('empty'));
    const run = await runPlaywright(['--project=mock'], { ...MINI_SUITE, BENCH_TASKS_DIR: testInfo.outputPath('empty') }, testInfo.outputPath('run'));
    expect(run.code).toBe(1);
    expect(run.results).toHaveLength(1);
    expect(run.results[0].result.errors[0].message).toContain('no task files (<suite>/*.ts) in this folder');
  });
});
