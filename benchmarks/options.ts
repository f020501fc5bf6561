import path from 'node:path';
import { SEED_ENV } from '../fixtures-site/site-kit/random.ts';
import { TARGETS } from './targets/index.ts';
import { INSTANCES_ENV } from './task-spec/family.ts';
import { TASKS_DIR } from './task-spec/load.ts';
import { TRANSCRIPTS_DIR } from './transcripts/format.ts';
import type { WebMode } from './web/mode.ts';

/**
 * What a run is configured by: Playwright options (`use: { target: 'chrome-devtools-mcp' }` in a
 * project or `test.use` in a test), each with an environment variable that sets it for a whole run.
 */
export interface BenchOptions {
  /** Who chooses the tool calls; each Playwright project sets one. */
  adapterName: string;
  /** The MCP server under test (BENCH_TARGET; the episode specs declare one group of tests per target it names). */
  target: string;
  /** Whether public hostnames are replayed offline or reached live (BENCH_WEB overrides the project's). */
  webMode: WebMode;
  /**
   * Where task files are (`<suite>/<task>.ts`; BENCH_TASKS_DIR). Tests are declared from it when
   * Playwright collects them, before any option applies: it is set for a whole run only.
   */
  tasksDir: string;
  /** Where transcripts are read and written (`<target>/<task>.jsonl`; BENCH_TRANSCRIPTS_DIR). */
  transcriptsDir: string;
  /** Where live model runs record (`<date>-<model>-<target>/<task>.jsonl`; BENCH_RUNS_DIR): never the gate's transcripts. */
  runsDir: string;
}

export const ENV = {
  target: 'BENCH_TARGET',
  controlsTarget: 'BENCH_CONTROLS_TARGET',
  tasksDir: 'BENCH_TASKS_DIR',
  transcriptsDir: 'BENCH_TRANSCRIPTS_DIR',
  runsDir: 'BENCH_RUNS_DIR',
  seed: SEED_ENV,
  instances: INSTANCES_ENV,
} as const;

/** Live model runs, recorded (git-ignored). */
export const RUNS_DIR = path.resolve(import.meta.dirname, '../runs');

/** The target runs use when BENCH_TARGET names none and a single one is needed. */
export const DEFAULT_TARGET = 'playwright-mcp';

/** The targets a variable names (comma-separated), each checked. */
function namedTargets(env: NodeJS.ProcessEnv, variable: string = ENV.target): string[] {
  const named = (env[variable] ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of named)
    if (!TARGETS[name]) throw new Error(`${variable}=${env[variable]}: ${name} is not a known MCP target (known: ${Object.keys(TARGETS).join(', ')})`);
  return named;
}

/** The targets a run covers: those BENCH_TARGET names, else every known one. */
export function runTargets(env: NodeJS.ProcessEnv = process.env): string[] {
  const named = namedTargets(env);
  return named.length > 0 ? named : Object.keys(TARGETS);
}

/**
 * The targets the null agents run on: those BENCH_CONTROLS_TARGET names, else those BENCH_TARGET
 * names, else the default one. Their floor is the tasks' and contracts' more than a server's, so
 * beside the benchmark (npm test, npm run bench) one target measures it, not three times the work.
 */
export function controlTargets(env: NodeJS.ProcessEnv = process.env): string[] {
  for (const variable of [ENV.controlsTarget, ENV.target]) {
    const named = namedTargets(env, variable);
    if (named.length > 0) return named;
  }
  return [DEFAULT_TARGET];
}

/** The option defaults this run's environment gives. */
export function optionDefaults(env: NodeJS.ProcessEnv = process.env): Omit<BenchOptions, 'adapterName' | 'webMode'> {
  return {
    target: namedTargets(env)[0] ?? DEFAULT_TARGET,
    tasksDir: path.resolve(env[ENV.tasksDir] || TASKS_DIR),
    transcriptsDir: path.resolve(env[ENV.transcriptsDir] || TRANSCRIPTS_DIR),
    runsDir: path.resolve(env[ENV.runsDir] || RUNS_DIR),
  };
}
