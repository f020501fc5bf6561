import { expect, test } from '@playwright/test';
import { CONTROL_CEILING, CONTROLS } from '../benchmarks/adapters/controls.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { runPlaywright } from './run-playwright.ts';

// The null agents on every task of every suite, as `npx playwright test --project=controls` runs
// them, on @playwright/mcp (the floor is the tasks' and contracts', so one target stands for all
// here; a run by hand covers every target).
test('the do-nothing, give-up and random-click agents pass at most 5% of every suite', async ({}, testInfo) => {
  test.setTimeout(900_000);
  const run = await runPlaywright(['--project=controls'], { BENCH_TARGET: 'playwright-mcp' }, testInfo.outputPath('run'));
  const suites = [...new Set((await loadTasks()).tasks.map((task) => task.suite))].sort();
  // Scores within the ceiling are printed on stdout, those above it on stderr.
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.startsWith('controls: '));
  // One line per agent and suite, each within the ceiling; no test failed (an episode that could not be judged).
  expect(lines).toHaveLength(CONTROLS.length * suites.length);
  for (const line of lines) {
    const [, passed, planned] = /: (\d+) \/ (\d+) \(/.exec(line)!;
    expect(Number(passed) / Number(planned), line).toBeLessThanOrEqual(CONTROL_CEILING);
  }
  expect(run.code, `${run.stderr.slice(-2000)}\n${lines.join('\n')}`).toBe(0);
  expect(run.results.every(({ result }) => result.status === 'passed'), 'every control episode was judged').toBe(true);
});
