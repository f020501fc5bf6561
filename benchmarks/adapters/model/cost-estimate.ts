import { submitTool } from '../../contracts/answer/submission.ts';
import type { ModelBudget } from '../../task-spec/budget.ts';
import type { TaskSpec } from '../../task-spec/schema.ts';
import { episodeInstructions } from '../budget-notes.ts';
import { fitRequest, type ContextBudget } from './context-budget.ts';
import { promptTokens, requestWorstCaseUsd, usageUsd, type ModelPrice, type ModelUsage } from './price.ts';
import { PromptCacheLedger, type CacheStore } from './prompt-cache.ts';
import { medianResponseBytes, type ResponseSizes } from './response-sizes.ts';
import { JSON_ESCAPE_GROWTH, TYPICAL_BYTES_PER_TOKEN, type RequestCounting } from './token-estimate.ts';
import { ToolResultLog } from './tool-results.ts';

/**
 * Bytes of the tool definitions each target offers, as sent (name, description, input schema),
 * measured 2026-11-22: @playwright/mcp 0.0.83 (23 of its 25 tools), chrome-devtools-mcp 1.11.0
 * (30 of 32), OpenChrome 1.7.15 (its 23 default tools). Another target counts as the largest.
 */
export const TOOL_DEFINITION_BYTES: Readonly<Record<string, number>> = { 'playwright-mcp': 17_486, 'chrome-devtools-mcp': 23_631, openchrome: 13_176 };

/** A reply of a typical turn (a tool call and a sentence), in tokens: its output, and its input in later turns. */
export const TYPICAL_REPLY_TOKENS = 150;
/** What a tool result costs beyond its text (its call id, its framing), in tokens. */
const RESULT_FRAMING_TOKENS = 20;

export interface EpisodeCostEstimate {
  /** The calls the model may make: the task's step cap (or its signature's lower maxToolCalls), as it is told. */
  calls: number;
  /** Requests at most: one per tool call allowed, and the answer. */
  turns: number;
  /** The most the episode can cost: every turn at the caps (a whole context budget of new input, the whole output cap), stopped by the task's USD cap. */
  worstUsd: number;
  /** The turn at which the task's USD cap stops the worst case, if it does. */
  capBindsAtTurn?: number;
  /** The recorded episode (or, without one, the server's median response over the reference solution's calls) as a model would pay for it. */
  expected: {
    turns: number;
    inputTokens: number;
    outputTokens: number;
    /** What the run would pay: the episode's cost, stopped at the task's USD cap. */
    usd: number;
    /** What the whole episode costs, cap or not: what the cap must leave room for (tests/budgets.spec.ts). */
    uncappedUsd: number;
    /** The task's USD cap would stop it before its answer. */
    capped: boolean;
    /** `recorded`: this task's responses on this server; `median`: the server's median response, one per reference step. */
    from: 'recorded' | 'median';
  };
}

/** The calls an episode of `task` may make, as the runner counts them and the agent is told. */
const callCap = (task: Pick<TaskSpec, 'maxSteps' | 'signature'>): number => Math.min(task.maxSteps, task.signature?.budgets?.maxToolCalls ?? Infinity);

/** What one API's model costs to run, for an estimate: its price, its cache, how its adapter counts a request, the caps and the context budget. */
export interface CostModel {
  price: ModelPrice;
  cache: CacheStore;
  counting: RequestCounting;
  budget: ModelBudget;
  context: ContextBudget;
}

const typicalTokens = (bytes: number) => Math.ceil(bytes / TYPICAL_BYTES_PER_TOKEN);

/**
 * The conversation of an episode whose responses have these sizes, request by request, as the
 * adapters build it: older results left out where the adapter's count of it would be over the
 * context budget, the cached prefix read back, the rest written; each reply
 * `TYPICAL_REPLY_TOKENS`. Tokens are bytes over TYPICAL_BYTES_PER_TOKEN.
 */
async function simulateEpisode(model: CostModel, firstInputTokens: number, responseBytes: readonly number[]): Promise<{ usages: ModelUsage[]; usd: number }> {
  const log = new ToolResultLog();
  const cache = new PromptCacheLedger(model.cache, () => 0);
  const usages: ModelUsage[] = [];
  let usd = 0;
  let billed: { tokens: number; revision: number } | undefined;
  for (let turn = 0; turn <= responseBytes.length; turn++) {
    const tokensNow = (growth = 1) =>
      firstInputTokens +
      turn * TYPICAL_REPLY_TOKENS +
      log.results.reduce((sum, result) => sum + RESULT_FRAMING_TOKENS + typicalTokens(Buffer.byteLength(log.parts(result).text) * growth), 0);
    const { margin, fromBilled, escapedText } = model.counting;
    // The adapter's own count, which decides what is left out: of the request's JSON where it counts
    // that (new results grow by their escapes; what was billed was counted by the tokenizer).
    const growth = escapedText ? JSON_ESCAPE_GROWTH : 1;
    const counted = async () =>
      fromBilled && billed?.revision === log.revision ? billed.tokens + Math.ceil((tokensNow() - billed.tokens) * margin * growth) : Math.ceil(tokensNow(growth) * margin);
    await fitRequest(log, model.context, () => undefined, counted, () => TYPICAL_BYTES_PER_TOKEN / margin);
    const tokens = tokensNow();
    billed = { tokens, revision: log.revision };
    const cached = Math.min(cache.cachedPrefix(log.revision), tokens);
    const usage: ModelUsage = { inputTokens: 0, cacheWriteTokens: tokens - cached, cacheReadTokens: cached, outputTokens: TYPICAL_REPLY_TOKENS };
    usages.push(usage);
    usd += usageUsd(model.price, usage);
    cache.answered(usage, cached, log.revision);
    log.markSent();
    if (turn < responseBytes.length) log.add('tool', { kind: 'ok', text: 'x'.repeat(responseBytes[turn]), bytes: responseBytes[turn], latencyMs: 0 });
  }
  return { usages, usd };
}

/** What an episode of `task` on `target` may cost, and is expected to (sends nothing). */
export async function estimateEpisodeCost(task: TaskSpec, target: string, model: CostModel, sizes: ResponseSizes): Promise<EpisodeCostEstimate> {
  const { price, budget, context } = model;
  const toolBytes = TOOL_DEFINITION_BYTES[target] ?? Math.max(...Object.values(TOOL_DEFINITION_BYTES));
  // The task's submit_answer is offered beside the server's tools.
  const submitBytes = Buffer.byteLength(JSON.stringify(submitTool(task.success).tool));
  const calls = callCap(task);
  const instructions = episodeInstructions(task.startUrl, task.goal, { steps: calls, usd: budget.maxUsdPerTask });
  const firstInput = typicalTokens(Buffer.byteLength(instructions) + toolBytes + submitBytes);
  const turns = calls + 1;

  // Every turn adds a whole reply and a response as large as a request may be: from the first
  // turn that fills the budget on, each is a whole budget of new input.
  let worst = 0;
  let capBindsAtTurn: number | undefined;
  for (let turn = 1; turn <= turns; turn++) {
    const input = Math.min(context.maxTokens, firstInput + (turn - 1) * (budget.maxTokensPerTurn + context.maxTokens));
    worst += requestWorstCaseUsd(price, { cached: 0, fresh: input }, budget.maxTokensPerTurn);
    if (worst > budget.maxUsdPerTask && capBindsAtTurn === undefined) capBindsAtTurn = turn;
  }

  const recorded = sizes.targets[target]?.tasks[task.id];
  const median = medianResponseBytes(sizes, target) ?? Math.max(0, ...Object.keys(sizes.targets).map((t) => medianResponseBytes(sizes, t) ?? 0));
  const responses = (recorded ?? Array.from({ length: (task.reference ?? []).filter((step) => step.do !== 'answer').length + 1 }, () => median)).slice(0, calls);
  const { usages, usd } = await simulateEpisode(model, firstInput, responses);
  const expected = {
    turns: usages.length,
    inputTokens: usages.reduce((sum, u) => sum + promptTokens(u), 0),
    outputTokens: usages.reduce((sum, u) => sum + u.outputTokens, 0),
    usd: Math.min(usd, budget.maxUsdPerTask),
    uncappedUsd: usd,
    capped: usd >= budget.maxUsdPerTask,
    from: recorded ? ('recorded' as const) : ('median' as const),
  };
  return { calls, turns, worstUsd: Math.min(worst, budget.maxUsdPerTask), ...(capBindsAtTurn && { capBindsAtTurn }), expected };
}
