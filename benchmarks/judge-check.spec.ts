import { expect, test } from './fixtures.ts';
import { replayPrefix, replayThen, serverCalls } from './judge-check/agents.ts';
import { answerClauses } from './contracts/clauses.ts';
import { summarize } from './episode/result.ts';
import { judgeCheckTarget, recordFindings } from './judge-check/reference-check.ts';
import { judgedCollections } from './judge-check/extra-change.ts';
import { entryOf } from './judge-check/figures.ts';
import { stateMutants } from './judge-check/state-mutants.ts';
import { optionDefaults } from './options.ts';
import { unrecorded } from './task-spec/family.ts';
import { loadTasks, taskTags } from './task-spec/load.ts';
import { transcriptPath } from './transcripts/format.ts';

// The judge check's episodes of their own, run with the controls. A recorded task's mutants ride
// on its mock replay (benchmarks/judge-check/reference-check.ts); here are the others: a task
// judged on evidence alone (no answer, no records) loses its evidence with its reference's last
// call, and a state task's instance with no recording (another seed, a family's other instances)
// has its reference carried out live, with the state mutants after it.
const { tasks } = await loadTasks(optionDefaults().tasksDir);
const target = judgeCheckTarget();
const { transcriptsDir } = optionDefaults();
// A trace would record typed secrets; the checks never need one.
test.use({ trace: 'off', target });

const stateTask = (task: (typeof tasks)[number]) => judgedCollections(task.success).length > 0;
const evidenceOnly = (task: (typeof tasks)[number]) => !stateTask(task) && answerClauses(task.success).length === 0;

test.describe(`judge check on ${target}`, () => {
  for (const task of tasks.filter((t) => evidenceOnly(t) || (stateTask(t) && unrecorded(t))))
    test(`judge check ${task.id}`, { tag: taskTags(task) }, async ({ runTask, web }, testInfo) => {
      if (stateTask(task)) {
        const mutants = stateMutants(task, web.arena.sites);
        const { result, epilogues } = await runTask(task, { adapter: replayThen('judge-check', []), observers: [mutants.observer] });
        expect(result.status, `the reference, carried out live: ${summarize(result)}`).toBe('passed');
        await recordFindings(testInfo, { task: task.id, suite: task.suite, target, entries: mutants.findings(epilogues) });
        return;
      }
      // How many calls the reference makes to the server: its recording's or, for an instance with none, counted on the reference carried out live.
      let calls = 0;
      if (!unrecorded(task)) calls = serverCalls(transcriptPath(target, task.id, transcriptsDir));
      else {
        const { calls: made } = await runTask(task, { adapter: replayThen('judge-check', []) });
        calls = made.filter((call) => call.class !== 'answer').length;
      }
      const { result } = calls >= 1 ? await runTask(task, { adapter: replayPrefix('judge-check', calls - 1) }) : { result: undefined };
      const entries = result ? [entryOf(`mutant: the reference without its last call (call ${calls})`, 'fail', result)] : [];
      await recordFindings(testInfo, { task: task.id, suite: task.suite, target, entries });
    });
});
