import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { resultAttachmentName, type EpisodeResult } from '../benchmarks/episode/result.ts';
import { jsonAttachment, MINI_SUITE, processesWithMarker, runPlaywright } from './run-playwright.ts';

test('a lowered step cap stops the recovery task at 1 step, exits cleanly and keeps a trace of every call', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const marker = `BENCH_RUN_MARKER=${randomUUID()}`;
  const [key, value] = marker.split('=');
  const run = await runPlaywright(['--project=mock', '-g', 'local-recovery-stall'], { ...MINI_SUITE, BENCH_MAX_STEPS: '1', [key]: value }, testInfo.outputPath());

  expect(run.code, run.stdout).toBe(1);
  expect(run.results).toHaveLength(1);
  const [{ result }] = run.results;
  const episode = jsonAttachment<EpisodeResult>(result, resultAttachmentName('local-recovery-stall'));
  expect(episode).toMatchObject({
    task: 'local-recovery-stall',
    status: 'max_steps',
    steps: 1,
    maxSteps: 1,
    lastToolCall: { step: 1, tool: 'browser_snapshot' },
    toolCalls: { total: 1, errors: 0 },
  });
  expect(episode.message).toContain('stopped at maxSteps 1');
  // The list reporter's failure line names the task, the status and the last tool call.
  expect(run.stdout).toContain('local-recovery-stall: max_steps after 1 step');
  expect(run.stdout).toContain('last tool call: step 1 browser_snapshot');

  // No Chromium or MCP server outlives the run.
  expect(processesWithMarker(marker)).toEqual([]);

  // The failed episode kept its trace, with each MCP call as a step and its response attached.
  const tracePath = result.attachments.find((a) => a.name === 'trace')?.path;
  expect(tracePath && fs.existsSync(tracePath), 'trace.zip kept').toBeTruthy();
  const files = unzipSync(fs.readFileSync(tracePath!));
  const events = Object.entries(files)
    .filter(([name]) => path.basename(name) === 'test.trace')
    .flatMap(([, bytes]) => strFromU8(bytes).trim().split('\n').map((line) => JSON.parse(line) as { type: string; title?: string; attachments?: Array<{ name: string }> }));
  const titles = events.filter((e) => e.type === 'before').map((e) => e.title);
  expect(titles).toEqual(expect.arrayContaining(['1. browser_snapshot {}', 'judge: success contract']));
  const attached = events.flatMap((e) => e.attachments ?? []).map((a) => a.name);
  expect(attached).toEqual(expect.arrayContaining(['step 1 browser_snapshot response', 'verdict']));
});
