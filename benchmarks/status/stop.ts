import type { StopStatus } from './status.ts';

/**
 * Why an episode was stopped before the agent finished. Each way to stop is one class carrying
 * its status, thrown wherever the reason is found (the runner, an adapter, the envelope) and
 * turned into the episode's status in one place.
 */
export abstract class EpisodeStop extends Error {
  abstract readonly status: StopStatus;
}

/** The agent asked for another call after `maxSteps` calls. */
export class StepCapReached extends EpisodeStop {
  override name = 'StepCapReached';
  readonly status = 'max_steps';
}

/** A budget cap was reached (tool calls, tokens, dollars), naming the cap. */
export class BudgetExceeded extends EpisodeStop {
  override name = 'BudgetExceeded';
  readonly status = 'budget_exceeded';
  constructor(
    readonly cap: string,
    message: string,
  ) {
    super(`budget cap ${cap} reached: ${message}`);
  }
}

/** A loop guard or envelope limit was exceeded, naming it. */
export class GuardStopped extends EpisodeStop {
  override name = 'GuardStopped';
  readonly status = 'guard_stopped';
  constructor(
    readonly guard: string,
    message: string,
  ) {
    super(`${guard}: ${message}`);
  }
}

/** A call the task or the target does not allow: it is not executed. */
export class ToolDisallowed extends EpisodeStop {
  override name = 'ToolDisallowed';
  readonly status = 'disallowed_tool';
}

/** The model declined the task (its `refusal` stop reason). */
export class ModelRefused extends EpisodeStop {
  override name = 'ModelRefused';
  readonly status = 'refused';
}

/** Something did not finish before the episode's deadline. */
export class DeadlinePassed extends EpisodeStop {
  override name = 'DeadlinePassed';
  readonly status = 'timeout';
}

/** A tab loaded a URL no agent may reach, by whatever route the harness's refusals missed: the harness closed it. */
export class ContainmentBreached extends EpisodeStop {
  override name = 'ContainmentBreached';
  readonly status = 'breach';
}

/** The transcript being replayed no longer fits: it needs re-recording. */
export class ReplayDrift extends EpisodeStop {
  override name = 'ReplayDrift';
  readonly status = 'replay_drift';
}

/** The run was interrupted (Ctrl-C) before the episode ended: nothing is judged or blamed. */
export class RunInterrupted extends EpisodeStop {
  override name = 'RunInterrupted';
  readonly status = 'interrupted';
}

/** The harness, the browser or the MCP server failed; `timedOut` when it stopped answering. */
export class EpisodeFailure extends EpisodeStop {
  override name = 'EpisodeFailure';
  readonly status: 'error' | 'timeout';
  constructor(message: string, timedOut = false) {
    super(message);
    this.status = timedOut ? 'timeout' : 'error';
  }

  /** The same failure, saying where it happened (`step 3: …`). */
  at(where: string): EpisodeFailure {
    return new EpisodeFailure(`${where}: ${this.message}`, this.status === 'timeout');
  }
}

/** Any error as a stop: a stop stays what it is, anything else is a failure of the harness. */
export function asStop(error: unknown): EpisodeStop {
  return error instanceof EpisodeStop ? error : new EpisodeFailure(error instanceof Error ? error.message : String(error));
}
