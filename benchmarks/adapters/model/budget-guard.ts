import { BudgetExceeded } from '../../status/stop.ts';
import type { AgentReport } from '../adapter.ts';
import { usageUsd, usd, type ModelPrice, type ModelUsage } from './price.ts';
import { RUN_CAP_ENV, type RunBudget } from './run-budget.ts';

/** One HTTP attempt of a request, as an SDK's fetch or middleware makes it. */
export type Attempt = () => Promise<Response>;

/**
 * One episode's spend against its task cap and the run's: every request is admitted only if its
 * worst case fits in what is left of both, so neither cap can be overspent. Each attempt holds its
 * worst case in the run's ledger before it is sent (other workers and shards see it at once), and
 * its usage settles the hold. A request that got no answer (aborted at the deadline, timed out,
 * connection lost) may still have been billed: it is charged at its worst case.
 */
export class BudgetGuard {
  readonly usage: AgentReport['usage'] = { apiCalls: 0, inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 };
  private spent = 0;
  /** The worst case of the attempt on the wire, if one is: held in the run's ledger until its answer comes. */
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
    if (worstUsd > left) throw this.runCapReached(worstUsd, what, left);
  }

  /** A response's usage, counted and charged (its hold settled); what it cost. */
  billed(usage: ModelUsage): number {
    this.usage.apiCalls++;
    this.usage.inputTokens += usage.inputTokens;
    this.usage.outputTokens += usage.outputTokens;
    this.usage.cacheCreationInputTokens += usage.cacheWriteTokens;
    this.usage.cacheReadInputTokens += usage.cacheReadTokens;
    const cost = usageUsd(this.price, usage);
    this.spent += cost;
    this.run.settle(this.inFlight, cost);
    this.inFlight = 0;
    return cost;
  }

  /** The request in flight ended without a usage to read: it is charged at its worst case (its hold stays). */
  unanswered(): void {
    this.spent += this.inFlight;
    this.inFlight = 0;
  }

  /**
   * One attempt of a request (an SDK's retries included): admitted and held first, then in flight
   * until its usage is billed; an error status is not billed (its hold is let go), and an attempt
   * that gets no answer is charged at `worstUsd`. Errors thrown here reach the caller as they are:
   * the SDKs do not retry them.
   */
  async attempt(worstUsd: number, what: string, send: Attempt): Promise<Response> {
    this.admit(worstUsd, what);
    if (!this.run.hold(worstUsd)) throw this.runCapReached(worstUsd, what, this.run.remaining());
    this.inFlight = worstUsd;
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      this.unanswered();
      throw error;
    }
    if (!response.ok) {
      this.run.settle(this.inFlight, 0);
      this.inFlight = 0;
    }
    return response;
  }

  private runCapReached(worstUsd: number, what: string, left: number): BudgetExceeded {
    return new BudgetExceeded(RUN_CAP_ENV, `${what} could cost up to ${usd(worstUsd)} and ${this.run.owner()} has ${usd(left)} of its ${this.run.cap()} left: not sent`);
  }
}
