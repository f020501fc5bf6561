import { expect, test } from './fixtures.ts';
import { replayPrefix, replayThen, withRoom } from './judge-check/agents.ts';
import { answerClauses } from './contracts/clauses.ts';
import type { JudgeCheckEntry } from './judge-check/figures.ts';
import { entryOf, judgeCheckTarget, recordFindings } from './judge-check/reference-check.ts';
import { extraChanges, judgedCollections } from './judge-check/site-changes.ts';
import { optionDefaults } from './options.ts';
import { unrecorded } from './task-spec/family.ts';
import { loadTasks, taskTags } from './task-spec/load.ts';
import { readTranscript, transcriptPath } from './transcripts/format.ts';

// The judge check's state mutants, run with the controls: for every task judged on what an agent
// left behind (the sites' records, or evidence alone), agents derived from its reference (recorded,
// or live for an instance with no recording) that a careful grader fails: the reference plus a
// change nobody asked for, and the reference cut before its last state-changing call. The answer
// mutants and alternates need no episode of their own: they are judged on the mock replay of the
// reference (benchmarks/judge-check/reference-check.ts).
const { tasks } = await loadTasks(optionDefaults().tasksDir);
const target = judgeCheckTarget();
const { transcriptsDir } = optionDefaults();
// A trace would record typed secrets; the checks never need one.
test.use({ trace: 'off', target });

// A task judged on evidence alone (no answer, no records) loses its evidence with its last call.
const evidenceOnly = (task: (typeof tasks)[number]) => judgedCollections(task.success).length === 0 && answerClauses(task.success).length === 0;

test.describe(`judge check on ${target}`, () => {
  for (const task of tasks.filter((t) => judgedCollections(t.success).length > 0 || evidenceOnly(t)))
    test(`judge check ${task.id}`, { tag: taskTags(task) }, async ({ runTask, web }, testInfo) => {
      const sites = web.arena.sites;
      const entries: JudgeCheckEntry[] = [];
      // How many calls the reference makes: its recording's or, for an instance with none, counted on the reference carried out live.
      const referenceCalls = async () => {
        if (!unrecorded(task)) return readTranscript(transcriptPath(target, task.id, transcriptsDir)).calls.length;
        let calls = -1;
        await runTask(task, { adapter: replayThen('judge-check', [], { afterCall: () => calls++ }) });
        return calls;
      };
      // The judged collections' records before the first replayed call and after each: where the state last changed.
      const judged = judgedCollections(task.success);
      const states: string[] = [];
      const allRecords = () => JSON.stringify(sites.names.map((name) => sites.records(name)));
      const judgedRecords = () => JSON.stringify(judged.map(({ site, collection }) => sites.records(site)?.[collection] ?? null));

      // Changes nobody asked for, after the whole reference (each episode begins on reset sites).
      for (const [index, change] of extraChanges(task.success).entries()) {
        const watch = index === 0 ? { afterCall: () => states.push(judgedRecords()) } : {};
        let afterReference = '';
        const { result: changed } = await runTask(withRoom(task), {
          adapter: replayThen('judge-check', change.steps, { ...watch, replayed: () => (afterReference = allRecords()) }),
        });
        // A change that did not happen tests nothing: that is the check's own failure, not the judge's.
        expect(allRecords(), `the extra change (${change.what}) changed nothing on the sites: ${changed.message ?? changed.status}`).not.toBe(afterReference);
        entries.push(entryOf(`mutant: ${change.what}`, 'fail', changed));
      }
      const lastChange = states.reduce((last, state, index) => (index > 0 && state !== states[index - 1] ? index : last), -1);
      const cut = judged.length > 0 ? lastChange - 1 : (await referenceCalls()) - 1;
      if (cut >= 0) {
        const what = judged.length > 0 ? 'the reference without its last state-changing call' : 'the reference without its last call';
        // A change a call sets off can land after the next call began (on a busy machine): while the
        // cut reference still leaves the judged records as the whole reference did, cut one call more.
        let at = cut;
        let { result } = await runTask(task, { adapter: replayPrefix('judge-check', at) });
        while (judged.length > 0 && at > 0 && judgedRecords() === states.at(-1)) ({ result } = await runTask(task, { adapter: replayPrefix('judge-check', --at) }));
        entries.push(entryOf(`mutant: ${what} (call ${at + 1})`, 'fail', result));
      }
      await recordFindings(testInfo, { task: task.id, suite: task.suite, target, entries });
    });
});
