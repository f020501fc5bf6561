// The main job: the mock benchmark (every task's transcript replayed on every available target)
// with its table and gate, the null agents' floor beside it, then the contract-eval report.
//   npm run bench [-- <playwright test options, e.g. --grep @smoke>]
// The null agents run on one target (BENCH_CONTROLS_TARGET, default playwright-mcp): their floor
// is the tasks' and contracts', and a run on every target triples the time
// (`npx playwright test --project=controls` runs them everywhere).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const args = process.argv.slice(2);
const run = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(bin(command), commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const CONTROLS_OUTPUT = 'test-results-controls';
const mock = run('playwright', ['test', '--project=mock', ...args]);
const controls = run('playwright', ['test', '--project=controls', '--output', CONTROLS_OUTPUT, ...args], {
  BENCH_TARGET: process.env.BENCH_CONTROLS_TARGET || 'playwright-mcp',
  PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(ROOT, CONTROLS_OUTPUT, 'report.json'),
  PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(ROOT, CONTROLS_OUTPUT, 'html'),
});
const report = run('tsx', ['scripts/report.ts', '--input', 'test-results/report.json', '--input', `${CONTROLS_OUTPUT}/report.json`]);
process.exit(mock && controls && report ? 0 : 1);
