import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, GetPromptRequestSchema, ListPromptsRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { OutsideAgent } from './agent.ts';

/** The prompt that holds the task: the same text as the server's instructions, for clients that show prompts and not instructions. */
export const TASK_PROMPT = 'task';
const MCP_PATH = '/mcp';
// Answers the endpoint still owes when the episode ends (a cap's tool error) get this long to go out.
const FLUSH_LIMIT_MS = 2_000;

/** Where the outside agent reaches its episode: the URL and the bearer token it must send. */
export interface EndpointAddress {
  url: string;
  token: string;
}

export interface EpisodeEndpoint extends EndpointAddress {
  close(): Promise<void>;
}

/** What the endpoint serves: the tools the agent is offered (the task's submit_answer among them), and the task as instructions. */
export interface EndpointOffer {
  tools: Tool[];
  instructions: string;
  /** 0: any free port. */
  port: number;
  /** Where the port comes from, named when it cannot be used. */
  portSource: string;
  /** The address to listen on: 127.0.0.1, or what the user asked for to reach an agent on another machine (serve-task --host). */
  host: string;
}

function listen(server: http.Server, { port, portSource, host }: Pick<EndpointOffer, 'port' | 'portSource' | 'host'>): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why = error.code === 'EADDRINUSE' ? 'the port is in use' : error.message;
      reject(new Error(`the outside agent's MCP endpoint cannot listen on ${host}:${port} (${portSource}): ${why}`));
    });
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function sameToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const bytes = Buffer.from(given ?? '');
  // Compared in constant time: how far a guess matched is not measurable.
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/**
 * One episode's MCP server for an outside agent, over Streamable HTTP on 127.0.0.1: the tools the
 * episode offers (each call forwarded to the runner through `agent`), the task as the
 * server's instructions and as a prompt. Every request must carry the episode's bearer token; one
 * MCP session per episode. A request whose connection closes before its answer, or the session's
 * end, means the agent left.
 */
export async function openEndpoint(agent: OutsideAgent, offer: EndpointOffer): Promise<EpisodeEndpoint> {
  const token = randomBytes(32).toString('hex');
  // The low-level Server, not McpServer: the target's tools are forwarded with their own JSON schemas.
  const mcp = new Server({ name: 'contract-eval', version: '0.1.0' }, { capabilities: { tools: {}, prompts: {} }, instructions: offer.instructions });
  mcp.oninitialized = () => agent.introduce(mcp.getClientVersion());
  mcp.setRequestHandler(ListToolsRequestSchema, () => ({ tools: offer.tools }));
  // Every call, submit_answer too, goes to the runner: it checks the submission as it checks any agent's.
  mcp.setRequestHandler(CallToolRequestSchema, ({ params }) => agent.call(params.name, params.arguments ?? {}));
  mcp.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: [{ name: TASK_PROMPT, description: 'The task: where the browser is, the goal and how the answer is judged' }] }));
  mcp.setRequestHandler(GetPromptRequestSchema, () => ({ messages: [{ role: 'user', content: { type: 'text', text: offer.instructions } }] }));

  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: randomUUID, onsessionclosed: () => agent.left('it ended its MCP session') });
  await mcp.connect(transport);

  let closing = false;
  let unanswered = 0;
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== MCP_PATH) return void res.writeHead(404).end(`the MCP endpoint is ${MCP_PATH}\n`);
    if (!sameToken(req.headers.authorization, token)) return void res.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end('this episode needs its bearer token\n');
    if (req.method === 'POST') unanswered++;
    res.on('close', () => {
      if (req.method === 'POST') unanswered--;
      if (!res.writableFinished && !closing) agent.left(`its connection closed before the answer to its ${req.method} request`);
    });
    transport.handleRequest(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500).end(error.message);
    });
  });
  const port = await listen(server, offer).catch(async (error: unknown) => {
    await mcp.close();
    throw error;
  });

  return {
    url: `http://${offer.host.includes(':') ? `[${offer.host}]` : offer.host}:${port}${MCP_PATH}`,
    token,
    async close() {
      const deadline = Date.now() + FLUSH_LIMIT_MS;
      while (unanswered > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      closing = true;
      await mcp.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
