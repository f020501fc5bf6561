import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, test } from '../benchmarks/fixtures.ts';
import { bin, runProcess } from './run-playwright.ts';
import type { Job } from './workflow-file.ts';

// The live run over many machines on GitHub (.github/workflows/live.yml, docs/ci.md).

const FILE = path.resolve(import.meta.dirname, '../.github/workflows/live.yml');

type LiveJob = Job<Record<string, unknown>>;
const workflow = parse(fs.readFileSync(FILE, 'utf8')) as { on: Record<string, unknown>; env: Record<string, string>; jobs: { estimate: LiveJob; live: LiveJob; report: LiveJob } };
const { estimate, live, report } = workflow.jobs;
const step = (job: LiveJob, command: string) => job.steps.find((candidate) => candidate.run?.includes(command));

test('the live workflow passes action-validator, and runs on demand only', async () => {
  const run = await runProcess(bin('action-validator'), [FILE]);
  expect(run.code, run.stderr).toBe(0);
  expect(Object.keys(workflow.on)).toEqual(['workflow_dispatch']);
});

test('one number of shards: the estimate prices the whole run over them before any shard starts, and the matrix is made from it', ({}, testInfo) => {
  expect(estimate.env?.SHARDS).toBeGreaterThan(1);
  expect(step(estimate, 'npm run bench:real')?.run).toBe('npm run bench:real -- --adapter ${{ inputs.project }} --dry-run --grep "$GREP" --shards "$SHARDS"');
  expect(live.needs).toBe('estimate');
  expect(live.strategy?.matrix.shard).toBe('${{ fromJSON(needs.estimate.outputs.shards) }}');
  expect(estimate.outputs?.shards).toBe('${{ steps.shards.outputs.list }}');
  // The step that lists the shards, run as GitHub runs it.
  const output = testInfo.outputPath('github-output');
  const listed = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', estimate.steps.find((s) => s.id === 'shards')!.run!], { env: { ...process.env, SHARDS: '3', GITHUB_OUTPUT: output }, encoding: 'utf8' });
  expect(listed.status, listed.stderr).toBe(0);
  expect(fs.readFileSync(output, 'utf8')).toBe('list=[1,2,3]\n');
});

test("each shard runs the project's episodes under BENCH_MAX_USD, the whole run's cap, with the keys in its own step only", () => {
  expect(workflow.env.BENCH_MAX_USD).toBe('${{ inputs.max_usd }}');
  const shard = step(live, 'npx playwright test')!;
  expect(shard.run).toBe('npx playwright test --project=${{ inputs.project }} --grep "$GREP" --shard=${{ matrix.shard }}/${{ strategy.job-total }} --reporter=blob,list,./benchmarks/report/episode-table.ts');
  expect(shard.env).toEqual({ ANTHROPIC_API_KEY: '${{ secrets.ANTHROPIC_API_KEY }}', OPENAI_API_KEY: '${{ secrets.OPENAI_API_KEY }}' });
  const secrets = (job: LiveJob) => JSON.stringify(job).match(/secrets\./g)?.length ?? 0;
  expect([secrets(estimate), secrets(live), secrets(report)]).toEqual([0, 2, 0]);
  expect(JSON.stringify(workflow.env)).not.toContain('secrets.');
  const blob = live.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))!;
  expect(blob).toMatchObject({ if: 'always()', with: { name: 'blob-report-${{ matrix.shard }}', path: 'blob-report/', 'if-no-files-found': 'error' } });
});

test('the report merges every shard, after a failed one too, checks their count and gates the merged run', () => {
  expect(report.needs).toBe('live');
  expect(report.if).toBe('${{ !cancelled() }}');
  expect(live.outputs?.shards).toBe('${{ strategy.job-total }}');
  const names = report.steps.map((s) => [s.name, s.run, s.uses].join(' '));
  const at = (text: string) => names.findIndex((name) => String(name).includes(text));
  expect(at("Check that every shard's blob report is there")).toBeGreaterThan(-1);
  expect(at("Check that every shard's blob report is there")).toBeLessThan(at('npx playwright merge-reports'));
  expect(at('npx playwright merge-reports')).toBeLessThan(at('npm run report -- --gate'));
});
