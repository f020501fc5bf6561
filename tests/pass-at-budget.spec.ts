import { expect, test } from '../benchmarks/fixtures.ts';
import { renderMarkdown } from '../benchmarks/report/markdown-report.ts';
import { buildReport, type ContractEvalReport } from '../benchmarks/report/model.ts';
import { ALL_TIERS, STEP_CAPS, USD_CAPS, type BudgetCurve } from '../benchmarks/report/pass-at-budget.ts';
import { expectCurvesAddUp } from './budget-curves.ts';
import { episodeStub } from './episode-stub.ts';
import type { ReportedTest } from '../benchmarks/report/read-report.ts';
import type { EpisodeStatus } from '../benchmarks/status/status.ts';

/** One episode of a live model on a target: its status, its steps and what its model was billed. */
function spent(target: string, task: string, tier: string, status: EpisodeStatus, steps: number, usd: number | null, project = 'claude'): ReportedTest {
  const episode = episodeStub({
    task,
    adapter: project,
    target: { name: target, version: '1' },
    status,
    steps,
    maxSteps: 90,
    toolCalls: { total: steps, actions: 0, observations: 0, errors: 0 },
    ...(usd !== null && {
      agent: {
        model: { id: 'claude-sonnet-5-5', maxTokens: 4096 },
        budget: { maxTokensPerTurn: 4096, maxToolIterations: 90, maxUsdPerTask: 5 },
        usage: { apiCalls: 1, inputTokens: 1, outputTokens: 1, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 },
        costUsd: usd,
      },
    }),
  });
  return { project, suite: 'arena', target, title: `${task} ${steps} ${usd}`, episode, status: status === 'passed' ? 'passed' : 'failed', skipped: false, tags: [tier] };
}

const build = (tests: ReportedTest[]) => buildReport(tests, { sha: 'test', dirty: false }, { normalizeTimings: true, ceilings: { controls: { ceiling: 0.05 } } });

const curveOf = (report: ContractEvalReport, target: string, tier = ALL_TIERS) => report.pass_at_budget.find((c) => c.target === target && c.tier === tier)!;

test('an episode counts at a cap when it passed having spent at most the cap: steps and dollars, the cap itself included', () => {
  const report = build([
    spent('a', 't1', 'standard', 'passed', 10, 0.05),
    spent('a', 't2', 'standard', 'passed', 11, 0.051),
    spent('a', 't3', 'hard', 'passed', 80, 2),
    spent('a', 't4', 'hard', 'passed', 81, 2.5),
    // Cheap, but failed: it counts at no cap.
    spent('a', 't5', 'hard', 'failed', 3, 0.01),
    spent('b', 't1', 'standard', 'passed', 40, 0.25),
    spent('b', 't2', 'standard', 'budget_exceeded', 20, 0.5),
    // The null agents are the floor, not a server's run.
    spent('a', 't1', 'standard', 'passed', 1, 0.001, 'controls'),
  ]);
  expect(curveOf(report, 'a')).toEqual({ project: 'claude', agent: null, target: 'a', tier: ALL_TIERS, episodes: 5, passed: 4, steps: [1, 2, 2, 3], usd: [1, 2, 2, 2, 2, 3] } satisfies BudgetCurve);
  expect(curveOf(report, 'a', 'hard')).toMatchObject({ episodes: 3, passed: 2, steps: [0, 0, 0, 1], usd: [0, 0, 0, 0, 0, 1] });
  expect(curveOf(report, 'b')).toMatchObject({ episodes: 2, passed: 1, steps: [0, 0, 1, 1], usd: [0, 0, 1, 1, 1, 1] });
  expect(report.pass_at_budget.map((c) => c.project)).not.toContain('controls');
  expectCurvesAddUp(report);

  const markdown = renderMarkdown(report);
  expect(markdown).toContain('| server | tier | episodes | ≤ 10 steps | ≤ 20 steps | ≤ 40 steps | ≤ 80 steps | ≤ USD 0.05 | ≤ USD 0.10 | ≤ USD 0.25 | ≤ USD 0.50 | ≤ USD 1.00 | ≤ USD 2.00 | no cap |');
  expect(markdown).toContain('| claude: a 1 | every tier | 5 | 20.0% (1) | 40.0% (2) | 40.0% (2) | 60.0% (3) | 20.0% (1) | 40.0% (2) | 40.0% (2) | 40.0% (2) | 40.0% (2) | 60.0% (3) | 80.0% (4) |');
  expect(USD_CAPS).toEqual([0.05, 0.1, 0.25, 0.5, 1, 2]);
  expect(STEP_CAPS).toEqual([10, 20, 40, 80]);
});

test('an agent the harness does not bill has step curves only; a test that ran no episode counts as one that did not pass', () => {
  const noEpisode: ReportedTest = { project: 'mock', suite: 'arena', target: 'a', title: 'broken', error: 'task file broken.ts: …', status: 'failed', skipped: false, tags: ['standard'] };
  const report = build([spent('a', 't1', 'standard', 'passed', 5, null, 'mock'), noEpisode]);
  expect(curveOf(report, 'a')).toMatchObject({ episodes: 2, passed: 1, steps: [1, 1, 1, 1], usd: null });
  expect(renderMarkdown(report)).not.toContain('≤ USD');
  expectCurvesAddUp(report);
});
