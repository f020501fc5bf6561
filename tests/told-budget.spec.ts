import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Adapter } from '../benchmarks/adapters/adapter.ts';
import { claudeAdapter } from '../benchmarks/adapters/claude/adapter.ts';
import { billedUsage as claudeUsage } from '../benchmarks/adapters/claude/agent.ts';
import { modelPrice } from '../benchmarks/adapters/claude/models.ts';
import { capsStatement, CapNote, NOTE_AT } from '../benchmarks/adapters/budget-notes.ts';
import { DEFAULT_CONTEXT_TOKENS, KEEP_RECENT_RESULTS } from '../benchmarks/adapters/model/context-budget.ts';
import { usageUsd } from '../benchmarks/adapters/model/price.ts';
import { RunBudget } from '../benchmarks/adapters/model/run-budget.ts';
import { openaiAdapter } from '../benchmarks/adapters/openai/adapter.ts';
import { billedUsage as openaiUsage } from '../benchmarks/adapters/openai/agent.ts';
import { openaiPrice } from '../benchmarks/adapters/openai/price-table.ts';
import { AGENT_ENV, agentEnvironment } from '../benchmarks/adapters/outside/served-episode.ts';
import { SUBMIT_ANSWER_TOOL } from '../benchmarks/contracts/answer/submission.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import * as anthropic from './anthropic-stand-in.ts';
import { answered, exampleTask } from './model-stand-in.ts';
import * as openai from './openai-stand-in.ts';
import { scripted, textOf } from './outside-agents/scripted-client.ts';

// The agent is told its caps at the start and, once, when most of one is spent: a model through
// each adapter (the real SDKs against local stand-ins), and an outside agent over MCP.

const STEPS_NOTE = /\[harness budget\] \d+ of your \d+ tool calls are made\./g;
const USD_NOTE = /\[harness budget\] USD [\d.]+ of your USD [\d.]+ is spent\./g;

/** A model API as these tests drive it: its turns, and its adapter against a local stand-in of the API that keeps every request. */
interface ModelApi {
  call(name: string, args: unknown, outputTokens?: number): unknown;
  submit(args: unknown): unknown;
  start(turns: unknown[]): Promise<{ adapter: Adapter; close(): Promise<void>; requests(): string[]; billedBefore(answers: number): number }>;
}

const CONTEXT = { maxTokens: DEFAULT_CONTEXT_TOKENS, keepRecent: KEEP_RECENT_RESULTS };
const APIS: Record<'claude' | 'openai', ModelApi> = {
  claude: {
    call: (name, args, outputTokens) => anthropic.toolUse(name, args, outputTokens),
    submit: (args) => anthropic.submit(args),
    async start(turns) {
      const standIn = await anthropic.startStandIn(turns as anthropic.Turn[]);
      const price = modelPrice('claude-sonnet-5-5');
      return {
        adapter: claudeAdapter(() => ({ apiKey: 'sk-told', baseURL: standIn.url, model: 'claude-sonnet-5-5', maxRetries: 0, runBudget: new RunBudget(100), context: CONTEXT })),
        close: () => standIn.close(),
        requests: () => standIn.requests.map((request) => JSON.stringify(request.messages)),
        billedBefore: (answers) => standIn.usages.slice(0, answers).reduce((sum, usage) => sum + usageUsd(price, claudeUsage(usage)), 0),
      };
    },
  },
  openai: {
    call: (name, args, outputTokens) => openai.toolCall(name, args, outputTokens),
    submit: (args) => openai.submit(args),
    async start(turns) {
      const standIn = await openai.startStandIn(turns as openai.Turn[]);
      const { price } = openaiPrice('gpt-5.4', undefined);
      return {
        adapter: openaiAdapter(() => ({ apiKey: 'sk-told', baseURL: standIn.url, model: 'gpt-5.4', maxRetries: 0, runBudget: new RunBudget(100), context: CONTEXT })),
        close: () => standIn.close(),
        requests: () => standIn.requests.map((request) => JSON.stringify(request.messages)),
        billedBefore: (answers) => standIn.usages.slice(0, answers).reduce((sum, usage) => sum + usageUsd(price, openaiUsage(usage)), 0),
      };
    },
  },
};

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;
/** `n` calls, an action and an observation in turn (no envelope streak stops them), each reply of `outputTokens`. */
const alternating = (api: ModelApi, n: number, outputTokens?: number) =>
  Array.from({ length: n }, (_, index) => (index % 2 === 0 ? api.call('browser_press_key', { key: 'Shift' }, outputTokens) : api.call('browser_snapshot', {}, outputTokens)));

test("the caps statement names the calls and, for a model, the dollars; each cap's note is given once, at 80%", () => {
  expect(capsStatement({ steps: 40, usd: 2.25 })).toContain('Your budget for this task: at most 40 tool calls (every call counts, a refused submit_answer too) and USD 2.25 of model spend');
  expect(capsStatement({ steps: 40 })).toContain('at most 40 tool calls');
  expect(capsStatement({ steps: 40 })).not.toContain('USD');
  const note = new CapNote(10, (spent, cap) => `${spent}/${cap}`);
  expect([7, 8, 9, 10].map((spent) => note.after(spent))).toEqual([undefined, '8/10', undefined, undefined]);
  expect(NOTE_AT).toBe(0.8);
});

for (const name of ['claude', 'openai'] as const) {
  const api = APIS[name];
  test.describe(`a model through the ${name} adapter`, () => {
    let close: (() => Promise<void>) | undefined;
    test.afterEach(async () => close?.());

    test("its first request names its caps: the task's calls and its USD cap", async ({ runTask }) => {
      const model = await api.start([api.submit(answered('Example Domain'))]);
      close = model.close;
      const { result } = await runTask(exampleTask(`told-${name}`, 12), { adapter: model.adapter });
      expect(result.status).toBe('passed');
      const [first] = model.requests();
      expect(first).toContain('Your budget for this task: at most 12 tool calls');
      expect(first).toContain('and USD 0.50 of model spend');
    });

    test('the steps note comes once, with the result of the 8th call of 10, and stays in the history after', async ({ runTask }) => {
      const model = await api.start([...alternating(api, 9), api.submit(answered('Example Domain'))]);
      close = model.close;
      const { result } = await runTask(exampleTask(`told-${name}`, 10), { adapter: model.adapter });
      expect(result).toMatchObject({ status: 'passed', steps: 10 });
      const sent = model.requests();
      // Request n holds the results of the first n - 1 calls.
      expect(sent.map((text) => matches(text, STEPS_NOTE))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
      expect(sent[8]).toContain('[harness budget] 8 of your 10 tool calls are made.');
    });

    test("the USD note comes once, the first time 80% of the task's cap is spent", async ({ runTask }) => {
      // Replies of 1,000 output tokens: USD 0.01 each at Sonnet 5.5's price, 0.015 at gpt-5.4's: a few
      // requests still fit after 80% is spent. (Much dearer ones would cross 80% on a turn after
      // which the cap lets no request out to carry the note.)
      const model = await api.start(alternating(api, 50, 1_000));
      close = model.close;
      const { result } = await runTask(exampleTask(`told-${name}`, 60), { adapter: model.adapter });
      // The task's cap stops it: every request is priced before it is sent.
      expect(result.message).toMatch(/^budget cap maxUsdPerTask reached: /);
      const sent = model.requests();
      const noted = sent.findIndex((text) => matches(text, USD_NOTE) > 0);
      expect(noted).toBeGreaterThan(0);
      // Each request after it still holds the one note, and no second.
      expect(sent.length - noted).toBeGreaterThanOrEqual(2);
      expect(sent.slice(noted).map((text) => matches(text, USD_NOTE))).toEqual(sent.slice(noted).map(() => 1));
      // Billed before the request that first carries it: at least 80% of the USD 0.50 cap; before the request before it, less.
      expect(model.billedBefore(noted)).toBeGreaterThanOrEqual(0.4);
      expect(model.billedBefore(noted - 1)).toBeLessThan(0.4);
    });
  });
}

test.describe('an outside agent over MCP', () => {
  test('is told its calls in the server\'s instructions and its environment, and gets the steps note once, with the 8th result of 10', async ({ runTask }) => {
    const results: CallToolResult[] = [];
    const told: { instructions?: string } = {};
    const { adapter, seen } = scripted(async (client) => {
      told.instructions = client.getInstructions();
      for (let call = 1; call <= 9; call++)
        results.push((await client.callTool(call % 2 === 1 ? { name: 'browser_press_key', arguments: { key: 'Shift' } } : { name: 'browser_snapshot', arguments: {} })) as CallToolResult);
      results.push((await client.callTool({ name: SUBMIT_ANSWER_TOOL, arguments: answered('Example Domain') })) as CallToolResult);
      await client.close();
    });
    const { result } = await runTask(exampleTask('told-outside', 10), { adapter });
    await seen.done;
    expect(seen.error).toBeUndefined();
    expect(result).toMatchObject({ status: 'passed', steps: 10 });
    expect(told.instructions).toContain('Your budget for this task: at most 10 tool calls');
    expect(told.instructions).not.toContain('USD');
    expect(agentEnvironment(seen.episode!)[AGENT_ENV.maxCalls]).toBe('10');
    expect(agentEnvironment(seen.episode!)[AGENT_ENV.instructions]).toBe(told.instructions);
    expect(results.map((r) => matches(textOf(r), STEPS_NOTE))).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect(textOf(results[7])).toContain('[harness budget] 8 of your 10 tool calls are made.');
  });
});
