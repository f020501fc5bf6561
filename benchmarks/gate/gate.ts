import type { Baseline } from './baseline.ts';
import type { SuiteRun } from './tally.ts';

export interface GateVerdict {
  ok: boolean;
  lines: string[];
}

/**
 * A target's suites against the baseline. A suite run in full must reach its baseline; a suite
 * the run selected only part of (a grep, one shard) cannot be held to it, so every task it
 * selected must pass. A suite without a baseline (a user's own) is reported, not gated.
 */
export function gate(baseline: Baseline, target: string, suites: ReadonlyMap<string, SuiteRun>): GateVerdict {
  const expected = baseline.expected_pass_count[target] ?? {};
  const lines: string[] = [];
  let ok = true;
  const repeated = (run: SuiteRun) => (run.repeats > 1 ? ` (a task passes only if all ${run.repeats} repeats passed)` : '');
  for (const [suite, run] of [...suites].sort(([a], [b]) => a.localeCompare(b))) {
    const want = expected[suite];
    if (run.unloadable.length > 0) {
      ok = false;
      lines.push(`gate ${target}/${suite}: FAILED, ${run.unloadable.length} task file(s) did not load; ${run.passed} of ${run.planned} passed`, ...run.unloadable.map((f) => `  - ${f}`));
    } else if (want === undefined) {
      lines.push(`gate ${target}/${suite}: not gated, no baseline (add it to baseline.json), ${run.passed} of ${run.planned} passed`);
    } else if (run.planned < want) {
      const failed = run.planned - run.passed;
      if (failed > 0) ok = false;
      lines.push(
        failed > 0
          ? `gate ${target}/${suite}: FAILED, partial selection (${run.planned} of ${want} tasks): ${failed} did not pass${repeated(run)}`
          : `gate ${target}/${suite}: ok, partial selection (${run.planned} of ${want} tasks), all passed${repeated(run)}`,
        ...(failed > 0 ? run.failures.map((f) => `  - ${f}`) : []),
      );
    } else if (run.passed < want) {
      ok = false;
      lines.push(`gate ${target}/${suite}: FAILED, ${run.passed} passed, baseline ${want}${repeated(run)}`, ...run.failures.map((f) => `  - ${f}`));
    } else {
      lines.push(`gate ${target}/${suite}: ok, ${run.passed} passed, baseline ${want}${repeated(run)}`);
    }
  }
  return { ok, lines };
}
