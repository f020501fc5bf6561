import type { EpisodeResult } from './episode/result.ts';
import { expect, test } from './fixtures.ts';
import { replayPrefix, replayThen } from './judge-check/agents.ts';
import { answerClauses, answerVariants } from './judge-check/answer-variants.ts';
import { isWrong, JUDGE_CHECK_ATTACHMENT, type JudgeCheckEntry, type JudgeCheckRecord } from './judge-check/figures.ts';
import { extraChanges, judgedCollections } from './judge-check/site-changes.ts';
import { controlTargets, optionDefaults } from './options.ts';
import { loadTasks, taskTags } from './task-spec/load.ts';
import { MAX_STEPS_LIMIT, type TaskSpec } from './task-spec/schema.ts';
import { readTranscript, transcriptPath } from './transcripts/format.ts';

// The judge check, run with the controls: for every task, agents derived from its reference
// solution that a careful grader passes or fails, and what the judge said of each. Its figures go
// to the report; a mutant that passes or an alternate that fails fails the test, and the run.
const { tasks } = await loadTasks(optionDefaults().tasksDir);
const [target] = controlTargets();
const { transcriptsDir } = optionDefaults();
// A trace would record typed secrets; the checks never need one.
test.use({ trace: 'off', target });

// The check's agents make more calls than the reference (a look elsewhere, an extra change): the
// task's step cap is a budget for agents, not a clause of the judge, so they get room for them.
const STEP_ROOM = 20;
const withRoom = (task: TaskSpec): TaskSpec => ({ ...task, maxSteps: Math.min(MAX_STEPS_LIMIT, task.maxSteps + STEP_ROOM) });

/** An episode's verdict as the check records it: why it did not pass, if it did not. */
function outcomeOf(name: string, expect: JudgeCheckEntry['expect'], result: EpisodeResult): JudgeCheckEntry {
  const outcome = result.status === 'passed' ? 'pass' : result.status === 'failed' ? 'fail' : 'inconclusive';
  const why = result.failedClause ? `${result.failedClause.clause}: ${result.failedClause.observed}` : result.message;
  return { name, expect, outcome, ...(why && { why }) };
}

test.describe(`judge check on ${target}`, () => {
  for (const task of tasks)
    test(`judge check ${task.id}`, { tag: taskTags(task) }, async ({ runTask, web }, testInfo) => {
      const sites = web.arena.sites;
      const transcript = readTranscript(transcriptPath(target, task.id, transcriptsDir));
      const entries: JudgeCheckEntry[] = [];
      // The judged collections' records before the first call and after each: where the state last changed.
      const judged = judgedCollections(task.success);
      const states: string[] = [];
      let pageText = '';

      // The reference, then a harmless look elsewhere (home, and a read): a valid route that must
      // pass. Its final state is the reference's (the look changes nothing), so every answer
      // variant is judged there; near misses come from the page the reference ended on.
      const lookElsewhere = replayThen('judge-check', [{ do: 'go', url: task.startUrl }, { do: 'read' }], {
        afterCall: () => states.push(JSON.stringify(judged.map(({ site, collection }) => sites.records(site)?.[collection] ?? null))),
        sawPage: (text) => (pageText = text),
      });
      const variants = () =>
        transcript.answer === undefined || answerClauses(task.success).length === 0
          ? []
          : answerVariants({ success: task.success, answer: transcript.answer, pageText, vocabulary: (name) => sites.vocabulary(name) });
      const { result } = await runTask(withRoom(task), { adapter: lookElsewhere, answerVariants: variants });
      // The sites as an episode left them (the next one resets them first): what the reference changed.
      const allRecords = () => JSON.stringify(sites.names.map((name) => sites.records(name)));
      const afterReference = allRecords();
      entries.push(outcomeOf('alternate: the reference, then a look elsewhere', 'pass', result));
      const expected = new Map(variants().map((v) => [v.name, v.expect]));
      for (const v of result.answerVariants ?? [])
        entries.push({ name: v.name, expect: expected.get(v.name)!, outcome: v.outcome, ...(v.clause && { why: `${v.clause}: ${v.observed}` }) });

      // State tasks: changes nobody asked for, and the reference without its last state-changing call.
      for (const change of extraChanges(task.success)) {
        const { result: changed } = await runTask(withRoom(task), { adapter: replayThen('judge-check', change.steps) });
        // A change that did not happen tests nothing: that is the check's own failure, not the judge's.
        expect(allRecords(), `the extra change (${change.what}) changed nothing on the sites: ${changed.message ?? changed.status}`).not.toBe(afterReference);
        entries.push(outcomeOf(`mutant: ${change.what}`, 'fail', changed));
      }
      const lastChange = states.reduce((last, state, index) => (index > 0 && state !== states[index - 1] ? index : last), -1);
      // A task judged on evidence alone (no answer, no records) loses its evidence with its last call.
      const evidenceOnly = judged.length === 0 && answerClauses(task.success).length === 0;
      const cut = judged.length > 0 ? lastChange - 1 : evidenceOnly ? transcript.calls.length - 1 : -1;
      if (cut >= 0) {
        const what = judged.length > 0 ? 'the reference without its last state-changing call' : 'the reference without its last call';
        entries.push(outcomeOf(`mutant: ${what} (call ${cut + 1})`, 'fail', (await runTask(task, { adapter: replayPrefix('judge-check', cut) })).result));
      }

      const record: JudgeCheckRecord = { task: task.id, suite: task.suite, target, entries };
      await testInfo.attach(JUDGE_CHECK_ATTACHMENT, { body: JSON.stringify(record, null, 2), contentType: 'application/json' });
      expect(entries.filter(isWrong), `the judge is wrong on ${task.id}`).toEqual([]);
    });
});
