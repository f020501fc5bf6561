import { expect, test } from '../benchmarks/fixtures.ts';
import { MINI_SUITE, runPlaywright } from './run-playwright.ts';

test('without a browser the run stops before any task, with one line on how to get one', async ({}, testInfo) => {
  const run = await runPlaywright(['--project=mock'], { ...MINI_SUITE, BENCH_CHROMIUM_PATH: '/nonexistent/chromium' }, testInfo.outputPath());
  expect(run.code).toBe(1);
  expect(run.results).toEqual([]);
  const lines = (run.stdout + run.stderr).split('\n').filter((line) => line.includes('chromium'));
  expect(lines).toEqual([
    expect.stringMatching(/^Error: BENCH_CHROMIUM_PATH=\/nonexistent\/chromium is not an executable file\. Install Debian's Chromium .*apt-get install -y chromium/),
  ]);
  expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
});

test('the claude project without ANTHROPIC_API_KEY skips every task and says once what to set', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const run = await runPlaywright(['--project=claude'], { ...MINI_SUITE, ANTHROPIC_API_KEY: '' }, testInfo.outputPath());
  expect(run.code).toBe(0);
  expect(run.results).toHaveLength(2);
  expect(run.results.every(({ result }) => result.status === 'skipped')).toBe(true);
  expect(run.stdout.match(/needs ANTHROPIC_API_KEY/g)).toHaveLength(1);
});
