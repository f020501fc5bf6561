import type { BrowserContext, Page } from '@playwright/test';
import type { Adapter, Agent, AgentCall } from '../adapters/adapter.ts';
import { ReplayDriftError } from '../adapters/adapter.ts';
import { BudgetExceededError } from '../adapters/budget.ts';
import { DisallowedToolError, Envelope, GuardStop } from '../envelope/envelope.ts';
import { Inputs } from '../envelope/inputs.ts';
import { evaluate } from '../contracts/evaluate.ts';
import { withinTime } from '../time-limit.ts';
import { ScreenshotClasses } from '../contracts/screenshot/classes.ts';
import { blamedClause, clauseLabel, preview, type Verdict } from '../contracts/verdict.ts';
import { McpServerError, type McpSession, type ToolResponse } from '../mcp/session.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import type { WebMode } from '../web/mode.ts';
import type { EpisodeEvent, EpisodeEventBody } from './events.ts';
import { pageEvidence } from './evidence.ts';
import { countNoProgressEpisodes, type ProgressSample } from './no-progress.ts';
import type { EpisodeResult, EpisodeStatus, ToolCallRecord } from './result.ts';
import { watchEpisode, type EpisodeWatch } from './watch.ts';
import type { Workspace } from './workspace.ts';

export const DEFAULT_VIEWPORT = { width: 1280, height: 720 };
// Requests the mirror could not answer, kept per episode: enough to see what drifted.
const DRIFT_LIMIT = 20;
// How long the judge waits for a page that is still loading after the agent's last call.
const SETTLE_BEFORE_JUDGING_MS = 5_000;

/** Lets a test runner show each tool call and the judge as steps, with attachments. */
export interface Instrumentation {
  step<T>(title: string, body: () => Promise<T>): Promise<T>;
  attach(name: string, body: string): Promise<void>;
}

const NO_INSTRUMENTATION: Instrumentation = { step: (_title, body) => body(), attach: async () => {} };

export interface EpisodeEnvironment {
  /** The browser context and MCP server the episode runs in (and the target that server is). */
  workspace: Workspace;
  adapter: Adapter;
  transcriptFile: string;
  /** The episode's own folder: where the server's files (snapshots, screenshots) end up. */
  outputDir: string;
  instrumentation?: Instrumentation;
  /** Milliseconds, monotonic; injected so tests can control time. */
  clock?: () => number;
  /** How public hostnames are reached, and the requests the offline mirror could not answer. */
  web: { mode: WebMode; unmatched: readonly string[] };
  /** Where `screenshot_class` contracts find their classes; the built-in ones by default. */
  screenshotClasses?: ScreenshotClasses;
}

/** A call as it was executed: what a recorder turns into a transcript line. */
export interface ExecutedCall extends ToolCallRecord {
  response: ToolResponse;
  category: 'action' | 'observation';
  urlAfter: string;
}

export interface EpisodeOutcome {
  result: EpisodeResult;
  events: EpisodeEvent[];
  calls: ExecutedCall[];
}

class EpisodeStop extends Error {
  constructor(
    readonly status: EpisodeStatus,
    message: string,
  ) {
    super(message);
  }
}

function shortArgs(args: Record<string, unknown>): string {
  const text = JSON.stringify(args);
  return text.length <= 80 ? text : `${text.slice(0, 79)}…`;
}

function beforeDeadline<T>(work: Promise<T>, deadline: number, clock: () => number, what: string): Promise<T> {
  return withinTime(work, deadline - clock(), () => new EpisodeStop('timeout', `${what} did not finish within maxDurationMs`));
}

/**
 * One episode: reset → open the start URL → ask the agent for calls until it is done or a cap
 * is hit → judge the success contract on the live page. Never throws; every way an episode can
 * end is a status in the result.
 */
export async function runEpisode(task: TaskSpec, env: EpisodeEnvironment): Promise<EpisodeOutcome> {
  const clock = env.clock ?? (() => performance.now());
  const instrumentation = env.instrumentation ?? NO_INSTRUMENTATION;
  const started = clock();
  const driftBefore = env.web.unmatched.length;
  const signature = task.signature;
  const deadline = started + Math.min(task.maxDurationMs, signature?.budgets?.maxWallMs ?? Infinity);
  const target = env.workspace.target;
  const envelope = new Envelope(signature, target.observationTools, target.forbiddenTools, target.name);
  // Input values, and the secrets among them that nothing written may hold.
  let inputs = Inputs.resolve(undefined);
  const events: EpisodeEvent[] = [];
  /** Episode time: whole milliseconds since the episode began. */
  const now = () => Math.round(clock() - started);
  const emit = (event: EpisodeEventBody) => events.push({ t: now(), ...inputs.redactDeep(event) });
  const calls: ExecutedCall[] = [];
  let status: EpisodeStatus | undefined;
  let message: string | undefined;
  let verdict: Verdict | undefined;
  let evidence: EpisodeResult['evidence'];
  let context: BrowserContext | undefined;
  let watch: EpisodeWatch | undefined;
  let session: McpSession | undefined;
  let agent: Agent | undefined;
  let stoppedBy: EpisodeResult['stoppedBy'];
  // Where the episode's time went, for the performance benchmark.
  const phases = { resetMs: 0, serverStartMs: 0, judgeMs: 0 };
  const timed = async <T>(phase: keyof typeof phases, work: () => Promise<T>): Promise<T> => {
    const from = clock();
    try {
      return await work();
    } finally {
      phases[phase] += clock() - from;
    }
  };

  const pageOfAgent = (): Page | undefined => (context ? target.agentPage(context) : undefined);

  const judgeContext = (page: Page) => ({ page, ...watch!, screenshotClasses: env.screenshotClasses ?? new ScreenshotClasses() });

  try {
    inputs = Inputs.resolve(signature);
    const viewport = task.setup?.viewport ?? DEFAULT_VIEWPORT;
    const begun = await timed('resetMs', () => env.workspace.begin(viewport));
    context = begun.context;
    const page = begun.page;
    watch = watchEpisode(context, now);
    // A new or reset context has no cookies; clearing again makes the task's request explicit and visible.
    if (task.setup?.clearCookies) await context.clearCookies();
    emit({ type: 'reset', viewport, clearCookies: task.setup?.clearCookies ?? false });

    // The server is ready before the start URL loads: a new server sees the page load just as a
    // kept one does (console messages, requests), so every episode meets the same server state.
    const server = await timed('serverStartMs', () => beforeDeadline(env.workspace.server(env.outputDir), deadline, clock, `starting ${target.name}`));
    session = server.session;
    const tools = session.tools.filter((tool) => !target.forbiddenTools.has(tool.name));
    emit({ type: 'server_ready', target: target.name, version: target.version(), tools: tools.map((t) => t.name), reused: server.reused });

    await timed('resetMs', () => beforeDeadline(page.goto(task.startUrl, { waitUntil: 'load' }), deadline, clock, `opening ${task.startUrl}`).catch(
      (error: Error) => {
        throw error instanceof EpisodeStop ? error : new EpisodeStop('error', `start URL ${task.startUrl} did not load: ${error.message.split('\n')[0]}`);
      },
    ));
    emit({ type: 'start_url', url: page.url() });

    const offered = tools.filter((tool) => !envelope.disallowed(tool.name));
    agent = await env.adapter.startEpisode({ task, goal: inputs.renderGoal(task.goal), target, tools: offered, transcriptFile: env.transcriptFile, envelope });
    watch.markers.contract_enter = now();
    let previous: ToolResponse | undefined;
    for (;;) {
      const call: AgentCall | undefined = await beforeDeadline(agent.next(previous), deadline, clock, 'the agent');
      if (!call) break;
      if (calls.length >= task.maxSteps)
        throw new EpisodeStop('max_steps', `stopped at maxSteps ${task.maxSteps}: the agent asked for another call (${call.tool})`);
      const maxToolCalls = signature?.budgets?.maxToolCalls;
      if (maxToolCalls !== undefined && calls.length >= maxToolCalls)
        throw new EpisodeStop('budget_exceeded', `signature.budgets.maxToolCalls ${maxToolCalls} reached: the agent asked for another call (${call.tool})`);
      const step = calls.length + 1;
      // Transcripts and plans hold secrets as markers; the server gets the values.
      const args = inputs.redactDeep(call.args);
      let refusal: string | undefined;
      try {
        refusal = envelope.admit(call.tool, inputs.reveal(call.args), step);
      } catch (error) {
        emit({ type: 'refused', step, tool: call.tool, reason: (error as Error).message });
        throw error;
      }
      emit({ type: 'tool_call', step, tool: call.tool, args, origin: call.origin });
      watch.markers.last_tool_call = now();
      const response: ToolResponse = refusal
        ? { kind: 'error', text: refusal, bytes: Buffer.byteLength(refusal), latencyMs: 0 }
        : await instrumentation.step(`${step}. ${call.tool} ${shortArgs(args)}`, async () => {
            // A crashed page or browser would leave the call waiting until the deadline: stop at once instead.
            const answer = await Promise.race([
              session!.call(call.tool, inputs.reveal(call.args), deadline - clock()),
              watch!.crashed.then((what): never => {
                throw new EpisodeStop('error', `step ${step}: ${what} crashed during ${call.tool}`);
              }),
            ]);
            await instrumentation.attach(`step ${step} ${call.tool} response`, inputs.redact(answer.text));
            return answer;
          });
      if (refusal) emit({ type: 'refused', step, tool: call.tool, reason: refusal });
      const urlAfter = pageOfAgent()?.url() ?? '';
      calls.push({
        step,
        tool: call.tool,
        args,
        response: { ...response, text: inputs.redact(response.text) },
        category: target.observationTools.has(call.tool) ? 'observation' : 'action',
        urlAfter,
      });
      emit({ type: 'tool_result', step, kind: response.kind, bytes: response.bytes, latencyMs: Math.round(response.latencyMs), url: urlAfter });
      if (call.expect && call.expect !== response.kind)
        throw new EpisodeStop(
          'replay_drift',
          `step ${step} (${call.origin}): ${call.tool} was recorded answering ${call.expect}, now ${response.kind}: ${preview(response.text)}`,
        );
      const state = envelope.record(call.tool, response.kind === 'error');
      if (state.budget_status !== 'ok') emit({ type: 'envelope', step, ...state });
      previous = { ...response, envelope: state };

      if (signature?.failureWhen || signature?.stopWhen) {
        const page = pageOfAgent();
        if (page && !page.isClosed()) {
          if (signature.failureWhen && (await evaluate(signature.failureWhen, judgeContext(page), 'signature.failureWhen')).outcome === 'pass') {
            stoppedBy = 'failureWhen';
            break;
          }
          if (signature.stopWhen && (await evaluate(signature.stopWhen, judgeContext(page), 'signature.stopWhen')).outcome === 'pass') {
            stoppedBy = 'stopWhen';
            break;
          }
        }
      }
    }
  } catch (error) {
    if (error instanceof EpisodeStop) [status, message] = [error.status, error.message];
    else if (error instanceof ReplayDriftError) [status, message] = ['replay_drift', error.message];
    else if (error instanceof BudgetExceededError) [status, message] = ['budget_exceeded', error.message];
    else if (error instanceof DisallowedToolError) [status, message] = ['disallowed_tool', error.message];
    else if (error instanceof GuardStop) [status, message] = ['guard_stopped', error.message];
    else if (error instanceof McpServerError) [status, message] = [error.timedOut ? 'timeout' : 'error', `step ${calls.length + 1}: ${error.message}`];
    else [status, message] = ['error', (error as Error).message];
  }

  const page = pageOfAgent();
  if (page && !page.isClosed() && watch) {
    // A failureWhen that held is the verdict; otherwise the success contract is judged.
    const [contract, path] = stoppedBy === 'failureWhen' ? [signature!.failureWhen!, 'signature.failureWhen'] : [task.success, 'success'];
    verdict = await timed('judgeMs', () => instrumentation.step(`judge: ${path === 'success' ? 'success contract' : path}`, async () => {
      await page.waitForLoadState('load', { timeout: SETTLE_BEFORE_JUDGING_MS }).catch(() => {});
      const judged = await evaluate(contract, judgeContext(page), path);
      await instrumentation.attach('verdict', inputs.redact(JSON.stringify(judged, null, 2)));
      return stoppedBy === 'failureWhen' && judged.outcome === 'pass' ? { ...judged, outcome: 'fail' as const } : judged;
    }));
    emit({ type: 'contract', verdict });
    evidence = await timed('judgeMs', () => pageEvidence(page, watch!.dialogs));
  }
  status ??= verdict?.outcome === 'pass' ? 'passed' : verdict?.outcome === 'fail' ? 'failed' : 'inconclusive';
  emit({ type: 'stop', status, message });

  const finalUrl = page && !page.isClosed() ? page.url() : '';
  watch?.stop();
  // After an error or a timeout the server or the browser may be broken: never reuse them.
  await env.workspace.end(env.outputDir, status !== 'error' && status !== 'timeout');
  inputs.redactFiles(env.outputDir);

  const blamed = verdict && blamedClause(verdict);
  const drift = env.web.unmatched.slice(driftBefore);
  const last = calls.at(-1);
  const samples: ProgressSample[] = calls.map((c) => ({ tool: c.tool, kind: c.response.kind, urlAfter: c.urlAfter }));
  const result: EpisodeResult = {
    task: task.id,
    adapter: env.adapter.name,
    target: { name: target.name, version: target.version() },
    web: env.web.mode,
    status,
    ...(message !== undefined && { message }),
    steps: calls.length,
    maxSteps: task.maxSteps,
    durationMs: now(),
    toolCalls: {
      total: calls.length,
      actions: calls.filter((c) => c.category === 'action').length,
      observations: calls.filter((c) => c.category === 'observation').length,
      errors: calls.filter((c) => c.response.kind === 'error').length,
    },
    responseBytes: calls.reduce((sum, c) => sum + c.response.bytes, 0),
    phases: {
      resetMs: Math.round(phases.resetMs),
      serverStartMs: Math.round(phases.serverStartMs),
      toolCallsMs: Math.round(calls.reduce((sum, c) => sum + c.response.latencyMs, 0)),
      judgeMs: Math.round(phases.judgeMs),
    },
    workerMaxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    callLatencies: calls.map((c) => ({
      tool: c.tool,
      class: c.category === 'observation' ? ('observe' as const) : typeof c.args.url === 'string' ? ('navigate' as const) : ('act' as const),
      ms: Math.round(c.response.latencyMs),
    })),
    finalUrl,
    noProgressEpisodes: countNoProgressEpisodes(samples),
    ...(drift.length > 0 && { environmentDrift: drift.slice(0, DRIFT_LIMIT) }),
    ...(agent?.report && { agent: agent.report() }),
    ...(agent?.replaying && { transcript: agent.replaying }),
    ...(evidence && { evidence }),
    ...(stoppedBy && { stoppedBy }),
    ...(signature && { envelope: envelope.summary() }),
    ...(last && { lastToolCall: { step: last.step, tool: last.tool, args: last.args } }),
    ...(verdict && { verdict }),
    ...(blamed && {
      failedClause: { clause: clauseLabel(blamed), expected: blamed.expected, observed: blamed.observed, ...(blamed.details && { details: blamed.details }) },
    }),
  };
  return { result: inputs.redactDeep(result), events, calls };
}
