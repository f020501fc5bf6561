import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASELINE_FILE, BASELINE_FILE_ENV, gate, loweredNumbers, parseBaseline, readBaseline } from '../benchmarks/gate/baseline.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { TRANSCRIPTS_DIR, transcriptPath, TRANSCRIPTS_DIR_ENV } from '../benchmarks/transcripts/format.ts';
import { bin, runPlaywright, runProcess } from './run-playwright.ts';

test('baseline.json expects every task of every suite to pass (a strict gate, not a threshold)', async () => {
  const { tasks } = await loadTasks();
  const sizes: Record<string, number> = {};
  for (const task of tasks) sizes[task.suite] = (sizes[task.suite] ?? 0) + 1;
  // Every target with recorded transcripts is gated on every suite.
  for (const target of ['playwright-mcp', 'chrome-devtools-mcp']) expect(readBaseline().expected_pass_count[target], target).toEqual(sizes);
});

test('a baseline lowered against the committed one is caught', () => {
  const committed = parseBaseline(execFileSync('git', ['show', 'HEAD:baseline.json'], { cwd: path.dirname(BASELINE_FILE), encoding: 'utf8' }), 'HEAD:baseline.json');
  expect(loweredNumbers(committed, readBaseline())).toEqual([]);
  const lowered = structuredClone(committed);
  lowered.expected_pass_count['playwright-mcp'].webvoyager = 9;
  delete lowered.expected_pass_count['playwright-mcp'].episode;
  expect(loweredNumbers(committed, lowered)).toEqual(['playwright-mcp.episode: 3 → removed', 'playwright-mcp.webvoyager: 10 → 9']);
});

test('the gate fails a full suite below its baseline, and only reports a partial run or a suite without baseline', () => {
  const baseline = readBaseline();
  const failures = ['task-03-wikipedia-eiffel-height: failed after 1 step — success.children[1] (or): …'];
  expect(gate(baseline, 'playwright-mcp', new Map([['webvoyager', { planned: 10, passed: 9, failures }]]))).toEqual({
    ok: false,
    lines: ['gate playwright-mcp/webvoyager: FAILED, 9 passed, baseline 10', `  - ${failures[0]}`],
  });
  expect(gate(baseline, 'playwright-mcp', new Map([['webvoyager', { planned: 3, passed: 2, failures }]])).ok).toBe(true);
  expect(gate(baseline, 'playwright-mcp', new Map([['new-suite', { planned: 1, passed: 0, failures }]]))).toEqual({
    ok: true,
    lines: ['gate playwright-mcp/new-suite: not gated, no baseline (add it to baseline.json), 0 of 1 passed'],
  });
});

test('a mutated transcript fails npx playwright test --project=mock, naming the task and the clause', async ({}, testInfo) => {
  test.setTimeout(180_000);
  // A copy of the transcripts where task-01's run ends on another site (its negative control).
  const copy = testInfo.outputPath('transcripts');
  fs.cpSync(TRANSCRIPTS_DIR, copy, { recursive: true });
  const negative = path.join(copy, 'playwright-mcp/negative/task-01-example-com-title.wrong-url.jsonl');
  fs.copyFileSync(negative, path.join(copy, path.relative(TRANSCRIPTS_DIR, transcriptPath('playwright-mcp', 'task-01-example-com-title'))));

  const run = await runPlaywright(['--project=mock', '--grep=@webvoyager', '--workers=1'], { [TRANSCRIPTS_DIR_ENV]: copy }, testInfo.outputPath('run'));
  expect(run.code, run.stdout + run.stderr).not.toBe(0);
  expect(run.stderr, run.stdout).toContain('gate playwright-mcp/webvoyager: FAILED, 9 passed, baseline 10');
  expect(run.stderr).toMatch(/- task-01-example-com-title: failed after 2 steps — success\.children\[0\] \(url\): expected URL matches/);

  // The report script's gate reads the same run from Playwright's JSON report, as CI does.
  const gated = await runProcess(bin('tsx'), ['scripts/report.ts', '--gate', '--input', testInfo.outputPath('run', 'report.json'), '--out-dir', testInfo.outputPath('reports')]);
  expect(gated.code).toBe(1);
  expect(gated.stdout).toContain('contract-eval score = 9 / 10 tasks passed');
  expect(gated.stderr).toContain('gate playwright-mcp/webvoyager: FAILED, 9 passed, baseline 10');
  expect(gated.stderr).toMatch(/- task-01-example-com-title: failed after 2 steps — success\.children\[0\] \(url\)/);
  const [markdown] = fs.readdirSync(testInfo.outputPath('reports')).filter((f) => f.endsWith('.md'));
  expect(fs.readFileSync(testInfo.outputPath('reports', markdown), 'utf8')).toContain('| task-01-example-com-title | failed |');

  // And it refuses a baseline.json lowered against the committed one.
  const lowered = readBaseline();
  lowered.expected_pass_count['playwright-mcp'].webvoyager = 9;
  fs.writeFileSync(testInfo.outputPath('lowered.json'), JSON.stringify(lowered));
  const refused = await runProcess(bin('tsx'), [
    'scripts/report.ts', '--gate', '--input', testInfo.outputPath('run', 'report.json'), '--out-dir', testInfo.outputPath('reports'), '--baseline', testInfo.outputPath('lowered.json'),
  ]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('gate: baseline.json lowers playwright-mcp.webvoyager: 10 → 9 (compared with HEAD)');
});

test('a broken baseline.json fails the mock run with its problem in one line, never a reporter crash', async ({}, testInfo) => {
  test.setTimeout(120_000);
  fs.writeFileSync(testInfo.outputPath('baseline.json'), '{"expected_pass_count": {"playwright-mcp": {"webvoyager": "ten"}}}');
  const run = await runPlaywright(['--project=mock', '--grep=task-01-example-com-title'], { [BASELINE_FILE_ENV]: testInfo.outputPath('baseline.json') }, testInfo.outputPath('run'));
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/gate: .*baseline\.json: 1 problem/);
  expect(run.stderr).toContain('expected_pass_count.playwright-mcp.webvoyager: Invalid input: expected number');
  expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
});
