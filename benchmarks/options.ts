import path from 'node:path';
import { optionError, readOption } from './environment/registry.ts';
import { knownTargets, TARGETS } from './targets/index.ts';
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
  /** The MCP server under test (the episode specs declare one group of tests per target the `target` option names). */
  target: string;
  /** Whether public hostnames are replayed offline or reached live (the `web` option overrides the project's). */
  webMode: WebMode;
  /**
   * Where task files are (`<suite>/<task>.ts`). Tests are declared from it when Playwright
   * collects them, before any option applies: it is set for a whole run only.
   */
  tasksDir: string;
  /** Where transcripts are read and written (`<target>/<task>.jsonl`). */
  transcriptsDir: string;
  /** Where live model runs record (`<date>-<model>-<target>/<task>.jsonl`): never the gate's transcripts. */
  runsDir: string;
}

/** Live model runs, recorded (git-ignored). */
export const RUNS_DIR = path.resolve(import.meta.dirname, '../runs');

/** The target runs use when the `target` option names none and a single one is needed. */
export const DEFAULT_TARGET = 'playwright-mcp';

/** The targets an option names, each checked. */
function namedTargets(env: NodeJS.ProcessEnv, option: 'target' | 'controlsTarget' | 'fullTargets' = 'target'): string[] {
  const named = readOption(option, env);
  const known = knownTargets(env);
  const unknown = named.find((name) => !known[name]);
  if (unknown) throw optionError(option, named.join(','), `${unknown} is not a known MCP target (known: ${Object.keys(known).join(', ')})`);
  return named;
}

/** The targets a run covers: those the `target` option names, else every server (variants run only when named). */
export function runTargets(env: NodeJS.ProcessEnv = process.env): string[] {
  const named = namedTargets(env);
  return named.length > 0 ? named : Object.keys(TARGETS);
}

/**
 * The targets that run every task: those the `fullTargets` option names, else every target of the
 * run. The others run the spot-check tier only: a server's own regressions show on any task,
 * so one target carries the whole list where a run has no room for three.
 */
export function fullTargets(env: NodeJS.ProcessEnv = process.env): string[] {
  const named = namedTargets(env, 'fullTargets');
  return named.length > 0 ? named : runTargets(env);
}

/**
 * The targets the null agents run on: those the `controlsTarget` option names, else those the
 * `target` option names, else the default one. Their floor is the tasks' and contracts' more than a server's, so
 * beside the benchmark (npm test, npm run bench) one target measures it, not three times the work.
 */
export function controlTargets(env: NodeJS.ProcessEnv = process.env): string[] {
  for (const option of ['controlsTarget', 'target'] as const) {
    const named = namedTargets(env, option);
    if (named.length > 0) return named;
  }
  return [DEFAULT_TARGET];
}

/** The option defaults this run's environment gives. */
export function optionDefaults(env: NodeJS.ProcessEnv = process.env): Omit<BenchOptions, 'adapterName' | 'webMode'> {
  return {
    target: namedTargets(env)[0] ?? DEFAULT_TARGET,
    tasksDir: path.resolve(readOption('tasksDir', env) ?? TASKS_DIR),
    transcriptsDir: path.resolve(readOption('transcriptsDir', env) ?? TRANSCRIPTS_DIR),
    runsDir: path.resolve(readOption('runsDir', env) ?? RUNS_DIR),
  };
}
