// The main job: the mock benchmark (every task's transcript replayed on every available target)
// with its table and gate, the null agents' floor beside it (on one target: the controlsTarget
// option's, else the target option's, else playwright-mcp), then the contract-eval report.
//   npm run bench [-- <playwright test options, e.g. --grep @smoke>]
// With another arena seed (the seed option) or more instances of each family (the instances
// option), which have no recordings to replay, the reference agent carries out every instance live
// instead. The options: npm run options.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { arenaSeed, DEFAULT_SEED } from '../fixtures-site/site-kit/random.ts';
import { OPTIONS, readOption } from '../benchmarks/environment/registry.ts';
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
  console.log(`bench: ${OPTIONS.seed.variable}=${arenaSeed()}, ${OPTIONS.instances.variable}=${readOption('instances')}: transcripts exist for the default seed's default instances only, so the reference agent runs every instance live (project reference) beside the controls`);
const benchmark = run('playwright', ['test', `--project=${live ? 'reference' : 'mock'}`, '--project=controls', ...process.argv.slice(2)]);
const report = run('tsx', ['scripts/report.ts', '--input', 'test-results/report.json']);
process.exit(benchmark && report ? 0 : 1);
