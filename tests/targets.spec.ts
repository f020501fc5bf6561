import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bin, runPlaywright, runProcess } from './run-playwright.ts';

test('without an OpenChrome command every task is skipped with one line on how to provide it, none fails', async ({}, testInfo) => {
  test.setTimeout(120_000);
  // PATH without any folder that holds an OpenChrome binary, so auto-detection finds none.
  const path_ = (process.env.PATH ?? '').split(':').filter((dir) => !['openchrome', 'openchrome-mcp'].some((b) => fs.existsSync(path.join(dir, b)))).join(':');
  const run = await runPlaywright(['--project=mock'], { BENCH_TARGET: 'openchrome', BENCH_OPENCHROME_COMMAND: '', PATH: path_ }, testInfo.outputPath());
  expect(run.code, run.stdout + run.stderr).toBe(0);
  expect(run.results.length).toBeGreaterThan(0);
  expect(run.results.every(({ result }) => result.status === 'skipped')).toBe(true);
  expect(run.stdout.match(/OpenChrome is not installed: set BENCH_OPENCHROME_COMMAND/g)).toHaveLength(1);
});

test('chrome-devtools-mcp passes every task offline in mock mode, and the report puts both targets side by side', async ({}, testInfo) => {
  test.setTimeout(300_000);
  const devtools = await runPlaywright(['--project=mock'], { BENCH_TARGET: 'chrome-devtools-mcp' }, testInfo.outputPath('devtools'));
  expect(devtools.code, devtools.stdout + devtools.stderr).toBe(0);
  expect(devtools.results.length).toBe(14);
  expect(devtools.stdout).toContain('gate chrome-devtools-mcp/webvoyager: ok, 10 passed, baseline 10');

  const playwright = await runPlaywright(['--project=mock', '--grep=@episode'], {}, testInfo.outputPath('playwright'));
  expect(playwright.code).toBe(0);
  const report = await runProcess(bin('tsx'), [
    'scripts/report.ts', '--input', testInfo.outputPath('devtools', 'report.json'), '--input', testInfo.outputPath('playwright', 'report.json'), '--out-dir', testInfo.outputPath('reports'),
  ]);
  expect(report.code, report.stderr).toBe(0);
  const [markdown] = fs.readdirSync(testInfo.outputPath('reports')).filter((f) => f.endsWith('.md'));
  const text = fs.readFileSync(path.join(testInfo.outputPath('reports'), markdown), 'utf8');
  expect(text).toMatch(/\| chrome-devtools-mcp 1\.11\.0 \| 14 \/ 14 \| \d+ \| — \/ \d+ \/ \d+ \| \d+ \| 1 \|/);
  expect(text).toMatch(/\| playwright-mcp 0\.0\.83 \| 3 \/ 3 \| \d+ \|/);
});
