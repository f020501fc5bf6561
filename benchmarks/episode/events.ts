import type { Submission } from '../contracts/answer/submitted.ts';
import type { Verdict } from '../contracts/verdict.ts';
import type { EnvelopeState } from '../envelope/envelope.ts';
import type { CallChange } from '../findings/finding.ts';
import type { ResponseKind } from '../mcp/session.ts';
import type { EpisodeStatus } from '../status/status.ts';

/** What happened, without its time. */
export type EpisodeEventBody =
  | { type: 'reset'; viewport: { width: number; height: number }; clearCookies: boolean }
  | { type: 'start_url'; url: string }
  | { type: 'server_ready'; target: string; version: string; tools: string[]; /** kept from the worker's previous episode */ reused: boolean }
  /** `spent`: what a model agent had spent when it asked for the call (its dollars, and its tokens in and out). */
  | { type: 'tool_call'; step: number; tool: string; args: Record<string, unknown>; origin?: string; spent?: { usd: number; tokens: number } }
  | { type: 'tool_result'; step: number; kind: ResponseKind; bytes: number; latencyMs: number; url: string }
  /** What a server call changed that the harness saw, once the next server call (or the judge) closed its window. */
  | { type: 'changed'; step: number; changes: CallChange[] }
  | { type: 'refused'; step: number; tool: string; reason: string }
  | ({ type: 'envelope'; step: number } & EnvelopeState)
  /** The agent's accepted submit_answer: the answer the judge reads. */
  | ({ type: 'submission'; step: number } & Submission)
  /** What a model said in the turn it ended without submitting (after the reminder): never judged. */
  | { type: 'said'; text: string }
  /** An agent outside the harness went away without answering. */
  | { type: 'agent_left'; reason: string }
  | { type: 'contract'; verdict: Verdict }
  | { type: 'side_effects'; verdict: Verdict }
  /** The judge check's epilogue begins: another agent goes on after the episode was judged, and it is judged again. */
  | { type: 'epilogue'; agent: string }
  | { type: 'stop'; status: EpisodeStatus; message?: string };

/** One line of an episode's events JSONL; `t` is milliseconds since the episode started. */
export type EpisodeEvent = { t: number } & EpisodeEventBody;

export function eventsJsonl(events: readonly EpisodeEvent[]): string {
  return events.map((event) => JSON.stringify(event)).join('\n') + '\n';
}
