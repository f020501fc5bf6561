import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Envelope } from '../envelope/envelope.ts';
import type { Budget } from './budget.ts';
import type { ResponseKind, ToolResponse } from '../mcp/session.ts';
import type { McpTarget } from '../targets/target.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import type { TranscriptHeader } from '../transcripts/format.ts';

/** One tool call the agent wants made. */
export interface AgentCall {
  tool: string;
  args: Record<string, unknown>;
  /** Replay only: the kind of response this call got when it was recorded. */
  expect?: ResponseKind;
  /** Where the call came from, e.g. `transcripts/playwright-mcp/x.jsonl:3`. */
  origin?: string;
}

/** What a model-driven agent says about itself; written into the episode result. */
export interface AgentReport {
  model: { id: string; maxTokens: number };
  budget: Budget;
  usage: { apiCalls: number; inputTokens: number; outputTokens: number; cacheCreationInputTokens: number; cacheReadInputTokens: number };
  costUsd: number;
}

/** The agent of one episode: asked for its next call until it answers `undefined` (done). */
export interface Agent {
  next(previous: ToolResponse | undefined): Promise<AgentCall | undefined>;
  /** Model agents: model, budget, usage and cost so far. */
  report?(): AgentReport;
  /** Replaying agents: the transcript and how it was made. */
  replaying?: ReplaySource;
}

export interface ReplaySource {
  file: string;
  method: TranscriptHeader['method'];
  recordedBy: string;
}

export interface EpisodeStart {
  task: TaskSpec;
  /** The goal as the agent gets it: the task's goal with its inputs filled in. */
  goal: string;
  target: McpTarget;
  /** The server's tools minus those the target forbids: all an agent is offered. */
  tools: Tool[];
  transcriptFile: string;
  /** The task's boundaries: replays check their calls against it before starting. */
  envelope: Envelope;
}

/** Who chooses the tool calls: a recorded transcript, a hand-authored plan, a live model. */
export interface Adapter {
  name: string;
  /** Checks everything it can before the first call (preflight); throws to refuse the episode. */
  startEpisode(start: EpisodeStart): Promise<Agent>;
  /** How a transcript recorded from this adapter was made; absent when it cannot record (replay). */
  provenance?(transcriptFile: string): Pick<TranscriptHeader, 'method' | 'recordedBy'>;
}

/** The recording no longer fits what is being replayed: the transcript needs re-recording. */
export class ReplayDriftError extends Error {
  override name = 'ReplayDriftError';
}

export function defineAdapter(adapter: Adapter): Adapter {
  return adapter;
}

/** An agent that makes a fixed list of calls in order, then stops. */
export function scriptedAgent(calls: AgentCall[]): Agent {
  let index = 0;
  return { next: async () => calls[index++] };
}
