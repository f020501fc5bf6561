import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../benchmarks/fixtures.ts';
import { playwrightMcp } from '../benchmarks/targets/playwright-mcp/target.ts';
import { agentFacingDigest } from '../benchmarks/task-spec/digest.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { formatTranscript, transcriptPath } from '../benchmarks/transcripts/format.ts';
import { bin, markerEnv, MINI_SUITE, newMarker, processesWithMarker, taskFolder } from './run-playwright.ts';

test('Ctrl-C while an MCP call is in flight: the episode is labelled interrupted, never an error of the server closed under it; the gate says so without blaming a task; no process is left behind', async ({}, testInfo) => {
  test.setTimeout(120_000);
  // The transcript's one call navigates to a page that never answers: the server waits on it
  // until the interrupt. A server in the workers' process group would get the Ctrl-C too and die
  // mid-call, and the episode would end `error … Connection closed` instead.
  const tasks = testInfo.outputPath('tasks');
  const transcripts = testInfo.outputPath('transcripts');
  taskFolder(tasks, 'mini');
  const spec = { id: 'waits', title: 'waits', startUrl: 'http://fixtures.test/index.html', goal: 'x', maxDurationMs: 90_000, success: { kind: 'url', pattern: 'x' } } as const;
  fs.writeFileSync(path.join(tasks, 'mini', 'waits.ts'), `export default ${JSON.stringify(spec)};\n`);
  const hang = { tool: 'browser_navigate', args: { url: 'http://fixtures.test/__hang/forever' }, response: 'ok' } as const;
  const header = { task: 'waits', target: 'playwright-mcp', targetVersion: playwrightMcp.version!(), taskDigest: agentFacingDigest(validateTaskSpec(spec, 'waits')), method: 'reference', recordedBy: 'this test', web: 'replay' } as const;
  fs.mkdirSync(path.join(transcripts, 'playwright-mcp'), { recursive: true });
  fs.writeFileSync(transcriptPath('playwright-mcp', 'waits', transcripts), formatTranscript(header, [hang]));
  const marker = newMarker();
  const report = testInfo.outputPath('report.json');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PLAYWRIGHT_|TEST_|PW_)/.test(key)));
  // Its own process group, as a terminal's foreground job: Ctrl-C signals the whole group.
  const run = spawn(bin('playwright'), ['test', '--project=mock', '--reporter=list,./benchmarks/report/episode-table.ts,json', '--output', testInfo.outputPath('results')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...inherited, ...MINI_SUITE, BENCH_TASKS_DIR: tasks, BENCH_TRANSCRIPTS_DIR: transcripts, PLAYWRIGHT_JSON_OUTPUT_FILE: report, ...markerEnv(marker) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Interrupt once the call is in flight: the server is up, and the start page and the call take
  // well under a second after that (the call then waits for as long as the episode may last).
  await expect.poll(() => processesWithMarker(marker).some((p) => p.includes('@playwright/mcp') || p.includes('cli.js')), { timeout: 60_000 }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  process.kill(-run.pid!, 'SIGINT');
  const code = await new Promise<number | null>((resolve) => run.on('close', resolve));

  expect(code, output).not.toBe(0);
  expect(output).toContain('gate: interrupted, not gated');
  // The episode says it was interrupted, never that the server failed under it.
  expect(output).toContain('[playwright-mcp] waits: interrupted, 0 steps');
  expect(output).not.toContain('Connection closed');
  expect(output).not.toMatch(/did not run|FAILED/);
  type Suite = { specs: Array<{ tests: Array<{ results: Array<{ status: string }> }> }>; suites?: Suite[] };
  const statuses = (suites: Suite[] = []): string[] =>
    suites.flatMap((suite) => [...suite.specs.flatMap((spec) => spec.tests.flatMap((t) => t.results.map((r) => r.status))), ...statuses(suite.suites)]);
  expect(statuses((JSON.parse(fs.readFileSync(report, 'utf8')) as { suites: Suite[] }).suites)).toContain('interrupted');
  await expect.poll(() => processesWithMarker(marker), { timeout: 15_000 }).toEqual([]);
});
