import { CONTROLS, nullAgentsFor } from './adapters/controls.ts';
import { SHALLOW_AGENTS } from './adapters/shallow.ts';
import { benchmarkAnnotations } from './annotations.ts';
import { summarize } from './episode/result.ts';
import { expect, test } from './fixtures.ts';
import { controlTargets, optionDefaults } from './options.ts';
import { loadTasks, taskTags } from './task-spec/load.ts';
import { SHALLOW_GATED_TIERS } from './task-spec/tiers.ts';

// The null agents on every task (the two that never answer only where a contract can pass without
// an answer), the shallow agents on the tier they are held to: they are measured,
// not expected to pass — a test fails only when its episode could not be judged (the harness
// failed). The run's reporter fails the run if a null agent scores above the project's ceiling on
// any suite and target, or a shallow agent on the frontier, chore or workday tier of any target. (The shallow agents
// on every tier cost about 2.4 minutes of a 2-core run: docs/performance.md.)
const { tasks } = await loadTasks(optionDefaults().tasksDir);
const gated = tasks.filter((task) => SHALLOW_GATED_TIERS.some((tier) => task.tags?.includes(tier)));
const tasksOf = ({ name }: { name: string }) =>
  SHALLOW_AGENTS.some((agent) => agent.name === name) ? gated : tasks.filter((task) => nullAgentsFor(task).some((agent) => agent.name === name));
// A trace would record typed secrets; the controls never need one.
test.use({ trace: 'off' });

for (const control of [...CONTROLS, ...SHALLOW_AGENTS])
  for (const target of controlTargets())
    test.describe(`${control.name} on ${target}`, () => {
      test.use({ adapterName: control.name, target });
      for (const task of tasksOf(control))
        test(task.id, { tag: taskTags(task), annotation: benchmarkAnnotations(task.suite, target, control.name) }, async ({ runTask }) => {
          const { result } = await runTask(task);
          expect(result.adapter).toBe(control.name);
          expect(result.status, summarize(result)).not.toBe('error');
        });
    });
