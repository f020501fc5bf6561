import { resolveBudget } from '../../task-spec/budget.ts';
import type { TaskSpec } from '../../task-spec/schema.ts';
import { defineAdapter, type Adapter } from '../adapter.ts';
import { ClaudeAgent } from './agent.ts';
import { BudgetGuard } from './budget-guard.ts';
import { Conversation } from './conversation.ts';
import { modelPrice, usd } from './models.ts';
import { RUN_CAP_ENV, RunBudgetSpent } from './run-budget.ts';
import { claudeSettings, type ClaudeSettings } from './settings.ts';
import { InputTokenCounter } from './token-count.ts';

/**
 * No later than the episode's deadline: the harness gives it as a signal only, so it is counted
 * from now, a little after the episode began.
 */
const deadlineBound = (task: TaskSpec) => Date.now() + Math.min(task.maxDurationMs, task.signature?.budgets?.maxWallMs ?? Infinity);

/** A live Claude model chooses the calls through the Messages API with tool use, under hard budget caps. */
export function claudeAdapter(settings: () => ClaudeSettings = () => claudeSettings()): Adapter {
  // The run's cap must be able to pay all of the task's cap, or the episode is not started.
  const runBudgetShort = (task: TaskSpec): string | undefined => {
    const { maxTokens, runBudget } = settings();
    const budget = resolveBudget(task.budget, { maxTokensPerTurn: maxTokens });
    if (runBudget.canStart(budget.maxUsdPerTask)) return undefined;
    return `the run has ${usd(runBudget.remaining())} of its ${usd(runBudget.capUsd, 2)} (${RUN_CAP_ENV}) left, less than this task's cap of ${usd(budget.maxUsdPerTask, 2)}: not started`;
  };
  return defineAdapter({
    name: 'claude',
    notStarted: runBudgetShort,
    async startEpisode(start) {
      const { apiKey, baseURL, model, maxTokens, maxRetries, runBudget } = settings();
      // Refuses an unknown, unpriced or retired model before any request.
      const price = modelPrice(model);
      const budget = resolveBudget(start.task.budget, { maxTokensPerTurn: maxTokens });
      const short = runBudgetShort(start.task);
      if (short) throw new RunBudgetSpent(short);
      // Loaded on the first episode: every worker loads the adapters, and most never call a model.
      const { default: Anthropic } = await import('@anthropic-ai/sdk');
      const client = new Anthropic({ apiKey, baseURL, maxRetries });
      return new ClaudeAgent({
        client,
        model: { id: model, price },
        apiKey,
        budget,
        guard: new BudgetGuard(price, budget.maxUsdPerTask, runBudget),
        conversation: new Conversation(start.task, start.goal, start.tools),
        counter: new InputTokenCounter(client),
        deadline: { signal: start.deadline, endsAt: deadlineBound(start.task) },
      });
    },
    provenance: () => ({ method: 'model', recordedBy: `${settings().model} through the claude adapter` }),
  });
}

export const claude = claudeAdapter();
