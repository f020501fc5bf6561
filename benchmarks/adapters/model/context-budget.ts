import { BudgetExceeded } from '../../status/stop.ts';
import type { ToolResultLog } from './tool-results.ts';

/** Lowers or raises the context budget of every model adapter: the input tokens one request may hold. */
export const CONTEXT_ENV = 'BENCH_CONTEXT_TOKENS';
/**
 * The default context budget. Every turn reads the whole conversation back from the cache and
 * every time it outgrows the budget the results kept whole are written again, so a smaller
 * budget reads less and writes more often: measured on a 40-turn episode of real-scale
 * snapshots (docs/benchmarks/webvoyager.md), 64k tokens costs least within a few percent, and
 * fits every model either adapter prices (the smallest window among them is 128k).
 */
export const DEFAULT_CONTEXT_TOKENS = 48_000;
/** The fewest tokens a budget may have: the instructions, the tool definitions and one page must fit. */
const MIN_CONTEXT_TOKENS = 8_000;
/** The newest tool results always kept whole when older ones are left out: the page as it is, and the step before. */
export const KEEP_RECENT_RESULTS = 2;

export interface ContextBudget {
  /** Input tokens a request may hold: none is sent above it. */
  maxTokens: number;
  /** The newest tool results kept whole when older ones are left out. */
  keepRecent: number;
}

export function contextBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): ContextBudget {
  const raw = env[CONTEXT_ENV];
  if (raw === undefined || raw === '') return { maxTokens: DEFAULT_CONTEXT_TOKENS, keepRecent: KEEP_RECENT_RESULTS };
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MIN_CONTEXT_TOKENS)
    throw new Error(`${CONTEXT_ENV}=${raw.slice(0, 40)}: a whole number of tokens, at least ${MIN_CONTEXT_TOKENS} (the input one request may hold; below the model's context window less its output cap)`);
  return { maxTokens: value, keepRecent: KEEP_RECENT_RESULTS };
}

/** Passes at most: each leaves more out (stubs, then a shorter cut); far more than any request needs. */
const MAX_FITTING_PASSES = 12;

/**
 * The request built from the conversation as it is, once it fits the budget: while its counted
 * tokens are over, tool results are left out (`ToolResultLog.leaveOut`) and it is built and counted
 * again. Throws BudgetExceeded (`contextWindow`), sending nothing, when nothing more can be left
 * out and it is still over.
 */
export async function fitRequest<R>(log: ToolResultLog, budget: ContextBudget, build: () => R, count: (request: R) => Promise<number>): Promise<{ request: R; tokens: number }> {
  for (let pass = 1; ; pass++) {
    const request = build();
    const tokens = await count(request);
    if (tokens <= budget.maxTokens) return { request, tokens };
    if (pass === MAX_FITTING_PASSES || !log.leaveOut(tokens - budget.maxTokens, budget.keepRecent))
      throw new BudgetExceeded(
        'contextWindow',
        `the next request holds ${tokens} input tokens with every older tool result left out, over the context budget of ${budget.maxTokens} (${CONTEXT_ENV}): not sent`,
      );
  }
}
