// A live model on the tasks (docs/benchmarks/webvoyager.md):
//   npm run bench:real -- [--adapter claude|openai] --dry-run [-g <pattern>] [--repeat-each <k>]   what it may cost; sends nothing
//   npm run bench:real -- [--adapter claude|openai] [playwright test options…]                      playwright test --project=<adapter>
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LIVE_MODELS, type LiveModel } from '../benchmarks/adapters/live-models.ts';
import { CONTEXT_ENV } from '../benchmarks/adapters/model/context-budget.ts';
import { usd } from '../benchmarks/adapters/model/price.ts';
import { estimateRun } from '../benchmarks/adapters/model/run-estimate.ts';
import { newRunLedger, RUN_CAP_ENV, runBudgetFromEnv } from '../benchmarks/adapters/model/run-budget.ts';
import { optionEnv, readOption } from '../benchmarks/environment/registry.ts';
import { optionDefaults, runTargets } from '../benchmarks/options.ts';
import { BUDGET_CAPS } from '../benchmarks/task-spec/budget.ts';

const DRY_RUN = '--dry-run';
const ADAPTER = '--adapter';

const thousands = (n: number) => `${(n / 1000).toFixed(1)}k`;

/** Per task and target of the run: the call cap that binds, the worst-case and expected cost and tokens, and their totals. */
async function dryRun(live: LiveModel, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, strict: false, allowPositionals: true, options: { grep: { type: 'string', short: 'g' }, 'repeat-each': { type: 'string' } } });
  const estimate = await estimateRun(live, { grep: typeof values.grep === 'string' ? new RegExp(values.grep) : undefined, repeats: Number(values['repeat-each'] ?? 1), targets: runTargets() });
  const { price, source, maxTokens, context, runCap, sizes, repeats } = estimate;
  for (const problem of estimate.problems) console.error(`not counted: ${problem}`);
  for (const skipped of estimate.skipped) console.log(skipped);

  console.log(
    `Dry run of the ${live.adapter} project: nothing is sent. Model ${estimate.model}: USD ${price.input} input, ${price.output} output, ${price.cacheWrite} cache write, ${price.cacheRead} cache read per million tokens (${source}).`,
  );
  console.log(
    `Caps per task: ${maxTokens ?? BUDGET_CAPS.maxTokensPerTurn} output tokens per turn, ${BUDGET_CAPS.maxToolIterations} tool calls, ${usd(BUDGET_CAPS.maxUsdPerTask, 2)} (a task's budget may lower them); per run: ${usd(runCap, 2)} (${RUN_CAP_ENV}); context budget ${context.maxTokens} tokens a request (${CONTEXT_ENV}).`,
  );
  console.log(`Expected: each task's recorded responses on each server (${sizes.measured ? `measured ${sizes.measured} at ${sizes.commit}` : 'none measured'}; "median": the server's median response for each reference step).\n`);
  console.log(['target'.padEnd(20), 'task'.padEnd(40), 'calls at most'.padEnd(30), 'worst case'.padStart(29), 'expected'.padStart(16), 'tokens in/out'.padStart(15), 'turns'.padStart(6)].join(' '));
  const bindingSteps: string[] = [];
  for (const { target, task, estimate: e } of estimate.rows) {
    const { cap, expected } = e;
    const calls = cap.binds === 'maxToolIterations' ? `${cap.calls} (tool-call cap < ${cap.maxSteps} steps)` : `${cap.calls} (step cap)`;
    if (cap.binds === 'maxToolIterations') bindingSteps.push(`${target} ${task}`);
    const binds = e.capBindsAtTurn ? ` (cap from turn ${e.capBindsAtTurn})` : '';
    console.log(
      [
        target.padEnd(20),
        task.padEnd(40),
        calls.padEnd(30),
        `${usd(e.worstUsd)}${binds}`.padStart(29),
        `${usd(expected.usd)}${expected.capped ? ' cap' : ''}`.padStart(16),
        `${thousands(expected.inputTokens)}/${thousands(expected.outputTokens)}`.padStart(15),
        `${expected.turns}${expected.from === 'median' ? ' median' : ''}`.padStart(6),
      ].join(' '),
    );
  }
  const { episodes, worstUsd, expectedUsd } = estimate.total;
  console.log(`\nTotal, ${episodes} episode${episodes === 1 ? '' : 's'}${repeats > 1 ? ` (each task ${repeats} times)` : ''}: worst case ${usd(worstUsd, 2)}, expected ${usd(expectedUsd, 2)}.`);
  if (bindingSteps.length > 0) console.log(`The tool-call cap (${BUDGET_CAPS.maxToolIterations}) binds before the step cap on ${bindingSteps.length}: ${bindingSteps.join(', ')}.`);
  if (worstUsd > runCap) console.log(`The run cap stops starting episodes before ${usd(runCap, 2)} is spent (${RUN_CAP_ENV}=${Math.ceil(worstUsd)} lets every episode run).`);
}

/** The adapter's project, its workers sharing one spend ledger (kept beside the run's recordings). */
function run(live: LiveModel, args: string[]): never {
  const ledger = readOption('runLedger') ?? newRunLedger(optionDefaults().runsDir);
  const env = { ...process.env, ...optionEnv({ runLedger: ledger }) };
  console.log(`model spend of this run: ${ledger} (cap ${usd(runBudgetFromEnv(env).capUsd, 2)}, ${RUN_CAP_ENV})`);
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
