import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, test } from '../benchmarks/fixtures.ts';
import { bin, runProcess } from './run-playwright.ts';
import type { Job, Step } from './workflow-file.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FILE = path.join(ROOT, '.github/workflows/benchmark.yml');

const workflow = parse(fs.readFileSync(FILE, 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, Job> & { mock: Job & { env?: Record<string, string> } } };
const { tests, mock, report } = workflow.jobs;

const isAction = (step: Step, action: string) => step.uses?.replace(/@.*/, '') === action;
const using = (job: Job, action: string) => job.steps.filter((step) => isAction(step, action));
/** The index of the first step whose command contains `command`, -1 when none does. */
const running = (job: Job, command: string) => job.steps.findIndex((step) => step.run?.includes(command));
// Any command that runs the mock project: itself, `npm test` (which includes it today) or `npm run bench`.
const runsMock = (job: Job) => job.steps.some((step) => /--project[= ]mock\b|\bnpm (?:run )?(?:test|bench)(?![\w:-])/.test(step.run ?? ''));

// The shell GitHub runs a `run:` step with.
const runStep = (script: string, cwd: string, env: Record<string, string>) =>
  spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });

test('the workflow passes action-validator', async () => {
  const run = await runProcess(bin('action-validator'), [FILE]);
  expect(run.code, run.stderr).toBe(0);
});

test('negative control: a copy whose first job misspells runs-on fails action-validator, for that', async ({}, testInfo) => {
  const copy = testInfo.outputPath('benchmark.yml');
  fs.writeFileSync(copy, fs.readFileSync(FILE, 'utf8').replace('runs-on:', 'run-on:'));

  const run = await runProcess(bin('action-validator'), [copy]);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`"detail": "Additional property 'run-on' is not allowed"`);
  expect(run.stderr).toContain('"path": "/jobs/tests/runs-on"');
});

test('every job sets up Node 22 with the npm cache', () => {
  for (const [name, job] of Object.entries(workflow.jobs))
    expect(using(job, 'actions/setup-node').map((step) => step.with), name).toEqual([{ 'node-version': 22, cache: 'npm' }]);
});

test("the browser jobs install Playwright's Chromium, cached on Playwright's version, before setup and tests", () => {
  const key = 'playwright-chromium-${{ runner.os }}-${{ steps.playwright.outputs.version }}';
  for (const [name, job] of Object.entries({ tests, mock })) {
    const [restore] = using(job, 'actions/cache/restore');
    expect(restore, name).toMatchObject({ id: 'browsers', with: { path: '~/.cache/ms-playwright', key } });
    const miss = "steps.browsers.outputs.cache-hit != 'true'";
    expect(job.steps[running(job, 'npx playwright install --with-deps chromium')]?.if, name).toBe(miss);
    expect(job.steps[running(job, 'npx playwright install-deps chromium')]?.if, name).toBe("steps.browsers.outputs.cache-hit == 'true'");
    expect(using(job, 'actions/cache/save'), name).toEqual([
      { if: miss, uses: 'actions/cache/save@v4', with: { path: '~/.cache/ms-playwright', key: '${{ steps.browsers.outputs.cache-primary-key }}' } },
    ]);
    // npm run setup then finds that browser (and builds OpenChrome when its source is set).
    const setup = running(job, 'npm run setup');
    expect(job.steps[setup]?.env, name).toEqual({ BENCH_OPENCHROME_SOURCE: '${{ vars.BENCH_OPENCHROME_SOURCE }}' });
    expect(running(job, 'npx playwright install --with-deps'), name).toBeLessThan(setup);
    expect(setup, name).toBeLessThan(running(job, name === 'tests' ? 'npm run test:self' : 'npx playwright test'));
  }
});

test("the cache key's version step writes the installed @playwright/test version", ({}, testInfo) => {
  const output = testInfo.outputPath('github-output');
  const step = tests.steps.find((candidate) => candidate.id === 'playwright');
  const run = runStep(step?.run ?? '', ROOT, { GITHUB_OUTPUT: output });
  expect(run.status, run.stderr).toBe(0);
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@playwright/test/package.json'), 'utf8')) as { version: string };
  expect(fs.readFileSync(output, 'utf8')).toBe(`version=${version}\n`);
});

test('every job uploads its reports and traces, even when it failed', () => {
  const uploaded = Object.fromEntries(
    Object.entries(workflow.jobs).map(([name, job]) => {
      const uploads = using(job, 'actions/upload-artifact');
      for (const upload of uploads) expect(upload.if, `${name}: ${upload.with?.name}`).toBe('always()');
      return [name, uploads.flatMap((upload) => String(upload.with?.path).trim().split('\n'))];
    }),
  );
  expect(uploaded).toEqual({
    tests: ['playwright-report/', 'test-results/'],
    mock: ['blob-report/', 'playwright-report/', 'reports/', 'test-results/'],
    report: ['reports/', 'playwright-report/'],
  });
});

test('the mock suite runs once: in the shards, with the null agents, which fail when their blob report is missing', () => {
  expect(Object.keys(workflow.jobs).filter((name) => runsMock(workflow.jobs[name]))).toEqual(['mock']);
  expect(running(tests, 'npm run test:self')).toBeGreaterThan(-1);

  // Shards 1 to N, N > 1.
  const shards = mock.strategy?.matrix.shard ?? [];
  expect(shards.length).toBeGreaterThan(1);
  expect(shards).toEqual(shards.map((_, i) => i + 1));
  expect(mock.steps[running(mock, 'npx playwright test')]?.run).toBe(
    'npx playwright test --project=mock --project=controls --shard=${{ matrix.shard }}/${{ strategy.job-total }} --reporter=blob,list,./benchmarks/report/episode-table.ts,json,html',
  );
  // Each shard writes its own contract-eval report too, whatever its episodes did.
  expect(mock.steps[running(mock, 'npm run report')]?.if).toBe('always()');
  const [blob] = using(mock, 'actions/upload-artifact');
  expect(blob.with).toMatchObject({ name: 'blob-report-${{ matrix.shard }}', path: 'blob-report/', 'if-no-files-found': 'error' });
});

test("pull requests and pushes run npm test's scope in the shards; nightly and on demand, every task on every server", () => {
  expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'schedule', 'workflow_dispatch']);
  expect(workflow.jobs.mock.env).toEqual({
    BENCH_FULL_TARGETS: "${{ github.event_name != 'schedule' && github.event_name != 'workflow_dispatch' && 'playwright-mcp' || '' }}",
  });
  // npm test itself names the same target.
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.test).toContain('BENCH_FULL_TARGETS=${BENCH_FULL_TARGETS:-playwright-mcp} ');
});

test('the merge job checks it has every blob report, merges them and gates the merged report', () => {
  expect(report.needs).toBe('mock');
  // It runs after a failed shard too, so a missing blob report fails it rather than skipping it.
  expect(report.if).toBe('${{ !cancelled() }}');
  expect(mock.outputs).toEqual({ shards: '${{ strategy.job-total }}' });

  const download = report.steps.findIndex((step) => isAction(step, 'actions/download-artifact'));
  expect(report.steps[download]?.with).toEqual({ pattern: 'blob-report-*', path: 'all-blob-reports', 'merge-multiple': true });
  const check = report.steps.findIndex((step) => step.env?.SHARDS === '${{ needs.mock.outputs.shards }}');
  const merge = running(report, 'npx playwright merge-reports --reporter=json,html all-blob-reports');
  // What npm run report reads by default.
  expect(report.steps[merge]?.env).toEqual({ PLAYWRIGHT_JSON_OUTPUT_FILE: 'test-results/report.json' });
  const gate = running(report, 'npm run report -- --gate --base-ref ');
  expect(check).toBeGreaterThan(download);
  expect(merge).toBeGreaterThan(check);
  expect(gate).toBeGreaterThan(merge);
});

test('the blob check fails when a shard did not upload its report, and passes with all of them', ({}, testInfo) => {
  const script = report.steps.find((step) => step.env?.SHARDS)?.run ?? '';
  const dir = testInfo.outputPath();
  const check = (shards: string) => runStep(script, dir, { SHARDS: shards });

  const none = check('2');
  expect(none.status).toBe(1);
  expect(none.stdout).toContain('::error::found 0 blob reports for 2 shards');
  fs.mkdirSync(path.join(dir, 'all-blob-reports'));
  fs.writeFileSync(path.join(dir, 'all-blob-reports/report-1.zip'), '');
  const missing = check('2');
  expect(missing.status).toBe(1);
  expect(missing.stdout).toContain('::error::found 1 blob reports for 2 shards');
  // A failed matrix may leave the expected number unset: that fails too.
  expect(check('').status).toBe(1);
  fs.writeFileSync(path.join(dir, 'all-blob-reports/report-2.zip'), '');
  expect(check('2').status).toBe(0);
});
