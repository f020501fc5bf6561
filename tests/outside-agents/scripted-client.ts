import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { outsideAgentAdapter } from '../../benchmarks/adapters/outside/adapter.ts';
import type { ServedEpisode } from '../../benchmarks/adapters/outside/served-episode.ts';

/** The MCP client the scripted agents introduce themselves as. */
export const AGENT = { name: 'scripted-agent', version: '1.0.0' };

/** How the scripted agent reaches its episode: the endpoint itself, or the stdio bridge a client would spawn. */
export type Connection = (episode: ServedEpisode) => Transport;
export const overHttp: Connection = (episode) =>
  new StreamableHTTPClientTransport(new URL(episode.url), { requestInit: { headers: { Authorization: `Bearer ${episode.token}` } } });

export const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');

/**
 * The outside adapter with a scripted agent (the MCP SDK's own client, as a real one reaches an
 * episode): `script` runs against each episode once it is served. What the script saw (or the
 * error it ended with) is kept for the test to check. `host` is where the endpoint listens.
 */
export function scripted(script: (client: Client, episode: ServedEpisode) => Promise<void>, connection: Connection = overHttp, host = '127.0.0.1') {
  const seen: { episode?: ServedEpisode; error?: unknown; done?: Promise<void> } = {};
  const adapter = outsideAgentAdapter(() => ({
    port: 0,
    portSource: 'a free port',
    host,
    passEnv: [],
    reach: {
      announce: (episode) => {
        seen.episode = episode;
        const client = new Client(AGENT);
        seen.done = client
          .connect(connection(episode))
          .then(() => script(client, episode))
          .catch((error: unknown) => void (seen.error = error));
        return undefined;
      },
    },
  }));
  return { adapter, seen };
}
