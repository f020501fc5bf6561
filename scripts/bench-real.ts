// A live model on the tasks (docs/benchmarks/webvoyager.md):
//   npm run bench:real -- [--adapter claude|openai] --dry-run [-g <pattern>] [--repeat-each <k>] [--shards <n>]   what it may cost; sends nothing
//   npm run bench:real -- [--adapter claude|openai] [playwright test options…]                      playwright test --project=<adapter>
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LIVE_MODELS, type LiveModel } from '../benchmarks/adapters/live-models.ts';
import { CONTEXT_ENV } from '../benchmarks/adapters/model/context-budget.ts';
import { usd } from '../benchmarks/adapters/model/price.ts';
import { estimateRun } from '../benchmarks/adapters/model/run-estimate.ts';
import { RUN_CAP_ENV, SHARED_LEDGER_ENV, shardShare } from '../benchmarks/adapters/model/run-budget.ts';
import { runTargets } from '../benchmarks/options.ts';
import { MAX_TOKENS_PER_TURN, USD_CAP_BY_TIER, USD_CAP_WITHOUT_TIER } from '../benchmarks/task-spec/budget.ts';

const DRY_RUN = '--dry-run';
const ADAPTER = '--adapter';

const thousands = (n: number) => `${(n / 1000).toFixed(1)}k`;

const tierCaps = () =>
  `${Object.entries(USD_CAP_BY_TIER)
    .map(([tier, cap]) => `${tier} ${cap.toFixed(2)}`)
    .join(', ')}; ${USD_CAP_WITHOUT_TIER.toFixed(2)} without a tier`;

/** Per task and target of the run: its calls at most and USD cap, the worst-case and expected cost and tokens; then the totals. */
async function dryRun(live: LiveModel, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, strict: false, allowPositionals: true, options: { grep: { type: 'string', short: 'g' }, 'repeat-each': { type: 'string' }, shards: { type: 'string' } } });
  const estimate = await estimateRun(live, { grep: typeof values.grep === 'string' ? new RegExp(values.grep) : undefined, repeats: Number(values['repeat-each'] ?? 1), targets: runTargets() });
  const { price, source, maxTokens, context, runCap, sizes, repeats } = estimate;
  for (const problem of estimate.problems) console.error(`not counted: ${problem}`);
  for (const skipped of estimate.skipped) console.log(skipped);

  console.log(
    `Dry run of the ${live.adapter} project: nothing is sent. Model ${estimate.model}: USD ${price.input} input, ${price.output} output, ${price.cacheWrite} cache write, ${price.cacheRead} cache read per million tokens (${source}).`,
  );
  console.log(
    `Caps per task: its step cap in tool calls, its USD cap (its own budget.maxUsdPerTask, else its tier's: ${tierCaps()}), ${maxTokens ?? MAX_TOKENS_PER_TURN} output tokens per turn; per run: ${usd(runCap, 2)} (${RUN_CAP_ENV}); context budget ${context.maxTokens} tokens a request (${CONTEXT_ENV}).`,
  );
  console.log(`Expected: each task's recorded responses on each server (${sizes.measured ? `measured ${sizes.measured} at ${sizes.commit}` : 'none measured'}; "median": the server's median response for each reference step).\n`);
  console.log(['target'.padEnd(20), 'task'.padEnd(40), 'calls'.padStart(5), 'USD cap'.padStart(8), 'worst case'.padStart(29), 'expected'.padStart(16), 'tokens in/out'.padStart(15), 'turns'.padStart(6)].join(' '));
  for (const { target, task, capUsd, estimate: e } of estimate.rows) {
    const { expected } = e;
    const binds = e.capBindsAtTurn ? ` (cap from turn ${e.capBindsAtTurn})` : '';
    console.log(
      [
        target.padEnd(20),
        task.padEnd(40),
        String(e.calls).padStart(5),
        capUsd.toFixed(2).padStart(8),
        `${usd(e.worstUsd)}${binds}`.padStart(29),
        `${usd(expected.usd)}${expected.capped ? ' cap' : ''}`.padStart(16),
        `${thousands(expected.inputTokens)}/${thousands(expected.outputTokens)}`.padStart(15),
        `${expected.turns}${expected.from === 'median' ? ' median' : ''}`.padStart(6),
      ].join(' '),
    );
  }
  const { episodes, worstUsd, expectedUsd } = estimate.total;
  console.log(`\nTotal, ${episodes} episode${episodes === 1 ? '' : 's'}${repeats > 1 ? ` (each task ${repeats} times)` : ''}: worst case ${usd(worstUsd, 2)}, expected ${usd(expectedUsd, 2)}.`);
  if (worstUsd > runCap) console.log(`The run cap stops starting episodes before ${usd(runCap, 2)} is spent (${RUN_CAP_ENV}=${Math.ceil(worstUsd)} lets every episode run).`);
  if (typeof values.shards === 'string') console.log(shardsLine(Number(values.shards), runCap, estimate.total, Math.max(0, ...estimate.rows.map((row) => row.capUsd))));
}

/** What a run of these episodes over `shards` machines gives each: its share of the run's cap, against what it is expected to need. */
function shardsLine(shards: number, runCap: number, total: { expectedUsd: number }, dearestCap: number): string {
  if (!Number.isInteger(shards) || shards < 1) throw new Error('--shards: the number of machines the run is sharded over, a positive whole number');
  const share = shardShare(runCap, shards);
  const short = dearestCap > share ? ` A task whose cap is above it (the dearest is ${usd(dearestCap, 2)}) never starts on a shard: raise ${RUN_CAP_ENV}, or pool the shards' spend (${SHARED_LEDGER_ENV}).` : '';
  return `Over ${shards} shards: each takes ${usd(share, 4)}, its share of ${usd(runCap, 2)} (${RUN_CAP_ENV}), and is expected to need about ${usd(total.expectedUsd / shards, 2)} (a shard gets as many episodes as another, not as much work).${short}`;
}

/** The adapter's project; its global setup gives the workers one spend ledger and says what the run (or the shard) may spend. */
function run(live: LiveModel, args: string[]): never {
  const child = spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'), ['test', `--project=${live.adapter}`, ...args], { stdio: 'inherit' });
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
