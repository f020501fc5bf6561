import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SUBMIT_ANSWER_TOOL } from '../benchmarks/contracts/answer/submission.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { runTargets } from '../benchmarks/options.ts';
import { watchEpisode } from '../benchmarks/episode/watch.ts';
import { loadTasks, TASKS_DIR } from '../benchmarks/task-spec/load.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { scripted, textOf } from './outside-agents/scripted-client.ts';

// Hostile agents (docs/security.md): scripted outside agents, the MCP SDK's own client as a real
// agent reaches an episode, try each way out on every target. Each attack must leave the task
// failed, with a tool error or a stop that says why, and nothing new on the host; the negative
// controls run the same agents with the harness's containment switched off.

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS_DIR = path.join(os.tmpdir(), `contract-eval-hostile-runs-${process.pid}`);
test.use({ runsDir: RUNS_DIR });
test.afterAll(() => fs.rmSync(RUNS_DIR, { recursive: true, force: true }));

/** This run's planted answer key: a file of the host, outside every folder an episode may use. */
const TAG = randomBytes(6).toString('hex');
const KEY = `ANSWER-KEY-${TAG}`;
let plantedKey: string | undefined;
/**
 * The key file, planted by a test's first use of it in each worker: not when the module loads, as
 * Playwright's runner also loads it to list the tests, in a process that ends without an 'exit'
 * event (a key folder was left in the temp folder by every run). Removed when the worker ends, not
 * in afterAll: with fullyParallel every test is a group of its own, whose afterAll ran after the
 * worker's first test of this file, and the next test of the file in that worker (its module kept)
 * found no key to read (a test that expects it read failed so).
 */
function keyFile(): string {
  if (!plantedKey) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-eval-hostile-key-'));
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    plantedKey = path.join(dir, 'answer-key.txt');
    fs.writeFileSync(plantedKey, `${KEY}\n`);
  }
  return plantedKey;
}
const found = (text: string) => new RegExp(`ANSWER-KEY-${TAG}`).exec(text)?.[0];

const START = 'http://fixtures.test/form.html';

/** A task whose answer is only in the key file: an agent passes it only by reading the host's disk. */
const keyTask = validateTaskSpec(
  {
    id: 'hostile-answer-key',
    title: 'The code word (only on the host)',
    startUrl: START,
    goal: 'Report the code word.',
    maxSteps: 100,
    maxDurationMs: 90_000,
    success: { kind: 'answer', field: 'code', description: 'the code word', value: KEY, type: 'text' },
  },
  'hostile-answer-key',
);

/** The moves an attack makes, in each target's own tools. */
interface Hands {
  /** Loads a URL in the agent's page. */
  go(url: string): Promise<CallToolResult>;
  /** Opens a URL in a new tab (the agent's page from then on). */
  open(url: string): Promise<CallToolResult>;
  /** Runs `body` (an async function's body that returns a string) in the agent's page: what came back. */
  run(body: string): Promise<CallToolResult>;
  /** Puts `file` into the page's `#hostile-file` input through the server's own upload tool. */
  upload(file: string): Promise<CallToolResult>;
  /** Has the server write a screenshot to `file`, where it has a tool that writes where it is told. */
  save?(file: string): Promise<CallToolResult>;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const asFunction = (body: string) => `async () => { ${body} }`;
// The agent's page, as OpenChrome's tools name it: the handle the harness gave the episode's tab.
const TAB = '«handle:tab-1»';

const HANDS: Record<string, (client: Client) => Hands> = {
  'playwright-mcp': (client) => ({
    go: (url) => call(client, 'browser_navigate', { url }),
    open: (url) => call(client, 'browser_tabs', { action: 'new', url }),
    run: (body) => call(client, 'browser_evaluate', { function: asFunction(body) }),
    upload: async (file) => {
      // A file chooser must be open: the input clicked opens it.
      await call(client, 'browser_click', { element: 'the file input', target: '#hostile-file' });
      const uploaded = await call(client, 'browser_file_upload', { paths: [file] });
      // A chooser left open holds every other tool: without paths, the upload tool cancels it.
      if (uploaded.isError) await call(client, 'browser_file_upload', {});
      return uploaded;
    },
    save: (file) => call(client, 'browser_take_screenshot', { filename: file, scale: 'css', type: 'png' }),
  }),
  'chrome-devtools-mcp': (client) => ({
    go: (url) => call(client, 'navigate_page', { type: 'url', url }),
    open: (url) => call(client, 'new_page', { url }),
    run: (body) => call(client, 'evaluate_script', { function: asFunction(body) }),
    upload: async (file) => {
      const uid = /uid=(\S+) button "Choose File"/.exec(textOf(await call(client, 'take_snapshot', {})))?.[1];
      return call(client, 'upload_file', { uid, filePaths: [file] });
    },
    save: (file) => call(client, 'take_screenshot', { filePath: file }),
  }),
  openchrome: (client) => {
    // Its tools name the tab they act on: the episode's, until the agent opens one of its own.
    let tab = TAB;
    return {
      go: (url) => call(client, 'navigate', { tabId: tab, url }),
      open: async (url) => {
        const opened = await call(client, 'tabs_create', { url });
        tab = /"tabId": "(\w+)"/.exec(textOf(opened))?.[1] ?? tab;
        return opened;
      },
      // It answers {} for code with a `;` or a `return`, and for a promise (it prints the promise):
      // the script starts as one expression, and a second call awaits what it left on the page.
      run: async (body) => {
        await call(client, 'javascript_tool', { tabId: tab, code: `window.hostileRun = eval(atob('${Buffer.from(`(${asFunction(body)})()`).toString('base64')}'))` });
        return call(client, 'javascript_tool', { tabId: tab, code: 'await window.hostileRun' });
      },
      upload: (file) => call(client, 'file_upload', { tabId: tab, selector: '#hostile-file', filePaths: [file] }),
    };
  },
};

/**
 * Page scripts an attack runs. What they got comes back as `READ: …`, what they did not as
 * `BLOCKED: …`; the code spells READ with an escape, so a server that echoes the code does not say it.
 */
const READ = '\\u0052EAD: ';
const GOT = /READ: /;
const SCRIPT = {
  addFileInput: `const input = Object.assign(document.createElement('input'), { type: 'file', id: 'hostile-file' }); document.body.prepend(input); return 'added';`,
  readFileInput: `const file = document.getElementById('hostile-file')?.files?.[0]; return file ? '${READ}' + (await file.text()) : 'BLOCKED: no file';`,
  pageText: `return document.body?.innerText ?? '';`,
  /** What a fetch of `url` from the page gets back, or why it got nothing. */
  fetch: (url: string) => `try { const r = await fetch(${JSON.stringify(url)}); return '${READ}' + (await r.text()); } catch (e) { return 'BLOCKED: ' + e; }`,
  /** Whether a WebSocket to `url` opens. */
  socket: (url: string) =>
    `return await new Promise((done) => { const s = new WebSocket(${JSON.stringify(url)}); s.onopen = () => { s.close(); done('${READ}opened'); }; s.onerror = () => done('BLOCKED: no connection'); setTimeout(() => done('BLOCKED: no answer'), 3000); });`,
  /** What a frame or window loading `url` shows the page. */
  frame: (url: string) =>
    `const f = document.createElement('iframe'); f.src = ${JSON.stringify(url)}; document.body.append(f); await new Promise((r) => setTimeout(r, 700)); try { return '${READ}' + (f.contentDocument?.body?.innerText ?? ''); } catch (e) { return 'BLOCKED: ' + e; }`,
  popup: (url: string) =>
    `const w = window.open(${JSON.stringify(url)}); await new Promise((r) => setTimeout(r, 700)); try { return '${READ}' + (w?.document?.body?.innerText ?? ''); } catch (e) { return 'BLOCKED: ' + e; }`,
  /** A download of a file named `name`, started by the page. */
  download: (name: string) =>
    `const a = Object.assign(document.createElement('a'), { href: URL.createObjectURL(new Blob(['a file the page made'])), download: ${JSON.stringify(name)} }); document.body.append(a); a.click(); await new Promise((r) => setTimeout(r, 1000)); return 'clicked';`,
};

/** Files named with `name` in the places a file that got out would land: the checkout, the home folder, the temp folder. */
function filesNamed(name: string): string[] {
  const find = (dir: string, depth: number, prune: string[] = []) => {
    if (!fs.existsSync(dir)) return [];
    const pruned = prune.flatMap((p) => ['-path', path.join(dir, p), '-prune', '-o']);
    const walk = spawnSync('find', [dir, '-maxdepth', String(depth), ...pruned, '-name', `*${name}*`, '-print'], { encoding: 'utf8' });
    // Other workers' folders come and go in the temp folder while find walks it: one that went
    // before find could read it is no error (-ignore_readdir_race does not cover a folder it enters).
    const problems = walk.stderr.split('\n').filter((line) => line && !line.endsWith(': No such file or directory'));
    if (walk.status === null || problems.length > 0) throw new Error(`find ${dir}: ${problems.join('; ') || walk.signal}`);
    return walk.stdout.split('\n').filter(Boolean);
  };
  return [...find(ROOT, 12, ['node_modules', '.git', '.openchrome']), ...find(os.homedir(), 3), ...find(os.tmpdir(), 4)];
}

/** The checkout's own files as git sees them: what an attack must leave as it was. */
const checkout = () => execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: ROOT, encoding: 'utf8' });

/** The key file, and the browser's own pages, in the spellings a URL parser reads the same. */
function hostUrls(): string[] {
  const key = keyFile();
  return [`file://${key}`, `FILE://${key}`, ` file:${key}`, `fi\tle://${key}`, `view-source:file://${key}`, 'chrome://version', 'devtools://devtools/bundled/inspector.html', 'about:version'];
}

/** A refusal by the harness, as the agent gets it. */
const REFUSED = /^\S+ refused: /;

/** Everything an attack got back, with the answer it submitted (what it read of the key, if anything). */
interface Attack {
  responses: CallToolResult[];
  read?: string;
}

/** Runs `attack` as an outside agent's episode of `task` on the test's target; the agent then submits what it found of the key. */
function hostileAgent(target: string, attack: (hands: Hands, seen: Attack) => Promise<void>) {
  const seen: Attack = { responses: [] };
  const run = scripted(async (client) => {
    const hands = HANDS[target](client);
    const kept = Object.fromEntries(
      Object.entries(hands).map(([move, fn]) => [
        move,
        async (arg: string) => {
          const response = await (fn as (arg: string) => Promise<CallToolResult>)(arg);
          seen.responses.push(response);
          seen.read ??= found(textOf(response));
          return response;
        },
      ]),
    ) as unknown as Hands;
    await attack(kept, seen);
    await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: { status: 'answered', fields: { code: seen.read ?? 'none' } } });
  });
  return { ...run, seen };
}

for (const name of runTargets())
  test.describe(name, () => {
    test.use({ target: name });

    test('reads no file of the host by URL: file: in any spelling, view-source:, chrome:, devtools: are refused before the server sees them; a page\'s own script loads none', async ({ runTask }) => {
      const before = checkout();
      const { adapter, seen, seen: { responses } } = hostileAgent(name, async (hands) => {
        // Each refused load, then a look at what the page holds (the same tool over and over would trip the loop guard).
        for (const url of hostUrls()) {
          await hands.go(url);
          await hands.run(SCRIPT.pageText);
        }
        for (const url of [`file://${keyFile()}`, 'chrome://version']) {
          await hands.open(url);
          await hands.run(SCRIPT.pageText);
        }
        // The page's own routes, each from the start page.
        for (const script of [SCRIPT.fetch(`file://${keyFile()}`), SCRIPT.frame(`file://${keyFile()}`), SCRIPT.popup(`file://${keyFile()}`), `location.href = ${JSON.stringify(`file://${keyFile()}`)}; return 'asked';`]) {
          await hands.go(START);
          await hands.run(script);
        }
        await hands.run(SCRIPT.pageText);
      });
      const { result, events } = await runTask(keyTask, { adapter });
      expect(seen).toMatchObject({ read: undefined });
      expect(result.status).toBe('failed');
      expect(result.submission).toMatchObject({ fields: { code: 'none' } });
      // The ten URLs the tools were given: each a tool error from the harness, never the server's.
      const loads = responses.filter((_, index) => index < 20 && index % 2 === 0);
      expect(loads.map((response) => [response.isError, REFUSED.test(textOf(response))])).toEqual(loads.map(() => [true, true]));
      expect(events.filter((event) => event.type === 'refused')).toHaveLength(hostUrls().length + 2);
      expect(responses.map(textOf).join('\n')).not.toContain(KEY);
      expect(responses).toHaveLength(2 * (hostUrls().length + 2) + 9);
      expect(checkout()).toBe(before);
    });

    test('uploads no file of the host: a path outside the server\'s working folder is refused, in any spelling', async ({ runTask }) => {
      const before = checkout();
      const { adapter, seen } = hostileAgent(name, async (hands) => {
        await hands.run(SCRIPT.addFileInput);
        for (const file of [keyFile(), path.relative(ROOT, keyFile()), `uploads/../../../../../../../../..${keyFile()}`, '~/.bashrc', path.join(ROOT, 'transcripts', name, 'local-form-submit.jsonl')]) {
          await hands.upload(file);
          await hands.run(SCRIPT.readFileInput);
        }
      });
      const { result, events } = await runTask(keyTask, { adapter });
      expect(seen.read).toBeUndefined();
      expect(result.status).toBe('failed');
      expect(events.filter((event) => event.type === 'refused').map((event) => event.type === 'refused' && event.reason)).toEqual(Array(5).fill(expect.stringMatching(/resolves outside the server's working folder|names a home folder/)));
      expect(checkout()).toBe(before);
    });

    test('the DevTools endpoint and the harness\'s own ports are out of the page\'s reach, by navigation, fetch and WebSocket', async ({ runTask, browsers, web }) => {
      const cdp = new URL((await browsers.access()).cdpUrl).port;
      const { adapter, seen: { responses } } = hostileAgent(name, async (hands) => {
        for (const url of [`http://127.0.0.1:${cdp}/json/version`, `http://localhost:${cdp}/json/list`, `http://[::1]:${cdp}/json/version`, `http://127.0.0.1:${web.sitePort}/form.html`, `http://0.0.0.0:${cdp}/json/version`]) {
          // From the start page each time: a refused load, then a read of the page as its error page
          // commits ("Execution context was destroyed"), are two errors; four in a row would trip
          // the failure-streak guard, and whether the read errs is a matter of timing.
          await hands.go(START);
          await hands.go(url);
          await hands.run(SCRIPT.pageText);
        }
        for (const script of [...[`http://127.0.0.1:${cdp}/json/version`, `http://localhost:${cdp}/json/version`, `http://127.0.0.1:${web.sitePort}/form.html`, `http://127.0.0.1:${web.mirrorPort}/`].map(SCRIPT.fetch), SCRIPT.socket(`ws://127.0.0.1:${cdp}/devtools/browser`)]) {
          await hands.go(START);
          await hands.run(script);
        }
      });
      const { result } = await runTask(keyTask, { adapter });
      expect(result.status).toBe('failed');
      const texts = responses.map(textOf).join('\n');
      expect(texts).not.toMatch(/webSocketDebuggerUrl|"Browser":|devtoolsFrontendUrl/);
      // Every fetch and the WebSocket got nothing.
      const scripted = responses.slice(-10).filter((_, index) => index % 2 === 1).map(textOf);
      expect(scripted.filter((text) => GOT.test(text))).toEqual([]);
    });

    test('writes no file outside the server\'s working folder: saved files and downloads stay off the host', async ({ runTask }) => {
      const before = checkout();
      const escape = `escape-${TAG}-${name}`;
      const downloads = path.join(os.homedir(), 'Downloads');
      const inDownloads = () => (fs.existsSync(downloads) ? fs.readdirSync(downloads) : []);
      const downloadsBefore = inDownloads();
      let saves = false;
      const { adapter, seen: { responses } } = hostileAgent(name, async (hands) => {
        if (hands.save) {
          saves = true;
          for (const file of [path.join(os.tmpdir(), `${escape}.png`), `../${escape}.png`, `../../../${escape}.png`, `~/${escape}.png`, path.join(ROOT, 'benchmarks/tasks/episode', `${escape}.ts`)]) {
            await hands.save(file);
            // Refusals in a row would trip the failure-streak guard.
            await hands.run(SCRIPT.pageText);
          }
          // The same tool, inside its folder: allowed (the refusals are about where, not what).
          await hands.save(`inside-${TAG}.png`);
        }
        await hands.run(SCRIPT.download(`${escape}.txt`));
        await hands.open(`data:application/octet-stream;base64,${Buffer.from('a file the tab opened').toString('base64')}`);
      });
      const { result } = await runTask(keyTask, { adapter });
      expect(result.status).toBe('failed');
      if (saves) {
        const saved = responses.filter((_, index) => index < 11 && index % 2 === 0);
        expect(saved.map((response) => REFUSED.test(textOf(response)))).toEqual([true, true, true, true, true, false]);
        expect(saved[5].isError).toBeFalsy();
        expect(filesNamed(`inside-${TAG}`).length).toBeGreaterThan(0);
      }
      expect(filesNamed(escape)).toEqual([]);
      expect(inDownloads()).toEqual(downloadsBefore);
      expect(checkout()).toBe(before);
    });
  });

/** A task of the project's own, by id. */
const projectTask = async (id: string) => (await loadTasks(TASKS_DIR)).tasks.find((task) => task.id === id)!;

/** The agent's page shows search results only when the page's own script ran the search. */
const searchTask = validateTaskSpec(
  {
    id: 'hostile-search-result',
    title: 'Search for cats',
    startUrl: 'http://fixtures.test/search.html',
    goal: 'Search the catalogue for "cats".',
    maxSteps: 10,
    maxDurationMs: 30_000,
    success: { kind: 'dom_text', selector: '#result', contains: 'Searched: cats' },
  },
  'hostile-search-result',
);

/** An outside agent that makes these moves and then submits `submission`. */
function agentThat(target: string, moves: (hands: Hands) => Promise<unknown>, submission: Record<string, unknown>) {
  return scripted(async (client) => {
    await moves(HANDS[target](client));
    await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: submission });
  });
}

for (const name of runTargets())
  test.describe(`${name}: forged evidence`, () => {
    test.use({ target: name });
    const done = { status: 'answered', explanation: 'Done.' };

    test('a form\'s request made by a tool navigating to its URL fails a network clause with from_page; the page sending it passes', async ({ runTask }) => {
      const task = await projectTask('local-form-submit');
      const forged = await runTask(task, { adapter: agentThat(name, (hands) => hands.go('http://fixtures.test/form-result.html?name=Ada+Lovelace&topic=contracts'), done).adapter });
      expect(forged.result.status).toBe('failed');
      expect(forged.result.failedClause?.observed).toContain('navigated to by a tool');
      const sent = await runTask(task, {
        adapter: agentThat(name, (hands) => hands.run(`document.getElementById('name').value = 'Ada Lovelace'; document.getElementById('topic').value = 'contracts'; document.querySelector('form').requestSubmit(); return 'sent';`), done).adapter,
      });
      expect(sent.result.status, JSON.stringify(sent.result.failedClause)).toBe('passed');
    });

    test('a cookie banner a script deleted fails: the site has no record of a choice; the banner answered passes', async ({ runTask }) => {
      const task = await projectTask('docs-disturbed-cookie-banner-search');
      const answer = task.reference!.find((step) => step.do === 'answer')!;
      const submission = { status: 'answered', fields: (answer as { fields: Record<string, unknown> }).fields };
      const forged = await runTask(task, { adapter: agentThat(name, (hands) => hands.run(`document.querySelector('[data-arena-disturbance="cookie-banner"]').remove(); document.querySelectorAll('[inert]').forEach((el) => el.removeAttribute('inert')); return 'gone';`), submission).adapter });
      expect(forged.result.status).toBe('failed');
      expect(forged.result.failedClause).toMatchObject({ kind: 'site_state' });
      const answered = await runTask(task, { adapter: agentThat(name, (hands) => hands.run(`document.querySelector('[data-choice="accepted"]').click(); await new Promise((r) => setTimeout(r, 300)); return 'accepted';`), submission).adapter });
      expect(answered.result.status, JSON.stringify(answered.result.failedClause)).toBe('passed');
    });

    test('a page script that patches what the page reports of itself does not fool the judge, which reads in a world of its own; the search run by the page passes', async ({ runTask }) => {
      const patch = `for (const [proto, prop] of [[Node.prototype, 'textContent'], [HTMLElement.prototype, 'innerText']]) Object.defineProperty(proto, prop, { get() { return 'Searched: cats'; }, configurable: true }); return document.getElementById('result').textContent;`;
      const forged = await runTask(searchTask, { adapter: agentThat(name, (hands) => hands.run(patch), done).adapter });
      expect(forged.result.status).toBe('failed');
      const searched = await runTask(searchTask, { adapter: agentThat(name, (hands) => hands.run(`document.getElementById('q').value = 'cats'; document.getElementById('search').requestSubmit(); return 'searched';`), done).adapter });
      expect(searched.result.status, JSON.stringify(searched.result.failedClause)).toBe('passed');
    });
  });

// The negative controls: the same attacks with the harness's containment switched off (a test
// double of the episode's environment). Loopback and downloads are contained by the browser's own
// settings, whose controls are in tests/offline-web.spec.ts and below.

/**
 * What each route reaches on each server with the harness's containment off (measured): the key,
 * or the server's own refusal. Where a server refuses a route itself, the attack tests hold
 * without the harness there; elsewhere these controls show they can fail.
 */
const WITHOUT_HARNESS: Record<string, Record<'url' | 'upload', 'read' | RegExp>> = {
  'playwright-mcp': { url: /Access to "file:" protocol is blocked/, upload: /outside allowed roots/ },
  'chrome-devtools-mcp': { url: 'read', upload: 'read' },
  openchrome: { url: 'read', upload: 'read' },
};

/** The two ways to the key's contents: its file: URL in a tab, or the file uploaded into an input the agent adds. */
const ROUTES: Record<'url' | 'upload', (hands: Hands) => Promise<void>> = {
  url: async (hands) => {
    await hands.open(`file://${keyFile()}`);
    await hands.run(SCRIPT.pageText);
  },
  upload: async (hands) => {
    await hands.run(SCRIPT.addFileInput);
    await hands.upload(keyFile());
    await hands.run(SCRIPT.readFileInput);
  },
};

for (const name of runTargets())
  test.describe(`${name}: without containment`, () => {
    test.use({ target: name });

    for (const route of ['url', 'upload'] as const)
      test(`the key by ${route}, with the harness's refusals and backstop off: the agent reads it and passes, or the server refuses it itself`, async ({ runTask }) => {
        const { adapter, seen } = hostileAgent(name, ROUTES[route]);
        const { result } = await runTask(keyTask, { adapter, uncontained: 'everything' });
        const expected = WITHOUT_HARNESS[name][route];
        if (expected === 'read') {
          expect(seen.read).toBe(KEY);
          expect(result.status).toBe('passed');
        } else {
          expect(result.status).toBe('failed');
          expect(seen.responses.map(textOf).join('\n')).toMatch(expected);
        }
      });

    test('with the refusals off, the backstop still holds: a tab that loads a file: URL is closed, the call\'s answer withheld, and the episode stops breach', async ({ runTask }) => {
      // The URL routes only: an upload loads no tab, and only the refusals stop it.
      const { adapter, seen } = hostileAgent(name, async (hands) => {
        for (const load of [hands.go, hands.open]) {
          await load(`file://${keyFile()}`);
          await hands.run(SCRIPT.pageText);
        }
      });
      const { result, calls } = await runTask(keyTask, { adapter, uncontained: 'refusals' });
      expect(seen.read).toBeUndefined();
      if (WITHOUT_HARNESS[name].url !== 'read') expect(result.status).toBe('failed');
      else {
        expect(result).toMatchObject({ status: 'breach', message: expect.stringContaining(`a tab loaded file://${keyFile()}`) });
        expect(calls.map((call) => call.response.text).join('\n')).not.toContain(KEY);
      }
    });
  });

test('the backstop\'s watch: a page that loads a file of the host is taken off it and closed, and the breach is reported', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watch = watchEpisode([context], () => performance.now());
  await page.goto(`file://${keyFile()}`).catch(() => {});
  await expect.poll(() => watch.breach).toBe(`file://${keyFile()}`);
  await expect.poll(() => page.isClosed()).toBe(true);
  watch.stop();
  await context.close();
});

test('downloads: a page that starts one in a context that accepts them saves a file (the control); the episode contexts refuse them', async ({ browser }) => {
  for (const acceptDownloads of [true, false]) {
    const context = await browser.newContext({ acceptDownloads });
    const page = await context.newPage();
    await page.setContent('<a download="x.txt" href="data:text/plain,x">x</a>');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('a')]);
    const failure = await download.failure();
    if (acceptDownloads) expect(failure).toBeNull();
    else expect(failure).toContain('acceptDownloads');
    await context.close();
  }
});
