import { expect } from '@playwright/test';
import type { ContractEvalReport } from '../benchmarks/report/model.ts';
import { ALL_TIERS, STEP_CAPS } from '../benchmarks/report/pass-at-budget.ts';

/** The curves of a report add up: never fewer passes at a larger cap, the pass rate with no cap, each tier's adding to every tier's. */
export function expectCurvesAddUp(report: ContractEvalReport): void {
  for (const curve of report.pass_at_budget) {
    const ladders = [curve.steps, ...(curve.usd ? [curve.usd] : [])];
    for (const ladder of ladders) {
      expect([...ladder, curve.passed], `${curve.target} ${curve.tier}`).toEqual([...ladder, curve.passed].sort((a, b) => a - b));
      expect(ladder.at(-1)!).toBeLessThanOrEqual(curve.passed);
    }
    const rows = report.rows.filter((row) => row.target === curve.target && row.project === curve.project && (curve.tier === ALL_TIERS || row.tier === curve.tier));
    expect(curve.episodes).toBe(rows.length);
    expect(curve.passed).toBe(rows.filter((row) => row.result === 'passed').length);
  }
  // Each tier's curve adds to every tier's, where every episode has a tier (tasks outside the arena have none).
  for (const all of report.pass_at_budget.filter((c) => c.tier === ALL_TIERS)) {
    const tiers = report.pass_at_budget.filter((c) => c.target === all.target && c.project === all.project && c.tier !== ALL_TIERS);
    const tiered = report.rows.filter((row) => row.target === all.target && row.project === all.project && row.tier !== null).length;
    expect(tiers.reduce((sum, c) => sum + c.episodes, 0)).toBe(tiered);
    if (tiered === all.episodes) expect(STEP_CAPS.map((_, i) => tiers.reduce((sum, c) => sum + c.steps[i], 0))).toEqual(all.steps);
  }
}

