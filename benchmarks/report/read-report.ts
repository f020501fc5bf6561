import fs from 'node:fs';
import type { JSONReport, JSONReportSuite, JSONReportTest, JSONReportTestResult } from '@playwright/test/reporter';
import { isResultAttachment, type EpisodeResult } from '../episode/result.ts';
import type { GatedTest } from '../gate/baseline.ts';
import { SUITE_ANNOTATION } from './suite.ts';

/**
 * One benchmark test of a Playwright JSON report: its episode (absent when the test failed before
 * one ran, e.g. a task file that does not load; `error` then says why) and its trace.
 */
export interface ReportedTest extends GatedTest {
  project: string;
  trace?: string;
  /** How long the test took, its fixtures' work included (Playwright's own measure). */
  testDurationMs?: number;
}

function lastResult(test: JSONReportTest): JSONReportTestResult | undefined {
  return test.results.at(-1);
}

function* specs(suites: JSONReportSuite[] = []): Generator<{ title: string; tests: JSONReportTest[] }> {
  for (const suite of suites) {
    yield* suite.specs;
    yield* specs(suite.suites);
  }
}

/** The benchmark tests (those naming a suite) of a Playwright JSON report: a single run or merged shards. */
export function readReport(file: string): ReportedTest[] {
  let report: JSONReport;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8')) as JSONReport;
  } catch (error) {
    throw new Error(`${file}: not a Playwright JSON report (${(error as Error).message})`);
  }
  if (!Array.isArray(report.suites)) throw new Error(`${file}: not a Playwright JSON report (no suites)`);
  const tests: ReportedTest[] = [];
  for (const spec of specs(report.suites))
    for (const test of spec.tests) {
      const suite = test.annotations.find((a) => a.type === SUITE_ANNOTATION)?.description;
      if (!suite) continue;
      const result = lastResult(test);
      const attachment = result?.attachments.find((a) => isResultAttachment(a) && a.body);
      const trace = result?.attachments.find((a) => a.name === 'trace' && a.path)?.path;
      tests.push({
        project: test.projectName,
        suite,
        title: spec.title,
        ...(attachment
          ? { episode: JSON.parse(Buffer.from(attachment.body!, 'base64').toString('utf8')) as EpisodeResult }
          : { error: result?.errors.map((e) => e.message ?? '').join('\n').split('\n')[0] || `test ${result?.status ?? 'not run'}` }),
        ...(trace && { trace }),
        ...(result && { testDurationMs: result.duration }),
      });
    }
  return tests;
}
