import fs from 'node:fs';
import path from 'node:path';
import { runBudgetFromEnv } from '../benchmarks/adapters/model/run-budget.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { selectedProjects } from '../benchmarks/global-setup.ts';
import { bin, runProcess } from './run-playwright.ts';

// The run's model budget over shards: each shard's share of BENCH_MAX_USD, or one pool that every
// shard draws on through a folder on shared storage; and holds that no two processes can both pass.

const ROOT = path.resolve(import.meta.dirname, '..');

test('a shard takes its share of the run cap, and says so; pooled through a shared folder it takes from the whole cap', ({}, testInfo) => {
  const shard = runBudgetFromEnv({ BENCH_MAX_USD: '5', BENCH_RUN_SHARD: '2/4', BENCH_RUN_LEDGER: testInfo.outputPath('spend.jsonl') });
  expect(shard.capUsd).toBe(1.25);
  expect(shard.describe()).toBe(`USD 1.2500, shard 2/4's share of USD 5.00 (BENCH_MAX_USD / 4); ledger ${testInfo.outputPath('spend.jsonl')}`);
  expect(shard.owner()).toBe('shard 2/4');
  const pooled = runBudgetFromEnv({ BENCH_MAX_USD: '5', BENCH_RUN_SHARD: '2/4', BENCH_SHARED_LEDGER: testInfo.outputPath('pool') });
  expect(pooled.capUsd).toBe(5);
  expect(pooled.describe()).toBe(`USD 5.00 (BENCH_MAX_USD), one pool for every shard of the run; ledger ${testInfo.outputPath('pool')}`);
  expect(pooled.owner()).toBe('the run');
  expect(runBudgetFromEnv({ BENCH_MAX_USD: '5' }).capUsd).toBe(5);
  expect(() => runBudgetFromEnv({ BENCH_RUN_SHARD: '3/2' })).toThrow(/BENCH_RUN_SHARD/);
});

test("the global setup says what a run's live projects may spend only when the command line selects one of them", () => {
  const config = { projects: ['mock', 'claude', 'controls'].map((name) => ({ name })) } as Parameters<typeof selectedProjects>[0];
  expect(selectedProjects(config, ['node', 'playwright', 'test', '--project=mock', '--project', 'controls'])).toEqual(['mock', 'controls']);
  expect(selectedProjects(config, ['node', 'playwright', 'test', '--project=Claude'])).toEqual(['claude']);
  expect(selectedProjects(config, ['node', 'playwright', 'test'])).toEqual(['mock', 'claude', 'controls']);
});

/** A process that holds `each` dollars at a time on the pool until the cap refuses it, and prints how many it held. */
const HOLDER = `
import { runBudgetFromEnv } from ${JSON.stringify(path.join(ROOT, 'benchmarks/adapters/model/run-budget.ts'))};
const budget = runBudgetFromEnv();
const each = Number(process.env.HOLD_EACH);
// Both start together: each waits for the other's mark, so that their holds interleave.
const fs = await import('node:fs');
fs.writeFileSync(process.env.READY_FILE, '');
while (fs.readdirSync(process.env.READY_DIR).length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
let held = 0;
while (budget.hold(each)) held++;
process.stdout.write(String(held));
`;

test('two shards pooled through one folder never hold more than the run cap between them, however their holds interleave', async ({}, testInfo) => {
  const pool = testInfo.outputPath('pool');
  const ready = testInfo.outputPath('ready');
  fs.mkdirSync(ready);
  const script = testInfo.outputPath('holder.ts');
  fs.writeFileSync(script, HOLDER);
  const each = 0.013;
  const runs = await Promise.all(
    [1, 2].map((shard) =>
      runProcess(bin('tsx'), [script], { BENCH_MAX_USD: '1', BENCH_RUN_SHARD: `${shard}/2`, BENCH_SHARED_LEDGER: pool, HOLD_EACH: String(each), READY_DIR: ready, READY_FILE: path.join(ready, String(shard)) }),
    ),
  );
  for (const run of runs) expect(run.code, run.stderr).toBe(0);
  const held = runs.map((run) => Number(run.stdout));
  // Each process wrote its own file, and together they filled the pool to within one hold, never past it.
  expect(fs.readdirSync(pool)).toHaveLength(2);
  const total = runBudgetFromEnv({ BENCH_MAX_USD: '1', BENCH_SHARED_LEDGER: pool }).spentUsd();
  expect(total).toBeCloseTo((held[0] + held[1]) * each, 9);
  expect(total).toBeLessThanOrEqual(1 + 1e-9);
  expect(total).toBeGreaterThan(1 - 2 * each);
});

test('pooled shards draw on one cap, not a share each: the first shard may take more than half of it, and the second then only what is left', ({}, testInfo) => {
  const pool = testInfo.outputPath('pool');
  const shard = (n: number) => runBudgetFromEnv({ BENCH_MAX_USD: '1', BENCH_RUN_SHARD: `${n}/2`, BENCH_SHARED_LEDGER: pool });
  const [first, second] = [shard(1), shard(2)];
  expect(first.hold(0.7)).toBe(true);
  expect(second.hold(0.4)).toBe(false);
  expect(second.hold(0.3)).toBe(true);
  expect(first.hold(0.01)).toBe(false);
});
