// A scripted outside agent, launched by `npm run bench:agent` once per episode as a user's agent
// would be: it reads its episode from the environment and reaches it through the stdio bridge.
// example-h1: reads the page and submits the right heading. Any other task: one call, then it exits without
// answering (the episode ends when its process does).
import fs from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { AGENT_ENV } from '../../benchmarks/adapters/outside/served-episode.ts';

const env = process.env as Record<string, string>;
// What it was given: the names of its environment, and its working folder (empty, its own).
console.log(`environment: ${Object.keys(env).sort().join(' ')}`);
console.log(`working folder: ${fs.readdirSync('.').length} entries, ${process.cwd()}`);
const client = new Client({ name: 'scripted-outside-agent', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command: '/bin/sh', args: ['-c', env[AGENT_ENV.bridge]], env }));
const tools = (await client.listTools()).tools.map((tool) => tool.name);
console.log(`task ${env[AGENT_ENV.task]}: ${tools.length} tools; the goal: ${env[AGENT_ENV.goal]}`);
const snapshot = tools.find((tool) => tool === 'browser_snapshot' || tool === 'take_snapshot' || tool === 'read_page')!;
await client.callTool({ name: snapshot, arguments: {} });
if (env[AGENT_ENV.task] === 'example-h1')
  await client.callTool({ name: 'submit_answer', arguments: { status: 'answered', fields: { heading: 'Example Domain' }, explanation: 'The main heading of the page.' } });
// Echoed as a careless agent might: the harness must blank it before it reaches the run's output.
console.log(`done with token ${env[AGENT_ENV.token]}`);
await client.close();
