import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { summarize, type EpisodeResult } from '../episode/result.ts';
import { describeIssues, ValidationError } from '../task-spec/validate.ts';

/** Gate a run against another baseline file (tests use it for broken and lowered copies). */
export const BASELINE_FILE_ENV = 'BENCH_BASELINE_FILE';
export const BASELINE_FILE = path.resolve(process.env[BASELINE_FILE_ENV] || path.resolve(import.meta.dirname, '../../baseline.json'));

const baselineSchema = z.strictObject({
  $comment: z.string().optional(),
  /** target → suite → passes the suite must keep. */
  expected_pass_count: z.record(z.string(), z.record(z.string(), z.number().int().min(0))),
});
export type Baseline = z.infer<typeof baselineSchema>;

export function parseBaseline(text: string, source: string): Baseline {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ValidationError(source, [`not JSON (${(error as Error).message})`]);
  }
  const parsed = baselineSchema.safeParse(json);
  if (!parsed.success) throw new ValidationError(source, describeIssues(parsed.error.issues));
  return parsed.data;
}

export function readBaseline(file = BASELINE_FILE): Baseline {
  return parseBaseline(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
}

/** Every number the candidate lowers or drops compared with the committed baseline. */
export function loweredNumbers(committed: Baseline, candidate: Baseline): string[] {
  const lowered: string[] = [];
  for (const [target, suites] of Object.entries(committed.expected_pass_count))
    for (const [suite, count] of Object.entries(suites)) {
      const now = candidate.expected_pass_count[target]?.[suite];
      if (now === undefined) lowered.push(`${target}.${suite}: ${count} → removed`);
      else if (now < count) lowered.push(`${target}.${suite}: ${count} → ${now}`);
    }
  return lowered;
}

/** A test the gate counts: its suite, and its episode's result or why it has none. */
export interface GatedTest {
  suite: string;
  title: string;
  episode?: EpisodeResult;
  error?: string;
}

export interface SuiteRun {
  /** Tasks of the suite this run was asked to run (a sharded or filtered run has fewer). */
  planned: number;
  passed: number;
  /** `task: status — clause: observed` for each episode that did not pass. */
  failures: string[];
}

/** Tallies tests per suite; a test without an episode counts as planned and not passed. */
export function suiteRuns(tests: Iterable<GatedTest>): Map<string, SuiteRun> {
  const suites = new Map<string, SuiteRun>();
  for (const test of tests) {
    const run = suites.get(test.suite) ?? { planned: 0, passed: 0, failures: [] };
    run.planned++;
    if (test.episode?.status === 'passed') run.passed++;
    else run.failures.push(test.episode ? summarize(test.episode) : `${test.title}: ${test.error}`);
    suites.set(test.suite, run);
  }
  return suites;
}

export interface GateVerdict {
  ok: boolean;
  lines: string[];
}

/**
 * Strict: a suite run in full must reach its baseline exactly as committed. A partial run
 * (filtered or one shard) is reported but not gated here; its failed tests still fail the run.
 */
export function gate(baseline: Baseline, target: string, suites: ReadonlyMap<string, SuiteRun>): GateVerdict {
  const expected = baseline.expected_pass_count[target] ?? {};
  const lines: string[] = [];
  let ok = true;
  for (const [suite, run] of [...suites].sort(([a], [b]) => a.localeCompare(b))) {
    const want = expected[suite];
    if (want === undefined) {
      // The project's own suites all have one (a test checks it); this is a user's extra suite.
      lines.push(`gate ${target}/${suite}: not gated, no baseline (add it to baseline.json), ${run.passed} of ${run.planned} passed`);
    } else if (run.planned < want) {
      lines.push(`gate ${target}/${suite}: partial run (${run.planned} of at least ${want} tasks), ${run.passed} passed; not gated`);
    } else if (run.passed < want) {
      ok = false;
      lines.push(`gate ${target}/${suite}: FAILED, ${run.passed} passed, baseline ${want}`, ...run.failures.map((f) => `  - ${f}`));
    } else {
      lines.push(`gate ${target}/${suite}: ok, ${run.passed} passed, baseline ${want}`);
    }
  }
  return { ok, lines };
}
