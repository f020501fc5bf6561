import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../benchmarks/fixtures.ts';
import { MINI_SUITE, runPlaywright } from './run-playwright.ts';

test('without OpenChrome built or configured every task on it is skipped with one line on how to get it, none fails', async ({}, testInfo) => {
  test.setTimeout(120_000);
  // PATH without any folder that holds an OpenChrome binary, and no build where the harness looks.
  const path_ = (process.env.PATH ?? '').split(':').filter((dir) => !['openchrome', 'openchrome-mcp'].some((b) => fs.existsSync(path.join(dir, b)))).join(':');
  const env = { ...MINI_SUITE, BENCH_TARGET: 'openchrome', BENCH_OPENCHROME_COMMAND: '', BENCH_OPENCHROME_DIR: testInfo.outputPath('no-build'), PATH: path_ };
  const run = await runPlaywright(['--project=mock'], env, testInfo.outputPath());
  expect(run.code, run.stdout + run.stderr).toBe(0);
  expect(run.results).toHaveLength(2);
  expect(run.results.every(({ result }) => result.status === 'skipped')).toBe(true);
  expect(run.stdout.match(/OpenChrome is not built: run npm run setup:openchrome/g)).toHaveLength(1);
});
