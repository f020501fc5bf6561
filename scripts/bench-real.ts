// A live model on the tasks (docs/benchmarks/webvoyager.md):
//   npm run bench:real -- [--adapter claude|openai] --dry-run [-g <pattern>] [--repeat-each <k>]   what it may cost; sends nothing
//   npm run bench:real -- [--adapter claude|openai] [playwright test options…]                      playwright test --project=<adapter>
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LIVE_MODELS, type LiveModel } from '../benchmarks/adapters/live-models.ts';
import { CONTEXT_ENV } from '../benchmarks/adapters/model/context-budget.ts';
import { estimateEpisodeCost } from '../benchmarks/adapters/model/cost-estimate.ts';
import { usd } from '../benchmarks/adapters/model/price.ts';
import { readResponseSizes } from '../benchmarks/adapters/model/response-sizes.ts';
import { newRunLedger, RUN_CAP_ENV, RUN_LEDGER_ENV, runBudgetFromEnv } from '../benchmarks/adapters/model/run-budget.ts';
import { maxTokensOverride } from '../benchmarks/adapters/model/settings.ts';
import { contextBudgetFromEnv } from '../benchmarks/adapters/model/context-budget.ts';
import { optionDefaults, runTargets } from '../benchmarks/options.ts';
import { targetNamed } from '../benchmarks/targets/index.ts';
import { BUDGET_CAPS, resolveBudget } from '../benchmarks/task-spec/budget.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';

const DRY_RUN = '--dry-run';
const ADAPTER = '--adapter';

const thousands = (n: number) => `${(n / 1000).toFixed(1)}k`;

/** Per task and target of the run: the call cap that binds, the worst-case and expected cost and tokens, and their totals. */
async function dryRun(live: LiveModel, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, strict: false, allowPositionals: true, options: { grep: { type: 'string', short: 'g' }, 'repeat-each': { type: 'string' } } });
  const grep = typeof values.grep === 'string' ? new RegExp(values.grep) : undefined;
  const repeats = Number(values['repeat-each'] ?? 1);
  const model = live.chosenModel();
  const { price, source } = live.price();
  const maxTokens = maxTokensOverride(live.maxTokensEnv);
  const context = contextBudgetFromEnv();
  const runCap = runBudgetFromEnv().capUsd;
  const sizes = readResponseSizes();
  const { tasks, problems } = await loadTasks(optionDefaults().tasksDir);
  for (const problem of problems) console.error(`not counted: ${problem.file}: ${problem.message}`);
  const targets = runTargets().filter((name) => {
    const unavailable = targetNamed(name).unavailable?.();
    if (unavailable) console.log(`${name}: skipped (${unavailable})`);
    return !unavailable;
  });

  console.log(
    `Dry run of the ${live.adapter} project: nothing is sent. Model ${model}: USD ${price.input} input, ${price.output} output, ${price.cacheWrite} cache write, ${price.cacheRead} cache read per million tokens (${source}).`,
  );
  console.log(
    `Caps per task: ${maxTokens ?? BUDGET_CAPS.maxTokensPerTurn} output tokens per turn, ${BUDGET_CAPS.maxToolIterations} tool calls, ${usd(BUDGET_CAPS.maxUsdPerTask, 2)} (a task's budget may lower them); per run: ${usd(runCap, 2)} (${RUN_CAP_ENV}); context budget ${context.maxTokens} tokens a request (${CONTEXT_ENV}).`,
  );
  console.log(`Expected: each task's recorded responses on each server (${sizes.measured ? `measured ${sizes.measured} at ${sizes.commit}` : 'none measured'}; "median": the server's median response for each reference step).\n`);
  console.log(['target'.padEnd(20), 'task'.padEnd(40), 'calls at most'.padEnd(30), 'worst case'.padStart(29), 'expected'.padStart(16), 'tokens in/out'.padStart(15), 'turns'.padStart(6)].join(' '));
  let episodes = 0;
  let worst = 0;
  let expected = 0;
  const bindingSteps: string[] = [];
  for (const target of targets)
    for (const task of tasks.filter((t) => !grep || grep.test([target, t.id, `@${t.suite}`, ...(t.tags ?? []).map((tag) => `@${tag}`)].join(' ')))) {
      const budget = resolveBudget(task.budget, { maxTokensPerTurn: maxTokens });
      const estimate = await estimateEpisodeCost(task, target, { price, cache: live.cache, counting: live.counting, budget, context }, sizes);
      const { cap, expected: e } = estimate;
      const calls = cap.binds === 'maxToolIterations' ? `${cap.calls} (tool-call cap < ${cap.maxSteps} steps)` : `${cap.calls} (step cap)`;
      if (cap.binds === 'maxToolIterations') bindingSteps.push(`${target} ${task.id}`);
      const binds = estimate.capBindsAtTurn ? ` (cap from turn ${estimate.capBindsAtTurn})` : '';
      console.log(
        [
          target.padEnd(20),
          task.id.padEnd(40),
          calls.padEnd(30),
          `${usd(estimate.worstUsd)}${binds}`.padStart(29),
          `${usd(e.usd)}${e.capped ? ' cap' : ''}`.padStart(16),
          `${thousands(e.inputTokens)}/${thousands(e.outputTokens)}`.padStart(15),
          `${e.turns}${e.from === 'median' ? ' median' : ''}`.padStart(6),
        ].join(' '),
      );
      episodes += repeats;
      worst += estimate.worstUsd * repeats;
      expected += e.usd * repeats;
    }
  console.log(
    `\nTotal, ${episodes} episode${episodes === 1 ? '' : 's'}${repeats > 1 ? ` (each task ${repeats} times)` : ''}: worst case ${usd(worst, 2)}, expected ${usd(expected, 2)}.`,
  );
  if (bindingSteps.length > 0) console.log(`The tool-call cap (${BUDGET_CAPS.maxToolIterations}) binds before the step cap on ${bindingSteps.length}: ${bindingSteps.join(', ')}.`);
  if (worst > runCap) console.log(`The run cap stops starting episodes before ${usd(runCap, 2)} is spent (${RUN_CAP_ENV}=${Math.ceil(worst)} lets every episode run).`);
}

/** The adapter's project, its workers sharing one spend ledger (kept beside the run's recordings). */
function run(live: LiveModel, args: string[]): never {
  const env = { ...process.env };
  env[RUN_LEDGER_ENV] ||= newRunLedger(optionDefaults().runsDir);
  console.log(`model spend of this run: ${env[RUN_LEDGER_ENV]} (cap ${usd(runBudgetFromEnv(env).capUsd, 2)}, ${RUN_CAP_ENV})`);
  const child = spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'), ['test', `--project=${live.adapter}`, ...args], { stdio: 'inherit', env });
  process.exit(child.status ?? 1);
}

/** `--adapter <name>` (or `--adapter=<name>`) taken out of the arguments; claude when absent. */
function adapterOf(args: string[]): { live: LiveModel; rest: string[] } {
  const at = args.findIndex((arg) => arg === ADAPTER || arg.startsWith(`${ADAPTER}=`));
  if (at === -1) return { live: LIVE_MODELS.claude, rest: args };
  const name = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
  const live = LIVE_MODELS[name ?? ''];
  if (!live) {
    console.error(`bench:real: ${ADAPTER} ${name ?? ''}: one of ${Object.keys(LIVE_MODELS).join(', ')}`);
    process.exit(2);
  }
  return { live, rest: args.filter((_, index) => index !== at && (args[at].includes('=') || index !== at + 1)) };
}

const { live, rest } = adapterOf(process.argv.slice(2));
try {
  if (rest.includes(DRY_RUN)) await dryRun(live, rest.filter((arg) => arg !== DRY_RUN));
  else run(live, rest);
} catch (error) {
  console.error(`bench:real: ${(error as Error).message}`);
  process.exit(2);
}
