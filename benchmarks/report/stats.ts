/** Nearest-rank percentile (0 for an empty list). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The standard normal quantiles of a 95% two-sided interval (5% two-sided test) and of 80% power. */
export const Z_95 = 1.959964;
export const Z_80 = 0.841621;

/**
 * The 95% Wilson score interval of a pass rate (`passes` of `runs`): honest for small counts and
 * rates near 0 or 1, where the normal approximation is not.
 */
export function wilsonInterval(passes: number, runs: number, z = Z_95): [low: number, high: number] {
  if (runs === 0) return [0, 1];
  const p = passes / runs;
  const denominator = 1 + (z * z) / runs;
  const centre = (p + (z * z) / (2 * runs)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / runs + (z * z) / (4 * runs * runs))) / denominator;
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}

/** Passes of a total as people read them: `75% (3/4)`, `—` of none. */
export const formatShare = (passed: number, of: number) => (of === 0 ? '—' : `${((100 * passed) / of).toFixed(0)}% (${passed}/${of})`);

/** Paired outcomes of the same instances by two runs, A and B: the 2x2 table. */
export interface PairedTable {
  both: number;
  a_only: number;
  b_only: number;
  neither: number;
}

const pairs = (t: PairedTable) => t.both + t.a_only + t.b_only + t.neither;

/**
 * P(X <= k) for X ~ Binomial(n, p), summed in log space: p^n and 2^-n underflow a double past a
 * thousand trials, and each term from the one before by their ratio stays exact enough for n in
 * the thousands.
 */
export function binomialLowerTail(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n || p <= 0) return 1;
  if (p >= 1) return 0;
  const odds = Math.log(p / (1 - p));
  let logTerm = n * Math.log1p(-p);
  let logSum = logTerm;
  for (let i = 0; i < k; i++) {
    logTerm += Math.log((n - i) / (i + 1)) + odds;
    const high = Math.max(logSum, logTerm);
    logSum = high + Math.log(Math.exp(logSum - high) + Math.exp(logTerm - high));
  }
  return Math.min(1, Math.exp(logSum));
}

/** P(X >= k) for X ~ Binomial(n, p). */
const binomialUpperTail = (k: number, n: number, p: number) => (k <= 0 ? 1 : p >= 1 ? 1 : 1 - binomialLowerTail(k - 1, n, p));

/**
 * McNemar's exact test, two-sided: only the discordant pairs (A only, B only) carry information;
 * under no difference each is A's or B's with probability 1/2. The p-value is twice the smaller
 * binomial tail, at most 1.
 */
export function mcnemarExactP(aOnly: number, bOnly: number): number {
  const discordant = aOnly + bOnly;
  if (discordant === 0) return 1;
  return Math.min(1, 2 * binomialLowerTail(Math.min(aOnly, bOnly), discordant, 0.5));
}

/** The p in [0, 1] where a monotone condition turns true, by bisection (to a double's precision in 60 halvings). */
function boundary(turnsTrue: (p: number) => boolean): number {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (turnsTrue(middle)) high = middle;
    else low = middle;
  }
  return (low + high) / 2;
}

/**
 * The exact (Clopper–Pearson) interval of a binomial proportion, `successes` of `trials`, at level
 * 1 − alpha: the proportions that neither one-sided exact test at alpha/2 rejects. Its ends are
 * where P(X >= successes) and P(X <= successes) reach alpha/2; [0, 1] with no trial.
 */
export function clopperPearson(successes: number, trials: number, alpha = PAIRED_PLAN.alpha): [low: number, high: number] {
  const low = successes === 0 ? 0 : boundary((p) => binomialUpperTail(successes, trials, p) >= alpha / 2);
  const high = successes === trials ? 1 : boundary((p) => binomialLowerTail(successes, trials, p) <= alpha / 2);
  return [low, high];
}

/**
 * The 95% interval of A's pass rate minus B's on paired instances, built to agree with McNemar's
 * exact test. The difference is ψ(2π − 1): ψ the share of instances the two disagree on, π the
 * share of those A passed. π's interval is the exact one of the test's own binomial (A's wins of
 * the discordant instances): it leaves out ½ exactly when the test's p is below 5% (the test
 * doubles the smaller one-sided tail; the interval's ends are where each tail is 2.5%), so the
 * difference's interval leaves out 0 exactly then. ψ's exact interval widens it by how many
 * instances the two might disagree on: with none discordant of n, still ±(1 − 0.025^(1/n)). Its
 * coverage, enumerated exactly for 2 to 150 instances and every ψ and π on a grid, was never below
 * 95.8% (docs/comparing.md).
 */
export function pairedDifferenceInterval(table: PairedTable): [low: number, high: number] {
  const n = pairs(table);
  if (n === 0) return [-1, 1];
  const discordant = table.a_only + table.b_only;
  const [winLow, winHigh] = clopperPearson(table.a_only, discordant).map((pi) => 2 * pi - 1);
  const [shareLow, shareHigh] = clopperPearson(discordant, n);
  // The ends of ψ(2π − 1) over both intervals: a negative end is furthest out at the largest ψ, a positive one too.
  const end = (win: number, outward: boolean) => win * (outward ? shareHigh : shareLow);
  return [end(winLow, winLow < 0), end(winHigh, winHigh > 0)];
}

/**
 * What paired comparisons are planned for here: 80% power (Z_80) at 5% two-sided (Z_95), and the
 * share of instances on which the two runs disagree. Two runs near 50% whose outcomes are
 * independent disagree on half of them; runs that find the same tasks hard disagree less and
 * need fewer instances, so half is the cautious assumption.
 */
export const PAIRED_PLAN = { power: 0.8, alpha: 0.05, discordance: 0.5 } as const;

/**
 * Instances a paired comparison needs for McNemar's test to detect a difference in pass rate (a
 * share, e.g. 0.05) at PAIRED_PLAN's power and level: Connor's (1987) normal approximation,
 * n = (z_a sqrt(psi) + z_b sqrt(psi - d^2))^2 / d^2, psi the discordance. A difference above the
 * discordance cannot happen (it is at most the share of discordant pairs): Infinity.
 */
export function pairedInstancesNeeded(difference: number, discordance: number = PAIRED_PLAN.discordance): number {
  if (difference <= 0 || difference > discordance) return Infinity;
  return Math.ceil((Z_95 * Math.sqrt(discordance) + Z_80 * Math.sqrt(discordance - difference ** 2)) ** 2 / difference ** 2);
}

/**
 * The smallest difference in pass rate (a share) a paired comparison of `instances` detects: the
 * inverse of pairedInstancesNeeded, by bisection (the instances needed fall as the difference
 * grows). Null when even the largest possible difference, the discordance, needs more.
 */
export function smallestDetectableDifference(instances: number, discordance: number = PAIRED_PLAN.discordance): number | null {
  if (pairedInstancesNeeded(discordance, discordance) > instances) return null;
  let low = 0;
  let high = discordance;
  while (high - low > 1e-6) {
    const middle = (low + high) / 2;
    if (pairedInstancesNeeded(middle, discordance) <= instances) high = middle;
    else low = middle;
  }
  return high;
}

/** The standard normal's cumulative distribution (Abramowitz and Stegun 7.1.26 for erf: error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - (((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t) * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

// Up to this many non-zero differences the signed-rank distribution is enumerated; above, the normal approximation is close.
const EXACT_SIGNED_RANK_MAX = 50;

/**
 * The smallest two-sided p Wilcoxon's signed-rank test can give on `n` non-zero differences: every
 * difference of one sign, one pattern of the 2^n, doubled. Below 6 differences it is over 5%
 * (5: 1/16): no outcome could be significant, so a result would say nothing.
 */
export const smallestSignedRankP = (n: number): number => Math.min(1, 2 ** (1 - n));

/**
 * Wilcoxon's signed-rank test on paired differences (A's value minus B's on the same instance),
 * two-sided: zero differences are dropped (Wilcoxon's own rule), ties share their mean rank. Exact
 * up to EXACT_SIGNED_RANK_MAX differences (every sign pattern counted, ranks doubled to stay whole
 * numbers with ties), the normal approximation with the tie correction above. `n` is how many
 * differences were ranked; p is 1 when none was.
 */
export function signedRankTest(differences: readonly number[]): { n: number; w_plus: number; p_value: number } {
  const nonZero = differences.filter((d) => d !== 0);
  const n = nonZero.length;
  if (n === 0) return { n: 0, w_plus: 0, p_value: 1 };
  const order = nonZero.map((d, index) => ({ size: Math.abs(d), index })).sort((a, b) => a.size - b.size);
  // Doubled mid-ranks: a tie of sizes at ranks i..j shares (i + j), which is whole.
  const doubled = new Array<number>(n);
  const tieSizes: number[] = [];
  for (let start = 0; start < n; ) {
    let end = start;
    while (end + 1 < n && order[end + 1].size === order[start].size) end++;
    for (let k = start; k <= end; k++) doubled[order[k].index] = start + 1 + end + 1;
    tieSizes.push(end - start + 1);
    start = end + 1;
  }
  const wPlusDoubled = nonZero.reduce((sum, d, index) => sum + (d > 0 ? doubled[index] : 0), 0);
  const totalDoubled = n * (n + 1);
  let p: number;
  if (n <= EXACT_SIGNED_RANK_MAX) {
    // ways[s]: sign patterns whose positive ranks sum to s (doubled), each pattern equally likely under no difference.
    let ways = new Array<number>(totalDoubled + 1).fill(0);
    ways[0] = 1;
    for (const rank of doubled) {
      const next = ways.slice();
      for (let s = rank; s <= totalDoubled; s++) next[s] += ways[s - rank];
      ways = next;
    }
    const all = 2 ** n;
    const low = Math.min(wPlusDoubled, totalDoubled - wPlusDoubled);
    let tail = 0;
    for (let s = 0; s <= low; s++) tail += ways[s];
    p = Math.min(1, (2 * tail) / all);
  } else {
    const mean = (n * (n + 1)) / 4;
    const variance = (n * (n + 1) * (2 * n + 1)) / 24 - tieSizes.reduce((sum, t) => sum + (t ** 3 - t), 0) / 48;
    const z = (Math.abs(wPlusDoubled / 2 - mean) - 0.5) / Math.sqrt(variance);
    p = Math.min(1, 2 * (1 - normalCdf(Math.max(0, z))));
  }
  return { n, w_plus: wPlusDoubled / 2, p_value: p };
}
