import type { Baseline } from './baseline.ts';
import { checkCeiling, type CeilingMetadata } from './ceiling.ts';
import { gate, type GateVerdict } from './gate.ts';
import { listSelectedTests, selectionArgs, type RunSelection } from './selection.ts';
import { suiteRuns, tallyTasks, type GatedTest } from './tally.ts';

/** What the gate needs of a run's JSON report. */
export interface RunRecord {
  tests: ReadonlyArray<GatedTest & { skipped: boolean; shard?: string }>;
  /** Errors outside any test (a shard that failed before running anything, a global setup that threw). */
  errors: string[];
  /** The run's command line and whether it was one shard: what the gate lists the selection from. */
  argv: string[];
  sharded: boolean;
  /** The environment's part of the selection (targets, tasks folder), from the config's metadata. */
  selection?: RunSelection;
  /** Projects whose benchmark results are gated against the baseline. */
  gatedProjects: string[];
  /** Projects of live agents (a model, an outside agent): not gated against the baseline, but a run of them must be whole. */
  liveProjects?: string[];
  /** Projects of null agents, with the share of any suite their agents may pass (the controls). */
  ceilings: Record<string, CeilingMetadata>;
}

const key = (test: { project: string; agent?: string; target?: string; suite?: string; title: string }) =>
  [test.project, test.agent ?? '', test.target ?? '', test.suite ?? '', test.title].join('\u0000');

/**
 * The gated projects' tests against the baseline, target by target. A test without a target (a
 * task file that did not load) counts against every target its project ran; tests skipped because
 * their target cannot run here count for none.
 */
export function gateTests(tests: readonly GatedTest[], baseline: Baseline, gatedProjects: readonly string[]): GateVerdict {
  const lines: string[] = [];
  let ok = true;
  for (const project of gatedProjects) {
    const mine = tests.filter((test) => test.project === project);
    for (const target of [...new Set(mine.flatMap((test) => (test.target ? [test.target] : [])))].sort()) {
      const verdict = gate(baseline, target, suiteRuns(tallyTasks(mine.filter((test) => (test.target ?? target) === target))));
      ok &&= verdict.ok;
      lines.push(...verdict.lines);
    }
  }
  return { ok, lines };
}

/**
 * What a run's report lacks of what its selection holds (listed again from this checkout's task
 * files, with the run's projects, greps, file filters and shard): each test of a gated project
 * that did not run, and each test of a live project that is not in it at all (one the run's model
 * budget did not start is there, skipped, and the report names it); then each shard of the run
 * that no test in it names (its blob report was lost).
 */
function missingTests(report: RunRecord): string[] {
  if (!report.selection) return [];
  const live = report.liveProjects ?? [];
  const present = new Set(report.tests.filter((test) => !test.skipped || live.includes(test.project)).map(key));
  const expected = listSelectedTests(selectionArgs(report.argv, report.sharded), report.selection).filter(
    (test) => test.suite && !test.skipped && (report.gatedProjects.includes(test.project) || live.includes(test.project)),
  );
  const lines = expected.filter((test) => !present.has(key(test))).map((test) => `gate: did not run: [${test.project}] ${test.target ?? ''} ${test.suite}/${test.title}`.replace(/ {2}/, ' '));
  const shards = new Set(report.tests.flatMap((test) => (test.shard ? [test.shard] : [])));
  const total = Math.max(0, ...[...shards].map((shard) => Number(shard.split('/')[1])));
  for (let current = 1; current <= total && lines.length > 0; current++)
    if (!shards.has(`${current}/${total}`)) lines.push(`gate: no test of shard ${current}/${total} is in the report: its blob report is missing`);
  return lines;
}

/**
 * The gate of a whole run as its JSON reports tell it: refused when the run was interrupted
 * (nothing is blamed), when it reported errors outside any test (a shard that never ran), when a
 * test its selection holds did not run (listed again from this checkout's task files, with the
 * run's projects, greps, file filters and shard), when a suite is below its baseline, and when a
 * null agent scores above its project's ceiling.
 */
export function gateRun(reports: readonly RunRecord[], baseline: Baseline): GateVerdict & { interrupted: boolean } {
  const tests = reports.flatMap((report) => report.tests);
  const interrupted = tests.filter((test) => test.status === 'interrupted');
  if (interrupted.length > 0) return { ok: false, interrupted: true, lines: [`gate: interrupted, not gated (${interrupted.length} episode${interrupted.length === 1 ? '' : 's'} did not finish)`] };
  const lines = reports.flatMap((report) => [...report.errors.map((error) => `gate: the run failed outside any test: ${error}`), ...missingTests(report)]);
  const gatedProjects = [...new Set(reports.flatMap((report) => report.gatedProjects))];
  const ran = tests.filter((test) => !test.skipped);
  const ceilings = Object.entries(Object.assign({}, ...reports.map((report) => report.ceilings)) as Record<string, CeilingMetadata>);
  const verdicts = [gateTests(ran, baseline, gatedProjects), ...ceilings.map(([project, { ceiling, gatedTiers }]) => checkCeiling(ran, project, ceiling, gatedTiers))];
  return { ok: lines.length === 0 && verdicts.every((v) => v.ok), interrupted: false, lines: [...lines, ...verdicts.flatMap((v) => v.lines)] };
}
