import type { AgentReport, ReplaySource } from '../adapters/adapter.ts';
import { blamedClause, clauseLabel, failingClauses, type Verdict } from '../contracts/verdict.ts';
import { subGoalTally, type SubGoalTally } from '../contracts/kinds/sub-goals.ts';
import type { EnvelopeSummary } from '../envelope/envelope.ts';
import type { CallClass } from '../envelope/tool-class.ts';
import type { Submission } from '../contracts/answer/submitted.ts';
import type { EpisodeStatus } from '../status/status.ts';
import { imageSize, type CallChange, type CallFinding, type FindingCall } from '../findings/finding.ts';
import { findingsOf } from '../findings/kinds/index.ts';
import type { WebMode } from '../web/mode.ts';
import type { Episode, ExecutedCall, WithheldTool } from './episode.ts';
import type { PageEvidence } from './evidence.ts';
import { countNoProgressEpisodes } from './no-progress.ts';

// Requests the mirror could not answer, kept per episode: enough to see what drifted.
const DRIFT_LIMIT = 20;

export interface ToolCallRecord {
  step: number;
  tool: string;
  args: Record<string, unknown>;
}

export interface CallProfile {
  tool: string;
  class: CallClass;
  ms: number;
  tokens: number;
  images?: number;
  outcome: 'ok' | 'error' | 'oversized' | 'refused' | 'unknown_tool';
  /** What the call changed that the harness saw: absent for a call the harness answered, or where no page could be watched. */
  changes?: CallChange[];
}

export interface EpisodeResult {
  task: string;
  adapter: string;
  target: { name: string; version: string };
  /** Public hostnames replayed offline or reached live. */
  web: WebMode;
  status: EpisodeStatus;
  /** Why the episode stopped, when it is not the judge's verdict alone. */
  message?: string;
  steps: number;
  maxSteps: number;
  durationMs: number;
  /** Every call (`total`, submissions included); `actions` and `observations` count the server's tools only. */
  toolCalls: { total: number; actions: number; observations: number; errors: number };
  /** Bytes of every tool response: what an agent had to read. */
  responseBytes: number;
  /** Where the time went: context and site state reset, start URL, MCP server start, the calls' own latencies, the judge. */
  phases: { resetMs: number; startPageMs: number; serverStartMs: number; toolCallsMs: number; judgeMs: number; /** the change watch and the findings (absent in older results) */ watchMs?: number };
  /** Peak resident memory of the worker process so far (Chromium and the server not included). */
  workerMaxRssMb: number;
  /** The server's tools the agent was offered (the submission tool aside) and the tokens of their definitions. */
  toolDefinitions?: { count: number; tokens: number };
  /** The server's tools the agent was not given, each with why (absent when the server did not start). */
  withheldTools?: WithheldTool[];
  /**
   * Each call: its tool and class, its own latency, the tokens of its answer as the agent read it,
   * its images, and how it ended: `ok`, `error` (the server's), `oversized`, `refused` (the
   * harness answered in the server's place), or `unknown_tool` (the agent named a tool the server
   * does not have: the harness answered it, the agent's mistake).
   */
  calls: CallProfile[];
  finalUrl: string;
  /** The agent's accepted submission (submit_answer): the fields judged, and its explanation, never judged. */
  submission?: Submission;
  noProgressEpisodes: number;
  /** A signature's stopWhen or failureWhen held after a call and ended the agent's turn. */
  stoppedBy?: 'stopWhen' | 'failureWhen';
  /** Tasks with a signature: the envelope's counters, streak maxima, warnings and the guard that fired. */
  envelope?: EnvelopeSummary;
  /** Model agents: the model, its budget, token usage and cost. */
  agent?: AgentReport;
  /** Agents outside the harness (over MCP): who the agent was. */
  agentName?: string;
  /** Replays: the transcript and how it was made (a plan or a model run). */
  transcript?: ReplaySource;
  /** The final page: title, sizes and block signals (absent when nothing could be judged). */
  evidence?: PageEvidence | { unavailable: string };
  /** What the server did that cost the agent, call by call (benchmarks/findings/): absent when nothing was found. */
  findings?: CallFinding[];
  /** Replay only: requests the offline mirror had no page for (environment drift, not agent error). */
  environmentDrift?: string[];
  lastToolCall?: ToolCallRecord;
  /** The judge's whole verdict tree, when the page could still be judged. */
  verdict?: Verdict;
  /** Changes on the arena's sites that no clause of the task asks for: a failure of its own (absent without arena sites). */
  sideEffects?: Verdict;
  /** A task judged by sub-goals (a workday): how many were right, out of all, and which were not: partial progress, never the score. */
  subGoals?: SubGoalTally;
  /** The clause to name first when the verdict is not a pass (the first that failed, else the first not judged): path (kind), expected, observed. */
  failedClause?: FailedClause;
  /** Every clause that did not pass, each in full: the success contract's in its order, then the side effects. */
  failedClauses?: FailedClause[];
}

/** A clause that did not pass, as a person reads it: its path (kind), what it asks for and what the judge saw, in full. */
export interface FailedClause {
  clause: string;
  kind: string;
  outcome: 'fail' | 'inconclusive';
  expected: string;
  observed: string;
  details?: Record<string, unknown>;
}

const failedClauseOf = (verdict: Verdict): FailedClause => ({
  clause: clauseLabel(verdict),
  kind: verdict.kind,
  outcome: verdict.outcome === 'fail' ? 'fail' : 'inconclusive',
  expected: verdict.expected,
  observed: verdict.observed,
  ...(verdict.details && { details: verdict.details }),
});

/** The clauses an episode's verdict did not pass (a result from before failedClauses: its one failedClause). */
export const failedClausesOf = (result: Pick<EpisodeResult, 'failedClause' | 'failedClauses'>): FailedClause[] => result.failedClauses ?? (result.failedClause ? [result.failedClause] : []);

/** A failed clause on one line: `path (kind): expected …; observed …`. */
export const describeFailedClause = (c: FailedClause): string => `${c.clause}${c.outcome === 'inconclusive' ? ' (not judged)' : ''}: expected ${c.expected}; observed ${c.observed}`;

/** Who chose the calls, as reports name it: the adapter, and the outside agent it served. */
export const agentLabel = (result: Pick<EpisodeResult, 'adapter' | 'agentName'>): string => (result.agentName ? `${result.adapter}: ${result.agentName}` : result.adapter);

/** The episode's result, from what its phases left: every field derived, nothing decided here. */
export function episodeResult(episode: Episode, status: EpisodeStatus): EpisodeResult {
  const { task, env, target, calls, stop, verdict, sideEffects } = episode;
  // The success contract is blamed first; side effects when it held.
  const blamed = (verdict && blamedClause(verdict)) ?? (sideEffects && blamedClause(sideEffects));
  const failing = [verdict, sideEffects].flatMap((judged) => (judged ? failingClauses(judged) : []));
  const subGoals = subGoalTally(verdict);
  const drift = env.web.unmatched.slice(episode.driftBefore);
  const last = calls.at(-1);
  const agent = episode.agent;
  const report = agent?.report?.();
  const findingsFrom = performance.now();
  const findings = findingsOf({ calls: calls.map(findingCall), unreceived: report?.unreceived ?? [] });
  const watchMs = episode.phases.watchMs + performance.now() - findingsFrom;
  return {
    task: task.id,
    adapter: env.adapter.name,
    target: { name: target.name, version: env.workspace.targetVersion() },
    web: env.web.mode,
    status,
    ...((stop || episode.blockedBy) && { message: stop?.message ?? episode.blockedBy }),
    steps: calls.length,
    maxSteps: task.maxSteps,
    durationMs: episode.now(),
    toolCalls: {
      total: calls.length,
      actions: calls.filter((c) => c.class !== 'observe' && c.class !== 'answer').length,
      observations: calls.filter((c) => c.class === 'observe').length,
      errors: calls.filter((c) => c.response.kind !== 'ok').length,
    },
    responseBytes: calls.reduce((sum, c) => sum + c.response.bytes, 0),
    phases: {
      resetMs: Math.round(episode.phases.resetMs),
      startPageMs: Math.round(episode.phases.startPageMs),
      serverStartMs: Math.round(episode.phases.serverStartMs),
      toolCallsMs: Math.round(calls.reduce((sum, c) => sum + c.response.latencyMs, 0)),
      judgeMs: Math.round(episode.phases.judgeMs),
      watchMs: Math.round(watchMs),
    },
    workerMaxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    ...(episode.toolDefinitions && { toolDefinitions: episode.toolDefinitions }),
    ...(episode.withheldTools && { withheldTools: episode.withheldTools }),
    calls: calls.map((c) => ({
      tool: c.tool,
      class: c.class,
      ms: Math.round(c.response.latencyMs),
      tokens: c.tokens,
      ...(c.response.images?.length && { images: c.response.images.length }),
      outcome: c.answeredBy !== 'harness' || c.response.kind !== 'error' ? c.response.kind : c.class !== 'answer' && !episode.server?.registers(c.tool) ? 'unknown_tool' : 'refused',
      ...(c.changes && { changes: c.changes }),
    })),
    finalUrl: episode.finalUrl,
    ...(episode.submission !== undefined && { submission: episode.submission }),
    noProgressEpisodes: countNoProgressEpisodes(calls.map((c) => ({ tool: c.tool, kind: c.response.kind, urlAfter: c.urlAfter }))),
    ...(drift.length > 0 && { environmentDrift: drift.slice(0, DRIFT_LIMIT) }),
    ...(report && { agent: report }),
    ...(findings.length > 0 && { findings }),
    ...(agent?.who?.() && { agentName: agent.who() }),
    ...(agent?.replaying && { transcript: agent.replaying }),
    ...(episode.evidence && { evidence: episode.evidence }),
    ...(episode.stoppedBy && { stoppedBy: episode.stoppedBy }),
    ...(task.signature && { envelope: episode.envelope.summary() }),
    ...(last && { lastToolCall: { step: last.step, tool: last.tool, args: last.args } }),
    ...(verdict && { verdict }),
    ...(sideEffects && { sideEffects }),
    ...(subGoals && { subGoals }),
    // A stopped episode says why in its message; a clause is blamed only when the judge decided.
    ...(blamed && !stop && { failedClause: failedClauseOf(blamed), failedClauses: failing.map(failedClauseOf) }),
  };
}

/** A call as the findings read it: its answer's text and images' sizes, what it changed. */
const findingCall = (c: ExecutedCall): FindingCall => ({
  step: c.step,
  tool: c.tool,
  class: c.class,
  args: c.args,
  kind: c.response.kind,
  text: c.response.text,
  images: (c.response.images ?? []).map(imageSize),
  bytes: c.response.bytes,
  answeredBy: c.answeredBy,
  ...(c.changes && { changes: c.changes }),
});

// Each episode's result is attached to its test under `<task> result`; reporters read it back.
const RESULT_ATTACHMENT_SUFFIX = ' result';

export function resultAttachmentName(taskId: string): string {
  return `${taskId}${RESULT_ATTACHMENT_SUFFIX}`;
}

export function isResultAttachment(attachment: { name: string; contentType: string }): boolean {
  return attachment.contentType === 'application/json' && attachment.name.endsWith(RESULT_ATTACHMENT_SUFFIX);
}

/** The fields that differ between two identical runs, zeroed: for determinism checks and reports. */
export function withoutTimings(result: EpisodeResult): EpisodeResult {
  return {
    ...result,
    durationMs: 0,
    phases: { resetMs: 0, startPageMs: 0, serverStartMs: 0, toolCallsMs: 0, judgeMs: 0, watchMs: 0 },
    workerMaxRssMb: 0,
    calls: result.calls.map((c) => ({ ...c, ms: 0 })),
    ...(result.verdict && { verdict: verdictWithoutTimings(result.verdict) }),
  };
}

/** A verdict whose evidence names episode times (a `network` clause's requests and markers), with those times at 0. */
function verdictWithoutTimings(verdict: Verdict): Verdict {
  const timeless = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(timeless);
    if (value === null || typeof value !== 'object') return typeof value === 'string' ? value.replace(/ at \d+ ms\b/g, ' at 0 ms') : value;
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 't' || key === 'marker_ms' ? 0 : timeless(v)]));
  };
  return timeless(verdict) as Verdict;
}

/** One line for a failed test or a log: task, status, why. */
export function summarize(result: EpisodeResult): string {
  const parts = [`${result.task}: ${result.status} after ${result.steps} step${result.steps === 1 ? '' : 's'}${result.subGoals ? ` (${result.subGoals.right} of ${result.subGoals.total} sub-goals right)` : ''}`];
  if (result.message) parts.push(result.message);
  for (const clause of failedClausesOf(result)) parts.push(describeFailedClause(clause));
  if (result.lastToolCall) parts.push(`last tool call: step ${result.lastToolCall.step} ${result.lastToolCall.tool}`);
  return parts.join(' — ');
}
