/**
 * How an episode ended. The first three are the judge's verdict on an agent that stopped by
 * itself; every other status means the episode was stopped first (and is never a pass).
 */
export const EPISODE_STATUSES = {
  passed: 'the agent stopped, the success contract holds and nothing else changed on the sites',
  failed: 'the agent stopped and the success contract does not hold, or it changed what the task does not ask for',
  inconclusive: 'the agent stopped and the contract could not be judged',
  max_steps: 'the agent asked for a call past the task\'s maxSteps',
  budget_exceeded: 'a budget cap (tool calls, tokens, dollars) was reached',
  guard_stopped: 'a loop guard or envelope limit stopped a wandering agent',
  disallowed_tool: 'the agent called a tool the task or the target does not allow',
  breach: "a tab loaded what no agent may reach (a file of the host, the browser's own pages): the page was closed and the episode stopped",
  refused: 'the model refused the task',
  timeout: 'the episode ran past maxDurationMs',
  replay_drift: 'the recorded transcript no longer fits what it replays',
  interrupted: 'the run was interrupted (Ctrl-C) before the episode ended',
  error: 'the harness, the browser or the MCP server failed',
} as const;

export type EpisodeStatus = keyof typeof EPISODE_STATUSES;

/** Statuses the judge gives; all others come from a stop. */
export type VerdictStatus = Extract<EpisodeStatus, 'passed' | 'failed' | 'inconclusive'>;
export type StopStatus = Exclude<EpisodeStatus, VerdictStatus>;
