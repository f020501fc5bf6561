import { OPTIONS, readOption } from '../../environment/registry.ts';
import { BudgetExceeded } from '../../status/stop.ts';
import { textBytes } from './token-estimate.ts';
import type { ToolResultLog } from './tool-results.ts';

/** Lowers or raises the context budget of every model adapter: the input tokens one request may hold. */
export const CONTEXT_ENV = OPTIONS.contextTokens.variable;
/**
 * The default context budget: the tool definitions (up to 7k tokens) and the two newest results
 * whole even when both are snapshots of a real-scale page (up to 20k tokens each). A smaller
 * budget costs less but cuts the page the model is on; a larger one re-reads more history each
 * turn. Measured on a 40-call episode of real-scale snapshots at Sonnet 5.5's prices (the stand-in,
 * docs/benchmarks/webvoyager.md): USD 0.70 at 24k, 0.78 at 32k, 0.81 at 48k, 0.94 at 64k, 1.04 at
 * 96k; it fits every model either adapter prices (the smallest window among them is 128k).
 */
export const DEFAULT_CONTEXT_TOKENS = OPTIONS.contextTokens.default;
/** The newest tool results always kept whole when older ones are left out: the page as it is, and the step before. */
export const KEEP_RECENT_RESULTS = 2;

export interface ContextBudget {
  /** Input tokens a request may hold: none is sent above it. */
  maxTokens: number;
  /** The newest tool results kept whole when older ones are left out. */
  keepRecent: number;
}

export function contextBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): ContextBudget {
  return { maxTokens: readOption('contextTokens', env), keepRecent: KEEP_RECENT_RESULTS };
}

/** Passes at most: each leaves more out (stubs, then a shorter cut); far more than any request needs. */
const MAX_FITTING_PASSES = 12;

/**
 * The request built from the conversation as it is, once it fits the budget: while its counted
 * tokens are over, tool results are left out (`ToolResultLog.leaveOut`, told how many bytes of
 * text the count makes a token of in this request) and it is built and counted again. Throws
 * BudgetExceeded (`contextWindow`), sending nothing, when nothing more can be left out and it is
 * still over.
 */
export async function fitRequest<R>(
  log: ToolResultLog,
  budget: ContextBudget,
  build: () => R,
  count: (request: R) => Promise<number>,
  bytesPerToken: (request: R, tokens: number) => number = (request, tokens) => textBytes(request) / tokens,
): Promise<{ request: R; tokens: number }> {
  for (let pass = 1; ; pass++) {
    const request = build();
    const tokens = await count(request);
    if (tokens <= budget.maxTokens) return { request, tokens };
    if (pass === MAX_FITTING_PASSES || !log.leaveOut(tokens - budget.maxTokens, budget.keepRecent, bytesPerToken(request, tokens)))
      throw new BudgetExceeded(
        'contextWindow',
        `the next request holds ${tokens} input tokens with every older tool result left out, over the context budget of ${budget.maxTokens} (${CONTEXT_ENV}): not sent`,
      );
  }
}
