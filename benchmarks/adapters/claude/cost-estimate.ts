import type { TaskBudget } from '../../task-spec/budget.ts';
import type { TaskSpec } from '../../task-spec/schema.ts';
import { taskInstructions } from '../../contracts/answer-protocol.ts';
import { worstCaseUsd } from './models.ts';
import type { ModelPrice } from './price-table.ts';
import { estimateTokens, tokensOfBytes } from './token-count.ts';

/**
 * Bytes of the tool definitions each target offers, as sent (name, description, input_schema),
 * measured 2026-11-22: @playwright/mcp 0.0.83 (23 of its 25 tools), chrome-devtools-mcp 1.11.0
 * (30 of 32), OpenChrome 1.7.15 (its 23 default tools). Another target counts as the largest.
 */
export const TOOL_DEFINITION_BYTES: Readonly<Record<string, number>> = { 'playwright-mcp': 17_486, 'chrome-devtools-mcp': 23_631, openchrome: 13_176 };

/**
 * Worst case: each turn adds a reply at the output cap and one tool response of at most this many
 * tokens (the cap Claude Code puts on an MCP tool's output). Real snapshots can be larger; they
 * only make the USD cap, which the adapter enforces before every request, bind sooner.
 */
export const RESPONSE_TOKENS_BOUND = 25_000;
/**
 * Expected: a tool response averages this many tokens (@playwright/mcp's actions answer in a few
 * hundred bytes, its snapshots of the tasks' pages in 5–80 KB), and a reply (a tool call and a
 * sentence) this many.
 */
export const TYPICAL_RESPONSE_TOKENS = 6_000;
export const TYPICAL_REPLY_TOKENS = 300;

export interface EpisodeCostEstimate {
  /** Requests at most: one per tool call the task allows, and the answer. */
  turns: number;
  /** The most the episode can cost: the cheaper of every turn at the caps and the task's USD cap. */
  worstUsd: number;
  /** The turn at which the task's USD cap stops the worst case, if it does. */
  capBindsAtTurn?: number;
  /** Requests of a typical episode: a first look, the reference solution's calls, the answer. */
  expectedTurns: number;
  expectedUsd: number;
}

/** What an episode of `task` on `target` may cost (sends nothing; see the constants for the model). */
export function estimateEpisodeCost(task: TaskSpec, target: string, price: ModelPrice, budget: Required<TaskBudget>): EpisodeCostEstimate {
  const toolBytes = TOOL_DEFINITION_BYTES[target] ?? Math.max(...Object.values(TOOL_DEFINITION_BYTES));
  const firstInput = estimateTokens(taskInstructions(task.startUrl, task.goal)) + tokensOfBytes(toolBytes);
  const cap = budget.maxUsdPerTask;

  const turns = Math.min(task.maxSteps, budget.maxToolIterations) + 1;
  let worst = 0;
  let capBindsAtTurn: number | undefined;
  for (let turn = 1; turn <= turns; turn++) {
    worst += worstCaseUsd(price, firstInput + (turn - 1) * (budget.maxTokensPerTurn + RESPONSE_TOKENS_BOUND), budget.maxTokensPerTurn);
    if (worst > cap && capBindsAtTurn === undefined) capBindsAtTurn = turn;
  }

  // Each turn reads the previous request's input from the cache and writes what is new: the
  // previous reply and one tool response.
  const expectedTurns = (task.reference ?? []).filter((step) => step.do !== 'answer').length + 2;
  const added = TYPICAL_REPLY_TOKENS + TYPICAL_RESPONSE_TOKENS;
  let expected = 0;
  for (let turn = 1; turn <= expectedTurns; turn++) {
    const cached = turn === 1 ? 0 : firstInput + (turn - 2) * added;
    const written = turn === 1 ? firstInput : added;
    expected += (cached * price.cacheRead + written * price.cacheWrite + TYPICAL_REPLY_TOKENS * price.output) / 1_000_000;
  }

  return { turns, worstUsd: Math.min(worst, cap), ...(capBindsAtTurn && { capBindsAtTurn }), expectedTurns, expectedUsd: Math.min(expected, cap) };
}
