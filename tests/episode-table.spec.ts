import type { FullConfig, FullResult, Suite } from '@playwright/test/reporter';
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
