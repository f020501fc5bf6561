import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { userLaunchOptions } from '../benchmarks/browser/chromium.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { bin, runProcess } from './run-playwright.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// The actions of the trace recordTrace makes, as the viewer lists them.
const ACTIONS = ['Navigate', 'Fill "Ada"', 'Fill "Traces"', 'Click'];

/** `npm run show-trace` as a user runs it from `cwd`, with no display. */
function showTrace(args: string[], cwd: string): ChildProcess {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PLAYWRIGHT_|TEST_|PW_)|^(DISPLAY|WAYLAND_DISPLAY)$/.test(key)));
  return spawn(bin('tsx'), ['scripts/show-trace.ts', ...args], { cwd: ROOT, env: { ...inherited, INIT_CWD: cwd }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Everything the process printed until `pattern` matched; fails if it exits first. */
function printed(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`show-trace exited (code ${code}) before printing ${pattern}: ${output}`)));
  });
}

const running: ChildProcess[] = [];
test.afterEach(() => {
  for (const child of running.splice(0)) child.kill();
});

/** A real trace: a form filled in and sent on a fixture page. */
async function recordTrace(browser: Browser, file: string): Promise<string> {
  const context = await browser.newContext();
  await context.tracing.start({ snapshots: true, screenshots: true });
  const page = await context.newPage();
  await page.goto('http://fixtures.test/form.html');
  await page.getByLabel('Your name').fill('Ada');
  await page.getByLabel('Topic').fill('Traces');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.waitForURL(/form-result\.html/);
  await context.tracing.stop({ path: file });
  await context.close();
  return file;
}

test('show-trace serves the trace viewer without a display: its URL shows the trace, with no console error', async ({ browser }, testInfo) => {
  const viewer = showTrace([await recordTrace(browser, testInfo.outputPath('form.zip'))], ROOT);
  running.push(viewer);
  const [, url] = await printed(viewer, /Trace viewer: (\S+) \(Ctrl-C stops it\)\nNo display: open the URL in a browser/);

  // The user's own browser: the harness's reaches no loopback port (docs/security.md).
  const users = await chromium.launch(userLaunchOptions());
  const page = await users.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await expect(page.getByRole('treeitem')).toContainText(ACTIONS);
  await users.close();
  expect(errors).toEqual([]);

  // Stopping the script stops the viewer it started: the URL no longer answers.
  viewer.kill('SIGTERM');
  await new Promise((resolve) => viewer.once('exit', resolve));
  await expect.poll(() => fetch(url).then(() => 'answers', () => 'gone')).toBe('gone');
});

test('show-trace opens the URL with the given browser command; a relative path is read from where npm was called', async ({ browser }, testInfo) => {
  await recordTrace(browser, testInfo.outputPath('form.zip'));
  const opened = testInfo.outputPath('opened.txt');
  const viewer = showTrace(['form.zip', '--open-with', `echo >'${opened}'`], testInfo.outputPath());
  running.push(viewer);
  const [, url] = await printed(viewer, /Trace viewer: (\S+)/);
  await expect.poll(() => fs.existsSync(opened) && fs.readFileSync(opened, 'utf8')).toBe(`${url}\n`);
  expect((await fetch(url)).ok).toBe(true);
});

test('show-trace refuses a trace file that does not exist, in one line', async ({}, testInfo) => {
  const run = await runProcess(bin('tsx'), ['scripts/show-trace.ts', 'missing.zip'], { INIT_CWD: testInfo.outputPath() });
  expect(run.code).toBe(1);
  expect(run.stderr.trim()).toBe(`show-trace: ${testInfo.outputPath('missing.zip')}: no such file`);
});
