import { expect, test } from './fixtures.ts';
import { summarize } from './episode/result.ts';
import { SUITE_ANNOTATION } from './report/suite.ts';
import { loadTasks } from './task-spec/load.ts';

const { tasks, problems } = await loadTasks();

test.skip(
  ({ adapterName }) => adapterName === 'claude' && !process.env.ANTHROPIC_API_KEY,
  'the claude project needs ANTHROPIC_API_KEY set',
);

// A task file that cannot be loaded is a failing test under its own name, never a silent gap.
for (const problem of problems) {
  test(`task file ${problem.file}`, () => {
    throw new Error(problem.message);
  });
}

for (const task of tasks) {
  const details = { tag: [`@${task.suite}`, ...(task.tags ?? []).map((tag) => `@${tag}`)], annotation: { type: SUITE_ANNOTATION, description: task.suite } };
  test(task.id, details, async ({ runTask }) => {
    const { result } = await runTask(task);
    expect(result.status, summarize(result)).toBe('passed');
  });
}
