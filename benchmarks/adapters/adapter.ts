import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { EnvelopeState } from '../envelope/envelope.ts';
import type { Envelope } from '../envelope/envelope.ts';
import type { ToolClass } from '../envelope/tool-class.ts';
import type { SubmitTool } from '../contracts/answer/submission.ts';
import type { ResponseKind, ToolResponse } from '../mcp/session.ts';
import type { EpisodeStatus } from '../status/status.ts';
import type { McpTarget } from '../targets/target.ts';
import type { ModelBudget } from '../task-spec/budget.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import type { UnreceivedAnswer } from '../findings/finding.ts';
import type { Spend } from './model/spend.ts';
import type { TranscriptProvenance } from '../transcripts/format.ts';

/** One tool call the agent wants made. */
export interface AgentCall {
  tool: string;
  args: Record<string, unknown>;
  /** Replay only: the kind of response this call got when it was recorded. */
  expect?: ResponseKind;
  /** Where the call came from, e.g. `transcripts/playwright-mcp/x.jsonl:3`. */
  origin?: string;
}

/** The agent stopped by itself without an accepted submission (an accepted one ends the episode at once). */
export interface AgentDone {
  done: true;
  /** What a model said in the turn it ended without submitting: kept in the events, never judged. */
  said?: string;
  /** An agent outside the harness went away without answering: how (its session ended, its process exited). */
  left?: string;
}

export type AgentMove = AgentCall | AgentDone;

export const isDone = (move: AgentMove): move is AgentDone => 'done' in move;

/** What the agent learns after a call: the server's (redacted) response and where it stands against the envelope. */
export interface AgentFeedback extends ToolResponse {
  envelope?: EnvelopeState;
  /** The agent's page after the call (secrets as markers). */
  url?: string;
  /** The call's step in the episode. */
  step?: number;
  /** The harness's notes with this result: the budget note once most of a cap is spent (budget-notes.ts). */
  notes?: string[];
}

/**
 * What the harness adds to a result, as facts: where the agent stands against the envelope's
 * limits once it is no longer plain `ok`, and its budget notes. Every adapter passes on the same.
 */
export const harnessNotes = (feedback: AgentFeedback): string[] => [
  ...(feedback.envelope && feedback.envelope.budget_status !== 'ok' ? [`[harness envelope] ${JSON.stringify(feedback.envelope)}`] : []),
  ...(feedback.notes ?? []),
];

/** What a model-driven agent says about itself; written into the episode result. */
export interface AgentReport {
  model: { id: string; maxTokens: number };
  budget: ModelBudget;
  usage: { apiCalls: number; inputTokens: number; outputTokens: number; cacheCreationInputTokens: number; cacheReadInputTokens: number };
  costUsd: number;
  /** Where the billed tokens and dollars went (benchmarks/adapters/model/spend.ts). A request charged at its worst case, with no usage, is not in it. */
  spend?: Spend;
  /** Responses that read less from the prompt cache than their request was priced as reading (the episode then priced every request as uncached). */
  cacheMisses?: number;
  /** The server's answers the model never got whole: the context budget cut or left them out before it first saw them. */
  unreceived?: UnreceivedAnswer[];
}

/** The agent of one episode: asked for its next move until it is done. */
export interface Agent {
  next(previous: AgentFeedback | undefined): Promise<AgentMove>;
  /** Model agents: model, budget, usage and cost so far. */
  report?(): AgentReport;
  /** Replaying agents: the transcript and how it was made. */
  replaying?: ReplaySource;
  /** Agents outside the harness: who they are (their MCP client's name), for the result and the report. */
  who?(): string | undefined;
  /** Its submission was accepted (the episode ends here; it is judged next): what the submitting call answers. */
  submitted?(feedback: AgentFeedback): void;
  /** Told how the episode ended once it is judged: an agent outside the harness is told too, then let go. */
  end?(outcome: EpisodeEnd): Promise<void>;
}

/** How an episode ended: its status and, for a stop, why. */
export interface EpisodeEnd {
  status: EpisodeStatus;
  message?: string;
}

export interface ReplaySource extends TranscriptProvenance {
  file: string;
}

export interface EpisodeStart {
  task: TaskSpec;
  /** The goal as the agent gets it: the task's goal with its inputs filled in. */
  goal: string;
  target: McpTarget;
  /** The server's tools minus those the target forbids or the task does not allow, and the task's submit_answer (last): all an agent is offered. */
  tools: Tool[];
  /** The task's submit_answer: its schema and the fields it asks for. */
  submit: SubmitTool;
  /** The class of each of the server's tools. */
  classOf(tool: string): ToolClass;
  transcriptFile: string;
  /** The task's boundaries: replays check their calls against it before starting. */
  envelope: Envelope;
  /** A value (e.g. a reference step) with the task's `{{inputs}}` filled in: plain values, secrets as markers. */
  fillInputs<T>(value: T): T;
  /** Aborted when the episode's deadline passes: whatever the agent is waiting for (a model's answer) must stop then. */
  deadline: AbortSignal;
  /** The caps the runner holds the agent to, which it is told at the start: its calls (a model adapter adds its USD cap). */
  caps: ToldCaps;
}

/**
 * The caps an agent is told at the start of its episode: the tool calls it may make (the step
 * cap, or a signature's lower maxToolCalls) and, for a live model, the US dollars its episode may
 * cost. Nothing that stops an episode is kept from the agent that the harness can count for it.
 */
export interface ToldCaps {
  steps: number;
  usd?: number;
}

/** Why an episode is not started: the reason, and whether it is the run's model budget (a cap the report names). */
export interface NotStarted {
  reason: string;
  runCap?: boolean;
}

/** Who chooses the tool calls: a recorded transcript, a task's reference solution, a live model, a control. */
export interface Adapter {
  name: string;
  /** Checks everything it can before the first call (preflight); throws to refuse the episode. */
  startEpisode(start: EpisodeStart): Promise<Agent>;
  /** Why this task's episode is not started at all (the run's budget is spent), if it is not: reported as not run, never as failed. */
  notStarted?(task: EpisodeStart['task']): NotStarted | undefined;
  /** How a transcript recorded from this adapter was made; absent when it cannot record (replay). */
  provenance?(transcriptFile: string): TranscriptProvenance;
}

export function defineAdapter(adapter: Adapter): Adapter {
  return adapter;
}

/** An agent that makes a fixed list of calls in order (its submission among them, last), then stops. */
export function scriptedAgent(calls: readonly AgentCall[]): Agent {
  let index = 0;
  return { next: async () => calls[index++] ?? { done: true } };
}

/** How a procedure makes a call: it gets the server's (redacted) response back. */
export type ProcedureCall = (tool: string, args: Record<string, unknown>) => Promise<AgentFeedback>;

/**
 * An agent written as a procedure that makes calls (submit_answer last, if it answers): solvers
 * and control agents are easier to write this way than as a `next()` state machine. An accepted
 * submission ends the episode, so the procedure is never resumed after it. An error the procedure
 * throws comes out of the `next()` that was waiting for its next move.
 */
export function procedureAgent(procedure: (call: ProcedureCall) => Promise<void>): Agent {
  let waiting: { resolve(move: AgentMove): void; reject(error: unknown): void } | undefined;
  let deliver: ((feedback: AgentFeedback) => void) | undefined;
  let started = false;
  const publish = (move: AgentMove) => waiting?.resolve(move);
  const call: ProcedureCall = (tool, args) =>
    new Promise((resolve) => {
      deliver = resolve;
      publish({ tool, args });
    });
  return {
    next: (previous) =>
      new Promise<AgentMove>((resolve, reject) => {
        waiting = { resolve, reject };
        if (started) return deliver?.(previous!);
        started = true;
        procedure(call).then(
          () => publish({ done: true }),
          (error: unknown) => waiting?.reject(error),
        );
      }),
  };
}
