/**
 * The judge check's agents, each built on the task's reference: its recorded transcript (replayed
 * exactly as the `mock` adapter replays it, drift checks and all) or, for an instance with no
 * recording (another seed, a family's other instances), the reference carried out live as the
 * `reference` adapter does. The reference and then more steps (a harmless look elsewhere, an extra
 * change), or the reference cut before its last state-changing call.
 */
import { defineAdapter, isDone, procedureAgent, type Adapter, type Agent, type AgentFeedback, type AgentMove, type EpisodeStart } from '../adapters/adapter.ts';
import { mock } from '../adapters/mock.ts';
import { reference } from '../adapters/reference.ts';
import { sameToolLimit } from '../envelope/signature.ts';
import { handleMarker, UPLOADS_HANDLE } from '../mcp/handles.ts';
import type { ReferenceStep } from '../reference/steps.ts';
import { unrecorded } from '../task-spec/family.ts';
import { MAX_STEPS_LIMIT, type TaskSpec } from '../task-spec/schema.ts';
import { readTranscript } from '../transcripts/format.ts';

// The check's agents make more calls than the reference (a look elsewhere, an extra change): the
// task's step cap is a budget for agents, not a clause of the judge, so they get room for them.
export const JUDGE_CHECK_STEP_ROOM = 20;

/** The task with room for the check's calls beyond its cap. */
export const withRoom = (task: TaskSpec): TaskSpec => ({ ...task, maxSteps: Math.min(MAX_STEPS_LIMIT, task.maxSteps + JUDGE_CHECK_STEP_ROOM) });

export interface ReplayWatch {
  /** Before the first replayed call and after the answer to each: the check reads the sites' records there. */
  afterCall?(): void;
  /** When the replay has ended, before the steps after it. */
  replayed?(): void;
}

/** The reference the check starts from, recorded or live, with its answer. */
async function referenceOf(start: EpisodeStart): Promise<{ agent: Agent; answer: string | undefined }> {
  if (unrecorded(start.task)) {
    const step = start.task.reference?.filter((s) => s.do === 'answer').at(-1);
    return { agent: await reference.startEpisode(start), answer: step && start.fillInputs(step).text };
  }
  return { agent: await mock.startEpisode(start), answer: readTranscript(start.transcriptFile).answer };
}

/** `steps` carried out by the target's solver (the task's inputs filled in as the reference's are), then `answer`. */
function stepsThenAnswer(start: EpisodeStart, steps: readonly ReferenceStep[], answer: string | undefined): Agent {
  return procedureAgent(async (call) => {
    const solver = start.target.solver({ call }, { uploadPath: (file) => `${handleMarker(UPLOADS_HANDLE)}/${file}`, sameToolLimit: sameToolLimit(start.task) });
    for (const [index, step] of steps.entries()) await solver.perform(start.fillInputs(step), steps[index + 1]);
    return answer;
  });
}

/** The reference, then `steps` carried out by the target's solver; the reference's answer is the episode's answer. */
export function replayThen(name: string, steps: readonly ReferenceStep[], watch: ReplayWatch = {}): Adapter {
  return defineAdapter({
    name,
    async startEpisode(start) {
      const { agent: replay, answer } = await referenceOf(start);
      let more: Agent | undefined;
      return {
        replaying: replay.replaying,
        async next(feedback: AgentFeedback | undefined): Promise<AgentMove> {
          if (more) return more.next(feedback);
          watch.afterCall?.();
          const move = await replay.next(feedback);
          if (!isDone(move)) return move;
          watch.replayed?.();
          more = stepsThenAnswer(start, steps, answer);
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
  startEpisode: async (start) => stepsThenAnswer(start, [{ do: 'go', url: start.task.startUrl }, { do: 'read' }], readTranscript(start.transcriptFile).answer),
});
/** The reference's first `calls` calls, then its answer: the reference without what came after. */
export function replayPrefix(name: string, calls: number): Adapter {
  return defineAdapter({
    name,
    async startEpisode(start) {
      const { agent: replay, answer } = await referenceOf(start);
      let made = 0;
      return {
        replaying: replay.replaying,
        next: async (feedback) => (made++ < calls ? replay.next(feedback) : { done: true, ...(answer !== undefined && { answer }) }),
      };
    },
  });
}
