/**
 * The judge check's agents, each built on the task's reference: its recorded transcript (replayed
 * exactly as the `mock` adapter replays it, drift checks and all) or, for an instance with no
 * recording (another seed, a family's other instances), the reference carried out live as the
 * `reference` adapter does: the reference and then more steps, or the reference cut short. And
 * the agents of the check's epilogues, which go on after the reference (a harmless look elsewhere,
 * an extra change, the reference's answer alone), each answering as the reference did.
 */
import { defineAdapter, isDone, procedureAgent, scriptedAgent, type Adapter, type Agent, type AgentFeedback, type AgentMove, type EpisodeStart } from '../adapters/adapter.ts';
import { mock } from '../adapters/mock.ts';
import { reference } from '../adapters/reference.ts';
import { sameToolLimit } from '../envelope/signature.ts';
import { handleMarker, UPLOADS_HANDLE } from '../mcp/handles.ts';
import type { ReferenceStep } from '../reference/steps.ts';
import { unrecorded } from '../task-spec/family.ts';
import { readTranscript } from '../transcripts/format.ts';

// The check's agents make more calls than the reference (a look elsewhere, an extra change): the
// task's step cap is a budget for agents, not a clause of the judge, so they get room for them.
export const JUDGE_CHECK_STEP_ROOM = 20;

/** The reference's answer: its recording's or, for an instance with none, its last `answer` step's (inputs filled in). */
function referenceAnswer(start: EpisodeStart): string | undefined {
  if (!unrecorded(start.task)) return readTranscript(start.transcriptFile).answer;
  const step = start.task.reference?.filter((s) => s.do === 'answer').at(-1);
  return step && start.fillInputs(step).text;
}

/** The reference the check starts from, recorded or live. */
const referenceOf = async (start: EpisodeStart): Promise<Agent> => (unrecorded(start.task) ? reference : mock).startEpisode(start);

/** `steps` carried out by the target's solver (the task's inputs filled in as the reference's are), then `answer`. */
function stepsThenAnswer(start: EpisodeStart, steps: readonly ReferenceStep[], answer: string | undefined): Agent {
  return procedureAgent(async (call) => {
    const solver = start.target.solver({ call }, { uploadPath: (file) => `${handleMarker(UPLOADS_HANDLE)}/${file}`, sameToolLimit: sameToolLimit(start.task) });
    for (const [index, step] of steps.entries()) await solver.perform(start.fillInputs(step), steps[index + 1]);
    return answer;
  });
}

/** `steps` carried out by the target's solver, then the reference's answer: an agent that goes on after another (an epilogue). */
export const stepsThen = (name: string, steps: readonly ReferenceStep[]): Adapter =>
  defineAdapter({ name, startEpisode: async (start) => stepsThenAnswer(start, steps, referenceAnswer(start)) });

/** The reference, then `steps` carried out by the target's solver; the reference's answer is the episode's answer. */
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
          if (!isDone(move)) return move;
          more = stepsThenAnswer(start, steps, referenceAnswer(start));
          return more.next(undefined);
        },
      };
    },
  });
}

/**
 * A harmless look elsewhere, as the judge check's epilogue after a replay of the reference: back
 * to the start URL and one read, answering as the reference did. Another valid route: it must pass.
 */
export const lookElsewhere = defineAdapter({
  name: 'look elsewhere',
  startEpisode: async (start) => stepsThenAnswer(start, [{ do: 'go', url: start.task.startUrl }, { do: 'read' }], referenceAnswer(start)),
});

/** No call at all, then the reference's answer: what goes on after the sites were put back before the reference's end. */
export const answerOnly = (name: string): Adapter => defineAdapter({ name, startEpisode: async (start) => scriptedAgent([], referenceAnswer(start)) });

/** The reference's first `calls` calls, then its answer: the reference without what came after. */
export function replayPrefix(name: string, calls: number): Adapter {
  return defineAdapter({
    name,
    async startEpisode(start) {
      const replay = await referenceOf(start);
      const answer = referenceAnswer(start);
      let made = 0;
      return {
        replaying: replay.replaying,
        next: async (feedback) => (made++ < calls ? replay.next(feedback) : { done: true, ...(answer !== undefined && { answer }) }),
      };
    },
  });
}
