export const AGENT_COMMAND_ENV = 'BENCH_AGENT_COMMAND';
export const AGENT_NAME_ENV = 'BENCH_AGENT_NAME';
export const AGENT_PORT_ENV = 'BENCH_AGENT_PORT';
export const ENDPOINT_FILE_ENV = 'BENCH_AGENT_ENDPOINT_FILE';
export const AGENT_PASS_ENV = 'BENCH_AGENT_PASS_ENV';
export const AGENT_HOST_ENV = 'BENCH_AGENT_HOST';

import type { ServedEpisode } from './served-episode.ts';

/** Tells an outside agent of its episode; what it returns is undone when the episode ends. `left`: the agent went away. */
export type Announce = (episode: ServedEpisode, left: (why: string) => void) => (() => Promise<void>) | undefined;

/**
 * How the outside agent learns of each episode: a command launched per episode (bench:agent), a
 * file `serve-task` reads and shows, or (tests) a function.
 */
export type AgentReach = { command: string } | { endpointFile: string } | { announce: Announce };

export interface OutsideAgentSettings {
  /** The agent's name in results and reports; else the name its MCP client gives. */
  name?: string;
  /** The endpoint's port; 0 picks a free one. */
  port: number;
  portSource: string;
  /** The address the endpoint listens on: 127.0.0.1 unless the user asks for another (serve-task --host). */
  host: string;
  /** Names of the harness's environment an agent command also gets (bench:agent --pass-env), beside PATH and HOME. */
  passEnv: string[];
  /** Absent: no outside agent was set up for this run, and no episode is started. */
  reach?: AgentReach;
}

function portFrom(env: NodeJS.ProcessEnv): number {
  const raw = env[AGENT_PORT_ENV];
  if (raw === undefined || raw === '') return 0;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${AGENT_PORT_ENV}=${raw}: a port number (0 picks a free one)`);
  return port;
}

export function outsideAgentSettings(env: NodeJS.ProcessEnv = process.env): OutsideAgentSettings {
  const command = env[AGENT_COMMAND_ENV];
  const endpointFile = env[ENDPOINT_FILE_ENV];
  return {
    ...(env[AGENT_NAME_ENV] && { name: env[AGENT_NAME_ENV] }),
    port: portFrom(env),
    portSource: env[AGENT_PORT_ENV] ? `${AGENT_PORT_ENV}=${env[AGENT_PORT_ENV]}` : 'a free port',
    host: env[AGENT_HOST_ENV] || '127.0.0.1',
    passEnv: (env[AGENT_PASS_ENV] ?? '').split(',').map((name) => name.trim()).filter(Boolean),
    ...(command ? { reach: { command } } : endpointFile ? { reach: { endpointFile } } : {}),
  };
}
