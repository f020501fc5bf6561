// A test of the tests' timeouts (never a timed test itself): the slowest self-tests of a run,
// repeated while busy loops hold every core, must still pass. Machines of this kind differ by 2x,
// so a timeout that holds only on a quiet fast machine shows here.
//   npm run check-timeouts -- <a run's Playwright JSON report> [--slowest 10] [--repeat 2] [--loops 2]
// Reads the self-test durations from the report (test-results/report.json after npm test), picks
// the slowest, starts the busy loops and runs those tests with --repeat-each; exits as they did.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { JSONReport } from '@playwright/test/reporter';
import { readPlaywrightReport, reportSpecs } from '../benchmarks/report/read-report.ts';

const USAGE = 'usage: npm run check-timeouts -- <report.json> [--slowest 10] [--repeat 2] [--loops 2]';
function usageError(problem: string): never {
  console.error(`check-timeouts: ${problem}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { slowest: { type: 'string', default: '10' }, repeat: { type: 'string', default: '2' }, loops: { type: 'string', default: '2' } } });
  } catch (error) {
    return usageError((error as Error).message.split('.')[0]);
  }
})();
const [slowest, repeat, loops] = [values.slowest, values.repeat, values.loops].map(Number);
if (![slowest, repeat].every((n) => Number.isInteger(n) && n >= 1) || !Number.isInteger(loops) || loops < 0) usageError('--slowest and --repeat take positive whole numbers, --loops a whole number');
if (positionals.length !== 1) usageError('one report file');
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
let report: JSONReport;
try {
  report = readPlaywrightReport(file);
} catch (error) {
  usageError((error as Error).message.split('\n')[0]);
}

const durations = new Map<string, number>();
for (const spec of reportSpecs(report.suites))
  for (const test of spec.tests)
    if (test.projectName === 'self-test')
      for (const result of test.results) {
        const where = `${spec.file}:${spec.line}`;
        durations.set(where, Math.max(durations.get(where) ?? 0, result.duration));
      }
const picked = [...durations].sort((a, b) => b[1] - a[1]).slice(0, slowest);
if (picked.length === 0) usageError(`${file} holds no self-test result`);
console.log(`the ${picked.length} slowest self-tests of ${path.relative(process.cwd(), file)}, each ${repeat} times, with ${loops} busy loop${loops === 1 ? '' : 's'}:`);
for (const [where, ms] of picked) console.log(`  ${(ms / 1000).toFixed(1)} s  ${where}`);

const busy = Array.from({ length: loops }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stop = () => busy.forEach((loop) => loop.kill('SIGKILL'));
process.on('exit', stop);
const run = spawnSync(
  path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'),
  ['test', '--project=self-test', `--repeat-each=${repeat}`, '--retries=0', '--output', 'test-results/check-timeouts', '--reporter=list', ...picked.map(([where]) => where)],
  { stdio: 'inherit', env: { ...process.env, CI: '' } },
);
stop();
process.exit(run.status ?? 1);
