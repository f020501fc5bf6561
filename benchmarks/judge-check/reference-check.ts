/**
 * The judge check on the episode that replays a task's reference (the mock project, on the judge
 * check's target): the answer mutants and alternates are judged on the reference's final state,
 * then a harmless look elsewhere goes on from there and is judged again, and for a state task the
 * state mutants follow (./state-mutants.ts). Only a task judged on evidence alone needs episodes
 * of its own (benchmarks/judge-check.spec.ts).
 */
import { expect, type TestInfo } from '@playwright/test';
import type { EpisodeEnvironment, Epilogue } from '../episode/episode.ts';
import type { EpisodeOutcome } from '../episode/runner.ts';
import { controlTargets } from '../options.ts';
import type { SuiteTask } from '../task-spec/load.ts';
import { readTranscript } from '../transcripts/format.ts';
import type { SiteHost } from '../web/sites.ts';
import { JUDGE_CHECK_STEP_ROOM, lookElsewhere } from './agents.ts';
import { judgedCollections } from './site-changes.ts';
import { stateMutants } from './state-mutants.ts';
import { answerClauses } from '../contracts/clauses.ts';
import { answerVariants } from './answer-variants.ts';
import { entryOf, isWrong, JUDGE_CHECK_ATTACHMENT, type JudgeCheckEntry, type JudgeCheckRecord } from './figures.ts';

/** The target the judge check runs on: the first of the controls' targets. */
export const judgeCheckTarget = (): string => controlTargets()[0];

/** Attaches a task's findings for the report; a wrong verdict fails the test, and so the run. */
export async function recordFindings(testInfo: TestInfo, record: JudgeCheckRecord): Promise<void> {
  await testInfo.attach(JUDGE_CHECK_ATTACHMENT, { body: JSON.stringify(record, null, 2), contentType: 'application/json' });
  expect(record.entries.filter(isWrong), `the judge is wrong on ${record.task}`).toEqual([]);
}

export interface ReferenceCheck {
  /** What the replay's episode gets: the answers to judge beside its own, and the epilogues. */
  environment: Pick<EpisodeEnvironment, 'answerVariants' | 'beforeMove' | 'epilogues'>;
  /** The findings, from the replay's outcome (nothing to find when the replay itself did not pass: the gate says so). */
  findings(outcome: EpisodeOutcome): JudgeCheckEntry[];
}

/** The reference check of `task`, whose reference transcript is `transcriptFile`. */
export function referenceCheck(task: SuiteTask, transcriptFile: string, sites: SiteHost): ReferenceCheck {
  const { answer } = readTranscript(transcriptFile);
  const variants = (pageText: string) =>
    answer === undefined || answerClauses(task.success).length === 0
      ? []
      : answerVariants({ success: task.success, answer, pageText, vocabulary: (name) => sites.vocabulary(name) });
  let expected = new Map<string, JudgeCheckEntry['expect']>();
  // Where the task lets an agent navigate: a look elsewhere goes back to the start URL.
  const look: Epilogue[] = task.signature?.allowedToolClasses?.includes('navigate') !== false ? [{ adapter: lookElsewhere, extraSteps: JUDGE_CHECK_STEP_ROOM }] : [];
  const mutants = judgedCollections(task.success).length > 0 ? stateMutants(task, sites) : undefined;
  return {
    environment: {
      answerVariants: (pageText) => {
        const made = variants(pageText);
        expected = new Map(made.map((v) => [v.name, v.expect]));
        return made;
      },
      ...(mutants && { beforeMove: mutants.environment.beforeMove }),
      epilogues: () => [...look, ...(mutants?.environment.epilogues() ?? [])],
    },
    findings: ({ result, epilogues }) => [
      ...(look.length > 0 && epilogues.length > 0 ? [entryOf('alternate: the reference, then a look elsewhere', 'pass', epilogues[0])] : []),
      ...(result.answerVariants ?? []).map((v) => ({ name: v.name, expect: expected.get(v.name)!, outcome: v.outcome, ...(v.clause && { why: `${v.clause}: ${v.observed}` }) })),
      ...(mutants?.findings(epilogues.slice(look.length)) ?? []),
    ],
  };
}
