import { suiteRuns, tallyTasks, type GatedTest } from './tally.ts';

/** What a project whose agents must stay low (the null agents) declares in its metadata. */
export interface CeilingMetadata {
  /** The highest share of a suite's tasks any of its agents may pass on any target. */
  ceiling: number;
  /**
   * Agents held to the ceiling on one tier only (agent → tier tag), on every target, whatever the
   * suite: the shallow agents on the frontier tier, the only tier they run on.
   */
  gatedTiers?: Record<string, string>;
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

/**
 * The ceiling check of a project of null agents: every agent, on every target and suite (or, for
 * an agent of `gatedTiers`, on its tier's tasks), passes at most `ceiling` of the tasks. One that
 * scores higher means tasks a do-nothing agent (or a shortcut) can pass — a benchmark that does
 * not tell agents apart — and fails the run.
 */
export function checkCeiling(tests: readonly GatedTest[], project: string, ceiling: number, gatedTiers: Record<string, string> = {}): { ok: boolean; lines: string[] } {
  const mine = tests.filter((test) => test.project === project);
  // An agent gated on one tier is counted on that tier's tasks alone, as one group per target.
  const counted = mine.filter((test) => {
    const tier = gatedTiers[test.agent ?? project];
    return tier === undefined || (test.tags ?? []).includes(tier);
  });
  const tierOf = (agent: string) => gatedTiers[agent];
  const runs = suiteRuns(tallyTasks(counted), (task) => {
    const agent = task.agent ?? project;
    return [agent, task.target ?? 'every target', tierOf(agent) ? `${tierOf(agent)} tier` : task.suite].join('\u0000');
  });
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
    if (above) lines.push(...passedTitles(counted, project, agent, target, suite, tierOf(agent)).map((title) => `  - passed: ${title}`), ...run.unloadable.map((problem) => `  - ${problem}`));
  }
  return { ok, lines };
}

// Which tasks a null agent passed: the tasks to make harder.
function passedTitles(tests: readonly GatedTest[], project: string, agent: string, target: string, suite: string, tier: string | undefined): string[] {
  return tests
    .filter((t) => t.project === project && (t.agent ?? project) === agent && (t.target ?? 'every target') === target && (tier !== undefined || t.suite === suite) && t.episode?.status === 'passed')
    .map((t) => t.title)
    .sort();
}
