import { expect, test } from '@playwright/test';
import { bin, runProcess } from './run-playwright.ts';

// Only its refusals are tested here: running a command in a control group needs root, and what it
// measures is time, which no test asserts (docs/performance.md has the figures).
test('npm run slow-machine refuses a bad CPU count, an unknown option and a missing command in one line each, before making anything', async () => {
  for (const [args, problem] of [
    [['--cpus', '0', 'true'], "--cpus takes a number above 0 and at most this machine's"],
    [['--cpus=lots', 'true'], "--cpus takes a number above 0 and at most this machine's"],
    [['--fast', 'true'], 'unknown option --fast'],
    [[], 'a command to run'],
  ] as const) {
    const run = await runProcess(bin('tsx'), ['scripts/slow-machine.ts', ...args]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr.split('\n')[0]).toContain(`slow-machine: ${problem}`);
    expect(run.stderr.trim().split('\n')).toHaveLength(2);
  }
});
