import { summarize } from './episode/result.ts';
import { expect, test } from './fixtures.ts';
import { SUITE_ANNOTATION } from './report/suite.ts';
import { resolveTarget } from './targets/index.ts';
import { loadTasks } from './task-spec/load.ts';
import { listNegativeControls } from './transcripts/format.ts';

// Run by the plan project only: `npm run record` writes each negative control's transcript from
// its plan. The self-tests replay them and expect the judge to fail them on the named clause.
const { tasks } = await loadTasks();

for (const control of listNegativeControls(resolveTarget().name)) {
  const task = tasks.find((t) => t.id === control.taskId);
  test(`negative control ${control.taskId} ${control.variant}`, { annotation: { type: SUITE_ANNOTATION, description: 'negative-control' } }, async ({ runTask }) => {
    if (!task) throw new Error(`${control.transcriptFile}: no task ${control.taskId}`);
    const { result } = await runTask(task, { transcriptFile: control.transcriptFile });
    expect(result.status, summarize(result)).toBe('failed');
  });
}
