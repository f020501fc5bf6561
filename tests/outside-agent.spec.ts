import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { outsideAgentAdapter } from '../benchmarks/adapters/outside/adapter.ts';
import { TASK_PROMPT } from '../benchmarks/adapters/outside/endpoint.ts';
import { SUBMIT_ANSWER_TOOL, submitTool } from '../benchmarks/contracts/answer/submission.ts';
import { agentEnvironment, BRIDGE } from '../benchmarks/adapters/outside/served-episode.ts';
import { ANSWER_PROTOCOL } from '../benchmarks/contracts/answer/protocol.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { buildReport } from '../benchmarks/report/model.ts';
import { readReport } from '../benchmarks/report/read-report.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';
import { runRecordingPath } from '../benchmarks/transcripts/format.ts';
import { AGENT, overHttp, scripted, textOf, type Connection } from './outside-agents/scripted-client.ts';
import { bin, childEnvironment, markerEnv, MINI_SUITE, newMarker, processesWithMarker, runProcess, writtenFiles } from './run-playwright.ts';

// Outside agents are scripted with the MCP SDK's own client, as a real one (a coding assistant,
// an agents SDK) would reach the episode: over Streamable HTTP with the episode's bearer token.
const RUNS_DIR = path.join(os.tmpdir(), `contract-eval-outside-agent-runs-${process.pid}`);
test.use({ runsDir: RUNS_DIR });
test.afterAll(() => fs.rmSync(RUNS_DIR, { recursive: true, force: true }));

/** example-h1's right submission. */
const RIGHT = { status: 'answered', fields: { heading: 'Example Domain' }, explanation: 'The main heading of the page.' };

const exampleH1 = async (changes: Partial<TaskSpec> = {}): Promise<TaskSpec> => ({
  ...(await loadTasks(MINI_SUITE.BENCH_TASKS_DIR)).tasks.find((task) => task.id === 'example-h1')!,
  ...changes,
});

/** The bridge as a client spawns it, with the episode in its environment as bench:agent gives it; `marker` finds it in the process table. */
const throughBridge =
  (marker: string): Connection =>
  (episode) =>
    new StdioClientTransport({ ...BRIDGE, env: { ...(process.env as Record<string, string>), ...agentEnvironment(episode), ...markerEnv(marker) }, stderr: 'pipe' });

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
      told.answered = (await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: RIGHT })) as CallToolResult;
      await client.close();
    });
    const { result, events } = await runTask(await exampleH1(), { adapter, record: true });
    await seen.done;
    expect(seen.error).toBeUndefined();
    expect(result).toMatchObject({ status: 'passed', adapter: 'outside', agentName: 'scripted-agent 1.0.0', steps: 2, submission: RIGHT });
    expect(told.tools).toEqual(expect.arrayContaining(['browser_snapshot', 'browser_click']));
    expect(told.tools!.at(-1)).toBe(SUBMIT_ANSWER_TOOL);
    expect(told.instructions).toContain('Read the main heading of the page and report it.');
    expect(told.instructions).toContain(ANSWER_PROTOCOL);
    expect(told.prompt).toBe(told.instructions);
    expect(told.snapshot!.isError).toBeFalsy();
    expect(textOf(told.snapshot!)).toContain('Example Domain');
    expect(told.answered!.isError).toBeFalsy();
    expect(textOf(told.answered!)).toBe('Answer submitted. The episode is over; it is judged now.');
    expect(events.filter((event) => event.type === 'tool_call')).toMatchObject([
      { tool: 'browser_snapshot', origin: 'outside agent' },
      { tool: SUBMIT_ANSWER_TOOL, origin: 'outside agent' },
    ]);

    const recording = runRecordingPath(RUNS_DIR, result);
    expect(path.basename(path.dirname(recording))).toMatch(/-scripted-agent-1\.0\.0-playwright-mcp$/);
    expect(JSON.parse(fs.readFileSync(recording, 'utf8').split('\n')[0])).toMatchObject({ method: 'model', recordedBy: 'scripted-agent 1.0.0 over MCP (the outside adapter)' });
    const written = [...writtenFiles(testInfo.outputDir), ...writtenFiles(RUNS_DIR)];
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.filter(([, bytes]) => bytes.includes(seen.episode!.token)).map(([file]) => file)).toEqual([]);
  });

  test('fails example-h1 with a wrong answer, judged as any adapter\'s; a second submission after the accepted one is a tool error, and the first is the one judged', async ({ runTask }) => {
    const told: { submitted?: CallToolResult; second?: CallToolResult } = {};
    const { adapter, seen } = scripted(async (client) => {
      // The accepted submission is answered at once; the second one, sent after that answer while
      // the episode is judged, meets an episode that has its answer.
      told.submitted = (await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: { status: 'answered', fields: { heading: 'Welcome' } } })) as CallToolResult;
      told.second = (await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: RIGHT })) as CallToolResult;
    });
    const { result, events } = await runTask(await exampleH1(), { adapter });
    await seen.done;
    expect(seen.error).toBeUndefined();
    expect(result).toMatchObject({ status: 'failed', steps: 1, submission: { status: 'answered', fields: { heading: 'Welcome' } }, failedClause: { clause: 'success (answer)', observed: 'heading: "Welcome" is not "Example Domain"' } });
    // The accepted submission is answered as such.
    expect(told.submitted!.isError).toBeFalsy();
    expect(textOf(told.submitted!)).toBe('Answer submitted. The episode is over; it is judged now.');
    expect(told.second!.isError).toBe(true);
    expect(textOf(told.second!)).toContain('an answer was already submitted');
    expect(events.filter((event) => event.type === 'submission')).toMatchObject([{ step: 1, fields: { heading: 'Welcome' } }]);
  });

  test('is offered submit_answer last, with the task\'s own schema (its field typed); a submission that does not fit is a tool error naming the field, and the corrected one is accepted', async ({ runTask }) => {
    const task = await exampleH1();
    const told: { tools?: Array<{ name: string; description?: string; inputSchema: unknown }>; refused?: CallToolResult; accepted?: CallToolResult } = {};
    const { adapter, seen } = scripted(async (client) => {
      told.tools = (await client.listTools()).tools;
      told.refused = (await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: { status: 'answered', fields: { heading: 7 } } })) as CallToolResult;
      told.accepted = (await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: RIGHT })) as CallToolResult;
    });
    const { result, events } = await runTask(task, { adapter });
    await seen.done;
    expect(seen.error).toBeUndefined();
    const { tool } = submitTool(task.success);
    expect(told.tools!.filter((offered) => offered.name === SUBMIT_ANSWER_TOOL)).toHaveLength(1);
    expect(told.tools!.at(-1)).toMatchObject({ name: SUBMIT_ANSWER_TOOL, description: tool.description, inputSchema: tool.inputSchema });
    expect(told.tools!.at(-1)!.inputSchema).toMatchObject({ properties: { fields: { properties: { heading: { type: 'string' } }, required: ['heading'] } }, required: ['status'] });
    expect(told.refused!.isError).toBe(true);
    expect(textOf(told.refused!)).toMatch(/^submit_answer refused, nothing was submitted: fields\.heading: .*string/);
    expect(told.accepted!.isError).toBeFalsy();
    expect(textOf(told.accepted!)).toBe('Answer submitted. The episode is over; it is judged now.');
    expect(result).toMatchObject({ status: 'passed', steps: 2, toolCalls: { total: 2, errors: 1 }, submission: RIGHT });
    expect(events.filter((event) => event.type === 'submission')).toMatchObject([{ step: 2, status: 'answered', fields: { heading: 'Example Domain' } }]);
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
    expect(result.submission).toBeUndefined();
    expect(events.filter((event) => event.type === 'submission')).toEqual([]);
    expect(events.filter((event) => event.type === 'agent_left')).toMatchObject([{ reason: expect.stringMatching(/^its connection closed before the answer to its (GET|POST) request$/) }]);
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

  test('a tool the target never gives agents is not offered, and calling it anyway stops the episode disallowed_tool without making the call', async ({ runTask }) => {
    let offered: string[] = [];
    let refused: CallToolResult | undefined;
    const { adapter, seen } = scripted(async (client) => {
      offered = (await client.listTools()).tools.map((tool) => tool.name);
      refused = (await client.callTool({ name: 'browser_close', arguments: {} })) as CallToolResult;
    });
    const { result } = await runTask(await exampleH1(), { adapter });
    await seen.done;
    expect(offered).not.toContain('browser_close');
    expect(result).toMatchObject({ status: 'disallowed_tool', steps: 0 });
    expect(refused?.isError).toBe(true);
    expect(textOf(refused!)).toMatch(/^the episode is over \(disallowed_tool\): .*browser_close/);
  });

  test('a request without the episode\'s token is refused (401) and reaches nothing; a second session is refused (400)', async ({ runTask }) => {
    const statuses: number[] = [];
    const { adapter, seen } = scripted(async (client, episode) => {
      const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: AGENT } });
      // The last one has the token: the episode's session is the client's already.
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${episode.token}x`, `Bearer ${'é'.repeat(episode.token.length)}`, `Bearer ${episode.token}`])
        statuses.push((await fetch(episode.url, { method: 'POST', body: initialize, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(authorization && { authorization }) } })).status);
      await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: RIGHT });
    });
    const { result } = await runTask(await exampleH1(), { adapter });
    await seen.done;
    expect(statuses).toEqual([401, 401, 401, 401, 400]);
    // Its one call: the submission.
    expect(result).toMatchObject({ status: 'passed', steps: 1 });
  });

  test('asked to listen beyond loopback (serve-task --host), the endpoint still refuses a request without the token', async ({ runTask }) => {
    const statuses: number[] = [];
    const { adapter, seen } = scripted(
      async (client, episode) => {
        for (const authorization of [undefined, 'Bearer wrong']) statuses.push((await fetch(episode.url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', ...(authorization && { authorization }) } })).status);
        await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: RIGHT });
      },
      overHttp,
      '0.0.0.0',
    );
    const { result } = await runTask(await exampleH1(), { adapter });
    await seen.done;
    expect(seen.episode!.url).toMatch(/^http:\/\/0\.0\.0\.0:\d+\/mcp$/);
    expect(statuses).toEqual([401, 401]);
    expect(result).toMatchObject({ status: 'passed', steps: 1 });
  });

  test('a port in use ends the episode error, naming the port and where it came from', async ({ runTask }) => {
    const blocker = (await import('node:http')).createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as import('node:net').AddressInfo).port;
    try {
      const adapter = outsideAgentAdapter(() => ({ port, portSource: `BENCH_AGENT_PORT=${port}`, host: '127.0.0.1', passEnv: [], reach: { announce: () => undefined } }));
      const { result } = await runTask(await exampleH1(), { adapter });
      expect(result.status).toBe('error');
      expect(result.message).toBe(`the outside agent's MCP endpoint cannot listen on 127.0.0.1:${port} (BENCH_AGENT_PORT=${port}): the port is in use`);
    } finally {
      blocker.close();
    }
  });
});

test.describe('an outside agent through the stdio bridge', () => {
  test('passes example-h1: the bridge pipes the session both ways, and exits when its client closes', async ({ runTask }) => {
    const marker = newMarker();
    const { adapter, seen } = scripted(async (client) => {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toContain(SUBMIT_ANSWER_TOOL);
      expect(client.getInstructions()).toContain('Read the main heading of the page and report it.');
      await client.callTool({ name: 'browser_snapshot', arguments: {} });
      await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: RIGHT });
      await client.close();
    }, throughBridge(marker));
    const { result } = await runTask(await exampleH1(), { adapter });
    await seen.done;
    expect(seen.error).toBeUndefined();
    expect(result).toMatchObject({ status: 'passed', steps: 2, submission: RIGHT, agentName: 'scripted-agent 1.0.0' });
    await expect.poll(() => processesWithMarker(marker)).toEqual([]);
  });

  // Two ways an agent that spawned the bridge goes away while a call is running.
  const leavings: Array<[title: string, leave: (client: Client, marker: string) => Promise<void>, reason: RegExp]> = [
    ['the client closes the bridge mid-call: the bridge ends the session', (client) => client.close(), /^it ended its MCP session$/],
    [
      'the bridge process is killed mid-call: its connection drops',
      async (_client, marker) => {
        for (const line of processesWithMarker(marker)) process.kill(Number(line.split(' ')[0]), 'SIGKILL');
      },
      /^its connection closed before the answer to its (GET|POST) request$/,
    ],
  ];
  for (const [title, leave, reason] of leavings)
    test(`${title}; the episode is judged without an answer before its deadline, and no process is left`, async ({ runTask }) => {
      const marker = newMarker();
      const { adapter, seen } = scripted(async (client) => {
        void client.callTool({ name: 'browser_navigate', arguments: { url: 'https://example.com/' } }).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 200));
        await leave(client, marker);
      }, throughBridge(marker));
      const started = Date.now();
      const { result, events } = await runTask(await exampleH1({ maxDurationMs: 25_000 }), { adapter });
      await seen.done;
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(result).toMatchObject({ status: 'failed', steps: 1, lastToolCall: { tool: 'browser_navigate' } });
      expect(result.submission).toBeUndefined();
      expect(events.filter((event) => event.type === 'agent_left')).toMatchObject([{ reason: expect.stringMatching(reason) }]);
      await expect.poll(() => processesWithMarker(marker)).toEqual([]);
    });
});

test.describe('npm run bench:agent', () => {
  test('launches the agent command once per task with its episode in the environment: judged, reported under the agent\'s name, recorded into runs/ and promotable; the token stays out of the output; no process is left', async ({}, testInfo) => {
    test.setTimeout(240_000);
    const runsDir = testInfo.outputPath('runs');
    const transcriptsDir = testInfo.outputPath('transcripts');
    const reportFile = testInfo.outputPath('report.json');
    const marker = newMarker();
    const run = await runProcess(
      bin('tsx'),
      [
        'scripts/bench-agent.ts',
        '--agent',
        // The agent runs in an empty folder of its own: its command names its files absolutely.
        `${bin('tsx')} ${path.resolve(import.meta.dirname, 'outside-agents/scripted-agent.ts')}`,
        '--name',
        'my-agent',
        // The run's marker reaches the agent only as any name does: passed by name.
        '--pass-env',
        newMarker().split('=')[0],
        '--workers=1',
        '--reporter=list,./benchmarks/report/episode-table.ts,json',
        '--output',
        testInfo.outputPath('results'),
      ],
      { ...MINI_SUITE, ...markerEnv(marker), BENCH_RUNS_DIR: runsDir, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
    );
    // The agent exits without answering local-recovery-stall: that episode fails, and so does the run.
    expect(run.code, run.stderr).toBe(1);
    const { tests } = readReport(reportFile);
    const results = Object.fromEntries(tests.flatMap(({ episode }) => (episode ? [[episode.task, episode]] : [])));
    // The contract-eval report (npm run report) names the agent as the episode table does.
    const report = buildReport(tests, { sha: 'test', dirty: false }, { normalizeTimings: true });
    expect(report.header.adapters).toEqual(['outside: my-agent']);
    expect(report.suites.map((suite) => [suite.project, suite.adapter, suite.score])).toEqual([['outside', 'outside: my-agent', '1 / 2']]);
    // example-h1: a snapshot and the submission.
    expect(results['example-h1']).toMatchObject({ status: 'passed', adapter: 'outside', agentName: 'my-agent', steps: 2, submission: { status: 'answered', fields: { heading: 'Example Domain' } } });
    expect(results['local-recovery-stall']).toMatchObject({ status: 'failed', adapter: 'outside', agentName: 'my-agent', steps: 1 });
    expect(results['local-recovery-stall'].submission).toBeUndefined();
    expect(run.stdout).toContain('outside: my-agent');
    expect(run.stdout).toContain('[agent] task example-h1: ');
    expect(run.stdout).toContain('[agent] done with token «token»');
    // Its room: no variable of the harness's but PATH, HOME and the one passed; an empty folder of its own, gone afterwards.
    const environments = [...run.stdout.matchAll(/\[agent\] environment: (.*)/g)].map((m) => m[1].split(' '));
    expect(environments).toHaveLength(2);
    // (The shell adds its own PWD, OLDPWD, SHLVL and _.)
    const byShell = new Set(['PWD', 'OLDPWD', 'SHLVL', '_']);
    for (const names of environments) expect(names.filter((n) => !n.startsWith('CONTRACT_EVAL_') && !byShell.has(n)).sort()).toEqual(['BENCH_RUN_MARKER', 'HOME', 'PATH']);
    const rooms = [...run.stdout.matchAll(/\[agent\] working folder: 0 entries, (.*)/g)].map((m) => m[1]);
    expect(rooms).toHaveLength(2);
    for (const room of rooms) expect(fs.existsSync(room)).toBe(false);
    expect(run.stdout + run.stderr).not.toMatch(/[0-9a-f]{64}/);
    // Nor anything the run wrote: results, events, the failed episode's trace, the recordings.
    const written = [...writtenFiles(testInfo.outputPath('results')), ...writtenFiles(runsDir)];
    expect(written.some(([file]) => file.endsWith('.zip:test.trace'))).toBe(true);
    expect(written.filter(([, bytes]) => /done with token [0-9a-f]{64}/.test(bytes.toString('utf8'))).map(([file]) => file)).toEqual([]);
    expect(processesWithMarker(marker)).toEqual([]);

    const recorded = path.dirname(runRecordingPath(runsDir, results['example-h1']));
    expect(path.basename(recorded)).toMatch(/-my-agent-playwright-mcp$/);
    const promote = await runProcess(bin('tsx'), ['scripts/promote.ts', recorded], { ...MINI_SUITE, BENCH_RUNS_DIR: runsDir, BENCH_TRANSCRIPTS_DIR: transcriptsDir });
    expect(promote.code).toBe(1);
    expect(promote.stderr).toContain('not promoted: playwright-mcp/local-recovery-stall: the live episode did not pass (failed)');
    expect(fs.readFileSync(path.join(transcriptsDir, 'playwright-mcp/example-h1.jsonl'), 'utf8')).toBe(fs.readFileSync(path.join(recorded, 'example-h1.jsonl'), 'utf8'));
  });

  test('without --agent it says what is missing and runs nothing', async () => {
    const run = await runProcess(bin('tsx'), ['scripts/bench-agent.ts', '--workers=1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('bench:agent: --agent is missing');
  });
});

test.describe('npm run serve-task', () => {
  test('a bad task id, a bad target, a bad port and a bad host are refused before anything starts, naming what was wrong', async () => {
    const serve = (...args: string[]) => runProcess(bin('tsx'), ['scripts/serve-task.ts', ...args], MINI_SUITE);
    const noTask = await serve('example-h');
    expect(noTask.code).toBe(1);
    expect(noTask.stderr).toBe('serve-task: no task example-h in tests/mini-suite/tasks (did you mean example-h1?)\n');
    const noTarget = await serve('example-h1', '--target', 'firefox-mcp');
    expect(noTarget.stderr).toBe('serve-task: --target: firefox-mcp is not a known MCP target (known: playwright-mcp, chrome-devtools-mcp, openchrome)\n');
    const badPort = await serve('example-h1', '--port', '70000');
    expect(badPort.stderr).toBe('serve-task: --port: BENCH_AGENT_PORT=70000: a port number (0 picks a free one)\n');
    const badHost = await serve('example-h1', '--host', 'everywhere');
    expect(badHost.stderr).toBe('serve-task: --host everywhere: an IP address to listen on (127.0.0.1 by default)\n');
  });

  test('serves one episode: the printed endpoint and token reach it, the answer ends it, and it is recorded', async ({}, testInfo) => {
    test.setTimeout(180_000);
    const runsDir = testInfo.outputPath('runs');
    // Its own output folder and reporter: a child run must not clean or overwrite the calling run's.
    const child = spawn(bin('tsx'), ['scripts/serve-task.ts', 'example-h1', '--', '--output', testInfo.outputPath('results'), '--reporter=list'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: childEnvironment({ ...MINI_SUITE, BENCH_RUNS_DIR: runsDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await expect.poll(() => /header: +Authorization: Bearer [0-9a-f]{64}/.test(output), { timeout: 90_000 }).toBe(true);
    const url = /MCP endpoint \(Streamable HTTP\): (\S+)/.exec(output)![1];
    const token = /Authorization: Bearer ([0-9a-f]{64})/.exec(output)![1];
    const client = new Client(AGENT);
    await client.connect(overHttp({ url, token, task: 'example-h1', target: 'playwright-mcp', goal: '', instructions: '', maxCalls: 0 }));
    await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: RIGHT });
    await client.close();
    expect(await exited, output).toBe(0);
    expect(output).toContain('[playwright-mcp] example-h1: passed, 1 step,');
    const [run] = fs.readdirSync(runsDir);
    expect(run).toMatch(/-scripted-agent-1\.0\.0-playwright-mcp$/);
    expect(fs.readdirSync(path.join(runsDir, run)).sort()).toEqual(['example-h1.jsonl', 'example-h1.result.json']);
  });
});
