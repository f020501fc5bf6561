import { sameToolLimit } from '../envelope/signature.ts';
import { handleMarker, UPLOADS_HANDLE } from '../mcp/handles.ts';
import { SolverError } from '../reference/solver.ts';
import { describeStep } from '../reference/steps.ts';
import { EpisodeFailure } from '../status/stop.ts';
import { defineAdapter, procedureAgent } from './adapter.ts';

/**
 * A task's reference solution, carried out live by the target's solver: how every transcript is
 * recorded, on every target, from one list of steps.
 */
export const reference = defineAdapter({
  name: 'reference',
  async startEpisode({ task, target, fillInputs }) {
    const steps = task.reference;
    if (!steps) throw new EpisodeFailure(`task ${task.id} has no reference solution`);
    return procedureAgent(async (call) => {
      const solver = target.solver({ call }, { uploadPath: (file) => `${handleMarker(UPLOADS_HANDLE)}/${file}`, sameToolLimit: sameToolLimit(task) });
      for (const [index, written] of steps.entries()) {
        const step = fillInputs(written);
        try {
          await solver.perform(step, steps[index + 1]);
        } catch (error) {
          if (!(error instanceof SolverError)) throw error;
          throw new EpisodeFailure(`task ${task.id}, reference[${index}] ${describeStep(written)} on ${target.name}: ${error.message}`);
        }
      }
    });
  },
  provenance: () => ({ method: 'reference', recordedBy: "the task's reference solution, carried out by the target's solver" }),
});
