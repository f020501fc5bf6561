// A live Claude model on the tasks (docs/benchmarks/webvoyager.md):
//   npm run bench:real -- --dry-run [-g <pattern>] [--repeat-each <k>]   what it may cost; sends nothing
//   npm run bench:real -- [playwright test options…]                     playwright test --project=claude
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { estimateEpisodeCost } from '../benchmarks/adapters/claude/cost-estimate.ts';
import { modelPrice, usd } from '../benchmarks/adapters/claude/models.ts';
import { PRICE_TABLE } from '../benchmarks/adapters/claude/price-table.ts';
import { newRunLedger, RUN_CAP_ENV, RUN_LEDGER_ENV, runBudgetFromEnv } from '../benchmarks/adapters/claude/run-budget.ts';
import { chosenModel, maxTokensOverride } from '../benchmarks/adapters/claude/settings.ts';
import { optionDefaults, runTargets } from '../benchmarks/options.ts';
import { targetNamed } from '../benchmarks/targets/index.ts';
import { BUDGET_CAPS, resolveBudget } from '../benchmarks/task-spec/budget.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';

const DRY_RUN = '--dry-run';

/** Per task and target of the run, the worst-case and expected cost, and their totals. */
async function dryRun(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, strict: false, allowPositionals: true, options: { grep: { type: 'string', short: 'g' }, 'repeat-each': { type: 'string' } } });
  const grep = typeof values.grep === 'string' ? new RegExp(values.grep) : undefined;
  const repeats = Number(values['repeat-each'] ?? 1);
  const model = chosenModel();
  const price = modelPrice(model);
  const maxTokens = maxTokensOverride();
  const runCap = runBudgetFromEnv().capUsd;
  const { tasks, problems } = await loadTasks(optionDefaults().tasksDir);
  for (const problem of problems) console.error(`not counted: ${problem.file}: ${problem.message}`);
  const targets = runTargets().filter((name) => {
    const unavailable = targetNamed(name).unavailable?.();
    if (unavailable) console.log(`${name}: skipped (${unavailable})`);
    return !unavailable;
  });

  const row = PRICE_TABLE[model];
  console.log(`Dry run: nothing is sent. Model ${model}: USD ${price.input} input, ${price.output} output, ${price.cacheWrite} cache write, ${price.cacheRead} cache read per million tokens (${row.date}; ${row.source}).`);
  console.log(
    `Caps per task: ${maxTokens ?? BUDGET_CAPS.maxTokensPerTurn} output tokens per turn, ${BUDGET_CAPS.maxToolIterations} tool calls, ${usd(BUDGET_CAPS.maxUsdPerTask, 2)} (a task's budget may lower them); per run: ${usd(runCap, 2)} (${RUN_CAP_ENV}).\n`,
  );
  console.log(['target'.padEnd(20), 'task'.padEnd(40), 'turns'.padStart(5), 'worst case'.padStart(29), 'expected'.padStart(27)].join(' '));
  let episodes = 0;
  let worst = 0;
  let expected = 0;
  for (const target of targets)
    for (const task of tasks.filter((t) => !grep || grep.test([target, t.id, `@${t.suite}`, ...(t.tags ?? []).map((tag) => `@${tag}`)].join(' ')))) {
      const budget = resolveBudget(task.budget, { maxTokensPerTurn: maxTokens });
      const estimate = estimateEpisodeCost(task, target, price, budget);
      const binds = estimate.capBindsAtTurn ? ` (cap from turn ${estimate.capBindsAtTurn})` : '';
      // A typical episode this long is stopped by the task cap before its answer.
      const capped = estimate.expectedUsd >= budget.maxUsdPerTask ? ', cap' : '';
      console.log(
        [
          target.padEnd(20),
          task.id.padEnd(40),
          String(estimate.turns).padStart(5),
          `${usd(estimate.worstUsd)}${binds}`.padStart(29),
          `${usd(estimate.expectedUsd)} (${estimate.expectedTurns} turns${capped})`.padStart(27),
        ].join(' '),
      );
      episodes += repeats;
      worst += estimate.worstUsd * repeats;
      expected += estimate.expectedUsd * repeats;
    }
  console.log(
    `\nTotal, ${episodes} episode${episodes === 1 ? '' : 's'}${repeats > 1 ? ` (each task ${repeats} times)` : ''}: worst case ${usd(worst, 2)}, expected ${usd(expected, 2)}.`,
  );
  if (worst > runCap) console.log(`The run cap stops starting episodes before ${usd(runCap, 2)} is spent (${RUN_CAP_ENV}=${Math.ceil(worst)} lets every episode run).`);
}

/** The claude project, its workers sharing one spend ledger (kept beside the run's recordings). */
function run(args: string[]): never {
  const env = { ...process.env };
  env[RUN_LEDGER_ENV] ||= newRunLedger(optionDefaults().runsDir);
  console.log(`model spend of this run: ${env[RUN_LEDGER_ENV]} (cap ${usd(runBudgetFromEnv(env).capUsd, 2)}, ${RUN_CAP_ENV})`);
  const child = spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'), ['test', '--project=claude', ...args], { stdio: 'inherit', env });
  process.exit(child.status ?? 1);
}

const args = process.argv.slice(2);
if (args.includes(DRY_RUN)) await dryRun(args.filter((arg) => arg !== DRY_RUN));
else run(args);
