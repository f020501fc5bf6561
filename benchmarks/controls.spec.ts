import { CONTROLS } from './adapters/controls.ts';
import { SHALLOW_AGENTS } from './adapters/shallow.ts';
import { benchmarkAnnotations } from './annotations.ts';
import { summarize } from './episode/result.ts';
import { expect, test } from './fixtures.ts';
import { controlTargets, optionDefaults } from './options.ts';
import { loadTasks, taskTags } from './task-spec/load.ts';

// The null agents and the shallow agents on every task: they are measured, not expected to pass —
// a test fails only when its episode could not be judged (the harness failed). The run's reporter
// fails the run if a null agent scores above the project's ceiling on any suite and target, or a
// shallow agent on the frontier tier of any target.
const { tasks } = await loadTasks(optionDefaults().tasksDir);
// A trace would record typed secrets; the controls never need one.
test.use({ trace: 'off' });

for (const control of [...CONTROLS, ...SHALLOW_AGENTS])
  for (const target of controlTargets())
    test.describe(`${control.name} on ${target}`, () => {
      test.use({ adapterName: control.name, target });
      for (const task of tasks)
        test(task.id, { tag: taskTags(task), annotation: benchmarkAnnotations(task.suite, target, control.name) }, async ({ runTask }) => {
          const { result } = await runTask(task);
          expect(result.adapter).toBe(control.name);
          expect(result.status, summarize(result)).not.toBe('error');
        });
    });
