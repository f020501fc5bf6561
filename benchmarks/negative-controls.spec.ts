import { summarize } from './episode/result.ts';
import { expect, test } from './fixtures.ts';
import { optionDefaults, runTargets } from './options.ts';
import { NEGATIVE_CONTROLS } from './reference/negative-controls.ts';
import { benchmarkAnnotations } from './annotations.ts';
import { loadTasks } from './task-spec/load.ts';
import { negativeTranscriptPath } from './transcripts/format.ts';

// Run by the reference project: `npm run record` records each negative control on each target;
// the self-tests replay them and expect the judge to fail them on the named clause. They
// are the project's own, on its own tasks, whatever folder of tasks the run is given.
const { transcriptsDir } = optionDefaults();
const { tasks } = await loadTasks();

for (const target of runTargets())
  test.describe(target, () => {
    test.use({ target });
    for (const control of NEGATIVE_CONTROLS)
      test(`negative control ${control.task} ${control.variant}`, { annotation: benchmarkAnnotations('negative-control', target) }, async ({ runTask }) => {
        const task = tasks.find((t) => t.id === control.task);
        if (!task?.reference) throw new Error(`negative control ${control.variant}: no task ${control.task} with a reference solution`);
        const transcriptFile = negativeTranscriptPath(target, task.id, control.variant, transcriptsDir);
        const { result } = await runTask({ ...task, reference: control.steps(task.reference) }, { transcriptFile });
        expect(result.status, summarize(result)).toBe('failed');
        expect(result.failedClause?.clause).toBe(control.failsOn);
      });
  });
