import { isDone, type AgentCall, type AgentFeedback } from '../adapters/adapter.ts';
import { readSubmission, SUBMIT_ANSWER_TOOL } from '../contracts/answer/submission.ts';
import { evaluate } from '../contracts/evaluate.ts';
import { preview } from '../contracts/verdict.ts';
import { withoutTimedLines, type ToolResponse } from '../mcp/session.ts';
import { countTokens } from '../tokens/tokenizer.ts';
import { BudgetExceeded, ContainmentBreached, EpisodeFailure, ReplayDrift, StepCapReached } from '../status/stop.ts';
import { closeChangeWindow } from './change-window.ts';
import type { Episode, ExecutedCall } from './episode.ts';
import { letPlannedNavigationStart } from './settle.ts';

function shortArgs(args: Record<string, unknown>): string {
  const text = JSON.stringify(args);
  return text.length <= 80 ? text : `${text.slice(0, 79)}…`;
}

/**
 * One step: the agent's next move; if it is a call, the caps and the envelope admit it, the server
 * runs it, and the signature's stop conditions are checked. Returns what the agent learns, or
 * `done` once the agent (or a stop condition) ended the episode. Throws an EpisodeStop for a cap.
 */
export async function step(episode: Episode, previous: AgentFeedback | undefined): Promise<AgentFeedback | 'done'> {
  const { task, calls, envelope } = episode;
  for (const observer of episode.env.observers ?? []) observer.beforeMove?.();
  const move = await episode.beforeDeadline(episode.agent!.next(previous), 'the agent');
  if (isDone(move)) {
    if (move.said !== undefined) episode.emit({ type: 'said', text: move.said });
    if (move.left !== undefined) episode.emit({ type: 'agent_left', reason: move.left });
    return 'done';
  }
  if (move.tool === SUBMIT_ANSWER_TOOL) return submit(episode, move);
  if (calls.length >= episode.stepCap) throw new StepCapReached(`stopped at maxSteps ${episode.stepCap}: the agent asked for another call (${move.tool})`);
  const maxToolCalls = task.signature?.budgets?.maxToolCalls;
  if (maxToolCalls !== undefined && calls.length >= maxToolCalls)
    throw new BudgetExceeded('signature.budgets.maxToolCalls', `${maxToolCalls} reached: the agent asked for another call (${move.tool})`);

  const number = calls.length + 1;
  const args = episode.server!.recordable(move.args);
  let refusal: string | undefined;
  try {
    refusal =
      unknownTool(episode, move.tool) ??
      envelope.admit(move.tool, episode.inputs.reveal(move.args), number) ??
      (episode.refusesHostAccess ? episode.server!.hostAccess(move.tool, move.args) : undefined);
  } catch (error) {
    episode.emit({ type: 'refused', step: number, tool: move.tool, reason: (error as Error).message });
    throw error;
  }
  episode.emit({ type: 'tool_call', step: number, tool: move.tool, args, origin: move.origin, ...spentSoFar(episode) });
  if (!refusal) await letNavigationFinish(episode);
  // The previous server call's changes end here, and this one's begin.
  const from = refusal ? undefined : await closeChangeWindow(episode);
  episode.watch!.markers.last_tool_call = episode.now();
  const executedResponse: ToolResponse = refusal ? errorResponse(refusal) : await execute(episode, move, number, args);
  if (refusal) episode.emit({ type: 'refused', step: number, tool: move.tool, reason: refusal });
  // A call that got a tab to a host scheme may answer with what it loaded: the answer is kept from
  // the agent and from every record, and the episode stops.
  const breach = episode.watch!.breach;
  const response = breach ? errorResponse(`withheld: a tab loaded ${breach}`) : executedResponse;
  const answeredBy = refusal || breach ? 'harness' : 'server';
  const executed = await recordCall(episode, { step: number, tool: move.tool, args, response, answeredBy, class: envelope.classOf(move.tool) }, move);
  if (from && answeredBy === 'server') episode.changeWindow = { call: executed, from };
  if (breach) throw new ContainmentBreached(`step ${number}: after ${move.tool}, a tab loaded ${breach}; the harness closed it`);
  const state = envelope.record(move.tool, response.kind !== 'ok');
  if (state.budget_status !== 'ok') episode.emit({ type: 'envelope', step: number, ...state });
  return (await stopConditionHeld(episode)) ? 'done' : { ...response, envelope: state, url: episode.inputs.redact(executed.urlAfter), step: number };
}

/** What a model agent has spent so far (the episode's events record it at every call): nothing for an agent the harness does not bill. */
function spentSoFar(episode: Episode): { spent?: { usd: number; tokens: number } } {
  const report = episode.agent?.report?.();
  if (!report) return {};
  const { usage } = report;
  return { spent: { usd: report.costUsd, tokens: usage.inputTokens + usage.cacheCreationInputTokens + usage.cacheReadInputTokens + usage.outputTokens } };
}

/**
 * A tool the server does not register (a name from another server, or made up) is the agent's
 * mistake: the harness answers it with a tool error and the episode goes on, as it would for a bad
 * argument. Sent to the server, it failed the episode as the server's error (OpenChrome: "Unknown
 * tool"). A tool the server registers but the agent was not given is the envelope's to refuse.
 */
function unknownTool(episode: Episode, tool: string): string | undefined {
  if (episode.server!.registers(tool)) return undefined;
  return `unknown tool ${JSON.stringify(tool)}: ${episode.target.name} has no tool of that name; call one of the tools you were given`;
}

const errorResponse = (text: string): ToolResponse => ({ kind: 'error', text, bytes: Buffer.byteLength(text), latencyMs: 0 });

/** A call as executed: kept, with the agent's page after it, and checked against its recording (a replay). */
async function recordCall(episode: Episode, call: Omit<ExecutedCall, 'urlAfter' | 'tokens'>, move: AgentCall): Promise<ExecutedCall> {
  const executed = { ...call, tokens: countTokens(withoutTimedLines(call.response.text, episode.target.timedLines)), urlAfter: '' };
  episode.calls.push(executed);
  // Its answer may say which page the agent is on now.
  executed.urlAfter = (await episode.agentPage())?.url() ?? '';
  const { response } = call;
  episode.emit({ type: 'tool_result', step: call.step, kind: response.kind, bytes: response.bytes, latencyMs: Math.round(response.latencyMs), url: executed.urlAfter });
  if (move.expect && move.expect !== response.kind)
    throw new ReplayDrift(`step ${call.step} (${move.origin}): ${move.tool} was recorded answering ${move.expect}, now ${response.kind}: ${preview(response.text)}`);
  return executed;
}

/**
 * The agent's submit_answer: checked against the task's submit schema by the harness, never sent
 * to the server. Accepted, it is the episode's answer and ends the episode; refused, it is a tool
 * error the agent can correct. It is a step (counted, recorded, replayed) that the step cap never
 * refuses: an agent at its cap may still answer, and refusals in a row meet the envelope's
 * failure streak.
 */
async function submit(episode: Episode, move: AgentCall): Promise<AgentFeedback | 'done'> {
  const number = episode.calls.length + 1;
  const read = readSubmission(episode.submit, move.args);
  // Kept as every call is: a secret the agent wrote into its submission stays a marker.
  const args = episode.inputs.redactDeep(move.args);
  episode.emit({ type: 'tool_call', step: number, tool: move.tool, args, origin: move.origin, ...spentSoFar(episode) });
  const text = 'refused' in read ? read.refused : 'Answer submitted. The episode is over; it is judged now.';
  const response: ToolResponse = { kind: 'refused' in read ? 'error' : 'ok', text, bytes: Buffer.byteLength(text), latencyMs: 0 };
  const executed = await recordCall(episode, { step: number, tool: move.tool, args, response, answeredBy: 'harness', class: 'answer' }, move);
  if ('submission' in read) {
    episode.submission = read.submission;
    episode.emit({ type: 'submission', step: number, ...read.submission });
    episode.agent!.submitted?.(response);
    return 'done';
  }
  episode.emit({ type: 'refused', step: number, tool: move.tool, reason: read.refused });
  const state = episode.envelope.record(move.tool, true);
  if (state.budget_status !== 'ok') episode.emit({ type: 'envelope', step: number, ...state });
  return { ...response, envelope: state, url: episode.inputs.redact(executed.urlAfter), step: number };
}

// A model thinks for seconds between calls, so a link it followed has loaded by its next call; a
// replay answers at once and, on a loaded machine, could read the page it is leaving. Waiting for a
// navigation in flight gives the replay the page its recording saw, and costs nothing otherwise.
const NAVIGATION_GRACE_MS = 3_000;

async function letNavigationFinish(episode: Episode): Promise<void> {
  const limitMs = Math.min(NAVIGATION_GRACE_MS, episode.deadline - episode.clock());
  if (episode.target.actionsOutrunNavigation && episode.calls.at(-1)?.class === 'act') {
    const page = await episode.agentPage();
    if (page) await letPlannedNavigationStart(episode, page, limitMs);
  }
  if (!(await episode.watch!.network.navigationsSettled(limitMs))) return;
  await (await episode.agentPage())?.waitForLoadState('domcontentloaded', { timeout: NAVIGATION_GRACE_MS }).catch(() => {});
}

/** Runs the call on the server, stopping at once if the page or the browser crashes meanwhile. */
function execute(episode: Episode, call: AgentCall, number: number, args: Record<string, unknown>): Promise<ToolResponse> {
  return episode.instrumentation.step(`${number}. ${call.tool} ${shortArgs(args)}`, async () => {
    const response = await Promise.race([
      episode.server!.call(call.tool, call.args, episode.deadline - episode.clock()).catch((error: unknown) => {
        throw error instanceof EpisodeFailure ? error.at(`step ${number}`) : error;
      }),
      episode.watch!.crashed.then((what): never => {
        throw new EpisodeFailure(`step ${number}: ${what} crashed during ${call.tool}`);
      }),
    ]);
    await episode.instrumentation.attach(`step ${number} ${call.tool} response`, response.text);
    return response;
  });
}

/** Whether the signature's failureWhen or stopWhen holds after this call (failureWhen first). */
async function stopConditionHeld(episode: Episode): Promise<boolean> {
  const signature = episode.task.signature;
  const page = await episode.agentPage();
  if (!page || !(signature?.failureWhen || signature?.stopWhen)) return false;
  for (const [name, contract] of [['failureWhen', signature.failureWhen], ['stopWhen', signature.stopWhen]] as const)
    // Checked after every call for its outcome alone: an `and` stops at its first failing child.
    if (contract && (await evaluate(contract, { ...episode.judgeContext(page), outcomeOnly: true }, `signature.${name}`)).outcome === 'pass') {
      episode.stoppedBy = name;
      return true;
    }
  return false;
}
