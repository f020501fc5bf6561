import { summarize } from './episode/result.ts';
import { expect, test } from './fixtures.ts';
import { SUITE_ANNOTATION } from './report/suite.ts';
import { resolveTarget } from './targets/index.ts';
import { loadTasks } from './task-spec/load.ts';
import { hasSecretInputs } from './task-spec/schema.ts';

/**
 * Declares one test per task of the benchmark: the episode must pass. Tasks with secret inputs
 * are declared by their own spec file, which runs without a Playwright trace (a trace records
 * what was typed; Playwright sets trace per file, not per test).
 */
export async function declareEpisodeTests(which: 'with-secrets' | 'without-secrets'): Promise<void> {
  const { tasks, problems } = await loadTasks();

  test.skip(({ adapterName }) => adapterName === 'claude' && !process.env.ANTHROPIC_API_KEY, 'the claude project needs ANTHROPIC_API_KEY set');
  const unavailable = resolveTarget().unavailable?.();
  test.skip(unavailable !== undefined, unavailable);

  // A task file that cannot be loaded is a failing test under its own name, never a silent gap.
  if (which === 'without-secrets')
    for (const problem of problems)
      test(`task file ${problem.file}`, () => {
        throw new Error(problem.message);
      });

  for (const task of tasks.filter((t) => hasSecretInputs(t) === (which === 'with-secrets'))) {
    const details = { tag: [`@${task.suite}`, ...(task.tags ?? []).map((tag) => `@${tag}`)], annotation: { type: SUITE_ANNOTATION, description: task.suite } };
    test(task.id, details, async ({ runTask }) => {
      const { result } = await runTask(task);
      expect(result.status, summarize(result)).toBe('passed');
    });
  }
}
