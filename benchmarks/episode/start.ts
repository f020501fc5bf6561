import path from 'node:path';
import type { Page } from '@playwright/test';
import { SUBMIT_ANSWER_TOOL } from '../contracts/answer/submission.ts';
import { Envelope } from '../envelope/envelope.ts';
import { toolDefinitionTokens } from '../tokens/tokenizer.ts';
import { Inputs } from '../envelope/inputs.ts';
import { UPLOADS_HANDLE, type Handles } from '../mcp/handles.ts';
import type { McpSession } from '../mcp/session.ts';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { EpisodeFailure } from '../status/stop.ts';
import type { McpTarget } from '../targets/target.ts';
import { classifyTools } from '../targets/tool-classes.ts';
import { DEFAULT_VIEWPORT } from '../task-spec/schema.ts';
import { targetIdOf } from '../browser/target-id.ts';
import type { Episode, WithheldTool } from './episode.ts';
import { ServerBoundary } from './server-boundary.ts';
import { watchEpisode } from './watch.ts';

// A harness call that does not answer within this is a broken server.
const PREPARE_TIMEOUT_MS = 30_000;

/** The target's own calls on a new server, before the agent's first; the handles they name go into `handles`. */
async function prepare(target: McpTarget, session: McpSession, pageTargetId: string, handles: Handles): Promise<void> {
  const call = async (tool: string, args: Record<string, unknown>) => {
    const response = await session.call(tool, args, PREPARE_TIMEOUT_MS);
    if (response.kind !== 'ok') throw new EpisodeFailure(`${target.name} failed its preparation call ${tool}: ${response.text.slice(0, 200)}`);
    return response;
  };
  for (const handle of (await target.prepare?.(call, pageTargetId)) ?? []) handles.learn(handle);
}

/**
 * Start: a clean browser context and arena, the MCP server ready (and prepared), the start page
 * loaded, and the agent given its goal and the tools it may use. Throws an EpisodeStop when any
 * of it fails.
 */
export async function start(episode: Episode): Promise<void> {
  const { task, env, target } = episode;
  episode.inputs = Inputs.resolve(task.signature);
  const viewport = task.setup?.viewport ?? DEFAULT_VIEWPORT;
  const { context, page, defaultContext } = await episode.timed('resetMs', () => env.workspace.begin(viewport, task.setup));
  episode.context = context;
  episode.defaultContext = defaultContext;
  episode.startPage = page;
  episode.watch = watchEpisode([context, ...(defaultContext ? [defaultContext] : [])], () => episode.now(), { contain: episode.stopsBreaches, sites: env.web.sites });
  await episode.watch.dialogs.ready();
  // A new or reset context has no cookies; clearing again makes the task's request explicit and visible.
  if (task.setup?.clearCookies) await context.clearCookies();
  episode.emit({ type: 'reset', viewport, clearCookies: task.setup?.clearCookies ?? false });

  // A kept server (serverLifetime 'worker') is ready before the start URL loads, so a new server
  // sees the page load just as a kept one does (console messages, requests): every episode meets
  // the same server state. A server new in every episode attaches to the loaded page instead, as
  // to a browser its user already opened: OpenChrome adopted a blank page that then navigated
  // under it, and its first read now and then failed with "Execution context was destroyed".
  const loadsFirst = target.serverLifetime === 'episode';
  if (loadsFirst) await openStartPage(episode, page);
  const { handles } = episode;
  const { session, reused, uploads } = await episode.timed('serverStartMs', () =>
    episode.beforeDeadline(
      (async () => {
        const server = await env.workspace.server();
        if (!server.reused) await prepare(target, server.session, await targetIdOf(page), handles);
        return server;
      })(),
      `starting ${target.name}`,
    ),
  );
  handles.set(UPLOADS_HANDLE, uploads);
  episode.server = new ServerBoundary(session, episode.inputs, handles, (tool, response) => target.handlesIn?.(tool, response) ?? [], {
    folder: path.dirname(uploads),
    reach: target.hostReach,
  });
  const classOf = classifyTools(target, session.tools);
  episode.envelope = new Envelope(task.signature, classOf, target.forbiddenTools, target.name);
  // A server tool named like the harness's own submit_answer is never offered: the name is the harness's.
  const tools = session.tools.filter((tool) => !target.forbiddenTools.has(tool.name) && tool.name !== SUBMIT_ANSWER_TOOL);
  episode.emit({ type: 'server_ready', target: target.name, version: env.workspace.targetVersion(), tools: tools.map((t) => t.name), reused });

  if (!loadsFirst) await openStartPage(episode, page);

  // The sites as the agent finds them: side effects are what changes from here.
  episode.recordsBefore = env.web.sites?.snapshot();
  const offered = tools.filter((tool) => !episode.envelope.disallowed(tool.name));
  episode.toolDefinitions = toolDefinitionTokens(offered);
  episode.withheldTools = withheldTools(episode, session.tools, offered);
  episode.agentStart = {
    task,
    goal: episode.inputs.renderGoal(task.goal),
    target,
    tools: [...offered, episode.submit.tool],
    submit: episode.submit,
    classOf,
    transcriptFile: env.transcriptFile,
    envelope: episode.envelope,
    fillInputs: (value) => episode.inputs.renderRecordable(value),
    deadline: episode.deadlineSignal,
    caps: { steps: episode.callCap() },
  };
  episode.agent = await env.adapter.startEpisode(episode.agentStart);
  episode.watch.markers.contract_enter = episode.now();
}

/** The server's tools the agent was not given, each with why: the target never gives it, the task does not allow its class, or it is named like the harness's own tool. */
function withheldTools(episode: Episode, registered: readonly Tool[], offered: readonly Tool[]): WithheldTool[] {
  const given = new Set(offered.map((tool) => tool.name));
  return registered
    .filter((tool) => !given.has(tool.name))
    .map(({ name }) => ({
      tool: name,
      why: name === SUBMIT_ANSWER_TOOL ? 'harness' : episode.target.forbiddenTools.has(name) ? 'target' : 'task',
    }));
}

async function openStartPage(episode: Episode, page: Page): Promise<void> {
  const { startUrl } = episode.task;
  await episode.timed('startPageMs', () =>
    episode.beforeDeadline(
      page.goto(startUrl, { waitUntil: 'load' }).catch((error: Error) => {
        throw new EpisodeFailure(`start URL ${startUrl} did not load: ${error.message.split('\n')[0]}`);
      }),
      `opening ${startUrl}`,
    ),
  );
  episode.emit({ type: 'start_url', url: page.url() });
}
