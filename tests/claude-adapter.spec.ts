import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { EpisodeStart } from '../benchmarks/adapters/adapter.ts';
import { claudeAdapter } from '../benchmarks/adapters/claude/adapter.ts';
import { ANTHROPIC_CACHE, billedUsage } from '../benchmarks/adapters/claude/agent.ts';
import { endOfLife, modelPrice, usableModels } from '../benchmarks/adapters/claude/models.ts';
import { PRICE_TABLE } from '../benchmarks/adapters/claude/price-table.ts';
import { chosenModel, type ClaudeSettings } from '../benchmarks/adapters/claude/settings.ts';
import { CLAUDE_COUNTING } from '../benchmarks/adapters/claude/token-count.ts';
import { DEFAULT_CONTEXT_TOKENS, KEEP_RECENT_RESULTS } from '../benchmarks/adapters/model/context-budget.ts';
import { estimateEpisodeCost } from '../benchmarks/adapters/model/cost-estimate.ts';
import { requestWorstCaseUsd, usageUsd } from '../benchmarks/adapters/model/price.ts';
import { readResponseSizes } from '../benchmarks/adapters/model/response-sizes.ts';
import { fileStore, RunBudget, RunBudgetSpent } from '../benchmarks/adapters/model/run-budget.ts';
import { estimateTokens } from '../benchmarks/adapters/model/token-estimate.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { resolveBudget, USD_CAP_WITHOUT_TIER } from '../benchmarks/task-spec/budget.ts';
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
  toolUse,
  type StandIn,
  type StandInOptions,
  type Turn,
} from './anthropic-stand-in.ts';
import { bin, MINI_SUITE, runPlaywright, runProcess, writtenFiles } from './run-playwright.ts';

// The real @anthropic-ai/sdk, pointed at a local stand-in of the Messages API.
const API_KEY = 'sk-ant-test-9f3c2a7e-never-written-anywhere';
const SONNET_5_5 = modelPrice('claude-sonnet-5-5');
// A model run records here (runs/ by default), never among the gate's transcripts.
// One per worker process: tests in other workers clear their own.
const RUNS_DIR = path.join(os.tmpdir(), `contract-eval-claude-adapter-runs-${process.pid}`);
test.use({ runsDir: RUNS_DIR });
test.afterAll(() => fs.rmSync(RUNS_DIR, { recursive: true, force: true }));

let standIn: StandIn | undefined;
test.afterEach(async () => standIn?.close());

async function claudeOn(turns: Turn[], options: StandInOptions & { model?: string; runBudget?: RunBudget; contextBudget?: number } = {}) {
  standIn = await startStandIn(turns, options);
  const settings: ClaudeSettings = {
    apiKey: API_KEY,
    baseURL: standIn.url,
    model: options.model ?? 'claude-sonnet-5-5',
    maxRetries: 3,
    runBudget: options.runBudget ?? new RunBudget(100),
    context: { maxTokens: options.contextBudget ?? DEFAULT_CONTEXT_TOKENS, keepRecent: KEEP_RECENT_RESULTS },
  };
  return claudeAdapter(() => settings);
}

const exampleTask = (maxSteps?: number, maxDurationMs?: number) => exampleTaskOf('claude-example', maxSteps, maxDurationMs);

/** What the stand-in billed, at Sonnet 5.5's prices. */
const billedUsd = (s: StandIn) => s.usages.reduce((sum, usage) => sum + usageUsd(SONNET_5_5, billedUsage(usage)), 0);

test.describe('models', () => {
  test('every model the installed SDK lists has a price row, so an SDK upgrade cannot leave a model uncosted', () => {
    const require = createRequire(import.meta.url);
    const types = fs.readFileSync(path.join(path.dirname(require.resolve('@anthropic-ai/sdk')), 'resources/messages/messages.d.ts'), 'utf8');
    const union = /^export type Model = (.*);$/m.exec(types)![1];
    const listed = [...union.matchAll(/'([^']+)'/g)].map(([, id]) => id);
    expect(listed).toContain('claude-sonnet-5-5');
    expect(listed.filter((id) => !(id in PRICE_TABLE))).toEqual([]);
    for (const row of Object.values(PRICE_TABLE)) {
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.source).not.toBe('');
    }
  });

  test('claude-sonnet-5-5 is the default, accepted with its prices, and a reply is charged at them', async ({ runTask }) => {
    expect(chosenModel({})).toBe('claude-sonnet-5-5');
    expect(SONNET_5_5).toEqual({ input: 2, output: 10, cacheWrite: 2.5, cacheRead: 0.2 });
    const adapter = await claudeOn([submit(answered('The heading is Example Domain.'))]);
    const { result, events } = await runTask(exampleTask(), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 1, submission: { status: 'answered', explanation: 'The heading is Example Domain.' }, agent: { model: { id: 'claude-sonnet-5-5' } } });
    // The submission is kept: in the result, and in the events.
    expect(events.filter((event) => event.type === 'submission')).toMatchObject([{ status: 'answered', explanation: 'The heading is Example Domain.' }]);
    const [usage] = standIn!.usages;
    const expected = (usage.input_tokens * 2 + usage.output_tokens * 10 + usage.cache_creation_input_tokens * 2.5 + usage.cache_read_input_tokens * 0.2) / 1e6;
    expect(result.agent!.costUsd).toBeCloseTo(expected, 5);
  });

  test('a model missing from the price table is refused before any request, naming the known models', async ({ runTask }) => {
    const adapter = await claudeOn(DO_NOTHING, { model: 'claude-sonnet-9-9' });
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('error');
    expect(result.message).toContain('"claude-sonnet-9-9" is not in the price table');
    expect(result.message).toContain('claude-sonnet-5-5, claude-opus-5-5');
    expect(standIn!.received).toBe(0);
  });

  test('a model past the end of life the SDK gives it is refused, and one without a known price is too', () => {
    expect(endOfLife('claude-sonnet-4-5')).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(modelPrice('claude-sonnet-4-5', new Date('2026-11-29T23:00:00Z')).input).toBe(3);
    expect(() => modelPrice('claude-sonnet-4-5', new Date('2026-11-30T00:00:00Z'))).toThrow('reached its end of life on 2026-11-30');
    expect(() => modelPrice('claude-mythos-preview', new Date('2026-11-22'))).toThrow('reached its end of life on 2026-06-30');
    expect(() => modelPrice('claude-fable-5', new Date('2026-11-22'))).toThrow('has no price');
    expect(usableModels(new Date('2026-12-01'))).not.toContain('claude-sonnet-4-5');
  });
});

test.describe('stop reasons', () => {
  test('max_tokens in the middle of a tool call: the call is not executed and the episode is not passed', async ({ runTask }) => {
    const cut = reply(
      [
        { type: 'text', text: 'I will open the page.' },
        { type: 'tool_use', id: 'toolu_cut', name: 'browser_navigate', input: {} },
      ],
      'max_tokens',
      4096,
    );
    const adapter = await claudeOn([cut]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result).toMatchObject({ status: 'budget_exceeded', steps: 0 });
    expect(result.message).toBe('budget cap maxTokensPerTurn reached: turn 1 reached max_tokens 4096 in the middle of a tool call (browser_navigate): it was not executed');
  });

  const stops: Ending<Turn>[] = [
    ['max_tokens with text only ends budget_exceeded: a cut reply is never read', answer('The heading is Exam', 'max_tokens'), 'budget_exceeded', 'before its reply ended'],
    ['refusal ends the episode refused, never judged', reply([{ type: 'text', text: 'I cannot help with that.' }], 'refusal'), 'refused', 'the model refused at turn 1: I cannot help with that.'],
    ['model_context_window_exceeded ends budget_exceeded, never judged', answer('The head', 'model_context_window_exceeded'), 'budget_exceeded', 'contextWindow'],
    ['a stop_reason the adapter does not know ends the episode error, never judged', answer('Example Domain', 'brand_new_reason'), 'error', 'stop_reason "brand_new_reason"'],
    // A turn ended in prose is no answer: stop_sequence ends it as end_turn does, and the reminder follows.
    ['stop_sequence ends the turn as end_turn does: reminded, the model submits in its next turn', [answer('Example Domain', 'stop_sequence'), submit(answered('Example Domain'))], 'passed'],
  ];
  testEndings(stops, claudeOn, exampleTask);

  test('pause_turn continues the turn with the reply sent back as it was; thinking blocks go back unchanged', async ({ runTask }) => {
    const paused = [
      { type: 'thinking', thinking: 'The page is example.com.', signature: 'sig-1' },
      { type: 'text', text: 'Looking.' },
    ];
    const thinkingThenCall = [
      { type: 'thinking', thinking: 'A snapshot shows the heading.', signature: 'sig-2' },
      { type: 'tool_use', id: 'toolu_after_pause', name: 'browser_snapshot', input: {} },
    ];
    const adapter = await claudeOn([reply(paused, 'pause_turn'), reply(thinkingThenCall, 'tool_use'), submit(answered('Example Domain'))]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 2, submission: { explanation: 'Example Domain' } });
    const [, continued, last] = standIn!.requests;
    expect(continued.messages.at(-1)).toEqual({ role: 'assistant', content: paused });
    expect(last.messages.at(-2)).toEqual({ role: 'assistant', content: thinkingThenCall });
  });
});

test.describe('cost control', () => {
  test('a $0.50 task whose turns are expensive ends budget_exceeded before overspending: spent ≤ $0.50', async ({ runTask }) => {
    // 0.15 bytes per token: the first request (the tool definitions) is about USD 0.30, 128k
    // tokens; a context budget of 190k keeps the USD cap the one that binds.
    const adapter = await claudeOn([toolUse('browser_snapshot', {})], { loop: true, bytesPerToken: 0.15, contextBudget: 190_000 });
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('budget_exceeded');
    expect(result.message).toMatch(/^budget cap maxUsdPerTask reached: turn \d+ .* could cost up to USD [\d.]+ and USD [\d.]+ of USD 0\.50 is spent: not sent$/);
    expect(standIn!.usages.length).toBeGreaterThan(0);
    expect(billedUsd(standIn!)).toBeGreaterThan(0.25);
    expect(result.agent!.costUsd).toBeCloseTo(billedUsd(standIn!), 5);
    expect(result.agent!.costUsd).toBeLessThanOrEqual(USD_CAP_WITHOUT_TIER);
  });

  test('input tokens billed per turn stay flat over a 10-turn episode (linear total, not quadratic): the history is re-read from the cache', async ({ runTask }) => {
    const navigate = toolUse('browser_navigate', { url: 'https://example.com/' });
    const snapshot = toolUse('browser_snapshot', {});
    const adapter = await claudeOn([navigate, snapshot, navigate, snapshot, navigate, snapshot, navigate, snapshot, navigate, snapshot, submit(answered('Example Domain'))]);
    const { result } = await runTask(exampleTask(12), { adapter });
    // Ten calls and the submission.
    expect(result).toMatchObject({ status: 'passed', steps: 11 });
    const usages = standIn!.usages;
    expect(usages).toHaveLength(11);
    const fresh = usages.map((u) => u.input_tokens + u.cache_creation_input_tokens);
    const history = usages.map((u) => u.cache_read_input_tokens);
    // After the first turn only what is new (a reply, a tool result) is billed in full…
    for (const turn of fresh.slice(1)) expect(turn).toBeLessThan(fresh[0] / 4);
    expect(Math.max(...fresh.slice(1))).toBeLessThan(3 * Math.min(...fresh.slice(1)));
    // …and the history grows by as much each turn, read at a tenth of the price.
    for (let turn = 1; turn < history.length; turn++) expect(history[turn]).toBeGreaterThanOrEqual(history[turn - 1] + fresh[turn - 1] - fresh[0]);
    expect(history[10]).toBeGreaterThan(history[1]);
    expect(standIn!.requests[0].tools.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
  });

  test('the run-level cap: workers share one ledger, and an adapter whose run cannot pay a task refuses to start it (RunBudgetSpent), sending nothing', async ({}, testInfo) => {
    const ledger = testInfo.outputPath('run-ledger.jsonl');
    const worker1 = new RunBudget(1, fileStore(ledger));
    const worker2 = new RunBudget(1, fileStore(ledger));
    // Each request is held at its worst case, then settled at what it cost.
    expect(worker1.hold(0.4)).toBe(true);
    worker1.settle(0.4, 0.3);
    expect(worker2.hold(0.25)).toBe(true);
    expect(worker1.spentUsd()).toBeCloseTo(0.55, 10);
    // A hold the cap cannot take is refused, and holds nothing.
    expect(worker1.hold(0.5)).toBe(false);
    expect(worker2.spentUsd()).toBeCloseTo(0.55, 10);
    expect(worker2.canStart(0.5)).toBe(false);
    expect(worker2.canStart(0.4)).toBe(true);

    const adapter = await claudeOn(DO_NOTHING, { runBudget: worker2 });
    const start = { task: exampleTask(), goal: 'Read the main heading.', tools: [], deadline: new AbortController().signal } as Partial<EpisodeStart>;
    await expect(adapter.startEpisode(start as EpisodeStart)).rejects.toThrow(RunBudgetSpent);
    await expect(adapter.startEpisode(start as EpisodeStart)).rejects.toThrow('the run has USD 0.4500 of its USD 1.00 (BENCH_MAX_USD) left, less than this task\'s cap of USD 0.50: not started');
    expect(standIn!.received).toBe(0);
  });

  test('the run-level cap stops the run: once what is left cannot pay a task, the remaining episodes are not run (skipped, with the reason), never failed, and send nothing', async ({}, testInfo) => {
    // About USD 0.30 a request of 128k tokens (0.15 bytes per token): USD 0.70 pays for the first episode only.
    standIn = await startStandIn(DO_NOTHING, { loop: true, bytesPerToken: 0.15 });
    const run = await runPlaywright(
      ['--project=claude', '--workers=1'],
      { ...MINI_SUITE, ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: standIn.url, BENCH_MAX_USD: '0.7', BENCH_CONTEXT_TOKENS: '190000', BENCH_WEB: 'replay', BENCH_RUNS_DIR: RUNS_DIR },
      testInfo.outputPath('run'),
    );
    // The first episode ran (and failed: its model did nothing but submit not_found); the second was not started.
    expect(run.results.map(({ title, result }) => [title, result.status])).toEqual([
      ['example-h1', 'failed'],
      ['local-recovery-stall', 'skipped'],
    ]);
    expect(run.stdout).toMatch(/skipped 1 task: \[claude\] the run has USD 0\.[0-4]\d{3} of its USD 0\.70 \(BENCH_MAX_USD\) left, less than this task's cap of USD 0\.50: not started/);
    expect(standIn.requests).toHaveLength(1);
  });

  test('a run whose cap cannot pay a single task starts none and sends nothing', async ({}, testInfo) => {
    standIn = await startStandIn(DO_NOTHING);
    const run = await runPlaywright(
      ['--project=claude'],
      { ...MINI_SUITE, ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: standIn.url, BENCH_MAX_USD: '0.1', BENCH_WEB: 'replay', BENCH_RUNS_DIR: RUNS_DIR },
      testInfo.outputPath('run'),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.results.map(({ result }) => result.status)).toEqual(['skipped', 'skipped']);
    expect(run.stdout).toContain("skipped 2 tasks: [claude] the run has USD 0.1000 of its USD 0.10 (BENCH_MAX_USD) left, less than this task's cap of USD 0.50: not started");
    expect(standIn.received).toBe(0);
  });

  test('at the deadline the request in flight is aborted and counted at its worst case; the episode ends timeout', async ({ runTask }) => {
    const adapter = await claudeOn([late(submit(answered('Example Domain')), 60_000)]);
    const started = Date.now();
    // 10 s: on a busy 2-core machine the browser and server alone can take 5 s, before any request.
    const { result } = await runTask(exampleTask(10, 10_000), { adapter });
    expect(result.status).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(standIn!.requests).toHaveLength(1);
    const counted = Math.ceil(standIn!.tokensOf(standIn!.requests[0]) * 1.05);
    expect(result.agent!.costUsd).toBeCloseTo(requestWorstCaseUsd(SONNET_5_5, { cached: 0, fresh: counted }, 4096), 5);
  });

  test("the dry run prints each task's calls and USD cap, worst-case and expected cost and tokens per task and in total, and sends nothing", async () => {
    standIn = await startStandIn(DO_NOTHING, { loop: true });
    const run = await runProcess(bin('tsx'), ['scripts/bench-real.ts', '--dry-run', '-g', 'local-form-submit|local-order-form'], {
      ANTHROPIC_API_KEY: API_KEY,
      ANTHROPIC_BASE_URL: standIn.url,
      BENCH_TARGET: 'playwright-mcp',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Model claude-sonnet-5-5: USD 2 input, 10 output, 2.5 cache write, 0.2 cache read per million tokens');
    expect(run.stdout).toContain('Dry run of the claude project: nothing is sent.');
    expect(run.stdout).toMatch(/playwright-mcp +local-form-submit +8 +0\.50 +USD 0\.5000 \(cap from turn \d\) +USD 0\.\d{4} +[\d.]+k\/[\d.]+k +\d+\n/);
    expect(run.stdout).toMatch(/playwright-mcp +local-order-form +15 +0\.50 /);
    expect(run.stdout).toMatch(/Total, 2 episodes: worst case USD 1\.00, expected USD 0\.\d\d\./);
    expect(standIn.received).toBe(0);
  });

  test('the cost estimate: the worst case is never above the task cap, nor the expected cost above the worst case', async () => {
    const { tasks } = await loadTasks();
    const sizes = readResponseSizes();
    const context = { maxTokens: DEFAULT_CONTEXT_TOKENS, keepRecent: KEEP_RECENT_RESULTS };
    for (const task of tasks) {
      const budget = resolveBudget(task);
      const estimate = await estimateEpisodeCost(task, 'playwright-mcp', { price: SONNET_5_5, cache: ANTHROPIC_CACHE, counting: CLAUDE_COUNTING, budget, context }, sizes);
      expect(estimate.worstUsd, task.id).toBeLessThanOrEqual(budget.maxUsdPerTask);
      expect(estimate.expected.usd, task.id).toBeLessThanOrEqual(estimate.worstUsd);
      expect(estimate.expected.turns, task.id).toBeLessThanOrEqual(estimate.turns);
    }
  });
});

test.describe('the API', () => {
  test('429 and 529 overloaded are retried by the SDK and the episode passes; tokens are counted once per request', async ({ runTask }) => {
    const adapter = await claudeOn([apiError(429, 'rate_limit_error', 'slow down'), apiError(529, 'overloaded_error', 'Overloaded'), submit(answered('Example Domain'))]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('passed');
    expect(standIn!.requests).toHaveLength(3);
    expect(standIn!.tokenCounts).toBe(1);
    expect(result.agent?.usage.apiCalls).toBe(1);
  });

  test('repeated 500s end the episode error with the API message, after a bounded number of retries', async ({ runTask }) => {
    const adapter = await claudeOn([apiError(500, 'api_error', 'Internal server error at the stand-in')], { loop: true });
    const started = Date.now();
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('error');
    expect(result.message).toContain('Internal server error at the stand-in');
    expect(standIn!.requests).toHaveLength(4); // the first try and 3 retries
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  test('a gateway without the token-counting endpoint gets the local estimate, which over-counts every request', async ({ runTask }) => {
    const adapter = await claudeOn([toolUse('browser_snapshot', {}), toolUse('browser_navigate', { url: 'https://example.com/' }), submit(answered('Example Domain'))], { countTokens: false });
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('passed');
    expect(standIn!.tokenCounts).toBe(0);
    for (const request of standIn!.requests) expect(estimateTokens({ model: request.model, messages: request.messages, tools: request.tools })).toBeGreaterThanOrEqual(standIn!.tokensOf(request));
  });

  test('a gateway with a path prefix and custom headers works, and the key travels only as the Authorization header', async ({ runTask }) => {
    const adapter = await claudeOn([submit(answered('Example Domain'))], { pathPrefix: '/gateway/anthropic' });
    process.env.ANTHROPIC_CUSTOM_HEADERS = 'x-gateway-team: bench';
    try {
      const { result } = await runTask(exampleTask(), { adapter });
      expect(result.status).toBe('passed');
    } finally {
      delete process.env.ANTHROPIC_CUSTOM_HEADERS;
    }
    expect(standIn!.url).toMatch(/\/gateway\/anthropic$/);
    expect(standIn!.headers[0]).toMatchObject({ authorization: `Bearer ${API_KEY}`, 'x-gateway-team': 'bench' });
    expect(Object.entries(standIn!.headers[0]).filter(([name, value]) => name !== 'authorization' && String(value).includes(API_KEY))).toEqual([]);
    expect(JSON.stringify(standIn!.requests)).not.toContain(API_KEY);
  });

  test('an API error that quotes the key reaches the result without it', async ({ runTask }) => {
    const adapter = await claudeOn([keyEchoingError()]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('error');
    expect(result.message).toContain('invalid credentials: Bearer «ANTHROPIC_API_KEY»');
    expect(JSON.stringify(result)).not.toContain(API_KEY);
  });
});

test.describe('episodes', () => {
  test('submit_answer is offered last, with the task’s own schema: its field typed as the contract asks', async ({ runTask }) => {
    const task = yearsTask('claude-offered');
    const adapter = await claudeOn([submit(answered('Rosehold, by 24 years.', { years_older: 24 }))]);
    const { result } = await runTask(task, { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 1, submission: { fields: { years_older: 24 } } });
    const tools = standIn!.requests[0].tools as unknown as Array<{ name: string; description: string; input_schema: unknown }>;
    expect(tools.slice(0, -1).map((tool) => tool.name)).toContain('browser_snapshot');
    expect(tools.filter((tool) => tool.name === 'submit_answer')).toHaveLength(1);
    const { tool } = submitTool(task.success);
    expect(tools.at(-1)).toMatchObject({ name: 'submit_answer', description: tool.description, input_schema: tool.inputSchema });
    expect(tools.at(-1)!.input_schema).toMatchObject({ properties: { fields: { properties: { years_older: { type: 'number' } }, required: ['years_older'] } } });
  });

  test('a model that ends its turn in prose is reminded once to submit; in prose again, the episode ends and is judged with no answer', async ({ runTask }) => {
    const adapter = await claudeOn([answer('Rosehold is older, by 24 years.'), answer('As I said: Rosehold, by 24 years.')]);
    const { result, events } = await runTask(yearsTask('claude-prose'), { adapter });
    expect(result).toMatchObject({ status: 'failed', steps: 0, failedClause: { kind: 'answer', observed: expect.stringContaining('no answer was submitted') } });
    expect(result.submission).toBeUndefined();
    expect(standIn!.requests).toHaveLength(2);
    const [first, second] = standIn!.requests;
    expect(JSON.stringify(first.messages)).not.toContain(SUBMIT_REMINDER);
    // The reminder follows the reply in prose, as the last user message, once.
    expect(second.messages.slice(-2)).toMatchObject([
      { role: 'assistant', content: [{ type: 'text', text: 'Rosehold is older, by 24 years.' }] },
      { role: 'user', content: [{ type: 'text', text: SUBMIT_REMINDER }] },
    ]);
    expect(JSON.stringify(second.messages).split(SUBMIT_REMINDER)).toHaveLength(2);
    // What it said last is kept in the events, never judged.
    expect(events.filter((event) => event.type === 'said')).toMatchObject([{ text: 'As I said: Rosehold, by 24 years.' }]);
    expect(events.filter((event) => event.type === 'submission')).toEqual([]);
  });

  test('reminded, a model that then submits passes', async ({ runTask }) => {
    const adapter = await claudeOn([answer('Rosehold, by 24 years.'), submit(answered('Rosehold, by 24 years.', { years_older: 24 }))]);
    const { result } = await runTask(yearsTask('claude-reminded'), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 1, submission: { fields: { years_older: 24 } } });
    expect(standIn!.requests).toHaveLength(2);
  });

  test('a submission that does not fit the schema (a number given as a string) is an is_error tool result naming the field; the model corrects it and passes', async ({ runTask }) => {
    const adapter = await claudeOn([submit({ status: 'answered', fields: { years_older: '24' } }), submit({ status: 'answered', fields: { years_older: 24 } })]);
    const { result, events } = await runTask(yearsTask('claude-refused'), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 2, toolCalls: { total: 2, errors: 1 }, submission: { status: 'answered', fields: { years_older: 24 } } });
    expect(standIn!.requests).toHaveLength(2);
    const refusal = (standIn!.requests[1].messages.at(-1)!.content as Array<{ type: string; is_error?: boolean; content: Array<{ text: string }> }>)[0];
    expect(refusal).toMatchObject({ type: 'tool_result', is_error: true });
    expect(refusal.content[0].text).toMatch(/^submit_answer refused, nothing was submitted: fields\.years_older: .*number/);
    expect(events.filter((event) => event.type === 'submission')).toMatchObject([{ step: 2, status: 'answered', fields: { years_older: 24 } }]);
  });

  test('a submission is not a tool call the iteration cap counts: after 50 calls the model may still submit', async ({ runTask }) => {
    const calls = Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? toolUse('browser_press_key', { key: 'Shift' }) : toolUse('browser_snapshot', {})));
    const adapter = await claudeOn([...calls, submit(answered('Example Domain'))]);
    const { result } = await runTask(exampleTask(60), { adapter });
    expect(result).toMatchObject({ status: 'passed', steps: 51, submission: { explanation: 'Example Domain' } });
  });

  test('an unknown tool and invalid arguments go back to the model as is_error tool results; the episode goes on', async ({ runTask }) => {
    const adapter = await claudeOn([toolUse('browser_teleport', {}), toolUse('browser_navigate', { url: 42 }), submit(answered('Done.'))]);
    const { result } = await runTask(exampleTask(), { adapter });
    // Two refused calls and the submission.
    expect(result).toMatchObject({ status: 'passed', steps: 3, toolCalls: { total: 3, errors: 2 } });
    for (const request of standIn!.requests.slice(1)) {
      const last = request.messages.at(-1)!;
      expect(last.role).toBe('user');
      expect(last.content).toEqual([expect.objectContaining({ type: 'tool_result', is_error: true })]);
    }
    // What the model was offered: the server's tools minus those no agent may get, and submit_answer last.
    const offered = standIn!.requests[0].tools.map((t) => t.name);
    expect(offered).toContain('browser_navigate');
    expect(offered).not.toContain('browser_close');
    expect(offered.at(-1)).toBe('submit_answer');
    expect(standIn!.requests[0].max_tokens).toBe(4096);
  });

  test('the envelope state goes to the model with the tool result once a limit is near', async ({ runTask }) => {
    const snapshot = toolUse('browser_snapshot', {});
    const adapter = await claudeOn([snapshot, snapshot, snapshot, snapshot, snapshot, submit(answered('Done.'))]);
    const { result } = await runTask(exampleTask(), { adapter });
    expect(result.status).toBe('passed');
    const envelopeNotes = standIn!.requests.slice(1).map((request) => {
      const content = request.messages.at(-1)!.content as Array<{ content: Array<{ text?: string }> }>;
      return content[0].content.map((part) => part.text ?? '').find((text) => text.startsWith('[harness envelope]')) ?? 'none';
    });
    expect(envelopeNotes.slice(0, 3)).toEqual(['none', 'none', 'none']);
    expect(envelopeNotes[3]).toContain('"budget_status":"near","recommended_next":"change_strategy_or_verify"');
    expect(envelopeNotes[4]).toContain('"budget_status":"exceeded"');
    expect(envelopeNotes[4]).toContain('envelope.maxConsecutiveSameTool: 5/5');
  });

  test("the tool-call cap is the task's step cap: a 13th call of a 12-step task stops the episode budget_exceeded, naming the cap; 12 ran", async ({ runTask }) => {
    // An action and an observation in turn, so no envelope streak limit stops it first (a key
    // press: the cheapest action, where a navigation loads the page again).
    const adapter = await claudeOn([toolUse('browser_press_key', { key: 'Shift' }), toolUse('browser_snapshot', {})], { loop: true });
    const { result } = await runTask(exampleTask(12), { adapter });
    expect(result.status).toBe('budget_exceeded');
    expect(result.message).toBe('budget cap maxToolIterations reached: the model asked for tool call 13; the cap is 12');
    expect(result.steps).toBe(12);
  });

  // The model the WebVoyager suite once scored 9/10 with. (The controls project runs the null agents
  // without the model adapter, where their answer could pass: none could on this suite's tasks.)
  test('the do-nothing model that submits not_found at once fails every task of the WebVoyager suite', async ({ runTask }) => {
    test.setTimeout(240_000);
    const tasks = (await loadTasks()).tasks.filter((task) => task.suite === 'webvoyager');
    expect(tasks).toHaveLength(10);
    for (const task of tasks) {
      const adapter = await claudeOn(DO_NOTHING, { loop: true });
      const { result } = await runTask(task, { adapter });
      expect(result, task.id).toMatchObject({ status: 'failed', steps: 1, submission: { status: 'not_found', explanation: 'Done.' } });
      await standIn!.close();
    }
    standIn = undefined;
  });

  test('promote: a run\'s transcript reaches the gate\'s only when it replays offline with its live verdict, which must be a pass', async ({ runTask }, testInfo) => {
    test.setTimeout(180_000);
    fs.rmSync(RUNS_DIR, { recursive: true, force: true });
    const exampleH1 = (await loadTasks(MINI_SUITE.BENCH_TASKS_DIR)).tasks.find((task) => task.id === 'example-h1')!;
    const gateTranscripts = testInfo.outputPath('transcripts');
    const promote = (run: string) =>
      runProcess(bin('tsx'), ['scripts/promote.ts', run, '-g', 'example-h1'], { ...MINI_SUITE, BENCH_RUNS_DIR: RUNS_DIR, BENCH_TRANSCRIPTS_DIR: gateTranscripts });

    // A wrong answer fails live; its result claimed a pass, the offline replay tells the truth.
    const { result: wrong } = await runTask(exampleH1, { adapter: await claudeOn([submit(answered('The heading is "Welcome".', { heading: 'Welcome' }))]), record: true });
    expect(wrong.status).toBe('failed');
    const run = path.dirname(runRecordingPath(RUNS_DIR, wrong));
    const resultFile = path.join(run, 'example-h1.result.json');
    let refused = await promote(path.basename(run));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("not promoted: playwright-mcp/example-h1: the live episode did not pass (failed); the gate's transcripts must");
    fs.writeFileSync(resultFile, JSON.stringify({ ...wrong, status: 'passed' }));
    refused = await promote(run);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('not promoted: playwright-mcp/example-h1: replayed offline it is failed, live it was passed — success (answer): heading: "Welcome" is not "Example Domain"');
    expect(fs.existsSync(gateTranscripts)).toBe(false);

    await standIn!.close();
    const { result: right } = await runTask(exampleH1, { adapter: await claudeOn([submit(answered('The main heading is "Example Domain".', { heading: 'Example Domain' }))]), record: true });
    expect(right.status).toBe('passed');
    const promoted = await promote(path.basename(run));
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain('promoted');
    expect(fs.readFileSync(transcriptPath('playwright-mcp', 'example-h1', gateTranscripts), 'utf8')).toBe(fs.readFileSync(path.join(run, 'example-h1.jsonl'), 'utf8'));
  });

  test('happy path: BENCH_RECORD=1 records a model run under runsDir and leaves transcripts/ as git has it; it replays in mock with the same verdict; the key is written nowhere', async ({ runTask }, testInfo) => {
    fs.rmSync(RUNS_DIR, { recursive: true, force: true });
    const adapter = await claudeOn([toolUse('browser_navigate', { url: 'https://example.com/' }), submit(answered('The main heading is "Example Domain".', { heading: 'Example Domain' }))]);
    // A task with a transcript of the gate's: recording over it is what must not happen.
    const task = (await loadTasks()).tasks.find((t) => t.id === 'example-h1')!;
    const gateTranscript = fs.readFileSync(transcriptPath('playwright-mcp', task.id), 'utf8');
    const gitStatus = () => execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'transcripts/'], { encoding: 'utf8' });
    const statusBefore = gitStatus();
    const recordedRun = async () => {
      process.env.BENCH_RECORD = '1';
      try {
        return await runTask(task, { adapter });
      } finally {
        delete process.env.BENCH_RECORD;
      }
    };
    const { result: recorded } = await recordedRun();
    expect(recorded).toMatchObject({ status: 'passed', adapter: 'claude', steps: 2, submission: { fields: { heading: 'Example Domain' } }, agent: { model: { id: 'claude-sonnet-5-5', maxTokens: 4096 }, usage: { apiCalls: 2 } } });
    expect(recorded.agent!.costUsd).toBeCloseTo(billedUsd(standIn!), 5);

    const transcriptFile = runRecordingPath(RUNS_DIR, recorded);
    expect(fs.existsSync(transcriptFile)).toBe(true);
    expect(fs.readFileSync(transcriptPath('playwright-mcp', task.id), 'utf8')).toBe(gateTranscript);
    expect(gitStatus()).toBe(statusBefore);
    expect(JSON.parse(fs.readFileSync(transcriptFile, 'utf8').split('\n')[0])).toMatchObject({ method: 'model', recordedBy: 'claude-sonnet-5-5 through the claude adapter' });

    const { result: replayed } = await runTask(task, { adapter: 'mock', transcriptFile });
    expect(replayed.status).toBe('passed');
    expect(replayed.verdict).toEqual(recorded.verdict);

    // Events, results, the recording and everything else the episodes wrote: the key is in none of them.
    const written = [...writtenFiles(testInfo.outputDir), ...writtenFiles(RUNS_DIR)];
    expect(written.length).toBeGreaterThan(3);
    expect(written.filter(([, bytes]) => bytes.includes(API_KEY)).map(([file]) => file)).toEqual([]);
  });
});
