// An outside agent for the A/B tests (tests/ab.spec.ts), launched once per episode by the outside
// project: it submits the word its goal quotes, and a wrong word on a server without
// @playwright/mcp's browser_snapshot when AB_FAIL_WITHOUT_SNAPSHOT is passed to it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AGENT_ENV } from '../../benchmarks/adapters/outside/served-episode.ts';

const env = process.env as Record<string, string>;
const client = new Client({ name: 'word-agent', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(new URL(env[AGENT_ENV.url]), { requestInit: { headers: { Authorization: `Bearer ${env[AGENT_ENV.token]}` } } }));
const tools = (await client.listTools()).tools.map((tool) => tool.name);
const word = /"([a-z]+)"/.exec(env[AGENT_ENV.goal])?.[1] ?? '';
const right = !env.AB_FAIL_WITHOUT_SNAPSHOT || tools.includes('browser_snapshot');
await client.callTool({ name: 'submit_answer', arguments: { status: 'answered', fields: { word: right ? word : 'wrong' } } });
await client.close();
