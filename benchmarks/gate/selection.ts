import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import { DEFAULT_SEED } from '../../fixtures-site/site-kit/random.ts';
import { annotatedAs } from '../annotations.ts';
import { optionEnv } from '../environment/registry.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a run selected beyond its command line: the environment that decides which tests are declared. */
export interface RunSelection {
  targets: string[];
  /** The targets that ran every task, the others the spot-check tier (absent in reports of older runs: all of them). */
  fullTargets?: string[];
  /** The null agents' targets (absent in reports of older runs: then the run's). */
  controlTargets?: string[];
  tasksDir: string;
  /** The arena's seed and the instances per family (absent in reports of older runs: the defaults). */
  seed?: number;
  instances?: string;
}

/** A test a run selects, as Playwright lists it. */
export interface ListedTest {
  project: string;
  suite?: string;
  target?: string;
  title: string;
  /** Skipped at declaration (its target cannot run here): not expected to run. */
  skipped: boolean;
}

// Flags of `playwright test` that choose tests (kept), and other flags that take a value (dropped with it).
const SELECTING = new Set(['--config', '-c', '--project', '--grep', '-g', '--grep-invert', '--shard']);
const OTHER_WITH_VALUE = new Set(['--reporter', '--output', '--workers', '-j', '--trace', '--retries', '--repeat-each', '--timeout', '--global-timeout', '--max-failures', '--tsconfig']);

/**
 * The arguments of a `playwright test` command line that decide which tests run: projects, greps,
 * file filters and (unless the report merges shards) the shard. Reporters, outputs and the like
 * are dropped.
 */
export function selectionArgs(argv: readonly string[], keepShard: boolean): string[] {
  const start = argv.indexOf('test');
  const args = start < 0 ? [] : argv.slice(start + 1);
  const kept: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const [flag] = arg.split('=', 1);
    const separateValue = !arg.includes('=') && (SELECTING.has(flag) || OTHER_WITH_VALUE.has(flag));
    const tokens = separateValue ? [arg, args[++index]] : [arg];
    const selects = flag.startsWith('-') ? SELECTING.has(flag) && (keepShard || flag !== '--shard') : true;
    if (selects) kept.push(...tokens);
  }
  return kept;
}

function* listed(suites: JSONReportSuite[] = []): Generator<ListedTest> {
  for (const suite of suites) {
    for (const spec of suite.specs)
      for (const test of spec.tests) yield { project: test.projectName, title: spec.title, ...annotatedAs(test.annotations), skipped: test.expectedStatus === 'skipped' };
    yield* listed(suite.suites);
  }
}

/**
 * The tests a run with these arguments and this selection selects, as Playwright itself lists them
 * from the task files of this checkout (task files that do not load included, as failing tests).
 */
export function listSelectedTests(args: readonly string[], selection: RunSelection): ListedTest[] {
  // Listing starts a Playwright run of its own: reports with the same selection (shards of one run) share one.
  const key = JSON.stringify([args, selection]);
  const known = listings.get(key);
  if (known) return known;
  const tests = listTests(args, selection);
  listings.set(key, tests);
  return tests;
}

const listings = new Map<string, ListedTest[]>();

function listTests(args: readonly string[], selection: RunSelection): ListedTest[] {
  const listing = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--list', '--reporter=json', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      ...optionEnv({
        target: selection.targets.join(','),
        fullTargets: (selection.fullTargets ?? selection.targets).join(','),
        controlsTarget: (selection.controlTargets ?? selection.targets).join(','),
        tasksDir: selection.tasksDir,
        seed: String(selection.seed ?? DEFAULT_SEED),
        instances: selection.instances ?? '1',
      }),
    },
  });
  let report: JSONReport;
  try {
    report = JSON.parse(listing.stdout) as JSONReport;
  } catch {
    throw new Error(`could not list the tests the run selected (playwright test --list ${args.join(' ')}): ${listing.stderr.trim().split('\n')[0] ?? `exit ${listing.status}`}`);
  }
  return [...listed(report.suites)];
}
