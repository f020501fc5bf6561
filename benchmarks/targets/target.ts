import type { BrowserEndpoints } from '../browser/keeper.ts';
import type { HostReach } from '../envelope/host-access.ts';
import type { ToolClass } from '../envelope/tool-class.ts';
import type { HandleValue } from '../mcp/handles.ts';
import type { LaunchCommand, ToolResponse } from '../mcp/session.ts';
import type { SolverFactory } from '../reference/solver.ts';

/** A call as the agent made it (markers in its args) and what the server answered. */
export interface AgentPageCall {
  tool: string;
  args: Record<string, unknown>;
  response: { text: string };
}

/**
 * How a target names the agent's page: by the URL it reports as current, by a runtime handle (a
 * tab id as calls are recorded), or by the DevTools target id an answer names.
 */
export type PageHint = { url: string } | { handle: string } | { targetId: string };

/** The latest hint a call's response gives, newest first. */
export function latestHint(calls: ReadonlyArray<AgentPageCall>, read: (call: AgentPageCall) => PageHint | undefined): PageHint | undefined {
  for (let index = calls.length - 1; index >= 0; index--) {
    const hint = read(calls[index]);
    if (hint) return hint;
  }
  return undefined;
}

/**
 * An MCP browser server under test: how to start it against the harness's own browser, how its
 * tools split into classes, which tools no agent gets, and where the judge finds the agent's page.
 */
export interface McpTarget {
  name: string;
  /** The server's version, when its package says it better than its `initialize` answer (which is used otherwise). */
  version?(): string;
  /** Why this server cannot run on this machine (not installed), if it cannot: its tasks are skipped with it. */
  unavailable?(): string | undefined;
  launch(browser: BrowserEndpoints, outputDir: string): LaunchCommand;
  /**
   * Where the server can open pages. `context`: it drives the harness's browser context, and its
   * tabs open there. `browser`: it attaches to the whole browser over CDP and may open pages in
   * any context (its own tabs land in the browser's default context), so the harness watches,
   * judges and resets the default context too.
   */
  reach: 'context' | 'browser';
  /**
   * How long one server process may serve. `worker`: its state lives in the pages it drives (element
   * refs restart on every page), so one server serves all of a worker's episodes, in one browser
   * context reset in place between them. `episode`: its state spans pages, so every episode gets a
   * fresh server (and context).
   */
  serverLifetime: 'worker' | 'episode';
  /**
   * With a server per episode: whether the next episode's server may start while one runs (a warm
   * spare). Only for a server that stays off the browser until its first call (OpenChrome connects
   * when it starts, and a spare of it saved no time: targets.md).
   */
  warmSpare?: boolean;
  /**
   * Its actions answer before a navigation they caused has begun (a click on a link returns while
   * the browser is still starting to follow it). Before the call after an action, the harness
   * then lets the page start that navigation, so that a fast agent (a replay) does not read the
   * page it is leaving.
   */
  actionsOutrunNavigation?: boolean;
  /**
   * Harness calls on a new server before the agent's first, which the agent never sees: a server
   * that attaches to the browser on its first call is attached now, so every episode meets it in
   * the same state, new or kept; a server that works in tabs of its own adopts the episode's page
   * (`pageTargetId`, its DevTools target id). Returns the runtime handles it learnt.
   */
  prepare?(call: (tool: string, args: Record<string, unknown>) => Promise<ToolResponse>, pageTargetId: string): Promise<HandleValue[]>;
  /**
   * Classes of tools whose MCP annotations do not say them: a tool marked `readOnlyHint` is an
   * observation, one taking a `url` navigates, any other acts, unless listed here.
   */
  toolClasses?: Readonly<Record<string, ToolClass>>;
  /** Tools no agent may be given: they would close or take over the harness's browser, or reach the host in ways the harness cannot contain. */
  forbiddenTools: ReadonlySet<string>;
  /** What its tools reach beyond the task's sites: host paths, and arguments that open unwatched pages (benchmarks/envelope/host-access.ts). */
  hostReach: HostReach;
  /**
   * Which page the agent last acted on, from its calls so far (newest last): the page the judge
   * evaluates and calls are attributed to. Undefined means the page the episode started on.
   */
  agentPage(calls: ReadonlyArray<AgentPageCall>): PageHint | undefined;
  /** Whose recorded transcripts it replays, when not its own: a variant (another build of a server) replays its original's. */
  transcriptsOf?: string;
  /** Turns a task's reference steps into this server's tool calls. */
  solver: SolverFactory;
  /**
   * Run-specific ids a response names (e.g. tab ids): recorded calls hold `«handle:<family>-<n>»`
   * where such an id was, and replays give the server this run's id.
   */
  handlesIn?(tool: string, response: ToolResponse): HandleValue[];
  /**
   * Lines of its answers that say what arrived while a call ran, not what the call did (a page's
   * console entries, as a pointer to a log file and its lines), with a heading they alone fill:
   * whether they come, and which lines they name, differs from one run of the same calls to the
   * next. An answer's bytes and tokens are counted without them, so that they depend on the calls
   * alone, as a verdict does (the agent still reads them).
   */
  timedLines?: RegExp;
}

export function defineTarget(target: McpTarget): McpTarget {
  return target;
}
