import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EpisodeStart } from '../benchmarks/adapters/adapter.ts';
import { DEFAULT_CONTEXT_TOKENS, KEEP_RECENT_RESULTS } from '../benchmarks/adapters/model/context-budget.ts';
import { requestWorstCaseUsd, usageUsd } from '../benchmarks/adapters/model/price.ts';
import { RunBudget, RunBudgetSpent } from '../benchmarks/adapters/model/run-budget.ts';
import { billedUsage, countRequest } from '../benchmarks/adapters/openai/agent.ts';
import { openaiAdapter } from '../benchmarks/adapters/openai/adapter.ts';
import { openaiPrice, PRICE_TABLE } from '../benchmarks/adapters/openai/price-table.ts';
import { chosenModel, openaiSettings, type OpenAISettings } from '../benchmarks/adapters/openai/settings.ts';
import { parseOption } from '../benchmarks/environment/registry.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { USD_CAP_WITHOUT_TIER } from '../benchmarks/task-spec/budget.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { testEndings, type Ending } from './model-endings.ts';
import { answered, exampleTask as exampleTaskOf, yearsTask } from './model-stand-in.ts';
import { SUBMIT_REMINDER } from '../benchmarks/contracts/answer/protocol.ts';
import { submitTool } from '../benchmarks/contracts/answer/submission.ts';
import { runRecordingPath, transcriptPath } from '../benchmarks/transcripts/format.ts';
import {
  answer,
  apiError,
  DO_NOTHING,
  keyEchoingError,
  late,
  reply,
  startStandIn,
  submit,
  toolCall,
  withoutUsage,
  type StandIn,
  type StandInOptions,
  type Turn,
} from './openai-stand-in.ts';
import { bin, MINI_SUITE, runPlaywright, runProcess, writtenFiles } from './run-playwright.ts';

// The real `openai` SDK, pointed at a local stand-in of the Chat Completions API.
const API_KEY = 'sk-proj-test-5d1e8b0c-never-written-anywhere';
const GPT_5_4 = openaiPrice('gpt-5.4', undefined).price;
const RUNS_DIR = path.join(os.tmpdir(), `contract-eval-openai-adapter-runs-${process.pid}`);
test.use({ runsDir: RUNS_DIR });
test.afterAll(() => fs.rmSync(RUNS_DIR, { recursive: true, force: true }));

let standIn: StandIn | undefined;
test.afterEach(async () => standIn?.close());

type Options = StandInOptions & { model?: string; declaredPrice?: string; runBudget?: RunBudget; contextBudget?: number };

async function openaiOn(turns: Turn[], options: Options = {}) {
  standIn = await startStandIn(turns, options);
  const settings: OpenAISettings = {
    apiKey: API_KEY,
    baseURL: standIn.url,
    model: options.model ?? 'gpt-5.4',
    ...(options.declaredPrice !== undefined && { declaredPrice: parseOption('openaiPrice', options.declaredPrice) }),
    maxRetries: 3,
    runBudget: options.runBudget ?? new RunBudget(100),
    context: { maxTokens: options.contextBudget ?? DEFAULT_CONTEXT_TOKENS, keepRecent: KEEP_RECENT_RESULTS },
  };
  return openaiAdapter(() => settings);
}

const exampleTask = (maxSteps?: number, maxDurationMs?: number) => exampleTaskOf('openai-example', maxSteps, maxDurationMs);

test.describe('models and prices', () => {
  test('gpt-5.4 is the default, priced from the dated table, and a reply is charged at its prices, cached input at the cached rate', async ({ runTask }) => {
    expect(chosenModel({})).toBe('gpt-5.4');
    expect(GPT_5_4).toEqual({ input: 2.5, output: 15, cacheWrite: 2.5, cacheRead: 0.25 });
    for (const row of Object.values(PRICE_TABLE)) {
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.source).not.toBe('');
    }
    const snapshot = toolCall('browser_snapshot', {});
    const adapter = await openaiOn([snapshot, snapshot, submit(answered('The heading is Example Domain.'))]);
    const { result, events } = await runTask(exampleTask(), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 3, submission: { status: 'answered', explanation: 'The heading is Example Domain.' }, agent: { model: { id: 'gpt-5.4' } } });
    // The submission is kept: in the result, and in the events.
    expect(events.filter((event) => event.type === 'submission')).toMatchObject([{ step: 3, status: 'answered', explanation: 'The heading is Example Domain.' }]);
    // The tool definitions are past 1,024 tokens: the second and third requests read them back.
    const usages = standIn!.usages;
    expect(usages[1].prompt_tokens_details.cached_tokens).toBeGreaterThan(1024);
    const expected = usages.reduce((sum, u) => sum + ((u.prompt_tokens - u.prompt_tokens_details.cached_tokens) * 2.5 + u.prompt_tokens_details.cached_tokens * 0.25 + u.completion_tokens * 15) / 1e6, 0);
    expect(result.agent!.costUsd).toBeCloseTo(expected, 5);
    expect(result.agent!.usage).toMatchObject({ apiCalls: 3, cacheCreationInputTokens: 0 });
    expect(result.agent!.usage.cacheReadInputTokens).toBe(usages.reduce((sum, u) => sum + u.prompt_tokens_details.cached_tokens, 0));
    expect(standIn!.requests[0].max_completion_tokens).toBe(4096);
  });

  test('a model with no known price is refused before any request, naming BENCH_OPENAI_PRICE and the priced models', async ({ runTask }) => {
    const adapter = await openaiOn(DO_NOTHING, { model: 'llama-3.3-70b-instruct' });
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('error');
    expect(result.message).toContain('model "llama-3.3-70b-instruct" has no known price');
    expect(result.message).toContain('Declare it in BENCH_OPENAI_PRICE as input,output,cached input in USD per million tokens (0,0,0 for a local server)');
    expect(result.message).toContain('gpt-5.4, gpt-5.4-mini');
    expect(standIn!.received).toBe(0);
  });

  test('a local server may declare a price of 0: the model runs and costs nothing', async ({ runTask }) => {
    const adapter = await openaiOn([toolCall('browser_snapshot', {}), submit(answered('Example Domain'))], { model: 'qwen3-32b', declaredPrice: '0,0,0' });
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 2, agent: { model: { id: 'qwen3-32b' }, costUsd: 0, usage: { apiCalls: 2 } } });
  });

  test('BENCH_OPENAI_PRICE is read strictly: three prices, and a bad one names the variable', () => {
    expect(openaiPrice('qwen3-32b', parseOption('openaiPrice', '2, 8, 0.5')).price).toEqual({ input: 2, output: 8, cacheWrite: 2, cacheRead: 0.5 });
    expect(openaiPrice('gpt-5.4', parseOption('openaiPrice', '1,2,0.1'))).toMatchObject({ price: { input: 1, output: 2 }, source: 'declared in BENCH_OPENAI_PRICE' });
    for (const bad of ['2,8', '2,8,x', '-1,2,3', '1,2,3,4', ',,'])
      expect(() => parseOption('openaiPrice', bad), bad).toThrow(`BENCH_OPENAI_PRICE=${bad}: three prices in USD per million tokens, input,output,cached input`);
    expect(() => openaiSettings({})).toThrow('the openai adapter needs OPENAI_API_KEY set');
    expect(() => openaiSettings({ OPENAI_API_KEY: 'x', BENCH_OPENAI_MAX_TOKENS: '0' })).toThrow('BENCH_OPENAI_MAX_TOKENS=0: a positive whole number');
    expect(() => openaiSettings({ OPENAI_API_KEY: 'x', BENCH_CONTEXT_TOKENS: 'lots' })).toThrow('BENCH_CONTEXT_TOKENS=lots: a whole number of tokens, at least 8000');
    expect(openaiSettings({ OPENAI_API_KEY: 'x', BENCH_OPENAI_MAX_TOKENS: '1000' }).maxTokens).toBe(1000);
  });
});

test.describe('finish reasons', () => {
  test('length in the middle of a tool call: the call is not executed and the episode is not passed', async ({ runTask }) => {
    const cut = reply({ tool_calls: [{ id: 'call_cut', type: 'function', function: { name: 'browser_navigate', arguments: '{"url": "https://exa' } }] }, 'length', 4096);
    const adapter = await openaiOn([cut]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result).toMatchObject({ status: 'budget_exceeded', steps: 0 });
    expect(result.message).toBe('budget cap maxTokensPerTurn reached: turn 1 reached max_completion_tokens 4096 in the middle of a tool call (browser_navigate): it was not executed');
  });

  const ends: Ending<Turn>[] = [
    // A turn ended in prose is no answer: the reminder follows it.
    ['stop without a tool call ends the turn: reminded, the model submits in its next turn', [answer('Example Domain', 'stop'), submit(answered('Example Domain'))], 'passed'],
    ['length with text only ends budget_exceeded: a cut reply is never read', answer('Example Dom', 'length'), 'budget_exceeded', 'before its reply ended'],
    ['content_filter ends the episode refused, never judged', answer('Example Domain', 'content_filter'), 'refused', "the server's content filter stopped the model at turn 1"],
    ['a refusal in the message ends the episode refused', reply({ content: null, refusal: 'I cannot help with that.' }, 'stop'), 'refused', 'the model refused at turn 1: I cannot help with that.'],
    ['function_call (never offered) ends the episode error', answer('Example Domain', 'function_call'), 'error', 'function_call, which this adapter never offers'],
    ['a finish_reason the adapter does not know ends the episode error, never judged', answer('Example Domain', 'eos_token'), 'error', 'finish_reason "eos_token"'],
    ['no finish_reason at all ends the episode error', answer('Example Domain', null as unknown as string), 'error', 'finish_reason null'],
    ['tool_calls without a tool call ends the episode error', answer('Example Domain', 'tool_calls'), 'error', 'finished for tool_calls without a tool call'],
  ];
  testEndings(ends, openaiOn, exampleTask);

  test('tool_calls are made in order, and stop with whole tool calls (as some servers send) makes them too', async ({ runTask }) => {
    const two = reply(
      {
        tool_calls: [
          { id: 'call_a', type: 'function', function: { name: 'browser_snapshot', arguments: '{}' } },
          { id: 'call_b', type: 'function', function: { name: 'browser_navigate', arguments: '{"url":"https://example.com/"}' } },
        ],
      },
      'tool_calls',
    );
    const stopWithCall = reply({ tool_calls: [{ id: 'call_c', type: 'function', function: { name: 'browser_snapshot', arguments: '' } }] }, 'stop');
    const adapter = await openaiOn([two, stopWithCall, submit(answered('Example Domain'))]);
    const { result, events } = await runTask(exampleTask(), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 4 });
    expect(events.filter((e) => e.type === 'tool_call').map((e) => (e as { tool: string }).tool)).toEqual(['browser_snapshot', 'browser_navigate', 'browser_snapshot', 'submit_answer']);
    // Each call's response goes back as a tool message answering its id, after the reply that made it.
    const second = standIn!.requests[1].messages;
    expect(second.slice(-3).map((m) => [m.role, m.tool_call_id])).toEqual([['assistant', undefined], ['tool', 'call_a'], ['tool', 'call_b']]);
  });

  test('arguments that are not a JSON object go back to the model as an error; the server never sees the call', async ({ runTask }) => {
    const adapter = await openaiOn([toolCall('browser_navigate', '{"url": '), toolCall('browser_navigate', '[1]'), submit(answered('Done.'))]);
    const { result } = await runTask(exampleTask(), { adapter });
    // Only the submission reached the harness.
    expect(result).toMatchObject({ status: 'passed', steps: 1, submission: { explanation: 'Done.' } });
    const [, second, third] = standIn!.requests;
    expect(second.messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringMatching(/^\[tool error\] the arguments of this browser_navigate call are not valid JSON .*: it was not made$/) });
    expect(third.messages.at(-1)).toMatchObject({ role: 'tool', content: '[tool error] the arguments of this browser_navigate call are not a JSON object: it was not made' });
  });

  test('an unknown tool goes back as a tool error; the episode goes on; only the tools an agent may use are offered', async ({ runTask }) => {
    const adapter = await openaiOn([toolCall('browser_teleport', {}), submit(answered('Done.'))]);
    const { result } = await runTask(exampleTask(), { adapter });
    // The refused call and the submission.
    expect(result).toMatchObject({ status: 'passed', steps: 2, toolCalls: { total: 2, errors: 1 } });
    expect(standIn!.requests[1].messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringMatching(/^\[tool error\] /) });
    const offered = standIn!.requests[0].tools!.map((t) => t.function.name);
    expect(offered).toContain('browser_navigate');
    expect(offered).not.toContain('browser_close');
    expect(offered.at(-1)).toBe('submit_answer');
  });

  test("a screenshot's image goes to the model as an image part, in a user message after the tool messages", async ({ runTask }) => {
    const adapter = await openaiOn([toolCall('browser_take_screenshot', {}), submit(answered('Example Domain'))]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('passed');
    const [tool, images] = standIn!.requests[1].messages.slice(-2);
    expect(tool).toMatchObject({ role: 'tool' });
    expect(images.role).toBe('user');
    const parts = images.content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    expect(parts[0]).toMatchObject({ type: 'text', text: expect.stringContaining('browser_take_screenshot') });
    expect(parts[1].type).toBe('image_url');
    expect(parts[1].image_url!.url).toMatch(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]{100}/);
    // Counted at its bound, not at ten times over as its base64 bytes would be.
    expect(countRequest(standIn!.requests[1])).toBeLessThan(countRequest({ ...standIn!.requests[0], messages: standIn!.requests[1].messages.slice(0, -1) }) + 8_000 + 100);
  });
});

test.describe('the answer', () => {
  test('submit_answer is offered last, with the task’s own schema: its field typed as the contract asks', async ({ runTask }) => {
    const task = yearsTask('openai-offered');
    const adapter = await openaiOn([submit(answered('Rosehold, by 24 years.', { years_older: 24 }))]);
    const { result } = await runTask(task, { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 1, submission: { fields: { years_older: 24 } } });
    const tools = standIn!.requests[0].tools as unknown as Array<{ type: string; function: { name: string; description: string; parameters: unknown } }>;
    expect(tools.slice(0, -1).map((tool) => tool.function.name)).toContain('browser_snapshot');
    expect(tools.filter((tool) => tool.function.name === 'submit_answer')).toHaveLength(1);
    const { tool } = submitTool(task.success);
    expect(tools.at(-1)).toMatchObject({ type: 'function', function: { name: 'submit_answer', description: tool.description, parameters: tool.inputSchema } });
    expect(tools.at(-1)!.function.parameters).toMatchObject({ properties: { fields: { properties: { years_older: { type: 'number' } }, required: ['years_older'] } } });
  });

  test('a model that ends its turn in prose is reminded once to submit; in prose again, the episode ends and is judged with no answer', async ({ runTask }) => {
    const adapter = await openaiOn([answer('Rosehold is older, by 24 years.'), answer('As I said: Rosehold, by 24 years.')]);
    const { result, events } = await runTask(yearsTask('openai-prose'), { adapter });
    expect(result).toMatchObject({ status: 'failed', steps: 0, failedClause: { kind: 'answer', observed: expect.stringContaining('no answer was submitted') } });
    expect(result.submission).toBeUndefined();
    expect(standIn!.requests).toHaveLength(2);
    const [first, second] = standIn!.requests;
    expect(JSON.stringify(first.messages)).not.toContain(SUBMIT_REMINDER);
    // The reminder follows the reply in prose, as the last user message, once.
    expect(second.messages.slice(-2)).toMatchObject([
      { role: 'assistant', content: 'Rosehold is older, by 24 years.' },
      { role: 'user', content: SUBMIT_REMINDER },
    ]);
    expect(JSON.stringify(second.messages).split(SUBMIT_REMINDER)).toHaveLength(2);
    expect(events.filter((event) => event.type === 'said')).toMatchObject([{ text: 'As I said: Rosehold, by 24 years.' }]);
    expect(events.filter((event) => event.type === 'submission')).toEqual([]);
  });

  test('a submission that does not fit the schema (a number given as a string) is a tool error naming the field; the model corrects it and passes', async ({ runTask }) => {
    const adapter = await openaiOn([submit('{"status":"answered","fields":{"years_older":"24"}}'), submit({ status: 'answered', fields: { years_older: 24 }, explanation: 'Rosehold, by 24 years.' })]);
    const { result, events } = await runTask(yearsTask('openai-refused'), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 2, toolCalls: { total: 2, errors: 1 }, submission: { status: 'answered', fields: { years_older: 24 } } });
    expect(standIn!.requests).toHaveLength(2);
    expect(standIn!.requests[1].messages.at(-1)).toMatchObject({ role: 'tool', content: expect.stringMatching(/^\[tool error\] submit_answer refused, nothing was submitted: fields\.years_older: .*number/) });
    expect(events.filter((event) => event.type === 'submission')).toMatchObject([{ step: 2, status: 'answered', fields: { years_older: 24 } }]);
  });
});

test.describe('cost control', () => {
  test('a $0.50 task whose turns are expensive ends budget_exceeded before overspending: spent ≤ $0.50', async ({ runTask }) => {
    // USD 40 a million tokens in and out: the first request is about USD 0.18, its worst case more than twice that.
    const adapter = await openaiOn([toolCall('browser_snapshot', {})], { loop: true, declaredPrice: '40,40,4' });
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('budget_exceeded');
    expect(result.message).toMatch(/^budget cap maxUsdPerTask reached: turn \d+ .* could cost up to USD [\d.]+ and USD [\d.]+ of USD 0\.50 is spent: not sent$/);
    const price = openaiPrice('gpt-5.4', parseOption('openaiPrice', '40,40,4')).price;
    const billed = standIn!.usages.reduce((sum, usage) => sum + usageUsd(price, billedUsage(usage)), 0);
    expect(billed).toBeGreaterThan(0.15);
    expect(result.agent!.costUsd).toBeCloseTo(billed, 5);
    expect(result.agent!.costUsd).toBeLessThanOrEqual(USD_CAP_WITHOUT_TIER);
  });

  test("the tool-call cap is the task's step cap: a 13th call of a 12-step task stops the episode budget_exceeded, naming the cap; 12 ran", async ({ runTask }) => {
    const adapter = await openaiOn([toolCall('browser_press_key', { key: 'Shift' }), toolCall('browser_snapshot', {})], { loop: true });
    const { result } = await runTask(exampleTask(12), { adapter });
    expect(result.status).toBe('budget_exceeded');
    expect(result.message).toBe('budget cap maxToolIterations reached: the model asked for tool call 13; the cap is 12');
    expect(result.steps).toBe(12);
  });

  test('an adapter whose run cannot pay a task refuses to start it (RunBudgetSpent), sending nothing', async () => {
    const run = new RunBudget(1);
    run.hold(0.6);
    const adapter = await openaiOn(DO_NOTHING, { runBudget: run });
    const start = { task: exampleTask(), goal: 'Read the main heading.', tools: [], deadline: new AbortController().signal } as Partial<EpisodeStart>;
    await expect(adapter.startEpisode(start as EpisodeStart)).rejects.toThrow(RunBudgetSpent);
    expect(adapter.notStarted!(exampleTask())).toEqual({ reason: "the run has USD 0.4000 of its USD 1.00 (BENCH_MAX_USD) left, less than this task's cap of USD 0.50: not started", runCap: true });
    expect(standIn!.received).toBe(0);
  });

  test('at the deadline the request in flight is aborted and counted at its worst case; the episode ends timeout', async ({ runTask }) => {
    const adapter = await openaiOn([late(submit(answered('Example Domain')), 60_000)]);
    const started = Date.now();
    // 10 s: on a busy 2-core machine the browser and server alone can take 5 s, before any request.
    const { result } = await runTask(exampleTask(10, 10_000), { adapter });
    expect(result.status).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(standIn!.requests).toHaveLength(1);
    const counted = countRequest({ messages: standIn!.requests[0].messages, tools: standIn!.requests[0].tools });
    expect(result.agent!.costUsd).toBeCloseTo(requestWorstCaseUsd(GPT_5_4, { cached: 0, fresh: counted }, 4096), 5);
  });

  test('a reply without a usage is charged at its worst case; a server that bills more output than the cap ends the episode', async ({ runTask }) => {
    let adapter = await openaiOn([withoutUsage(submit(answered('Example Domain')))]);
    let { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('passed');
    const counted = countRequest({ messages: standIn!.requests[0].messages, tools: standIn!.requests[0].tools });
    expect(result.agent!.costUsd).toBeCloseTo(requestWorstCaseUsd(GPT_5_4, { cached: 0, fresh: counted }, 4096), 5);
    await standIn!.close();

    adapter = await openaiOn([submit(answered('Example Domain'), 5000)]);
    ({ result } = await runTask(exampleTask(), { adapter }));
    expect(result.status).toBe('error');
    expect(result.message).toContain('turn 1: the server billed 5000 output tokens, over the 4096 it was asked for at most: it does not honour the output cap');
  });

  test('the dry run of the openai project prints cost and tokens per task and server, and sends nothing', async () => {
    standIn = await startStandIn(DO_NOTHING, { loop: true });
    const env = { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: standIn.url, BENCH_TARGET: 'playwright-mcp,openchrome' };
    const run = await runProcess(bin('tsx'), ['scripts/bench-real.ts', '--adapter', 'openai', '--dry-run', '-g', 'local-form-submit|book-vienna-declined-card'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Dry run of the openai project: nothing is sent. Model gpt-5.4: USD 2.5 input, 15 output, 2.5 cache write, 0.25 cache read per million tokens');
    expect(run.stdout).toMatch(/playwright-mcp +local-form-submit +8 +0\.50 +USD 0\.5000 \(cap from turn \d\) +USD 0\.\d{4} +[\d.]+k\/[\d.]+k +\d+/);
    // The hard tier's cap, and every call its step cap allows.
    expect(run.stdout).toMatch(/openchrome +book-vienna-declined-card +90 +1\.50 +USD 1\.5000 \(cap from turn \d+\) /);
    expect(run.stdout).toMatch(/Total, 4 episodes: worst case USD 4\.00, expected USD \d\.\d\d\./);
    const unpriced = await runProcess(bin('tsx'), ['scripts/bench-real.ts', '--adapter=openai', '--dry-run'], { ...env, BENCH_OPENAI_MODEL: 'mystery-model' });
    expect(unpriced.code).toBe(2);
    expect(unpriced.stderr).toContain('bench:real: model "mystery-model" has no known price');
    expect(standIn.received).toBe(0);
  });
});

test.describe('the API', () => {
  test('429 and 503 are retried by the SDK and the episode passes', async ({ runTask }) => {
    const adapter = await openaiOn([apiError(429, 'Rate limit reached', 'rate_limit_exceeded'), apiError(503, 'overloaded'), submit(answered('Example Domain'))]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('passed');
    expect(standIn!.requests).toHaveLength(3);
    expect(result.agent?.usage.apiCalls).toBe(1);
  });

  test("a request over the server's context window (a budget declared above it) ends budget_exceeded, naming BENCH_CONTEXT_TOKENS", async ({ runTask }) => {
    const adapter = await openaiOn([submit(answered('Example Domain'))], { contextTokens: 2_000, contextBudget: 60_000, model: 'local', declaredPrice: '0,0,0' });
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('budget_exceeded');
    expect(result.message).toMatch(/^budget cap contextWindow reached: turn 1: 400 This model's maximum context length is 2000 tokens\. .*\(lower BENCH_CONTEXT_TOKENS below the model's context window\)$/);
  });

  test('an API error that quotes the key reaches the result without it', async ({ runTask }) => {
    const adapter = await openaiOn([keyEchoingError()]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('error');
    expect(result.message).toContain('Incorrect API key provided: Bearer «OPENAI_API_KEY»');
    expect(JSON.stringify(result)).not.toContain(API_KEY);
    expect(standIn!.headers[0].authorization).toBe(`Bearer ${API_KEY}`);
  });

  test('happy path: BENCH_RECORD=1 records the run under runsDir; it replays in mock with the same verdict; the key is written nowhere', async ({ runTask }, testInfo) => {
    fs.rmSync(RUNS_DIR, { recursive: true, force: true });
    const adapter = await openaiOn([toolCall('browser_navigate', { url: 'https://example.com/' }), submit(answered('The main heading is "Example Domain".', { heading: 'Example Domain' }))]);
    const task = (await loadTasks()).tasks.find((t) => t.id === 'example-h1')!;
    const gateTranscript = fs.readFileSync(transcriptPath('playwright-mcp', task.id), 'utf8');
    process.env.BENCH_RECORD = '1';
    let recorded;
    try {
      ({ result: recorded } = await runTask(task, { adapter }));
    } finally {
      delete process.env.BENCH_RECORD;
    }
    expect(recorded).toMatchObject({ status: 'passed', adapter: 'openai', steps: 2, submission: { fields: { heading: 'Example Domain' } }, agent: { model: { id: 'gpt-5.4', maxTokens: 4096 }, usage: { apiCalls: 2 } } });
    const transcriptFile = runRecordingPath(RUNS_DIR, recorded);
    expect(JSON.parse(fs.readFileSync(transcriptFile, 'utf8').split('\n')[0])).toMatchObject({ method: 'model', recordedBy: 'gpt-5.4 through the openai adapter' });
    expect(fs.readFileSync(transcriptPath('playwright-mcp', task.id), 'utf8')).toBe(gateTranscript);
    const { result: replayed } = await runTask(task, { adapter: 'mock', transcriptFile });
    expect(replayed.status).toBe('passed');
    expect(replayed.verdict).toEqual(recorded.verdict);
    const written = [...writtenFiles(testInfo.outputDir), ...writtenFiles(RUNS_DIR)];
    expect(written.length).toBeGreaterThan(3);
    expect(written.filter(([, bytes]) => bytes.includes(API_KEY)).map(([file]) => file)).toEqual([]);
  });

  test('the openai project runs through OPENAI_BASE_URL, its report and traces hold no key; without OPENAI_API_KEY it skips every task, saying once what to set', async ({}, testInfo) => {
    test.setTimeout(240_000);
    standIn = await startStandIn([keyEchoingError(), ...DO_NOTHING], { loop: true });
    const env = { ...MINI_SUITE, OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: standIn.url, BENCH_OPENAI_MODEL: 'local-model', BENCH_OPENAI_PRICE: '0,0,0', BENCH_WEB: 'replay', BENCH_RUNS_DIR: RUNS_DIR };
    const out = testInfo.outputPath('run');
    const run = await runPlaywright(['--project=openai', '--trace=on'], env, out);
    // One episode's model quoted the key back in a 401 (error); the other did nothing but submit not_found (failed).
    expect(run.results.map(({ result }) => result.status).sort()).toEqual(['failed', 'failed']);
    expect(run.stdout + run.stderr).toContain('«OPENAI_API_KEY»');
    expect(run.stdout + run.stderr).not.toContain(API_KEY);
    expect([...writtenFiles(out)].filter(([, bytes]) => bytes.includes(API_KEY)).map(([file]) => file)).toEqual([]);
    expect(standIn.headers.every((headers) => headers.authorization === `Bearer ${API_KEY}`)).toBe(true);

    const skipped = await runPlaywright(['--project=openai'], { ...MINI_SUITE, OPENAI_API_KEY: '' }, testInfo.outputPath('skipped'));
    expect(skipped.code).toBe(0);
    expect(skipped.results.every(({ result }) => result.status === 'skipped')).toBe(true);
    expect(skipped.stdout.match(/needs OPENAI_API_KEY/g)).toHaveLength(1);
  });
});
