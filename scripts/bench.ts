// The main job: the mock benchmark (every task's transcript replayed on every available target)
// with its table and gate, the null agents' floor beside it (on one target: BENCH_CONTROLS_TARGET,
// else BENCH_TARGET, else playwright-mcp), then the contract-eval report.
//   npm run bench [-- <playwright test options, e.g. --grep @smoke>]
// With another arena seed (BENCH_SEED) or more instances of each family (BENCH_INSTANCES), which
// have no recordings to replay, the reference agent carries out every instance live instead.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { arenaSeed, DEFAULT_SEED } from '../fixtures-site/site-kit/random.ts';
import { ENV } from '../benchmarks/options.ts';
import { instancesPerFamily } from '../benchmarks/task-spec/family.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const run = (command: string, args: string[]) => spawnSync(bin(command), args, { cwd: ROOT, stdio: 'inherit' }).status === 0;

let live: boolean;
try {
  live = arenaSeed() !== DEFAULT_SEED || instancesPerFamily() !== 1;
} catch (error) {
  console.error(`bench: ${(error as Error).message}`);
  process.exit(1);
}
if (live)
  console.log(`bench: ${ENV.seed}=${arenaSeed()}, ${ENV.instances}=${process.env[ENV.instances] || 1}: transcripts exist for the default seed's default instances only, so the reference agent runs every instance live (project reference) beside the controls`);
const benchmark = run('playwright', ['test', `--project=${live ? 'reference' : 'mock'}`, '--project=controls', ...process.argv.slice(2)]);
const report = run('tsx', ['scripts/report.ts', '--input', 'test-results/report.json']);
process.exit(benchmark && report ? 0 : 1);
