// The stdio face of an outside agent's episode, for MCP clients that only spawn servers: it pipes
// the client's messages (stdin/stdout) to the episode's Streamable HTTP endpoint and back.
//   <this command> [<endpoint file>]
// The endpoint comes from CONTRACT_EVAL_MCP_URL and CONTRACT_EVAL_MCP_TOKEN (npm run bench:agent
// gives them to the agent), else from the endpoint file `npm run serve-task` writes. When the
// client closes stdin (or exits), the bridge ends the MCP session: the episode's agent has left.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isJSONRPCRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { AGENT_ENV, readEndpointFile, SERVE_TASK_ENDPOINT_FILE } from '../benchmarks/adapters/outside/served-episode.ts';

function fail(message: string): never {
  process.stderr.write(`mcp-stdio-bridge: ${message}\n`);
  process.exit(1);
}

function endpoint(): { url: string; token: string } {
  const url = process.env[AGENT_ENV.url];
  const token = process.env[AGENT_ENV.token];
  if (url && token) return { url, token };
  const file = process.argv[2] ?? SERVE_TASK_ENDPOINT_FILE;
  try {
    return readEndpointFile(file);
  } catch (error) {
    fail(`no episode to bridge to: ${AGENT_ENV.url} and ${AGENT_ENV.token} are not set, and ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); start one with npm run serve-task`);
  }
}

const { url, token } = endpoint();
const episode = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${token}` } } });
const client = new StdioServerTransport();

let ending = false;
async function end(code: number): Promise<never> {
  if (!ending) {
    ending = true;
    await episode.terminateSession().catch(() => {});
    await episode.close().catch(() => {});
  }
  process.exit(code);
}

// A request the episode cannot take gets an error answer: the client is never left waiting.
async function forward(message: JSONRPCMessage): Promise<void> {
  try {
    await episode.send(message);
  } catch (error) {
    if (isJSONRPCRequest(message))
      await client.send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: `the episode's MCP endpoint did not take the request: ${(error as Error).message}` } });
  }
}

client.onmessage = (message) => void forward(message);
episode.onmessage = (message) => void client.send(message);
episode.onerror = (error) => process.stderr.write(`mcp-stdio-bridge: ${error.message}\n`);
process.stdin.once('end', () => void end(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void end(0));
await episode.start();
await client.start();
