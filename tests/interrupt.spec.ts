import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bin, MINI_SUITE, processesWithMarker } from './run-playwright.ts';

test('Ctrl-C during a run: the episode is labelled interrupted, the gate says so without blaming a task, and no process is left behind', async ({}, testInfo) => {
  test.setTimeout(120_000);
  // A task whose start page never loads keeps its episode going until the interrupt.
  const tasks = testInfo.outputPath('tasks');
  fs.mkdirSync(path.join(tasks, 'mini'), { recursive: true });
  fs.writeFileSync(
    path.join(tasks, 'mini', 'waits.ts'),
    `export default ${JSON.stringify({ id: 'waits', title: 'waits', startUrl: 'http://fixtures.test/__hang/forever', goal: 'x', maxDurationMs: 90_000, success: { kind: 'url', pattern: 'x' } })};\n`,
  );
  const marker = `BENCH_RUN_MARKER=${randomUUID()}`;
  const report = testInfo.outputPath('report.json');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PLAYWRIGHT_|TEST_|PW_)/.test(key)));
  // Its own process group, as a terminal's foreground job: Ctrl-C signals the whole group.
  const run = spawn(bin('playwright'), ['test', '--project=mock', '--reporter=list,./benchmarks/report/episode-table.ts,json', '--output', testInfo.outputPath('results')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...inherited, ...MINI_SUITE, BENCH_TASKS_DIR: tasks, PLAYWRIGHT_JSON_OUTPUT_FILE: report, [marker.split('=')[0]]: marker.split('=')[1] },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Interrupt once the episode has started (its worker has launched a browser and a server).
  await expect.poll(() => processesWithMarker(marker).some((p) => p.includes('@playwright/mcp') || p.includes('cli.js')), { timeout: 60_000 }).toBe(true);
  process.kill(-run.pid!, 'SIGINT');
  const code = await new Promise<number | null>((resolve) => run.on('close', resolve));

  expect(code, output).not.toBe(0);
  expect(output).toContain('gate: interrupted, not gated');
  expect(output).not.toMatch(/did not run|FAILED/);
  type Suite = { specs: Array<{ tests: Array<{ results: Array<{ status: string }> }> }>; suites?: Suite[] };
  const statuses = (suites: Suite[] = []): string[] =>
    suites.flatMap((suite) => [...suite.specs.flatMap((spec) => spec.tests.flatMap((t) => t.results.map((r) => r.status))), ...statuses(suite.suites)]);
  expect(statuses((JSON.parse(fs.readFileSync(report, 'utf8')) as { suites: Suite[] }).suites)).toContain('interrupted');
  await expect.poll(() => processesWithMarker(marker), { timeout: 15_000 }).toEqual([]);
});
