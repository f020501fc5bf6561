import type Anthropic from '@anthropic-ai/sdk';
import type { Message, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages/messages';
import { BudgetExceeded, EpisodeStop } from '../../status/stop.ts';
import type { TaskBudget } from '../../task-spec/budget.ts';
import type { Agent, AgentFeedback, AgentMove, AgentReport } from '../adapter.ts';
import type { BudgetGuard } from './budget-guard.ts';
import type { Conversation } from './conversation.ts';
import { worstCaseUsd } from './models.ts';
import type { ModelPrice } from './price-table.ts';
import { outcomeOf } from './stop-reasons.ts';
import type { InputTokenCounter } from './token-count.ts';

// The longest one request may take; never longer than what is left of the episode.
const REQUEST_TIMEOUT_MS = 120_000;

/** What a ClaudeAgent works with; the adapter puts it together for each episode. */
export interface ClaudeEpisode {
  client: Anthropic;
  model: { id: string; price: ModelPrice };
  apiKey: string;
  budget: Required<TaskBudget>;
  guard: BudgetGuard;
  conversation: Conversation;
  counter: InputTokenCounter;
  /** Aborted at the episode's deadline; `endsAt` (epoch ms) is no earlier than it. */
  deadline: { signal: AbortSignal; endsAt: number };
}

/** `error`, or a copy of it whose message no longer holds the key (a gateway may echo it back). */
function withoutKey(error: unknown, apiKey: string): unknown {
  if (error instanceof EpisodeStop || !(error instanceof Error) || !error.message.includes(apiKey)) return error;
  return new Error(error.message.replaceAll(apiKey, '«ANTHROPIC_API_KEY»'));
}

/** One episode's model: each tool_use of a reply becomes a call, each response a tool_result. */
export class ClaudeAgent implements Agent {
  private pending: ToolUseBlock[] = [];
  private current: ToolUseBlock | undefined;
  private iterations = 0;
  private turns = 0;

  constructor(private readonly episode: ClaudeEpisode) {}

  async next(previous: AgentFeedback | undefined): Promise<AgentMove> {
    if (this.current && previous) this.episode.conversation.addResult(this.current, previous);
    this.current = undefined;
    if (this.pending.length === 0) {
      const outcome = await this.turn();
      if (outcome.kind === 'answer') return { done: true, ...(outcome.text && { answer: outcome.text }) };
      this.pending = outcome.calls;
    }
    const { maxToolIterations } = this.episode.budget;
    if (this.iterations >= maxToolIterations)
      throw new BudgetExceeded('maxToolIterations', `the model asked for tool call ${this.iterations + 1}; the cap is ${maxToolIterations}`);
    this.iterations++;
    this.current = this.pending.shift()!;
    return { tool: this.current.name, args: (this.current.input ?? {}) as Record<string, unknown>, origin: `${this.episode.model.id} turn ${this.turns}` };
  }

  report(): AgentReport {
    const { model, budget, guard } = this.episode;
    return { model: { id: model.id, maxTokens: budget.maxTokensPerTurn }, budget, usage: { ...guard.usage }, costUsd: Number(guard.totalUsd().toFixed(6)) };
  }

  /** One turn of the model: its replies until one is not a pause. */
  private async turn() {
    this.turns++;
    for (;;) {
      const message = await this.ask();
      this.episode.conversation.addReply(message.content);
      const outcome = outcomeOf(message, this.turns, this.episode.budget.maxTokensPerTurn);
      if (outcome.kind !== 'continue') return outcome;
    }
  }

  private async ask(): Promise<Message> {
    const { client, model, budget, guard, conversation, counter, deadline } = this.episode;
    const { messages, tools } = conversation.request();
    try {
      const inputTokens = await counter.count({ model: model.id, messages, tools }, deadline.signal);
      const worst = worstCaseUsd(model.price, inputTokens, budget.maxTokensPerTurn);
      const what = `turn ${this.turns} (${inputTokens} input tokens, ${budget.maxTokensPerTurn} output at most)`;
      // Nothing goes out unless its worst case fits; the middleware checks each retry again.
      guard.admit(worst, what);
      const message = await client.messages.create(
        // Standard capacity only: the price table has standard prices.
        { model: model.id, max_tokens: budget.maxTokensPerTurn, messages, tools, service_tier: 'standard_only' },
        { signal: deadline.signal, timeout: Math.max(1, Math.min(REQUEST_TIMEOUT_MS, deadline.endsAt - Date.now())), middleware: [guard.attempts(worst, what)] },
      );
      guard.billed(message.usage);
      return message;
    } catch (error) {
      guard.unanswered();
      // The deadline's own stop, whichever of the abort and the harness's timer is seen first.
      throw deadline.signal.aborted ? deadline.signal.reason : withoutKey(error, this.episode.apiKey);
    }
  }
}
