/**
 * The judge check's agents, each built on the task's recorded transcript (replayed exactly as the
 * `mock` adapter replays it, drift checks and all): the reference and then more steps (a harmless
 * look elsewhere, an extra change), or the reference cut before its last state-changing call.
 */
import { defineAdapter, isDone, procedureAgent, type Adapter, type Agent, type AgentFeedback, type AgentMove } from '../adapters/adapter.ts';
import { mock } from '../adapters/mock.ts';
import { sameToolLimit } from '../envelope/signature.ts';
import { handleMarker, UPLOADS_HANDLE } from '../mcp/handles.ts';
import type { ReferenceStep } from '../reference/steps.ts';
import { readTranscript } from '../transcripts/format.ts';

export interface ReplayWatch {
  /** Before the first replayed call and after the answer to each: the check reads the sites' records there. */
  afterCall?(): void;
  /** What the page showed when the replay ended (every element's name), before any step of its own. */
  sawPage?(text: string): void;
}

/**
 * The transcript replayed, then `steps` carried out by the target's solver (after one look at the
 * page, given to `watch.sawPage`; the task's inputs filled in as the reference's are); the
 * recorded answer is the episode's answer.
 */
export function replayThen(name: string, steps: readonly ReferenceStep[], watch: ReplayWatch = {}): Adapter {
  return defineAdapter({
    name,
    async startEpisode(start) {
      const replay = await mock.startEpisode(start);
      const { answer } = readTranscript(start.transcriptFile);
      let more: Agent | undefined;
      const then = () =>
        procedureAgent(async (call) => {
          const solver = start.target.solver({ call }, { uploadPath: (file) => `${handleMarker(UPLOADS_HANDLE)}/${file}`, sameToolLimit: sameToolLimit(start.task) });
          const seen = await solver.look();
          watch.sawPage?.(seen.map((node) => node.name).filter(Boolean).join('\n'));
          for (const [index, step] of steps.entries()) await solver.perform(start.fillInputs(step), steps[index + 1]);
          return answer;
        });
      return {
        replaying: replay.replaying,
        async next(feedback: AgentFeedback | undefined): Promise<AgentMove> {
          if (more) return more.next(feedback);
          watch.afterCall?.();
          const move = await replay.next(feedback);
          if (!isDone(move)) return move;
          more = then();
          return more.next(undefined);
        },
      };
    },
  });
}

/** The transcript's first `calls` calls replayed, then its recorded answer: the reference without what came after. */
export function replayPrefix(name: string, calls: number): Adapter {
  return defineAdapter({
    name,
    async startEpisode(start) {
      const replay = await mock.startEpisode(start);
      const { answer } = readTranscript(start.transcriptFile);
      let made = 0;
      return {
        replaying: replay.replaying,
        next: async (feedback) => (made++ < calls ? replay.next(feedback) : { done: true, ...(answer !== undefined && { answer }) }),
      };
    },
  });
}
