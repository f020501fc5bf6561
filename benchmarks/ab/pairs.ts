import { pairedComparison, type PairedComparison } from '../report/compare.ts';
import { median, PAIRED_PLAN, signedRankTest, smallestDetectableDifference, smallestSignedRankP } from '../report/stats.ts';
import { INSTANCE_COLUMNS, type InstanceColumn, type InstanceRow } from './instances.ts';

/**
 * Wilcoxon's signed-rank test of one figure on the instances both servers ran (A's value minus B's,
 * each the median of its runs). `test` is null when the differences that are not zero are too few
 * for any outcome to reach 5% (fewer than 6): a p-value then says nothing, and none is given.
 */
export interface RankComparison {
  figure: string;
  unit: InstanceColumn['unit'];
  /** Instances where both servers have the figure, and those where it differs (what the test ranks). */
  instances: number;
  differing: number;
  /** The median over the instances of A's value, of B's, and of A's minus B's (not the difference of the two medians). */
  a_median: number;
  b_median: number;
  median_difference: number;
  /** The smallest two-sided p the test can give on `differing` differences. */
  smallest_p: number;
  test: { p_value: number; significant: boolean } | null;
}

/** Two servers on the instances both ran: pass/fail by McNemar's exact test, the other figures by Wilcoxon's signed-rank test. */
export interface ServerPair extends Omit<PairedComparison, 'group'> {
  a: string;
  b: string;
  /** The smallest difference in pass rate this many instances can show (80% power, 5%, McNemar); null when too few. */
  detectable_points: number | null;
  ranks: RankComparison[];
}

function rank(column: InstanceColumn, both: ReadonlyArray<{ a: InstanceRow; b: InstanceRow }>): RankComparison | undefined {
  const values = both.flatMap(({ a, b }) => {
    const [x, y] = [a.figures[column.name], b.figures[column.name]];
    return x === null || y === null || x === undefined || y === undefined ? [] : [[x, y] as const];
  });
  if (values.length === 0) return undefined;
  const result = signedRankTest(values.map(([x, y]) => x - y));
  const smallest = smallestSignedRankP(result.n);
  return {
    figure: column.title,
    unit: column.unit,
    instances: values.length,
    differing: result.n,
    a_median: median(values.map(([x]) => x)),
    b_median: median(values.map(([, y]) => y)),
    median_difference: median(values.map(([x, y]) => x - y)),
    smallest_p: smallest,
    test: smallest < PAIRED_PLAN.alpha ? { p_value: result.p_value, significant: result.p_value < PAIRED_PLAN.alpha } : null,
  };
}

/** Servers `a` and `b` compared on the instances both ran (`rows`: the per-task table). */
export function serverPair(a: string, b: string, rows: readonly InstanceRow[]): ServerPair {
  const ofB = new Map(rows.filter((row) => row.target === b).map((row) => [row.instance, row]));
  const both = rows.filter((row) => row.target === a && ofB.has(row.instance)).map((row) => ({ a: row, b: ofB.get(row.instance)! }));
  const { group: _, ...outcomes } = pairedComparison(`${a} vs ${b}`, both.map((pair) => ({ a: pair.a.passed, b: pair.b.passed })));
  const detectable = smallestDetectableDifference(outcomes.instances);
  return {
    a,
    b,
    ...outcomes,
    detectable_points: detectable === null ? null : Number((100 * detectable).toFixed(1)),
    ranks: INSTANCE_COLUMNS.filter((column) => column.paired).flatMap((column) => rank(column, both) ?? []),
  };
}
