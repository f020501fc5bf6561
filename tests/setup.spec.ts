import fs from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { resolveChromium } from '../benchmarks/browser/chromium.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { runProcess } from './run-playwright.ts';

// Each setup run starts tsx and loads Playwright to ask the harness for its browser: seconds, more on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Runs scripts/setup.sh with npm and npx replaced by stubs that only log their arguments, so
 * nothing is downloaded, installed or built: what it would run is in `calls`.
 */
async function setup(testInfo: TestInfo, env: Record<string, string> = {}) {
  const stubs = testInfo.outputPath('stubs');
  const log = testInfo.outputPath('calls.log');
  fs.mkdirSync(stubs, { recursive: true });
  fs.rmSync(log, { force: true });
  for (const name of ['npm', 'npx']) fs.writeFileSync(path.join(stubs, name), `#!/bin/sh\necho "${name} $*" >> "${log}"\n`, { mode: 0o755 });
  const run = await runProcess('bash', ['scripts/setup.sh'], { ...env, PATH: `${stubs}:${process.env.PATH}` });
  const calls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  // npm ci runs, too, when package-lock.json is newer than node_modules: not what these tests are about.
  return { ...run, calls: calls.filter((call) => call !== 'npm ci --no-audit --no-fund') };
}

/** An executable stand-in for a browser at `file`. */
function fakeBrowser(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#!/bin/sh\n', { mode: 0o755 });
  return file;
}

test('with a browser on the machine, setup downloads nothing, names it and runs setup:openchrome', async ({}, testInfo) => {
  const run = await setup(testInfo);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(`setup: browser ${resolveChromium()}\n`);
  expect(run.calls).toEqual(['npm run --silent setup:openchrome']);
});

test('BENCH_CHROMIUM_PATH always wins; a wrong one fails setup with one line and installs nothing', async ({}, testInfo) => {
  const mine = fakeBrowser(testInfo.outputPath('my-chrome'));
  const chosen = await setup(testInfo, { BENCH_CHROMIUM_PATH: mine });
  expect(chosen.code, chosen.stderr).toBe(0);
  expect(chosen.stdout).toContain(`setup: browser ${mine}\n`);

  const wrong = await setup(testInfo, { BENCH_CHROMIUM_PATH: '/nonexistent/chromium' });
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toMatch(/^setup: BENCH_CHROMIUM_PATH=\/nonexistent\/chromium is not an executable file\. Install [^\n]+\n$/);
  expect(wrong.calls).toEqual([]);
});

test("Playwright's own Chromium, once downloaded, comes before a system one", async ({}, testInfo) => {
  // Where Playwright looks for its browsers, and so where `npx playwright install chromium` puts them.
  const env = { PLAYWRIGHT_BROWSERS_PATH: testInfo.outputPath('ms-playwright') };
  const where = await runProcess('node', ['-e', `import('@playwright/test').then(({ chromium }) => console.log(chromium.executablePath()))`], env);
  const downloaded = fakeBrowser(where.stdout.trim());

  const run = await setup(testInfo, env);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(`setup: browser ${downloaded}\n`);
});
