import { suiteRuns, tallyTasks, type GatedTest } from './tally.ts';

/** What a project whose agents must stay low (the null agents) declares in its metadata. */
export interface CeilingMetadata {
  /** The highest share of a suite's tasks any of its agents may pass on any target. */
  ceiling: number;
  /**
   * Agents held to the ceiling on some tiers only (agent → tier tags), on each of them apart, on
   * every target, whatever the suite: the shallow agents on the frontier, chore and workday tiers, the only
   * tiers they run on.
   */
  gatedTiers?: Record<string, readonly string[]>;
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

/**
 * The ceiling check of a project of null agents: every agent, on every target and suite (or, for
 * an agent of `gatedTiers`, on each of its tiers' tasks), passes at most `ceiling` of the tasks. One that
 * scores higher means tasks a do-nothing agent (or a shortcut) can pass — a benchmark that does
 * not tell agents apart — and fails the run.
 */
export function checkCeiling(tests: readonly GatedTest[], project: string, ceiling: number, gatedTiers: Record<string, readonly string[]> = {}): { ok: boolean; lines: string[] } {
  const mine = tests.filter((test) => test.project === project);
  // An agent gated on some tiers is counted on those tiers' tasks alone, as one group per tier and target.
  const tierOf = (test: { agent?: string; tags?: readonly string[] }) => gatedTiers[test.agent ?? project]?.find((tier) => (test.tags ?? []).includes(tier));
  const counted = mine.filter((test) => gatedTiers[test.agent ?? project] === undefined || tierOf(test) !== undefined);
  const runs = suiteRuns(tallyTasks(counted), (task) => {
    const agent = task.agent ?? project;
    const tier = tierOf(task);
    return [agent, task.target ?? 'every target', tier ? `${tier} tier` : task.suite].join('\u0000');
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
    if (above) lines.push(...passedTitles(counted, project, agent, target, suite, tierOf).map((title) => `  - passed: ${title}`), ...run.unloadable.map((problem) => `  - ${problem}`));
  }
  return { ok, lines };
}

// Which tasks a null agent passed: the tasks to make harder.
function passedTitles(tests: readonly GatedTest[], project: string, agent: string, target: string, group: string, tierOf: (test: GatedTest) => string | undefined): string[] {
  // The group is a suite's name, or a gated tier's "<tier> tier".
  const inGroup = (t: GatedTest) => (tierOf(t) ? `${tierOf(t)} tier` : t.suite) === group;
  return tests
    .filter((t) => t.project === project && (t.agent ?? project) === agent && (t.target ?? 'every target') === target && inGroup(t) && t.episode?.status === 'passed')
    .map((t) => t.title)
    .sort();
}
