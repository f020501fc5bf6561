import fs from 'node:fs';
import path from 'node:path';
import type { EndpointAddress } from './endpoint.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** An episode as an outside agent is told of it: where its MCP endpoint is, and the task. */
export interface ServedEpisode extends EndpointAddress {
  task: string;
  target: string;
  goal: string;
  /** The goal with the start page, the answer protocol and the caps: the server's instructions. */
  instructions: string;
  /** The tool calls the agent may make, submit_answer's among them. */
  maxCalls: number;
}

/**
 * The variables the agent's command gets (`npm run bench:agent`). Not the harness's own (its
 * options' prefix): those reach the MCP servers under test, and the token is the agent's alone.
 */
export const AGENT_ENV = {
  url: 'CONTRACT_EVAL_MCP_URL',
  token: 'CONTRACT_EVAL_MCP_TOKEN',
  bridge: 'CONTRACT_EVAL_MCP_BRIDGE',
  task: 'CONTRACT_EVAL_TASK',
  goal: 'CONTRACT_EVAL_GOAL',
  instructions: 'CONTRACT_EVAL_INSTRUCTIONS',
  maxCalls: 'CONTRACT_EVAL_MAX_CALLS',
} as const;

/**
 * Where `npm run serve-task` has the episode it serves written, and where the stdio bridge looks
 * for it: one fixed place (git-ignored), so a client can be set up with the bridge once.
 */
export const SERVE_TASK_ENDPOINT_FILE = path.join(ROOT, 'runs/serve-task.endpoint.json');

/** The stdio bridge, for clients that only spawn servers: it reaches the endpoint its environment (or an endpoint file) names. */
export const BRIDGE = { command: path.join(ROOT, 'node_modules/.bin/tsx'), args: [path.join(ROOT, 'scripts/mcp-stdio-bridge.ts')] };
/** The bridge as one shell command line. */
export const BRIDGE_COMMAND = [BRIDGE.command, ...BRIDGE.args].map((word) => (/^[\w./@:-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`)).join(' ');

export function agentEnvironment(episode: ServedEpisode): Record<string, string> {
  return {
    [AGENT_ENV.url]: episode.url,
    [AGENT_ENV.token]: episode.token,
    [AGENT_ENV.bridge]: BRIDGE_COMMAND,
    [AGENT_ENV.task]: episode.task,
    [AGENT_ENV.goal]: episode.goal,
    [AGENT_ENV.instructions]: episode.instructions,
    [AGENT_ENV.maxCalls]: String(episode.maxCalls),
  };
}

/** Writes the episode for `npm run serve-task` (and the bridge) to read: whole or not at all, readable by the user only. */
export function writeEndpointFile(file: string, episode: ServedEpisode): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, JSON.stringify(episode, null, 2), { mode: 0o600 });
  fs.renameSync(partial, file);
}

export function readEndpointFile(file: string): ServedEpisode {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ServedEpisode;
}
