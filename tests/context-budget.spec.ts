import { test, expect } from '@playwright/test';
import { ANTHROPIC_CACHE, billedUsage as anthropicUsage } from '../benchmarks/adapters/claude/agent.ts';
import { modelPrice } from '../benchmarks/adapters/claude/models.ts';
import { CLAUDE_COUNTING } from '../benchmarks/adapters/claude/token-count.ts';
import { DEFAULT_CONTEXT_TOKENS, KEEP_RECENT_RESULTS } from '../benchmarks/adapters/model/context-budget.ts';
import { estimateEpisodeCost, TOOL_DEFINITION_BYTES, TYPICAL_REPLY_TOKENS } from '../benchmarks/adapters/model/cost-estimate.ts';
import { usageUsd, type ModelPrice } from '../benchmarks/adapters/model/price.ts';
import { CACHE_LIFETIME_MS, PromptCacheLedger } from '../benchmarks/adapters/model/prompt-cache.ts';
import { readResponseSizes } from '../benchmarks/adapters/model/response-sizes.ts';
import { TYPICAL_BYTES_PER_TOKEN } from '../benchmarks/adapters/model/token-estimate.ts';
import { ToolResultLog } from '../benchmarks/adapters/model/tool-results.ts';
import { billedUsage as openaiUsage, OPENAI_CACHE, OPENAI_COUNTING } from '../benchmarks/adapters/openai/agent.ts';
import { openaiPrice } from '../benchmarks/adapters/openai/price-table.ts';
import { MAX_TOKENS_PER_TURN, resolveBudget } from '../benchmarks/task-spec/budget.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';
import * as anthropic from './anthropic-stand-in.ts';
import { driveEpisode, toolsOfSize } from './model-episode-driver.ts';
import { GIVE_UP } from './model-stand-in.ts';
import * as openai from './openai-stand-in.ts';

// Both model adapters' real classes and SDKs against their stand-ins, which bill cache reads and
// writes and refuse a request over their context window, on the response sizes of the recorded
// episodes (benchmarks/adapters/model/response-sizes.json: the mock replay of transcripts/).
const SIZES = readResponseSizes();
// The task cap these measurements are made under: the one cap every task had before tasks declared theirs.
const TASK_CAP = 0.5;
const APIS = {
  claude: { price: modelPrice('claude-sonnet-5-5'), cache: ANTHROPIC_CACHE, counting: CLAUDE_COUNTING },
  openai: { price: openaiPrice('gpt-5.4', undefined).price, cache: OPENAI_CACHE, counting: OPENAI_COUNTING },
} as const;
type Api = keyof typeof APIS;
// Both stand-ins tokenize as the dry run expects a tokenizer to: bytes over 3.5.
const WINDOW = 200_000;

/**
 * `responses` through `api`'s stand-in, one tool call each, then the submission (not_found, which
 * every task's schema accepts), on `task` if given (its goal and submit_answer): what it billed and
 * how it ended.
 */
async function replay(api: Api, responses: readonly number[], options: { maxUsd: number; contextTokens: number; target?: string; task?: TaskSpec }) {
  const stand =
    api === 'claude'
      ? await anthropic.startStandIn([...responses.map(() => anthropic.toolUse('browser_snapshot', {}, TYPICAL_REPLY_TOKENS)), anthropic.submit(GIVE_UP)], { contextTokens: WINDOW, bytesPerToken: TYPICAL_BYTES_PER_TOKEN })
      : await openai.startStandIn([...responses.map(() => openai.toolCall('browser_snapshot', {}, TYPICAL_REPLY_TOKENS)), openai.submit(GIVE_UP)], { contextTokens: WINDOW, bytesPerToken: TYPICAL_BYTES_PER_TOKEN });
  try {
    const tools = toolsOfSize(TOOL_DEFINITION_BYTES[options.target ?? 'playwright-mcp']);
    const episode = await driveEpisode({ api, url: stand.url, price: APIS[api].price, tools, responses, ...options });
    const costs = api === 'claude' ? (stand as anthropic.StandIn).usages.map((u) => usageUsd(APIS.claude.price, anthropicUsage(u))) : (stand as openai.StandIn).usages.map((u) => usageUsd(APIS.openai.price, openaiUsage(u)));
    const outputs = api === 'claude' ? (stand as anthropic.StandIn).usages.map((u) => u.output_tokens) : (stand as openai.StandIn).usages.map((u) => u.completion_tokens);
    const prompts = stand.requests.map((request) => stand.tokensOf(request));
    return { episode, costs, outputs, prompts };
  } finally {
    await stand.close();
  }
}

// A 40-call episode on real-scale snapshots: the longest hard episode recorded on @playwright/mcp
// (shop-lamp-full-workflow, 38 calls, up to 71 KB a response), its calls again from the start.
const LAMP = SIZES.targets['playwright-mcp']?.tasks['shop-lamp-full-workflow'] ?? [];
const FORTY = Array.from({ length: 40 }, (_, index) => LAMP[index % LAMP.length]);

test.describe('leaving older tool results out', () => {
  const response = (bytes: number) => ({ kind: 'ok' as const, text: 'a'.repeat(bytes), bytes, latencyMs: 0, url: `https://shop.arena.test/${bytes}` });

  test('in one stable block: every result but the newest two becomes a stub naming the tool, the page and the bytes; a result never sent changes no cached prefix', () => {
    const log = new ToolResultLog();
    for (const bytes of [1000, 2000, 3000]) log.add('browser_snapshot', response(bytes));
    log.markSent();
    log.add('browser_click', response(4000));
    expect(log.leaveOut(500, KEEP_RECENT_RESULTS, 4)).toBe(true);
    expect(log.results.map((r) => r.form.kind)).toEqual(['stub', 'stub', 'whole', 'whole']);
    expect(log.revision).toBe(2);
    expect(log.parts(log.results[0]).text).toBe(
      '[harness: this browser_snapshot response at https://shop.arena.test/1000 (1000 bytes) was left out to keep the conversation within its context budget; call a tool again to see the page as it is now]',
    );
    // Still over: all but the newest; then the newest is cut, shorter each time, and says so.
    expect(log.leaveOut(500, KEEP_RECENT_RESULTS, 4)).toBe(true);
    expect(log.results.map((r) => r.form.kind)).toEqual(['stub', 'stub', 'stub', 'whole']);
    // 500 tokens over at 4 bytes a token: 2,000 bytes, a tenth more and 256 for the note.
    expect(log.leaveOut(500, KEEP_RECENT_RESULTS, 4)).toBe(true);
    expect(log.results[3].form).toEqual({ kind: 'cut', keptBytes: 4000 - 2200 - 256 });
    expect(log.parts(log.results[3]).text).toMatch(/^a{1544}\n\[harness: the last 2456 bytes of this browser_click response at https:\/\/shop\.arena\.test\/4000 were left out/);
    // The newest result was never sent: cutting it changes nothing the cache holds.
    expect(log.revision).toBe(3);
    expect(log.leaveOut(10_000, KEEP_RECENT_RESULTS, 4)).toBe(true);
    expect(log.leaveOut(10_000, KEEP_RECENT_RESULTS, 4)).toBe(false);
  });

  test('the prompt cache ledger prices the previous prefix as read only while nothing sent changed, within its lifetime, once the provider showed it caches; a miss ends that', () => {
    let now = 0;
    const ledger = new PromptCacheLedger(ANTHROPIC_CACHE, () => now);
    expect(ledger.cachedPrefix(0)).toBe(0);
    ledger.answered({ inputTokens: 0, outputTokens: 10, cacheWriteTokens: 5000, cacheReadTokens: 0 }, 0, 0);
    expect(ledger.cachedPrefix(0)).toBe(5000);
    ledger.answered({ inputTokens: 0, outputTokens: 10, cacheWriteTokens: 3000, cacheReadTokens: 5000 }, 5000, 0);
    expect(ledger.cachedPrefix(0)).toBe(8000);
    // Results sent before changed: only the first request's prefix (tools, instructions) is still there.
    expect(ledger.cachedPrefix(1)).toBe(5000);
    now += CACHE_LIFETIME_MS + 1;
    expect(ledger.cachedPrefix(0)).toBe(0);
    now = 0;
    ledger.answered({ inputTokens: 0, outputTokens: 10, cacheWriteTokens: 9000, cacheReadTokens: 100 }, 8000, 0);
    expect(ledger.misses).toBe(1);
    expect(ledger.cachedPrefix(0)).toBe(0);

    // OpenAI reports no writes: nothing is priced as cached until a response has read from the cache.
    const automatic = new PromptCacheLedger(OPENAI_CACHE, () => 0);
    automatic.answered({ inputTokens: 3000, outputTokens: 10, cacheWriteTokens: 0, cacheReadTokens: 0 }, 0, 0);
    expect(automatic.cachedPrefix(0)).toBe(0);
    automatic.answered({ inputTokens: 1000, outputTokens: 10, cacheWriteTokens: 0, cacheReadTokens: 2944 }, 0, 0);
    expect(automatic.cachedPrefix(0)).toBe(3840);
  });
});

test.describe('a 40-call episode on real-scale snapshots', () => {
  test.setTimeout(240_000);
  for (const api of ['claude', 'openai'] as const)
    test(`${api}: within the context budget it never overflows the window; without it, it does; under the task cap it stops only on what it would have spent`, async () => {
      expect(FORTY).toHaveLength(40);
      const uncapped = await replay(api, FORTY, { maxUsd: 100, contextTokens: DEFAULT_CONTEXT_TOKENS });
      expect(uncapped.episode).toMatchObject({ calls: 40, answered: true, submission: GIVE_UP, cut: 0 });
      expect(Math.max(...uncapped.prompts)).toBeLessThanOrEqual(DEFAULT_CONTEXT_TOKENS);
      // Real-scale snapshots fill the budget in two or three calls: nearly every older result ends a stub.
      expect(uncapped.episode.stubbed).toBeGreaterThan(30);

      const unbudgeted = await replay(api, FORTY, { maxUsd: 100, contextTokens: Infinity });
      expect(unbudgeted.episode.answered).toBe(false);
      expect(unbudgeted.episode.stop).toMatch(/^budget cap contextWindow reached: turn \d+: 400 /);

      const capped = await replay(api, FORTY, { maxUsd: TASK_CAP, contextTokens: DEFAULT_CONTEXT_TOKENS });
      const stoppedAt = capped.costs.length;
      expect(capped.episode.stop).toMatch(/^budget cap maxUsdPerTask reached: turn \d+ /);
      expect(capped.episode.report.costUsd).toBeLessThanOrEqual(TASK_CAP);
      // The same requests up to the stop (their call ids aside): what the next one really cost, with the whole output
      // allowance it reserves, would have gone past the cap (or within 5% of it: the over-count
      // of new input, the counting margin).
      for (const [turn, cost] of capped.costs.entries()) expect(Math.abs(cost - uncapped.costs[turn]), `turn ${turn + 1}`).toBeLessThan(0.001);
      const price: ModelPrice = APIS[api].price;
      const allowance = ((MAX_TOKENS_PER_TURN - uncapped.outputs[stoppedAt]) * price.output) / 1e6;
      const spent = capped.costs.reduce((a, b) => a + b, 0);
      expect(spent + uncapped.costs[stoppedAt] + allowance).toBeGreaterThan(TASK_CAP * 0.95);

      const total = (costs: number[]) => costs.reduce((a, b) => a + b, 0).toFixed(4);
      console.log(
        `${api}: 40 calls within ${DEFAULT_CONTEXT_TOKENS} tokens: USD ${total(uncapped.costs)}, largest request ${Math.max(...uncapped.prompts)} tokens, ${uncapped.episode.stubbed} stubs in ${uncapped.episode.revisions} changes; ` +
          `without the budget: USD ${total(unbudgeted.costs)} until ${unbudgeted.episode.stop!.slice(0, 60)}; under USD 0.50: ${stoppedAt - 1} calls, USD ${total(capped.costs)}`,
      );
    });

  test('claude before this change: history priced as uncached at the cache-write rate stopped the same episode far earlier', async () => {
    const unbudgeted = await replay('claude', FORTY, { maxUsd: 100, contextTokens: Infinity });
    const { price } = APIS.claude;
    // The old rule: every input token counted (plus 5%) at the cache-write rate, and the whole output cap.
    let spent = 0;
    let turn = 0;
    for (; turn < unbudgeted.costs.length; turn++) {
      const counted = Math.ceil(unbudgeted.prompts[turn] * 1.05);
      if (spent + (counted * price.cacheWrite + MAX_TOKENS_PER_TURN * price.output) / 1e6 > TASK_CAP) break;
      spent += unbudgeted.costs[turn];
    }
    const capped = await replay('claude', FORTY, { maxUsd: TASK_CAP, contextTokens: DEFAULT_CONTEXT_TOKENS });
    console.log(`claude before: stopped after ${turn - 1} calls with USD ${spent.toFixed(4)} spent; now ${capped.costs.length - 1} calls, USD ${capped.episode.report.costUsd.toFixed(4)}`);
    expect(capped.costs.length).toBeGreaterThan(turn);
    expect(capped.episode.report.costUsd).toBeGreaterThan(spent);
  });

  test('claude: a hard arena task on @playwright/mcp (a booking with a declined card, 27 calls) reaches its answer within USD 0.50; without the context budget it stops on the cap', async () => {
    const calls = SIZES.targets['playwright-mcp']?.tasks['book-vienna-declined-card'] ?? [];
    expect(calls).toHaveLength(27);
    const within = await replay('claude', calls, { maxUsd: TASK_CAP, contextTokens: DEFAULT_CONTEXT_TOKENS });
    expect(within.episode).toMatchObject({ calls: 27, answered: true });
    expect(within.episode.report.costUsd).toBeLessThanOrEqual(TASK_CAP);
    const without = await replay('claude', calls, { maxUsd: TASK_CAP, contextTokens: Infinity });
    expect(without.episode.answered).toBe(false);
    expect(without.episode.stop).toMatch(/^budget cap maxUsdPerTask reached: /);
    console.log(`book-vienna-declined-card: within ${DEFAULT_CONTEXT_TOKENS} tokens all 27 calls, USD ${within.episode.report.costUsd.toFixed(4)}; without: ${without.episode.calls} calls, USD ${without.episode.report.costUsd.toFixed(4)}`);
  });
});

// One test per API and server: each replays every recorded episode of its server through the
// stand-in (about 30 s), so the six share the workers rather than end the run on two.
test.describe("the dry run's expected cost", () => {
  test.setTimeout(600_000);
  for (const api of ['claude', 'openai'] as const)
    for (const [target, { tasks: recorded }] of Object.entries(SIZES.targets))
      test(`${api} on ${target}: within ±50% of what the stand-in bills for each recorded episode replayed through it`, async () => {
        const { tasks } = await loadTasks();
        const ratios: string[] = [];
        for (const task of tasks.filter((t) => recorded[t.id])) {
          const budget = { ...resolveBudget(task), maxUsdPerTask: 100 };
          const context = { maxTokens: DEFAULT_CONTEXT_TOKENS, keepRecent: KEEP_RECENT_RESULTS };
          const estimate = await estimateEpisodeCost(task, target, { ...APIS[api], budget, context }, SIZES);
          const billed = await replay(api, recorded[task.id].slice(0, budget.maxToolIterations), { maxUsd: 100, contextTokens: DEFAULT_CONTEXT_TOKENS, target, task });
          const total = billed.costs.reduce((a, b) => a + b, 0);
          const ratio = estimate.expected.usd / total;
          if (ratio < 0.5 || ratio > 1.5 || !billed.episode.answered)
            ratios.push(`${target} ${task.id}: estimated USD ${estimate.expected.usd.toFixed(4)}, billed USD ${total.toFixed(4)}${billed.episode.stop ? ` (${billed.episode.stop})` : ''}`);
        }
        expect(ratios).toEqual([]);
      });
});
