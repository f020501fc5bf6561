import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { test } from '@playwright/test';
import type { JSONReport, JSONReportSuite, JSONReportTestResult } from '@playwright/test/reporter';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface PlaywrightRun extends ProcessRun {
  /** Absent when the run stopped before any test (e.g. in global setup). */
  report?: JSONReport;
  /** Every test result, with the spec title. */
  results: Array<{ title: string; result: JSONReportTestResult }>;
}

function collect(suites: JSONReportSuite[] = [], into: PlaywrightRun['results'] = []): PlaywrightRun['results'] {
  for (const suite of suites) {
    for (const spec of suite.specs) for (const t of spec.tests) for (const result of t.results) into.push({ title: spec.title, result });
    collect(suite.suites, into);
  }
  return into;
}

/** The JSON attachment `name` of a test result, parsed. */
export function jsonAttachment<T>(result: JSONReportTestResult, name: string): T {
  const attachment = result.attachments.find((a) => a.name === name);
  if (!attachment?.body) throw new Error(`no attachment ${name} (have: ${result.attachments.map((a) => a.name).join(', ')})`);
  return JSON.parse(Buffer.from(attachment.body, 'base64').toString('utf8')) as T;
}

export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of a child run: the calling test worker's variables (and its run's: its
 * model-spend ledger, and the scope `npm test` gives itself) are dropped, so a child Playwright
 * is a top-level run.
 */
export function childEnvironment(env: Record<string, string> = {}): Record<string, string> {
  const inherited = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !/^(PLAYWRIGHT_|TEST_|PW_|BENCH_RUN_LEDGER$|BENCH_FULL_TARGETS$)/.test(entry[0]));
  return { ...Object.fromEntries(inherited), ...env };
}

/** Runs a command of the project (from its root) to the end, capturing its output. */
export async function runProcess(command: string, args: string[], env: Record<string, string> = {}): Promise<ProcessRun> {
  const child = spawn(command, args, { cwd: ROOT, env: childEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr };
}

export const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

/**
 * A folder of task files for a child run, made with its suite folder: its package.json makes the
 * files ES modules wherever the test's output folder is (`--output` outside the checkout too).
 */
export function taskFolder(dir: string, suite: string): string {
  fs.mkdirSync(path.join(dir, suite), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  return dir;
}

/** The two-task suite whole runs are tested on, with its own baseline: env for a child run. */
export const MINI_SUITE = {
  BENCH_TASKS_DIR: path.join(ROOT, 'tests/mini-suite/tasks'),
  BENCH_BASELINE_FILE: path.join(ROOT, 'tests/mini-suite/baseline.json'),
  BENCH_TARGET: 'playwright-mcp',
} as const;

const CHILD_RUN_TIMEOUT_MS = 90_000;

/**
 * Runs the benchmark as a user would (`playwright test …`) in a child process, with its own
 * output folder so it never cleans the calling run's results, and a JSON report in it. Only for
 * what a whole run does (test declaration, reporters, exit codes, sharding): everything else is
 * tested in-process.
 */
export async function runPlaywright(
  args: string[],
  env: Record<string, string>,
  outputDir: string,
  reporter = 'list,./benchmarks/report/episode-table.ts,json',
): Promise<PlaywrightRun> {
  // A whole run starts Playwright, a browser and a server: tens of seconds on a busy machine, on
  // top of what the calling test does itself.
  test.info().setTimeout(test.info().timeout + CHILD_RUN_TIMEOUT_MS);
  const reportFile = path.join(outputDir, 'report.json');
  // One worker: a second would start its own browser and server for the suite's other task, and
  // the calling run's workers already keep the cores busy.
  const workers = args.some((arg) => arg.startsWith('--workers')) ? [] : ['--workers=1'];
  const run = await runProcess(bin('playwright'), ['test', ...args, ...workers, `--reporter=${reporter}`, '--output', path.join(outputDir, 'results')], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
  });
  const report = fs.existsSync(reportFile) ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JSONReport) : undefined;
  return { ...run, report, results: collect(report?.suites) };
}

// Processes started with a marker in their environment can be found in the process table: a
// test looks for leftovers of its own processes only (tests run in parallel).
export const newMarker = () => `BENCH_RUN_MARKER=${randomUUID()}`;
export const markerEnv = (marker: string) => Object.fromEntries([marker.split('=')]);

/** Processes still running that carry `marker` in their environment (children of a finished run). */
export function processesWithMarker(marker: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(marker))
        found.push(`${pid} ${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 160)}`);
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Every file under `dir` with its bytes; zip files (traces) are unpacked, entry by entry. */
export function* writtenFiles(dir: string): Generator<[string, Buffer]> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    if (file.endsWith('.zip')) for (const [name, data] of Object.entries(unzipSync(bytes))) yield [`${file}:${name}`, Buffer.from(data)];
    else yield [file, bytes];
  }
}
