// The main job: the mock benchmark (every task's transcript replayed on every available target)
// with its table and gate, the null agents' floor beside it (on one target: BENCH_CONTROLS_TARGET,
// else BENCH_TARGET, else playwright-mcp), then the contract-eval report.
//   npm run bench [-- <playwright test options, e.g. --grep @smoke>]
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const run = (command: string, args: string[]) => spawnSync(bin(command), args, { cwd: ROOT, stdio: 'inherit' }).status === 0;

const benchmark = run('playwright', ['test', '--project=mock', '--project=controls', ...process.argv.slice(2)]);
const report = run('tsx', ['scripts/report.ts', '--input', 'test-results/report.json']);
process.exit(benchmark && report ? 0 : 1);
