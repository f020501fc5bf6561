import type { Middleware } from '@anthropic-ai/sdk';
import { BudgetExceeded } from '../../status/stop.ts';
import type { AgentReport } from '../adapter.ts';
import { usageUsd, usd, type TokenUsage } from './models.ts';
import type { ModelPrice } from './price-table.ts';
import { RUN_CAP_ENV, type RunBudget } from './run-budget.ts';

/**
 * One episode's spend against its task cap and the run's: every request is admitted only if its
 * worst case fits in what is left of both, so neither cap can be overspent. A request that got no
 * answer (aborted at the deadline, timed out, connection lost) may still have been billed: it is
 * charged at its worst case.
 */
export class BudgetGuard {
  readonly usage: AgentReport['usage'] = { apiCalls: 0, inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 };
  private spent = 0;
  /** The worst case of the attempt on the wire, if one is: counted until its answer comes. */
  private inFlight = 0;

  constructor(
    private readonly price: ModelPrice,
    private readonly capUsd: number,
    private readonly run: RunBudget,
  ) {}

  /** What the episode has cost, a request still unanswered at its worst case. */
  totalUsd(): number {
    return this.spent + this.inFlight;
  }

  /** Throws BudgetExceeded, before anything is sent, unless `worstUsd` fits in both budgets. */
  admit(worstUsd: number, what: string): void {
    if (this.spent + worstUsd > this.capUsd)
      throw new BudgetExceeded('maxUsdPerTask', `${what} could cost up to ${usd(worstUsd)} and ${usd(this.spent)} of ${usd(this.capUsd, 2)} is spent: not sent`);
    const left = this.run.remaining();
    if (worstUsd > left) throw new BudgetExceeded(RUN_CAP_ENV, `${what} could cost up to ${usd(worstUsd)} and the run has ${usd(left)} of ${usd(this.run.capUsd, 2)} left: not sent`);
  }

  /** A response's usage, counted and charged. */
  billed(usage: TokenUsage): void {
    this.inFlight = 0;
    this.usage.apiCalls++;
    this.usage.inputTokens += usage.input_tokens;
    this.usage.outputTokens += usage.output_tokens;
    this.usage.cacheCreationInputTokens += usage.cache_creation_input_tokens ?? 0;
    this.usage.cacheReadInputTokens += usage.cache_read_input_tokens ?? 0;
    this.charge(usageUsd(this.price, usage));
  }

  /** The request in flight ended without a usage to read: it is charged at its worst case. */
  unanswered(): void {
    this.charge(this.inFlight);
    this.inFlight = 0;
  }

  /**
   * SDK middleware for one request's attempts (the SDK's retries included): each is admitted
   * first and is in flight until its usage is billed; an error status is not billed, and an
   * attempt that gets no answer is charged at `worstUsd`. Errors thrown here reach the caller as
   * they are: the SDK does not retry them.
   */
  attempts(worstUsd: number, what: string): Middleware {
    return async (request, next) => {
      this.admit(worstUsd, what);
      this.inFlight = worstUsd;
      let response: Response;
      try {
        response = await next(request);
      } catch (error) {
        this.unanswered();
        throw error;
      }
      if (!response.ok) this.inFlight = 0;
      return response;
    };
  }

  private charge(amount: number): void {
    this.spent += amount;
    this.run.record(amount);
  }
}
