import { expect, test } from '@playwright/test';
import { listSelectedTests, type ListedTest } from '../benchmarks/gate/selection.ts';
import { loadTasks, TASKS_DIR } from '../benchmarks/task-spec/load.ts';
import { SPOT_CHECK_TIER } from '../benchmarks/task-spec/tiers.ts';
import { TARGETS } from '../benchmarks/targets/index.ts';
import { agentFacingDigest } from '../benchmarks/task-spec/digest.ts';
import { unrecorded } from '../benchmarks/task-spec/family.ts';
import { readTranscript, transcriptPath } from '../benchmarks/transcripts/format.ts';
import { bin, runProcess } from './run-playwright.ts';

// `npm test`'s scope (BENCH_FULL_TARGETS): every task on the full targets, the spot-check tier on the others.
const TWO = ['playwright-mcp', 'chrome-devtools-mcp'];
const mockTitles = (tests: ListedTest[], target: string) => tests.filter((t) => t.project === 'mock' && t.target === target).map((t) => t.title).sort();

test('a target outside the full targets runs the spot-check tier only; the gate lists the same selection; without the option every target runs every task', async () => {
  // Two listings, each a Playwright process that loads every task.
  test.setTimeout(120_000);
  const { tasks } = await loadTasks();
  const every = tasks.map((task) => task.id).sort();
  const spotCheck = tasks.filter((task) => task.tags?.includes(SPOT_CHECK_TIER)).map((task) => task.id).sort();
  expect(spotCheck.length).toBeGreaterThan(0);
  expect(spotCheck.length).toBeLessThan(every.length);

  const scoped = listSelectedTests(['--project=mock'], { targets: TWO, fullTargets: ['playwright-mcp'], tasksDir: TASKS_DIR });
  expect(mockTitles(scoped, 'playwright-mcp')).toEqual(every);
  expect(mockTitles(scoped, 'chrome-devtools-mcp')).toEqual(spotCheck);

  // Negative control: a report of an older run, with no full targets, expects every task on both.
  const whole = listSelectedTests(['--project=mock'], { targets: TWO, tasksDir: TASKS_DIR });
  expect(mockTitles(whole, 'chrome-devtools-mcp')).toEqual(every);
});

test('a full target that is not a known one stops the run with one line', async () => {
  const run = await runProcess(bin('playwright'), ['test', '--list', '--project=mock'], { BENCH_FULL_TARGETS: 'playwright-mcp,firefox-mcp' });
  expect(run.code).not.toBe(0);
  expect(run.stdout + run.stderr).toContain('BENCH_FULL_TARGETS=playwright-mcp,firefox-mcp: firefox-mcp is not a known MCP target (known: playwright-mcp, chrome-devtools-mcp, openchrome)');
});

test('every task has a transcript on every target, recorded for the task as it is now: read here, since npm test replays only the spot-check tier off its full targets', async () => {
  const { tasks } = await loadTasks();
  const stale = (task: (typeof tasks)[number], target: string): string | undefined => {
    try {
      const { header } = readTranscript(transcriptPath(target, task.id));
      if (header.task !== task.id || header.target !== target) return `${target}/${task.id}: recorded as ${header.target}/${header.task}`;
      return header.taskDigest === agentFacingDigest(task) ? undefined : `${target}/${task.id}: the task changed since it was recorded`;
    } catch (error) {
      return `${target}/${task.id}: ${(error as Error).message.split('\n')[0]}`;
    }
  };
  const recorded = tasks.filter((task) => !unrecorded(task));
  expect(recorded.length).toBeGreaterThan(100);
  expect(Object.keys(TARGETS).flatMap((target) => recorded.flatMap((task) => stale(task, target) ?? []))).toEqual([]);
  // Negative control: the same task with another goal is caught on every target.
  const changed = { ...recorded[0], goal: `${recorded[0].goal} (changed)` };
  expect(Object.keys(TARGETS).map((target) => stale(changed, target))).toEqual(Object.keys(TARGETS).map((target) => `${target}/${changed.id}: the task changed since it was recorded`));
});
