import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { JSONReport, JSONReportSuite, JSONReportTestResult } from '@playwright/test/reporter';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface PlaywrightRun {
  code: number | null;
  stdout: string;
  stderr: string;
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

/**
 * Runs the benchmark as a user would (`playwright test …`) in a child process, with its own
 * output folder so it never cleans the calling run's results. Variables of the calling test
 * worker are dropped, so the child is a top-level run.
 */
export async function runPlaywright(args: string[], env: Record<string, string>, outputDir: string): Promise<PlaywrightRun> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PLAYWRIGHT_|TEST_|PW_)/.test(key)));
  const reportFile = path.join(outputDir, 'report.json');
  const child = spawn(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', ...args, '--reporter=list,./benchmarks/report/episode-table.ts,json', '--output', path.join(outputDir, 'results')], {
    cwd: ROOT,
    env: { ...inherited, ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const report = fs.existsSync(reportFile) ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JSONReport) : undefined;
  return { code, stdout, stderr, report, results: collect(report?.suites) };
}

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
