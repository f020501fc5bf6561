// The families on other seeds: on each seed, the reference agent carries out every family's
// instances live (it must pass them all) and the controls run beside it (the null agents, held
// to their ceiling; the shallow agents on the frontier, chore and workday tiers; the judge check's state mutants).
//   npm run check-seeds [-- --seeds 11,12345,987654] [-- <playwright test options>]
// The instances option (default 1) sets how many instances of each family; the target option the
// server (npm run options).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OPTIONS, optionEnv } from '../benchmarks/environment/registry.ts';
import { DEFAULT_SEED } from '../fixtures-site/site-kit/random.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ allowPositionals: true, strict: false, options: { seeds: { type: 'string', default: '11,12345,987654' } } });
const seeds = String(values.seeds).split(',').map((seed) => seed.trim());
for (const seed of seeds)
  if (!/^\d{1,9}$/.test(seed) || Number(seed) === DEFAULT_SEED) {
    console.error(`check-seeds: --seeds ${values.seeds}: ${seed} is not a whole number other than the default seed ${DEFAULT_SEED}`);
    process.exit(1);
  }

const outcomes = seeds.map((seed) => {
  console.log(`check-seeds: ${OPTIONS.seed.variable}=${seed}`);
  const output = path.join('test-results', `seed-${seed}`);
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', '--project=reference', '--project=controls', '--grep', '@arena', '--output', output, '--reporter', 'list,./benchmarks/report/episode-table.ts,json', ...positionals.map(String)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...optionEnv({ seed }), PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(output, 'report.json') },
  });
  return { seed, ok: run.status === 0, report: path.join(output, 'report.json') };
});
for (const { seed, ok, report } of outcomes) console.log(`check-seeds: seed ${seed}: ${ok ? 'ok' : 'FAILED'} (${report})`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
