import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SEED } from '../../fixtures-site/site-kit/random.ts';
import { describeIssues } from '../json-path.ts';
import { buildReport, TIERS } from './model.ts';
import { readReport } from './read-report.ts';
import { alignedTable } from './terminal.ts';
import { mcnemarExactP, PAIRED_PLAN, pairedDifferenceInterval, type PairedTable } from './stats.ts';

/** One task instance of a run: a task on a target, passed when every repeat passed (pass^k, as the report counts it). */
export interface RunInstance {
  target: string;
  suite: string;
  task: string;
  tier: string | null;
  runs: number;
  passed: boolean;
}

/** The benchmark run of one input: who ran (project and agent), and its instances. */
export interface ComparedRun {
  source: string;
  run: string;
  /** The arena seeds its instances were drawn with (reports from before seeds: the default). */
  seed: string;
  instances: RunInstance[];
}

// The fields of a contract-eval report's `tasks` that a comparison reads (docs/report.md).
const reportSchema = z.object({
  header: z.object({ controls: z.array(z.string()), arena_seeds: z.array(z.number().int()).optional() }),
  tasks: z.array(
    z.object({
      project: z.string(),
      agent: z.string().nullable(),
      target: z.string(),
      suite: z.string(),
      task: z.string(),
      tier: z.string().nullable(),
      runs: z.number().int().min(1),
      pass_hat_k: z.boolean(),
    }),
  ),
});
type ReportTasks = z.infer<typeof reportSchema>;

const PLAYWRIGHT_REPORT = 'report.json';

/** A one-line problem with an input: the file, and what is wrong, bounded. */
class CompareInputError extends Error {
  override name = 'CompareInputError';
  constructor(source: string, problem: string) {
    super(`${source}: ${problem.replace(/\s+/g, ' ').slice(0, 240)}`);
  }
}

/**
 * The report JSON an input names: the file itself, or in a folder its Playwright `report.json`
 * (test-results/ of a run) or its one contract-eval report (`<sha>.json`, e.g. reports/ or a CI artifact).
 */
function reportFile(input: string): string {
  if (!fs.existsSync(input)) throw new CompareInputError(input, 'no such file or folder');
  if (!fs.statSync(input).isDirectory()) return input;
  if (fs.existsSync(path.join(input, PLAYWRIGHT_REPORT))) return path.join(input, PLAYWRIGHT_REPORT);
  const reports = fs.readdirSync(input).filter((name) => /^[0-9a-f]{7,40}\.json$/.test(name)).sort();
  if (reports.length === 1) return path.join(input, reports[0]);
  if (reports.length > 1) throw new CompareInputError(input, `holds ${reports.length} contract-eval reports (${reports.join(', ')}): name one`);
  // A live run's recordings (runs/<date>-<model>-<target>/) hold episodes without their suites or repeats.
  throw new CompareInputError(input, `holds neither ${PLAYWRIGHT_REPORT} nor a contract-eval report <sha>.json (a runs/ folder of recordings? compare its run's test-results/ or npm run report's JSON)`);
}

/** The tasks of a Playwright JSON report, as the contract-eval report would count them. */
function tasksOfPlaywrightReport(file: string): ReportTasks {
  const read = readReport(file);
  const report = buildReport(read.tests, { sha: '', dirty: false }, { normalizeTimings: true, ceilings: read.ceilings, selections: [read.selection] });
  return { header: report.header, tasks: report.tasks };
}

/** A run from one input: a contract-eval report JSON, a Playwright JSON report, or a folder holding one. Throws one line naming the file. */
export function readComparedRun(input: string): ComparedRun {
  const file = reportFile(input);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CompareInputError(file, `not JSON (${(error as Error).message})`);
  }
  let report: ReportTasks;
  if (typeof json === 'object' && json !== null && 'suites' in json && 'config' in json) {
    try {
      report = tasksOfPlaywrightReport(file);
    } catch (error) {
      throw new CompareInputError(file, (error as Error).message);
    }
  } else {
    const parsed = reportSchema.safeParse(json);
    if (!parsed.success) {
      const problems = describeIssues(parsed.error.issues);
      throw new CompareInputError(file, `not a contract-eval report: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
    }
    report = parsed.data;
  }
  // The null and shallow agents are the floor, not a run to compare.
  const scored = report.tasks.filter((t) => !report.header.controls.includes(t.project));
  const runs = [...new Set(scored.map((t) => (t.agent ? `${t.project} (${t.agent})` : t.project)))];
  if (runs.length === 0) throw new CompareInputError(file, 'has no tasks outside the null agents');
  if (runs.length > 1) throw new CompareInputError(file, `holds ${runs.length} runs (${runs.join(', ')}): compare reports of one run each`);
  return {
    source: file,
    run: runs[0],
    seed: (report.header.arena_seeds ?? [DEFAULT_SEED]).join(', '),
    instances: scored.map((t) => ({ target: t.target, suite: t.suite, task: t.task, tier: t.tier, runs: t.runs, passed: t.pass_hat_k })),
  };
}

/** An instance both runs ran, and how each did. */
export interface PairedInstance {
  target: string;
  suite: string;
  task: string;
  tier: string;
  a: boolean;
  b: boolean;
  /** Repeats of each (pass^k over k runs). */
  runs: { a: number; b: number };
}

/** A paired comparison of a group of instances: the 2x2 table, both pass rates, A's minus B's with its 95% interval, and McNemar's exact test. */
export interface PairedComparison {
  group: string;
  instances: number;
  table: PairedTable;
  a_rate: number;
  b_rate: number;
  difference: number;
  difference_95: [number, number];
  p_value: number;
  significant: boolean;
}

export interface Comparison {
  a: { source: string; run: string };
  b: { source: string; run: string };
  paired: PairedInstance[];
  /** Instances one run ran and the other did not: left out of every figure. */
  only_a: string[];
  only_b: string[];
  overall: PairedComparison;
  tiers: PairedComparison[];
  targets: PairedComparison[];
}

const NO_TIER = 'no tier';

/** An instance is the same task of the same suite on the same target, whoever ran it. */
const instanceKey = (i: { target: string; suite: string; task: string }) => `${i.target} ${i.suite}/${i.task}`;

/** A group's instances, each passed or not by A and by B, as the 2x2 table, both rates, A's minus B's with its interval and McNemar's exact test. */
export function pairedComparison(group: string, paired: ReadonlyArray<{ a: boolean; b: boolean }>): PairedComparison {
  const table: PairedTable = {
    both: paired.filter((p) => p.a && p.b).length,
    a_only: paired.filter((p) => p.a && !p.b).length,
    b_only: paired.filter((p) => !p.a && p.b).length,
    neither: paired.filter((p) => !p.a && !p.b).length,
  };
  const n = paired.length;
  const p = mcnemarExactP(table.a_only, table.b_only);
  const share = (count: number) => (n === 0 ? 0 : count / n);
  return {
    group,
    instances: n,
    table,
    a_rate: share(table.both + table.a_only),
    b_rate: share(table.both + table.b_only),
    difference: share(table.a_only - table.b_only),
    difference_95: pairedDifferenceInterval(table),
    p_value: p,
    // Significant at the level the report's plans assume (5%, two-sided).
    significant: p < PAIRED_PLAN.alpha,
  };
}

/** Run A against run B on the instances both ran: overall, per tier and per target. */
export function compareRuns(a: ComparedRun, b: ComparedRun): Comparison {
  // A family's instances keep their ids on every seed while their records differ: no pairs across seeds.
  if (a.seed !== b.seed) throw new Error(`${a.source} ran on the arena seed ${a.seed} and ${b.source} on ${b.seed}: the same task ids are other instances there; compare runs of one seed`);
  const ofB = new Map(b.instances.map((i) => [instanceKey(i), i]));
  const ofA = new Map(a.instances.map((i) => [instanceKey(i), i]));
  const paired = a.instances
    .filter((i) => ofB.has(instanceKey(i)))
    .map((i): PairedInstance => {
      const other = ofB.get(instanceKey(i))!;
      return { target: i.target, suite: i.suite, task: i.task, tier: i.tier ?? other.tier ?? NO_TIER, a: i.passed, b: other.passed, runs: { a: i.runs, b: other.runs } };
    })
    .sort((x, y) => instanceKey(x).localeCompare(instanceKey(y)));
  if (paired.length === 0) throw new Error(`${a.source} and ${b.source} share no task instance (same target, suite and task)`);
  const groups = (names: readonly string[], of: (p: PairedInstance) => string) =>
    names.filter((name) => paired.some((p) => of(p) === name)).map((name) => pairedComparison(name, paired.filter((p) => of(p) === name)));
  return {
    a: { source: a.source, run: a.run },
    b: { source: b.source, run: b.run },
    paired,
    only_a: a.instances.filter((i) => !ofB.has(instanceKey(i))).map(instanceKey).sort(),
    only_b: b.instances.filter((i) => !ofA.has(instanceKey(i))).map(instanceKey).sort(),
    overall: pairedComparison('overall', paired),
    tiers: groups([...TIERS, NO_TIER], (p) => p.tier),
    targets: groups([...new Set(paired.map((p) => p.target))].sort(), (p) => p.target),
  };
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
const points = (share: number) => `${share >= 0 ? '+' : ''}${(100 * share).toFixed(1)}`;
const pValue = (p: number) => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));
const passFail = (passed: boolean) => (passed ? 'pass' : 'fail');

function comparisonTable(title: string, rows: readonly PairedComparison[]): string[] {
  return [
    title,
    ...alignedTable(
      ['', 'instances', 'both pass', 'A only', 'B only', 'neither', 'A', 'B', 'A − B (points)', '95% interval', 'McNemar p', 'at 5%'],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
      rows.map((c) => [
        c.group,
        c.instances,
        c.table.both,
        c.table.a_only,
        c.table.b_only,
        c.table.neither,
        percent(c.a_rate),
        percent(c.b_rate),
        points(c.difference),
        `${points(c.difference_95[0])} to ${points(c.difference_95[1])}`,
        pValue(c.p_value),
        c.significant ? 'significant' : 'not significant',
      ]),
    ),
    '',
  ];
}

/** The comparison for a terminal: the runs, what was left out, the figures overall, per tier and per target, then every paired instance. */
export function formatComparison(c: Comparison): string {
  const left = (count: number, only: string) => (count === 0 ? [] : [`${count} instance${count === 1 ? '' : 's'} only ${only} ran, left out`]);
  const leftOut = [...left(c.only_a.length, 'A'), ...left(c.only_b.length, 'B')];
  const unevenRepeats = c.paired.filter((p) => p.runs.a !== p.runs.b).length;
  const o = c.overall;
  return [
    `A: ${c.a.run} (${c.a.source})`,
    `B: ${c.b.run} (${c.b.source})`,
    `${c.paired.length} instances both ran (same target, suite and task; passed = every repeat passed)${leftOut.length > 0 ? `; ${leftOut.join(', ')}: ${[...c.only_a, ...c.only_b].slice(0, 5).join(', ')}${c.only_a.length + c.only_b.length > 5 ? ', …' : ''}` : ''}.`,
    ...(unevenRepeats > 0 ? [`${unevenRepeats} instances ran a different number of repeats in A and B: pass^k is stricter with more repeats.`] : []),
    '',
    `A − B = ${points(o.difference)} points (95% interval ${points(o.difference_95[0])} to ${points(o.difference_95[1])}, exact: it leaves out 0 exactly when the test is significant); McNemar's exact p = ${pValue(o.p_value)} on ${o.table.a_only + o.table.b_only} discordant instances: ${o.significant ? 'significant' : 'not significant'} at 5%.`,
    '',
    ...comparisonTable('Overall', [o]),
    ...comparisonTable('Per tier', c.tiers),
    ...comparisonTable('Per target', c.targets),
    'Every instance both ran',
    ...alignedTable(
      ['target', 'suite', 'task', 'tier', 'A', 'B'],
      ['l', 'l', 'l', 'l', 'l', 'l'],
      c.paired.map((p) => [p.target, p.suite, p.task, p.tier, passFail(p.a), passFail(p.b)]),
    ),
    '',
  ].join('\n');
}
