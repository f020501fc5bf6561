import { resolveBudget } from '../../task-spec/budget.ts';
import type { TaskSpec } from '../../task-spec/schema.ts';
import { defineAdapter, type Adapter, type Agent, type EpisodeStart } from '../adapter.ts';
import { episodeInstructions } from '../budget-notes.ts';
import { BudgetGuard } from './budget-guard.ts';
import type { ModelEpisode } from './model-agent.ts';
import { usd, type ModelPrice } from './price.ts';
import { PromptCacheLedger, type CacheStore } from './prompt-cache.ts';
import { RunBudgetSpent } from './run-budget.ts';
import { SpendLedger } from './spend.ts';
import type { ModelSettings } from './settings.ts';
import { ToolResultLog } from './tool-results.ts';

/**
 * No later than the episode's deadline: the harness gives it as a signal only, so it is counted
 * from now, a little after the episode began.
 */
const deadlineBound = (task: TaskSpec) => Date.now() + Math.min(task.maxDurationMs, task.signature?.budgets?.maxWallMs ?? Infinity);

/** What one model API brings to an adapter; the rest (caps, run budget, context budget, cache) is shared. */
export interface ModelApiSpec<Settings extends ModelSettings> {
  name: string;
  settings(): Settings;
  /** The model's price; throws, before any request, for a model whose price is not known. */
  price(settings: Settings): ModelPrice;
  /** What stands in for the API key in an error message that quotes it. */
  keyMarker: string;
  /** What the API's prompt cache holds after a response. */
  cacheStore: CacheStore;
  /** The API's agent for one episode (the SDK is loaded here, on the first episode). */
  agent(settings: Settings, episode: ModelEpisode, start: EpisodeStart): Promise<Agent>;
}

/** An adapter in which a live model chooses the calls through `api`, under the hard budget caps. */
export function modelAdapter<Settings extends ModelSettings>(api: ModelApiSpec<Settings>): Adapter {
  // The run's cap (a shard's share of it) must be able to pay all of the task's cap, or the episode is not started.
  const runBudgetShort = (task: TaskSpec): string | undefined => {
    const { maxTokens, runBudget } = api.settings();
    const budget = resolveBudget(task, { maxTokensPerTurn: maxTokens });
    if (runBudget.canStart(budget.maxUsdPerTask)) return undefined;
    return `${runBudget.owner()} has ${usd(runBudget.remaining())} of its ${runBudget.cap()} left, less than this task's cap of ${usd(budget.maxUsdPerTask, 2)}: not started`;
  };
  return defineAdapter({
    name: api.name,
    notStarted: (task) => {
      const reason = runBudgetShort(task);
      return reason === undefined ? undefined : { reason, runCap: true };
    },
    async startEpisode(start) {
      const settings = api.settings();
      // Refuses an unknown or unpriced model before any request.
      const price = api.price(settings);
      const budget = resolveBudget(start.task, { maxTokensPerTurn: settings.maxTokens });
      const short = runBudgetShort(start.task);
      if (short) throw new RunBudgetSpent(short);
      return api.agent(settings, {
        model: { id: settings.model, price },
        key: { value: settings.apiKey, marker: api.keyMarker },
        budget,
        instructions: episodeInstructions(start.task.startUrl, start.goal, { ...start.caps, usd: budget.maxUsdPerTask }),
        guard: new BudgetGuard(price, budget.maxUsdPerTask, settings.runBudget),
        cache: new PromptCacheLedger(api.cacheStore),
        results: new ToolResultLog(),
        spend: new SpendLedger(price),
        context: settings.context,
        deadline: { signal: start.deadline, endsAt: deadlineBound(start.task) },
      }, start);
    },
    provenance: () => ({ method: 'model', recordedBy: `${api.settings().model} through the ${api.name} adapter` }),
  });
}
