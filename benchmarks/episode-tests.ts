import path from 'node:path';
import { LIVE_MODELS, missingKey } from './adapters/live-models.ts';
import { summarize } from './episode/result.ts';
import { expect, test } from './fixtures.ts';
import { fullTargets, runTargets, optionDefaults } from './options.ts';
import { benchmarkAnnotations } from './annotations.ts';
import { loadTasks, taskTags, type SuiteTask } from './task-spec/load.ts';
import { readOption } from './environment/registry.ts';
import { instanceKey, serverOrder } from './ab/order.ts';
import { targetNamed } from './targets/index.ts';
import { unrecorded } from './task-spec/family.ts';
import { hasSecretInputs } from './task-spec/schema.ts';
import { SPOT_CHECK_TIER } from './task-spec/tiers.ts';
import { judgeCheckTarget, recordFindings, referenceCheck } from './judge-check/reference-check.ts';

/**
 * The tests to declare, in the order they run: each target of the run with its tasks (all of them,
 * or on a target outside the `fullTargets` option's, those of the spot-check tier). A target that
 * drives its own browser context has its tasks in a block of its own; the targets that attach to
 * the whole browser go task by task side by side: OpenChrome's episodes wait on its settle times
 * (the CPU a fifth idle in a run of them alone), which chrome-devtools-mcp's episodes fill, and a
 * worker going from one of them to the other keeps its DevTools connection to the browser, which
 * it drops or opens going to or from a target of its own context (docs/performance.md). With the
 * `serverOrderSeed` option (npm run ab), task after task, its targets in the order drawn for it
 * (benchmarks/ab/order.ts).
 */
function declarationOrder(tasks: readonly SuiteTask[]): Array<{ target: string; tasks: SuiteTask[] }> {
  const full = fullTargets();
  const targets = runTargets();
  const runsOn = (target: string, task: SuiteTask) => full.includes(target) || !!task.tags?.includes(SPOT_CHECK_TIER);
  const seed = readOption('serverOrderSeed');
  if (seed !== undefined)
    return tasks.flatMap((task) =>
      serverOrder(seed, instanceKey({ suite: task.suite, task: task.id }), targets.filter((target) => runsOn(target, task))).map((target) => ({ target, tasks: [task] })),
    );
  const sideBySide = targets.filter((target) => targetNamed(target).reach === 'browser');
  return [
    ...targets.filter((target) => !sideBySide.includes(target)).map((target) => ({ target, tasks: tasks.filter((task) => runsOn(target, task)) })),
    ...tasks.flatMap((task) => sideBySide.filter((target) => runsOn(target, task)).map((target) => ({ target, tasks: [task] }))),
  ];
}

/**
 * Declares one test per task and target of the run (the `target` option's, or all of them), in
 * declarationOrder's order: the episode must pass. A mock replay on the judge check's target is the check's reference episode
 * too: the judge must also be right on the answers and the look elsewhere derived from it. A target that cannot run here has its tests skipped with one reason. Tasks
 * with secret inputs are declared by their own spec file, which runs without a Playwright trace (a
 * trace records what was typed; Playwright sets trace per file, not per test).
 */
export async function declareEpisodeTests(which: 'with-secrets' | 'without-secrets'): Promise<void> {
  const { tasks, problems } = await loadTasks(optionDefaults().tasksDir);

  // A live model's project without its key: every task skipped, one reason.
  for (const live of Object.values(LIVE_MODELS))
    test.skip(({ adapterName }) => adapterName === live.adapter && missingKey(live.adapter) !== undefined, missingKey(live.adapter, {}));

  // A task file that cannot be loaded is a failing test under its own name, never a silent gap.
  // It counts against its suite (its folder) on every target: a broken file never passes the gate.
  // Its tier is unknown, so it carries every tag of its suite: a run narrowed by suite or tier
  // (--grep @webvoyager, --grep @smoke) still selects it.
  if (which === 'without-secrets')
    for (const problem of problems) {
      const suite = path.basename(path.dirname(problem.file));
      const tag = [...new Set([`@${suite}`, ...tasks.filter((task) => task.suite === suite).flatMap(taskTags)])];
      test(`task file ${problem.file}`, { tag, annotation: benchmarkAnnotations(suite) }, () => {
        throw new Error(problem.message);
      });
    }

  for (const { target: name, tasks: mine } of declarationOrder(tasks.filter((t) => hasSecretInputs(t) === (which === 'with-secrets'))))
    test.describe(name, () => {
      test.use({ target: name });
      for (const task of mine) {
        const details = { tag: taskTags(task), annotation: benchmarkAnnotations(task.suite, name) };
        test(task.id, details, async ({ runTask, adapterName, web }, testInfo) => {
          // Replaying the reference on the judge check's target, the episode is the check's reference episode too.
          const check = adapterName === 'mock' && name === judgeCheckTarget() && !unrecorded(task) ? referenceCheck(task, web.arena.sites) : undefined;
          const outcome = await runTask(task, check && { observers: check.observers });
          expect(outcome.result.status, summarize(outcome.result)).toBe('passed');
          if (check) await recordFindings(testInfo, { task: task.id, suite: task.suite, target: name, entries: check.findings(outcome) });
        });
      }
    });
}
