import fs from 'node:fs';
import type { JSONReport, JSONReportSpec, JSONReportSuite, JSONReportTest, JSONReportTestResult } from '@playwright/test/reporter';
import { isResultAttachment, type EpisodeResult } from '../episode/result.ts';
import type { CeilingMetadata } from '../gate/ceiling.ts';
import type { RunRecord } from '../gate/run-gate.ts';
import type { GatedTest } from '../gate/tally.ts';
import { annotatedAs } from '../annotations.ts';
import { JUDGE_CHECK_ATTACHMENT, type JudgeCheckRecord } from '../judge-check/figures.ts';

/**
 * One benchmark test of a Playwright JSON report: its episode (absent when the test failed before
 * one ran, e.g. a task file that does not load; `error` then says why) and its trace.
 */
export interface ReportedTest extends GatedTest {
  trace?: string;
  /** How long the test took, its fixtures' work included (Playwright's own measure). */
  testDurationMs?: number;
  /** Skipped: its target cannot run on this machine, or its project's precondition is missing, or the run's model budget did not start it. */
  skipped: boolean;
  /** Why it was skipped, as its skip annotation says. */
  skipReason?: string;
  /** The shard of a run split over machines it ran on (`i/N`). */
  shard?: string;
  /** Why the run's model budget (a shard's share of it) did not start it. */
  notStarted?: string;
  tags: string[];
}

/** A Playwright JSON report as the contract-eval report and the gate read it. */
export interface ReadReport extends RunRecord {
  tests: ReportedTest[];
  /** The judge check's findings, one record per task checked. */
  judgeChecks: JudgeCheckRecord[];
}

/** Every spec of a Playwright JSON report's suites, however deep. */
export function* reportSpecs(suites: JSONReportSuite[] = []): Generator<JSONReportSpec> {
  for (const suite of suites) {
    yield* suite.specs;
    yield* reportSpecs(suite.suites);
  }
}

/** A Playwright JSON report read from `file`; throws naming the file when it is none. */
export function readPlaywrightReport(file: string): JSONReport {
  let report: JSONReport;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8')) as JSONReport;
  } catch (error) {
    throw new Error(`${file}: not a Playwright JSON report (${(error as Error).message})`);
  }
  if (!Array.isArray(report.suites)) throw new Error(`${file}: not a Playwright JSON report (no suites)`);
  return report;
}

/** A skipped test's reason: its result's skip annotation (decided as it ran), else its own. */
function skipReason(test: JSONReportTest, result: JSONReportTestResult | undefined): string | undefined {
  if (test.status !== 'skipped') return undefined;
  return [...(result?.annotations ?? []), ...test.annotations].find((a) => a.type === 'skip')?.description;
}

/** The benchmark tests (those naming a suite) of a Playwright JSON report, one per run of a test: a single run or merged shards. */
export function readReport(file: string): ReadReport {
  const report = readPlaywrightReport(file);
  const tests: ReportedTest[] = [];
  const judgeChecks: JudgeCheckRecord[] = [];
  for (const spec of reportSpecs(report.suites))
    for (const test of spec.tests) {
      const checked = test.results.at(-1)?.attachments.find((a) => a.name === JUDGE_CHECK_ATTACHMENT && a.body);
      if (checked) judgeChecks.push(JSON.parse(Buffer.from(checked.body!, 'base64').toString('utf8')) as JudgeCheckRecord);
      const { suite, target, agent, shard, notStarted } = annotatedAs(test.annotations);
      if (!suite) continue;
      // One entry per run: --repeat-each runs a test several times, each a result of its own test.
      const results = test.results.length > 0 ? test.results.slice(-1) : [undefined];
      for (const result of results) {
        const attachment = result?.attachments.find((a) => isResultAttachment(a) && a.body);
        const trace = result?.attachments.find((a) => a.name === 'trace' && a.path)?.path;
        tests.push({
          project: test.projectName,
          suite,
          ...(target && { target }),
          ...(agent && { agent }),
          title: spec.title,
          ...(attachment
            ? { episode: JSON.parse(Buffer.from(attachment.body!, 'base64').toString('utf8')) as EpisodeResult }
            : { error: result?.errors.map((e) => e.message ?? '').join('\n').split('\n')[0] || `test ${result?.status ?? 'not run'}` }),
          status: result?.status ?? 'not run',
          skipped: test.status === 'skipped',
          ...(skipReason(test, result) && { skipReason: skipReason(test, result) }),
          ...(shard && { shard }),
          ...(notStarted && { notStarted }),
          tags: spec.tags.map((tag) => tag.replace(/^@/, '')),
          ...(trace && { trace }),
          ...(result && { testDurationMs: result.duration }),
        });
      }
    }
  const metadata = report.config.metadata as { selection?: RunRecord['selection'] } | undefined;
  return {
    tests,
    judgeChecks,
    errors: (report.errors ?? []).map((error) => (error.message ?? String(error)).split('\n')[0]),
    argv: (report.config as { argv?: string[] }).argv ?? [],
    sharded: report.config.shard !== null && report.config.shard !== undefined,
    ...(metadata?.selection && { selection: metadata.selection }),
    gatedProjects: report.config.projects.filter((project) => (project.metadata as { gate?: boolean } | undefined)?.gate).map((project) => project.name),
    liveProjects: report.config.projects.filter((project) => (project.metadata as { live?: boolean } | undefined)?.live).map((project) => project.name),
    ceilings: Object.fromEntries(
      report.config.projects.flatMap((project) => {
        const { ceiling, gatedTiers } = (project.metadata ?? {}) as Partial<CeilingMetadata>;
        return ceiling === undefined ? [] : [[project.name, { ceiling, ...(gatedTiers && { gatedTiers }) }]];
      }),
    ),
  };
}
