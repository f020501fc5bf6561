/** Nearest-rank percentile (0 for an empty list). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The 95% Wilson score interval of a pass rate (`passes` of `runs`): honest for small counts and
 * rates near 0 or 1, where the normal approximation is not.
 */
export function wilsonInterval(passes: number, runs: number, z = 1.959964): [low: number, high: number] {
  if (runs === 0) return [0, 1];
  const p = passes / runs;
  const denominator = 1 + (z * z) / runs;
  const centre = (p + (z * z) / (2 * runs)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / runs + (z * z) / (4 * runs * runs))) / denominator;
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}

/** Passes of a total as people read them: `75% (3/4)`, `—` of none. */
export const formatShare = (passed: number, of: number) => (of === 0 ? '—' : `${((100 * passed) / of).toFixed(0)}% (${passed}/${of})`);
