import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { outsideAgentAdapter } from '../benchmarks/adapters/outside/adapter.ts';
import { SUBMIT_ANSWER_TOOL, TASK_PROMPT } from '../benchmarks/adapters/outside/endpoint.ts';
import type { ServedEpisode } from '../benchmarks/adapters/outside/served-episode.ts';
import { ANSWER_PROTOCOL } from '../benchmarks/contracts/answer-protocol.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';
import { runRecordingPath } from '../benchmarks/transcripts/format.ts';
import { MINI_SUITE, writtenFiles } from './run-playwright.ts';

// Outside agents are scripted with the MCP SDK's own client, as a real one (a coding assistant,
// an agents SDK) would reach the episode: over Streamable HTTP with the episode's bearer token.
const RUNS_DIR = path.join(os.tmpdir(), `contract-eval-outside-agent-runs-${process.pid}`);
test.use({ runsDir: RUNS_DIR });
test.afterAll(() => fs.rmSync(RUNS_DIR, { recursive: true, force: true }));

const AGENT = { name: 'scripted-agent', version: '1.0.0' };

const exampleH1 = async (changes: Partial<TaskSpec> = {}): Promise<TaskSpec> => ({
  ...(await loadTasks(MINI_SUITE.BENCH_TASKS_DIR)).tasks.find((task) => task.id === 'example-h1')!,
  ...changes,
});

async function connect(episode: ServedEpisode): Promise<Client> {
  const client = new Client(AGENT);
  await client.connect(new StreamableHTTPClientTransport(new URL(episode.url), { requestInit: { headers: { Authorization: `Bearer ${episode.token}` } } }));
  return client;
}

const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');

/**
 * The outside adapter with a scripted agent: `script` runs against each episode once it is
 * served. What the script saw (or the error it ended with) is kept for the test to check.
 */
function scripted(script: (client: Client, episode: ServedEpisode) => Promise<void>) {
  const seen: { episode?: ServedEpisode; error?: unknown; done?: Promise<void> } = {};
  const adapter = outsideAgentAdapter(() => ({
    port: 0,
    portSource: 'a free port',
    reach: {
      announce: (episode) => {
        seen.episode = episode;
        seen.done = connect(episode)
          .then((client) => script(client, episode))
          .catch((error: unknown) => void (seen.error = error));
        return undefined;
      },
    },
  }));
  return { adapter, seen };
}

test.describe('an outside agent over Streamable HTTP', () => {
  test('passes example-h1: it is offered the target\'s tools and submit_answer, told the goal and the answer protocol, and its episode is recorded as a run; the token is written nowhere', async ({ runTask }, testInfo) => {
    fs.rmSync(RUNS_DIR, { recursive: true, force: true });
    const told: { tools?: string[]; instructions?: string; prompt?: string; snapshot?: CallToolResult; answered?: CallToolResult } = {};
    const { adapter, seen } = scripted(async (client) => {
      told.tools = (await client.listTools()).tools.map((tool) => tool.name);
      told.instructions = client.getInstructions();
      const prompt = (await client.getPrompt({ name: TASK_PROMPT })).messages[0].content;
      told.prompt = prompt.type === 'text' ? prompt.text : '';
      told.snapshot = (await client.callTool({ name: 'browser_snapshot', arguments: {} })) as CallToolResult;
      told.answered = (await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: { answer: 'The main heading is "Example Domain".' } })) as CallToolResult;
      await client.close();
    });
    const { result, events } = await runTask(await exampleH1(), { adapter, record: true });
    await seen.done;
    expect(seen.error).toBeUndefined();
    expect(result).toMatchObject({ status: 'passed', adapter: 'outside', agentName: 'scripted-agent 1.0.0', steps: 1, answer: 'The main heading is "Example Domain".' });
    expect(told.tools).toEqual(expect.arrayContaining(['browser_snapshot', 'browser_click', SUBMIT_ANSWER_TOOL]));
    expect(told.instructions).toContain('Read the main heading of the page and report it.');
    expect(told.instructions).toContain(`call the ${SUBMIT_ANSWER_TOOL} tool once`);
    expect(told.instructions).toContain(ANSWER_PROTOCOL.split('\n')[2]);
    expect(told.prompt).toBe(told.instructions);
    expect(told.snapshot!.isError).toBeFalsy();
    expect(textOf(told.snapshot!)).toContain('Example Domain');
    expect(textOf(told.answered!)).toContain('Answer received');
    expect(events.filter((event) => event.type === 'tool_call')).toMatchObject([{ tool: 'browser_snapshot', origin: 'outside agent' }]);

    const recording = runRecordingPath(RUNS_DIR, result);
    expect(path.basename(path.dirname(recording))).toMatch(/-scripted-agent-1\.0\.0-playwright-mcp$/);
    expect(JSON.parse(fs.readFileSync(recording, 'utf8').split('\n')[0])).toMatchObject({ method: 'model', recordedBy: 'scripted-agent 1.0.0 over MCP (the outside adapter)' });
    const written = [...writtenFiles(testInfo.outputDir), ...writtenFiles(RUNS_DIR)];
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.filter(([, bytes]) => bytes.includes(seen.episode!.token)).map(([file]) => file)).toEqual([]);
  });

  test('fails example-h1 with a wrong answer, judged as any adapter\'s; a call after the answer is a tool error', async ({ runTask }) => {
    let late: CallToolResult | undefined;
    const { adapter, seen } = scripted(async (client) => {
      await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: { answer: 'The heading is "Welcome".' } });
      late = (await client.callTool({ name: 'browser_snapshot', arguments: {} })) as CallToolResult;
    });
    const { result } = await runTask(await exampleH1(), { adapter });
    await seen.done;
    expect(result).toMatchObject({ status: 'failed', steps: 0, answer: 'The heading is "Welcome".', failedClause: { clause: 'success (answer)' } });
    expect(late?.isError).toBe(true);
    expect(textOf(late!)).toContain('the episode is over');
  });

  test('never answers: the episode ends timeout at maxDurationMs, and the endpoint is closed', async ({ runTask }) => {
    const { adapter, seen } = scripted(async (client) => {
      await client.callTool({ name: 'browser_snapshot', arguments: {} });
    });
    const { result } = await runTask(await exampleH1({ maxDurationMs: 4_000 }), { adapter });
    await seen.done;
    expect(result).toMatchObject({ status: 'timeout', steps: 1 });
    expect(result.message).toContain('the agent');
    await expect(fetch(seen.episode!.url, { method: 'POST' })).rejects.toThrow();
  });

  test('disconnects mid-call: the call in flight finishes, the agent has stopped without an answer, and the episode is judged at once', async ({ runTask }) => {
    const { adapter, seen } = scripted(async (client) => {
      void client.callTool({ name: 'browser_navigate', arguments: { url: 'https://example.com/' } }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      await client.close();
    });
    const started = Date.now();
    const { result, events } = await runTask(await exampleH1({ maxDurationMs: 20_000 }), { adapter });
    await seen.done;
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result).toMatchObject({ status: 'failed', steps: 1, lastToolCall: { tool: 'browser_navigate' } });
    expect(result.answer).toBeUndefined();
    expect(events.filter((event) => event.type === 'answer')).toEqual([]);
  });

  test('a call past maxSteps is not made: the agent gets a tool error naming the cap, the episode its status', async ({ runTask }) => {
    let refused: CallToolResult | undefined;
    const { adapter, seen } = scripted(async (client) => {
      await client.callTool({ name: 'browser_snapshot', arguments: {} });
      refused = (await client.callTool({ name: 'browser_snapshot', arguments: {} })) as CallToolResult;
    });
    const { result } = await runTask(await exampleH1({ maxSteps: 1 }), { adapter });
    await seen.done;
    expect(result).toMatchObject({ status: 'max_steps', steps: 1 });
    expect(refused?.isError).toBe(true);
    expect(textOf(refused!)).toBe('the episode is over (max_steps): stopped at maxSteps 1: the agent asked for another call (browser_snapshot)');
  });

  test('a request without the episode\'s token is refused (401) and reaches nothing', async ({ runTask }) => {
    const statuses: number[] = [];
    const { adapter, seen } = scripted(async (client, episode) => {
      const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: AGENT } });
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${episode.token}x`])
        statuses.push((await fetch(episode.url, { method: 'POST', body: initialize, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(authorization && { authorization }) } })).status);
      await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: { answer: 'Example Domain' } });
    });
    const { result } = await runTask(await exampleH1(), { adapter });
    await seen.done;
    expect(statuses).toEqual([401, 401, 401]);
    expect(result).toMatchObject({ status: 'passed', steps: 0 });
  });

  test('a port in use ends the episode error, naming the port and where it came from', async ({ runTask }) => {
    const blocker = (await import('node:http')).createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as import('node:net').AddressInfo).port;
    try {
      const adapter = outsideAgentAdapter(() => ({ port, portSource: `BENCH_AGENT_PORT=${port}`, reach: { announce: () => undefined } }));
      const { result } = await runTask(await exampleH1(), { adapter });
      expect(result.status).toBe('error');
      expect(result.message).toBe(`the outside agent's MCP endpoint cannot listen on 127.0.0.1:${port} (BENCH_AGENT_PORT=${port}): the port is in use`);
    } finally {
      blocker.close();
    }
  });
});
