import { suiteRuns, tallyTasks, type GatedTest } from './tally.ts';

/** What a project whose agents must stay low (the null agents) declares in its metadata. */
export interface CeilingMetadata {
  /** The highest share of a suite's tasks any of its agents may pass on any target. */
  ceiling: number;
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

/**
 * The ceiling check of a project of null agents: every agent, on every target and suite, passes
 * at most `ceiling` of the tasks. One that scores higher means a suite a do-nothing agent can pass
 * — a benchmark that does not tell agents apart — and fails the run.
 */
export function checkCeiling(tests: readonly GatedTest[], project: string, ceiling: number): { ok: boolean; lines: string[] } {
  const runs = suiteRuns(tallyTasks(tests.filter((test) => test.project === project)), (task) =>
    [task.agent ?? project, task.target ?? 'every target', task.suite].join('\u0000'),
  );
  const lines: string[] = [];
  let ok = true;
  for (const [key, run] of [...runs].sort(([a], [b]) => a.localeCompare(b))) {
    const [agent, target, suite] = key.split('\u0000');
    const share = run.passed / Math.max(1, run.planned);
    const above = share > ceiling || run.unloadable.length > 0;
    ok &&= !above;
    lines.push(
      `controls: ${agent} on ${target} ${suite}: ${run.passed} / ${run.planned} (${percent(share)}) ${above ? `FAILED, above the ceiling of ${percent(ceiling)}` : `at most ${percent(ceiling)}`}`,
    );
    if (above) lines.push(...passedTitles(tests, project, agent, target, suite).map((title) => `  - passed: ${title}`), ...run.unloadable.map((problem) => `  - ${problem}`));
  }
  return { ok, lines };
}

// Which tasks a null agent passed: the tasks to make harder.
function passedTitles(tests: readonly GatedTest[], project: string, agent: string, target: string, suite: string): string[] {
  return tests
    .filter((t) => t.project === project && (t.agent ?? project) === agent && (t.target ?? 'every target') === target && t.suite === suite && t.episode?.status === 'passed')
    .map((t) => t.title)
    .sort();
}
