import fs from 'node:fs';
import type { FullConfig, FullResult, Suite } from '@playwright/test/reporter';
import { resultAttachmentName, type FailedClause } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import EpisodeTableReporter from '../benchmarks/report/episode-table.ts';

/** What the reporter writes to stderr at the end of a run that had one error outside any test. */
async function endOfRun(outputDir: string, testsBegan: boolean): Promise<string> {
  const reporter = new EpisodeTableReporter();
  reporter.onBegin({ projects: [{ outputDir }] } as unknown as FullConfig, { allTests: () => [] } as unknown as Suite);
  if (testsBegan) reporter.onTestBegin();
  reporter.onError({ message: 'Error: Worker teardown timeout of 30000ms exceeded\n    at teardown (fixtures.ts:1:1)' });
  let written = '';
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string) => ((written += chunk), true)) as typeof process.stderr.write;
  try {
    await reporter.onEnd({ status: 'failed' } as FullResult);
  } finally {
    process.stderr.write = write;
  }
  return written;
}

test('an error outside any test is named again, in one line, at the end of a run whose tests began', async ({}, testInfo) => {
  expect(await endOfRun(testInfo.outputPath(), true)).toBe('\nerror outside any test: Error: Worker teardown timeout of 30000ms exceeded\n');
  // A run that stopped before its first test (no browser) already ends with its error: not said twice.
  expect(await endOfRun(testInfo.outputPath(), false)).toBe('');
});

/** The gate's verdict on a controls project that ran one test with these annotations, which failed. */
async function controlsVerdict(outputDir: string, annotations: Array<{ type: string; description: string }>): Promise<FullResult['status'] | undefined> {
  const reporter = new EpisodeTableReporter();
  const project = { name: 'controls', outputDir, metadata: { benchmark: true, ceiling: 0.05 } };
  const failed = { title: 'a test', annotations, tags: [], parent: { project: () => project } };
  reporter.onBegin({ projects: [project] } as unknown as FullConfig, { allTests: () => [failed] } as unknown as Suite);
  reporter.onTestBegin();
  reporter.onTestEnd(failed as never, { status: 'failed', errors: [{ message: 'Error: expected a failing verdict' }], attachments: [], annotations: [] } as never);
  const write = { out: process.stdout.write, err: process.stderr.write };
  process.stdout.write = process.stderr.write = (() => true) as typeof process.stdout.write;
  try {
    return (await reporter.onEnd({ status: 'failed' } as FullResult))?.status;
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
  }
}

test('the ceiling counts the null agents\' task episodes, not the judge check\'s tests beside them in the project', async ({}, testInfo) => {
  // A judge check test names no suite: its failing mutants are its business, not the floor's.
  expect(await controlsVerdict(testInfo.outputPath(), [])).toBeUndefined();
  // A controls task file that did not load names its suite: it fails the ceiling.
  expect(await controlsVerdict(testInfo.outputPath(), [{ type: 'suite', description: 'arena' }])).toBe('failed');
});

test("the episode table names every failing clause: in full in episodes.md, and on the terminal shortened at a word, never mid-word", async ({}, testInfo) => {
  const long = (what: string) => `${what} `.repeat(30).trim();
  const clause = (index: number, what: string): FailedClause => ({ clause: `success.children[${index}] (site_state)`, kind: 'site_state', outcome: 'fail', expected: long(`${what}-expected`), observed: long(`${what}-observed`) });
  const failedClauses = [clause(0, 'first'), clause(2, 'second')];
  const result = { task: 'two-clauses', adapter: 'mock', target: { name: 'playwright-mcp', version: '1' }, web: 'replay', status: 'failed', steps: 1, toolCalls: { total: 1, actions: 0, observations: 1, errors: 0 }, responseBytes: 10, durationMs: 5, failedClause: failedClauses[0], failedClauses };
  const reporter = new EpisodeTableReporter();
  const project = { name: 'mock', outputDir: testInfo.outputPath(), metadata: { benchmark: true } };
  const test = { title: 'two-clauses', annotations: [{ type: 'suite', description: 'arena' }], tags: [], parent: { project: () => project } };
  reporter.onBegin({ projects: [project] } as unknown as FullConfig, { allTests: () => [test] } as unknown as Suite);
  reporter.onTestBegin();
  const attachment = { name: resultAttachmentName('two-clauses'), contentType: 'application/json', body: Buffer.from(JSON.stringify(result)) };
  reporter.onTestEnd(test as never, { status: 'failed', errors: [], attachments: [attachment], annotations: [] } as never);
  let printed = '';
  const write = { out: process.stdout.write, err: process.stderr.write };
  process.stdout.write = ((chunk: string) => ((printed += chunk), true)) as typeof process.stdout.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    await reporter.onEnd({ status: 'failed' } as FullResult);
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
  }
  const markdown = fs.readFileSync(testInfo.outputPath('episodes.md'), 'utf8');
  for (const c of failedClauses) expect(markdown).toContain(`${c.clause}: expected ${c.expected}; observed ${c.observed}`);
  const row = printed.split('\n').find((line) => line.includes('two-clauses'))!;
  const why = row.slice(row.indexOf('success.children[0]'));
  // Shortened where a word ends, and saying so.
  expect(why).toMatch(/^success\.children\[0\] \(site_state\): (first-observed )+first-observed …$/);
});
