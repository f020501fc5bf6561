/**
 * Every option the harness reads from its environment, one entry each: the variable, its type,
 * its default, one line of docs and its group. The entry is the single source for reading and
 * checking the variable (`readOption`), for the name wherever a variable is set for a child
 * process (`optionEnv`), and for the docs' tables (`npm run options`). No other file of the
 * harness names a BENCH_ variable (tests/options.spec.ts checks it). This module imports nothing
 * of the harness: the arena's sites read their seed through it too.
 */
import { countOrAll, digits, flag, list, oneOf, positiveNumber, positiveWholeNumber, shard, text, tokenPrices, wholeNumber, type OptionType } from './types.ts';

export const OPTION_GROUPS = ['run selection', 'web', 'servers under test', 'models and budgets', 'outside agents', 'paths', 'recording'] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

interface OptionSpec<T, D extends T | undefined> {
  variable: string;
  group: OptionGroup;
  type: OptionType<T>;
  /** The value when the variable is unset or empty; undefined: the reader derives it. */
  default: D;
  /** What the default is, for the docs, where the value alone says too little or the reader derives it. */
  derived?: string;
  doc: string;
}

const option = <T, D extends T | undefined = undefined>(spec: Omit<OptionSpec<T, D>, 'default'> & { default?: D }) => spec as OptionSpec<T, D>;

const path = text('a path');
const targetNames = list('MCP target names');
const outputTokens = wholeNumber('a positive whole number (it can only lower the cap of output tokens per turn)', 1);
/** The fewest tokens a context budget may have: the instructions, the tool definitions and one page must fit. */
const MIN_CONTEXT_TOKENS = 8_000;

export const OPTIONS = {
  target: option({
    variable: 'BENCH_TARGET',
    group: 'run selection',
    type: targetNames,
    default: [],
    derived: 'every target',
    doc: 'the MCP servers under test (`playwright-mcp`, `chrome-devtools-mcp`, `openchrome`); one that cannot run here is skipped with its reason',
  }),
  fullTargets: option({
    variable: 'BENCH_FULL_TARGETS',
    group: 'run selection',
    type: targetNames,
    default: [],
    derived: 'every target of the run',
    doc: "the run's targets that run every task; its other targets run the smoke tier only (`npm test` names `playwright-mcp`)",
  }),
  controlsTarget: option({
    variable: 'BENCH_CONTROLS_TARGET',
    group: 'run selection',
    type: targetNames,
    default: [],
    derived: 'those `BENCH_TARGET` names, else `playwright-mcp`',
    doc: 'the targets the `controls` project runs the null and shallow agents on',
  }),
  instances: option({
    variable: 'BENCH_INSTANCES',
    group: 'run selection',
    type: countOrAll,
    default: 1,
    doc: "how many instances of each task family a run takes; the default is each family's default instance, the recorded one: more run live, not in `mock`",
  }),
  seed: option({
    variable: 'BENCH_SEED',
    group: 'run selection',
    type: digits(9),
    default: 20261122,
    doc: "the seed the arena sites' data and the families' instances are drawn with; the default is the one every transcript was recorded on: another runs live only, with the families alone of the arena suite",
  }),
  serverOrderSeed: option({
    variable: 'BENCH_SERVER_ORDER_SEED',
    group: 'run selection',
    type: digits(9),
    derived: "each target's tasks in turn",
    doc: 'runs a run of several targets task by task, the targets of each task in an order drawn from this seed (`npm run ab` sets it): no server always goes first',
  }),
  maxSteps: option({
    variable: 'BENCH_MAX_STEPS',
    group: 'run selection',
    type: positiveWholeNumber,
    derived: "each task's own",
    doc: "lowers every task's step cap for this run (never raises it)",
  }),

  web: option({
    variable: 'BENCH_WEB',
    group: 'web',
    type: oneOf('replay', 'live'),
    derived: "the project's: `live` for `claude` and `openai`, else `replay`",
    doc: '`replay`: public hostnames are served offline from the mirrors in `fixtures-site/`; `live`: the real sites',
  }),

  chromiumPath: option({
    variable: 'BENCH_CHROMIUM_PATH',
    group: 'servers under test',
    type: path,
    derived: "Playwright's Chromium, else the system's",
    doc: 'the Chromium or Chrome executable every launch uses (`npm run setup` installs none when it is set)',
  }),
  variants: option({
    variable: 'BENCH_VARIANTS',
    group: 'servers under test',
    type: text('JSON: each variant by name, with the target it is a build of (of) and its command (an array)'),
    derived: 'none',
    doc: 'other builds of a known server, each a target of its own that replays its original\'s transcripts, for an A/B of a change (docs/benchmarks/servers.md)',
  }),
  openchromeSource: option({
    variable: 'BENCH_OPENCHROME_SOURCE',
    group: 'servers under test',
    type: text('a folder, a tarball or a git URL'),
    derived: 'the vendored tarball',
    doc: 'where `npm run setup:openchrome` builds OpenChrome from (read by `scripts/setup-openchrome.sh`)',
  }),
  openchromeCommand: option({
    variable: 'BENCH_OPENCHROME_COMMAND',
    group: 'servers under test',
    type: text('a command line'),
    derived: 'the build in `.openchrome/`',
    doc: "how to start OpenChrome's MCP server instead; the harness appends `--port <DevTools port>`",
  }),
  openchromeDir: option({
    variable: 'BENCH_OPENCHROME_DIR',
    group: 'servers under test',
    type: path,
    derived: '`.openchrome/current`',
    doc: 'where to look for the OpenChrome build (`dist/index.js`) instead',
  }),

  anthropicKey: option({
    variable: 'ANTHROPIC_API_KEY',
    group: 'models and budgets',
    type: text('a secret'),
    doc: "the `claude` project's key (without one it is skipped); the SDK reads `ANTHROPIC_BASE_URL` itself",
  }),
  claudeModel: option({
    variable: 'BENCH_CLAUDE_MODEL',
    group: 'models and budgets',
    type: text('a model id'),
    // Sonnet 4.5's documented successor: Sonnet 4.5 reaches its end of life on 2026-11-30.
    default: 'claude-sonnet-5-5',
    doc: "the `claude` project's model",
  }),
  claudeMaxTokens: option({
    variable: 'BENCH_CLAUDE_MAX_TOKENS',
    group: 'models and budgets',
    type: outputTokens,
    derived: 'the cap',
    doc: "lowers the `claude` project's output tokens per turn (never raises the cap)",
  }),
  openaiKey: option({
    variable: 'OPENAI_API_KEY',
    group: 'models and budgets',
    type: text('a secret'),
    doc: "the `openai` project's key, any value for a local server that checks none (without one it is skipped); the SDK reads `OPENAI_BASE_URL` (default OpenAI's) itself",
  }),
  openaiModel: option({
    variable: 'BENCH_OPENAI_MODEL',
    group: 'models and budgets',
    type: text('a model id'),
    default: 'gpt-5.4',
    doc: "the `openai` project's model",
  }),
  openaiPrice: option({
    variable: 'BENCH_OPENAI_PRICE',
    group: 'models and budgets',
    type: tokenPrices,
    derived: "the price table's (`benchmarks/adapters/openai/price-table.ts`)",
    doc: "the price of the `openai` project's model, declared: a model the table lacks runs only with it (its cost could not be capped otherwise)",
  }),
  openaiMaxTokens: option({
    variable: 'BENCH_OPENAI_MAX_TOKENS',
    group: 'models and budgets',
    type: outputTokens,
    derived: 'the cap',
    doc: "lowers the `openai` project's output tokens per turn (never raises the cap)",
  }),
  contextTokens: option({
    variable: 'BENCH_CONTEXT_TOKENS',
    group: 'models and budgets',
    type: wholeNumber(
      `a whole number of tokens, at least ${MIN_CONTEXT_TOKENS} (the input one request may hold; below the model's context window less its output cap)`,
      MIN_CONTEXT_TOKENS,
    ),
    // Why this much: DEFAULT_CONTEXT_TOKENS in benchmarks/adapters/model/context-budget.ts.
    default: 48_000,
    doc: 'the input tokens one request of a live model may hold; older tool results are left out as stubs to stay within it',
  }),
  maxUsd: option({
    variable: 'BENCH_MAX_USD',
    group: 'models and budgets',
    type: positiveNumber('a positive number of US dollars'),
    // The WebVoyager suite's expected cost on the three servers (about USD 2.70) with room, and ten of its
    // tasks' caps; a larger run needs it raised on purpose (the dry run says by how much).
    default: 5,
    doc: "a live run's total cap in US dollars, over all its shards: an episode the rest cannot pay for is not started; a shard gets its share (`BENCH_MAX_USD` / N) unless `BENCH_SHARED_LEDGER` pools it",
  }),
  // One per run, so that the cap holds across workers, and across a worker restarted after a failed test.
  runLedger: option({
    variable: 'BENCH_RUN_LEDGER',
    group: 'models and budgets',
    type: path,
    derived: "a new file in the runs folder, set by the run's global setup (`npm run bench:real` sets its own)",
    doc: "the file a live run's workers share its spend through",
  }),
  sharedLedger: option({
    variable: 'BENCH_SHARED_LEDGER',
    group: 'models and budgets',
    type: path,
    derived: 'none: each shard takes its share of `BENCH_MAX_USD`',
    doc: 'a folder on storage every shard of a live run reaches at once: the shards then draw on one pool of `BENCH_MAX_USD` through it, each process writing a file of its own, instead of each taking its share',
  }),
  // Never the user's: the global setup sets it from --shard, or clears it, for every run.
  runShard: option({
    variable: 'BENCH_RUN_SHARD',
    group: 'models and budgets',
    type: shard,
    derived: "set by the run's global setup from `--shard`",
    doc: "which shard of its run this machine's run is: unless `BENCH_SHARED_LEDGER` is set, a live model may spend `BENCH_MAX_USD` / N of the cap here",
  }),

  agentCommand: option({
    variable: 'BENCH_AGENT_COMMAND',
    group: 'outside agents',
    type: text('a command line'),
    doc: 'the command each episode of the `outside` project starts (`npm run bench:agent` sets it from `--agent`)',
  }),
  agentName: option({
    variable: 'BENCH_AGENT_NAME',
    group: 'outside agents',
    type: text(),
    derived: 'the name its MCP client gives',
    doc: "the agent's name in results, reports and run folders (serve-task and bench:agent set it from `--name`)",
  }),
  agentPort: option({
    variable: 'BENCH_AGENT_PORT',
    group: 'outside agents',
    type: wholeNumber('a port number (0 picks a free one)', 0, 65535),
    derived: 'a free port',
    doc: "the port of the episode's MCP endpoint (serve-task sets it from `--port`); a port in use ends the episode `error`",
  }),
  agentHost: option({
    variable: 'BENCH_AGENT_HOST',
    group: 'outside agents',
    type: text('an IP address'),
    default: '127.0.0.1',
    doc: 'the address the endpoint listens on (serve-task sets it from `--host`)',
  }),
  agentPassEnv: option({
    variable: 'BENCH_AGENT_PASS_ENV',
    group: 'outside agents',
    type: list('names of variables'),
    default: [],
    derived: 'none',
    doc: 'variables the agent command also gets beside `PATH` and `HOME` (bench:agent sets it from `--pass-env`)',
  }),
  agentEndpointFile: option({
    variable: 'BENCH_AGENT_ENDPOINT_FILE',
    group: 'outside agents',
    type: path,
    doc: "where each episode's endpoint is written for serve-task (serve-task sets it)",
  }),

  tasksDir: option({
    variable: 'BENCH_TASKS_DIR',
    group: 'paths',
    type: path,
    derived: '`benchmarks/tasks/`',
    doc: 'load tasks from another folder of `<suite>/<task>.ts` files, anywhere; read when Playwright collects the tests, so it is set for a whole run',
  }),
  transcriptsDir: option({
    variable: 'BENCH_TRANSCRIPTS_DIR',
    group: 'paths',
    type: path,
    derived: '`transcripts/`',
    doc: 'read and write transcripts (`<target>/<task>.jsonl`) in another folder',
  }),
  runsDir: option({
    variable: 'BENCH_RUNS_DIR',
    group: 'paths',
    type: path,
    derived: '`runs/` (git-ignored)',
    doc: "where live runs record (`<date>-<model>-<target>/<task>.jsonl`): never the gate's transcripts",
  }),
  baselineFile: option({
    variable: 'BENCH_BASELINE_FILE',
    group: 'paths',
    type: path,
    derived: '`baseline.json`',
    doc: 'gate against another baseline file',
  }),

  record: option({
    variable: 'BENCH_RECORD',
    group: 'recording',
    type: flag,
    default: false,
    derived: 'off',
    doc: "writes each live episode as a transcript: the reference's (`npm run record`) for `mock` to replay, a model's or an outside agent's into the runs folder",
  }),
};

export type OptionName = keyof typeof OPTIONS;
export type OptionValue<N extends OptionName> = (typeof OPTIONS)[N] extends OptionSpec<infer T, infer D> ? T | D : never;

/** Every variable with this prefix is the harness's, named here or not (a test's marker): MCP servers get them all. */
const HARNESS_PREFIX = 'BENCH_';
export const isHarnessVariable = (name: string): boolean => name.startsWith(HARNESS_PREFIX);

const MAX_SHOWN = 60;

/** The error for an option's text that is no value of it: the variable, the text (cut short) and what it must be. */
export function optionError(name: OptionName, raw: string, expects: string = OPTIONS[name].type.expects): Error {
  const shown = raw.length > MAX_SHOWN ? `${raw.slice(0, MAX_SHOWN)}…` : raw;
  return new Error(`${OPTIONS[name].variable}=${shown}: ${expects}`);
}

/** An option's value from a text (an environment's, or a command line's); throws optionError for a bad one. */
export function parseOption<N extends OptionName>(name: N, raw: string): NonNullable<OptionValue<N>> {
  const value = (OPTIONS[name].type as OptionType<unknown>).parse(raw);
  if (value === undefined) throw optionError(name, raw);
  return value as NonNullable<OptionValue<N>>;
}

/** An option's value in `env`: its default when the variable is unset or empty (undefined without one). */
export function readOption<N extends OptionName>(name: N, env: NodeJS.ProcessEnv = process.env): OptionValue<N> {
  const raw = env[OPTIONS[name].variable];
  return raw === undefined || raw === '' ? (OPTIONS[name].default as OptionValue<N>) : parseOption(name, raw);
}

/**
 * The variables that set these options to these texts, for a child process's environment. An
 * option given no text (undefined or empty) is left as the environment has it.
 */
export function optionEnv(texts: { [N in OptionName]?: string }): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).flatMap(([name, value]) => (value ? [[OPTIONS[name as OptionName].variable, value]] : [])));
}
