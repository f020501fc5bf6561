/**
 * The judge check's agents, each built on the task's reference: its recorded transcript (replayed
 * exactly as the `mock` adapter replays it, drift checks and all) or, for an instance with no
 * recording (another seed, a family's other instances), the reference carried out live as the
 * `reference` adapter does: the reference and then more steps, or the reference cut short. And
 * the agents of the check's epilogues, which go on after the reference (a harmless look elsewhere,
 * an extra change, the reference's submission alone), each submitting as the reference did.
 */
import { defineAdapter, isDone, procedureAgent, scriptedAgent, type Adapter, type Agent, type AgentFeedback, type AgentMove, type EpisodeStart } from '../adapters/adapter.ts';
import { mock } from '../adapters/mock.ts';
import { reference } from '../adapters/reference.ts';
import { SUBMIT_ANSWER_TOOL } from '../contracts/answer/submission.ts';
import { sameToolLimit } from '../envelope/signature.ts';
import { handleMarker, UPLOADS_HANDLE } from '../mcp/handles.ts';
import { stepSubmission, type ReferenceStep } from '../reference/steps.ts';
import { unrecorded } from '../task-spec/family.ts';
import { readTranscript } from '../transcripts/format.ts';

// The check's agents make more calls than the reference (a look elsewhere, an extra change): the
// task's step cap is a budget for agents, not a clause of the judge, so they get room for them.
export const JUDGE_CHECK_STEP_ROOM = 20;

type SubmitArgs = Record<string, unknown>;
const isSubmission = (move: AgentMove) => !isDone(move) && move.tool === SUBMIT_ANSWER_TOOL;

/** The reference's submission: its recording's last submit_answer or, for an instance with none, its last `answer` step's (inputs filled in). */
function referenceSubmission(start: EpisodeStart): SubmitArgs | undefined {
  if (!unrecorded(start.task)) return readTranscript(start.transcriptFile).calls.filter((call) => call.tool === SUBMIT_ANSWER_TOOL).at(-1)?.args;
  const step = start.task.reference?.filter((s) => s.do === 'answer').at(-1);
  return step && step.do === 'answer' ? start.fillInputs(stepSubmission(step)) : undefined;
}

/** The reference the check starts from, recorded or live. */
const referenceOf = async (start: EpisodeStart): Promise<Agent> => (unrecorded(start.task) ? reference : mock).startEpisode(start);

/** `steps` carried out by the target's solver (the task's inputs filled in as the reference's are), then `submission`. */
function stepsThenSubmit(start: EpisodeStart, steps: readonly ReferenceStep[], submission: SubmitArgs | undefined): Agent {
  return procedureAgent(async (call) => {
    const solver = start.target.solver({ call }, { uploadPath: (file) => `${handleMarker(UPLOADS_HANDLE)}/${file}`, sameToolLimit: sameToolLimit(start.task) });
    for (const [index, step] of steps.entries()) await solver.perform(start.fillInputs(step), steps[index + 1]);
    if (submission) await call(SUBMIT_ANSWER_TOOL, submission);
  });
}

/** `steps` carried out by the target's solver, then the reference's submission: an agent that goes on after another (an epilogue). */
export const stepsThen = (name: string, steps: readonly ReferenceStep[]): Adapter =>
  defineAdapter({ name, startEpisode: async (start) => stepsThenSubmit(start, steps, referenceSubmission(start)) });

/** The reference, then `steps` carried out by the target's solver; the reference's submission comes last. */
export function replayThen(name: string, steps: readonly ReferenceStep[]): Adapter {
  return defineAdapter({
    name,
    async startEpisode(start) {
      const replay = await referenceOf(start);
      let more: Agent | undefined;
      return {
        replaying: replay.replaying,
        async next(feedback: AgentFeedback | undefined): Promise<AgentMove> {
          if (more) return more.next(feedback);
          const move = await replay.next(feedback);
          if (!isDone(move) && !isSubmission(move)) return move;
          // The reference's own submission waits until the steps after it are done.
          more = stepsThenSubmit(start, steps, isDone(move) ? undefined : move.args);
          return more.next(undefined);
        },
      };
    },
  });
}

/**
 * A harmless look elsewhere, as the judge check's epilogue after a replay of the reference: back
 * to the start URL and one read, submitting as the reference did. Another valid route: it must pass.
 */
export const lookElsewhere = defineAdapter({
  name: 'look elsewhere',
  startEpisode: async (start) => stepsThenSubmit(start, [{ do: 'go', url: start.task.startUrl }, { do: 'read' }], referenceSubmission(start)),
});

/** No call at all, then the reference's submission: what goes on after the sites were put back before the reference's end. */
export const submitOnly = (name: string): Adapter =>
  defineAdapter({
    name,
    startEpisode: async (start) => {
      const submission = referenceSubmission(start);
      return scriptedAgent(submission ? [{ tool: SUBMIT_ANSWER_TOOL, args: submission }] : []);
    },
  });

/** The reference's first `calls` calls to the server, then its submission: the reference without what came after. */
export function replayPrefix(name: string, calls: number): Adapter {
  return defineAdapter({
    name,
    async startEpisode(start) {
      const replay = await referenceOf(start);
      const submission = referenceSubmission(start);
      let made = 0;
      let submitted = false;
      return {
        replaying: replay.replaying,
        async next(feedback) {
          if (made++ < calls) return replay.next(feedback);
          if (submitted || !submission) return { done: true };
          submitted = true;
          return { tool: SUBMIT_ANSWER_TOOL, args: submission };
        },
      };
    },
  });
}

/** How many calls the reference made to the server: its recording's (the submission is not one). */
export const serverCalls = (transcriptFile: string): number => readTranscript(transcriptFile).calls.filter((call) => call.tool !== SUBMIT_ANSWER_TOOL).length;
