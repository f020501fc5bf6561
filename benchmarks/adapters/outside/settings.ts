import { OPTIONS, readOption } from '../../environment/registry.ts';
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

export function outsideAgentSettings(env: NodeJS.ProcessEnv = process.env): OutsideAgentSettings {
  const name = readOption('agentName', env);
  const port = readOption('agentPort', env);
  const command = readOption('agentCommand', env);
  const endpointFile = readOption('agentEndpointFile', env);
  return {
    ...(name && { name }),
    port: port ?? 0,
    portSource: port === undefined ? 'a free port' : `${OPTIONS.agentPort.variable}=${port}`,
    host: readOption('agentHost', env),
    passEnv: readOption('agentPassEnv', env),
    ...(command ? { reach: { command } } : endpointFile ? { reach: { endpointFile } } : {}),
  };
}
