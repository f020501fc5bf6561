/**
 * The judge check on the episode that replays a task's reference (the mock project, on the judge
 * check's target), as an observer of that episode: the submission mutants and alternates are
 * judged on the reference's final state (and, for a task judged by sub-goals, that state with each
 * sub-goal's work left out: ./sub-goal-mutants.ts), then a harmless look elsewhere goes on from
 * there and is judged again, and for a state task the state mutants follow (./state-mutants.ts).
 * Only a task judged on evidence alone needs episodes of its own (benchmarks/judge-check.spec.ts).
 */
import { expect, type TestInfo } from '@playwright/test';
import { blamedClause, clauseLabel, type Verdict } from '../contracts/verdict.ts';
import { answerClauses } from '../contracts/clauses.ts';
import type { EpisodeObserver, Epilogue } from '../episode/episode.ts';
import type { EpisodeOutcome } from '../episode/runner.ts';
import { controlTargets } from '../options.ts';
import type { SuiteTask } from '../task-spec/load.ts';
import type { SiteHost } from '../web/sites.ts';
import { JUDGE_CHECK_STEP_ROOM, lookElsewhere } from './agents.ts';
import { judgedCollections } from './extra-change.ts';
import { stateMutants } from './state-mutants.ts';
import { submissionVariants } from './submission-variants.ts';
import { subGoalMutants } from './sub-goal-mutants.ts';
import { entryOf, isWrong, JUDGE_CHECK_ATTACHMENT, type JudgeCheckEntry, type JudgeCheckRecord } from './figures.ts';

/** The target the judge check runs on: the first of the controls' targets. */
export const judgeCheckTarget = (): string => controlTargets()[0];

/** Attaches a task's findings for the report; a wrong verdict fails the test, and so the run. */
export async function recordFindings(testInfo: TestInfo, record: JudgeCheckRecord): Promise<void> {
  await testInfo.attach(JUDGE_CHECK_ATTACHMENT, { body: JSON.stringify(record, null, 2), contentType: 'application/json' });
  expect(record.entries.filter(isWrong), `the judge is wrong on ${record.task}`).toEqual([]);
}

export interface ReferenceCheck {
  /** What watches the replay's episode: its submission's variants, judged on its final page, and the epilogues. */
  observers: EpisodeObserver[];
  /** The findings, from the replay's outcome (nothing to find when the replay itself did not pass: the gate says so). */
  findings(outcome: EpisodeOutcome): JudgeCheckEntry[];
}

/** A verdict as the check records it: why it did not pass, if it did not. */
function verdictEntry(name: string, expect: JudgeCheckEntry['expect'], verdict: Verdict): JudgeCheckEntry {
  const failed = blamedClause(verdict);
  return { name, expect, outcome: verdict.outcome, ...(failed && { why: `${clauseLabel(failed)}: ${failed.observed}` }) };
}

/** The reference check of `task`, on the sites `sites` serve. */
export function referenceCheck(task: SuiteTask, sites: SiteHost): ReferenceCheck {
  const variants: JudgeCheckEntry[] = [];
  const answers: EpisodeObserver = {
    async judged({ submission, pageText, judge }) {
      if (!submission || answerClauses(task.success).length === 0) return;
      const made = submissionVariants({ success: task.success, reference: submission, pageText: await pageText(), vocabulary: (name) => sites.vocabulary(name) });
      for (const variant of made) variants.push(verdictEntry(variant.name, variant.expect, await judge(variant.submission)));
    },
  };
  const goals = task.success.kind === 'sub_goals' ? task.success.goals : undefined;
  const dropped: EpisodeObserver = {
    async judged({ submission, records, judge }) {
      if (!goals || !records) return;
      for (const mutant of subGoalMutants(goals, records, submission, (site) => sites.changeRules(site)))
        variants.push(verdictEntry(mutant.name, 'fail', await judge(mutant.submission, mutant.records)));
    },
  };
  // Where the task lets an agent navigate: a look elsewhere goes back to the start URL.
  const look: Epilogue[] = task.signature?.allowedToolClasses?.includes('navigate') !== false ? [{ adapter: lookElsewhere, extraSteps: JUDGE_CHECK_STEP_ROOM }] : [];
  const mutants = judgedCollections(task.success).length > 0 ? stateMutants(task, sites) : undefined;
  return {
    observers: [answers, dropped, { epilogues: () => look }, ...(mutants ? [mutants.observer] : [])],
    findings: ({ epilogues }) => [
      ...(look.length > 0 && epilogues.length > 0 ? [entryOf('alternate: the reference, then a look elsewhere', 'pass', epilogues[0])] : []),
      ...variants,
      ...(mutants?.findings(epilogues.slice(look.length)) ?? []),
    ],
  };
}
