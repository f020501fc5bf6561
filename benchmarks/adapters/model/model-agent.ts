import { SUBMIT_REMINDER } from '../../contracts/answer/protocol.ts';
import { SUBMIT_ANSWER_TOOL } from '../../contracts/answer/submission.ts';
import { BudgetExceeded, EpisodeFailure, EpisodeStop } from '../../status/stop.ts';
import type { ModelBudget } from '../../task-spec/budget.ts';
import type { Agent, AgentFeedback, AgentMove, AgentReport } from '../adapter.ts';
import { CapNote, usdNote, withNote } from '../budget-notes.ts';
import type { BudgetGuard } from './budget-guard.ts';
import { fitRequest, type ContextBudget } from './context-budget.ts';
import { requestWorstCaseUsd, type ModelPrice, type ModelUsage } from './price.ts';
import type { PromptCacheLedger } from './prompt-cache.ts';
import type { ModelRequest, SpendLedger } from './spend.ts';
import type { ToolResultLog } from './tool-results.ts';

// The longest one request may take; never longer than what is left of the episode.
const REQUEST_TIMEOUT_MS = 120_000;

/** A tool call a model asked for, whatever its API calls it. */
export interface ModelCall {
  name: string;
  args: Record<string, unknown>;
  /** Why the call cannot be made as asked (arguments that are not a JSON object): the model is told, the server never sees it. */
  invalid?: string;
}

/** What a turn of the model comes to: it ended its turn (with what it said), or calls to make. */
export type TurnOutcome<Call extends ModelCall> = { kind: 'ended'; text: string } | { kind: 'calls'; calls: Call[] };

/** What a model agent works with; each adapter puts it together for an episode. */
export interface ModelEpisode {
  model: { id: string; price: ModelPrice };
  /** The API key, and how an error that quotes it shows it instead. */
  key: { value: string; marker: string };
  budget: ModelBudget;
  /** The episode's first message: the task, the answer protocol and the caps above (budget-notes.ts). */
  instructions: string;
  guard: BudgetGuard;
  cache: PromptCacheLedger;
  results: ToolResultLog;
  /** Where the billed tokens went: the tool definitions, the observations, the harness's words, the model's own. */
  spend: SpendLedger;
  context: ContextBudget;
  /** Aborted at the episode's deadline; `endsAt` (epoch ms) is no earlier than it. */
  deadline: { signal: AbortSignal; endsAt: number };
}

/** One request as an API sends it: within the deadline, each HTTP attempt admitted by the guard. */
export interface RequestOptions {
  signal: AbortSignal;
  timeout: number;
  /** Wraps each HTTP attempt: the guard admits it against the request's worst case first. */
  attempt(send: () => Promise<Response>): Promise<Response>;
}

/**
 * `run` with a signal of its own that the deadline aborts: an SDK listens to the signal it is given
 * and never stops, and fifty requests of an episode would pile fifty listeners on the deadline's.
 */
async function untilDeadline<T>(deadline: AbortSignal, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(deadline.reason);
  if (deadline.aborted) abort();
  else deadline.addEventListener('abort', abort, { once: true });
  try {
    return await run(controller.signal);
  } finally {
    deadline.removeEventListener('abort', abort);
  }
}

/** `error`, or a copy of it whose message no longer holds the key (a gateway may echo it back). */
function withoutKey(error: unknown, key: ModelEpisode['key']): unknown {
  if (error instanceof EpisodeStop || !(error instanceof Error) || !error.message.includes(key.value)) return error;
  return new Error(error.message.replaceAll(key.value, key.marker));
}

/**
 * One episode of a model that calls tools, whatever its API: each call of a reply is a move, each
 * response a tool result; the tool-call cap; and every request kept within the context budget and
 * admitted at its worst case (its cached prefix at the price the cache will charge) before it is
 * sent. An API's agent says how to take a turn and how to send, count and read a request.
 */
export abstract class ModelAgent<Call extends ModelCall> implements Agent {
  private pending: Call[] = [];
  private current: Call | undefined;
  private iterations = 0;
  private reminded = false;
  protected turns = 0;
  private readonly usdNote: CapNote;

  constructor(protected readonly episode: ModelEpisode) {
    this.usdNote = new CapNote(episode.budget.maxUsdPerTask, usdNote);
  }

  async next(previous: AgentFeedback | undefined): Promise<AgentMove> {
    if (this.current && previous) this.addResult(this.current, this.withUsdNote(previous));
    this.current = undefined;
    for (;;) {
      if (this.pending.length === 0) {
        this.turns++;
        const outcome = await this.turn();
        if (outcome.kind === 'ended') {
          // Only a submission answers: a turn ended in prose gets one reminder, then the episode ends unanswered.
          if (this.reminded) return { done: true, ...(outcome.text && { said: outcome.text }) };
          this.reminded = true;
          const note = this.usdNote.after(this.episode.guard.totalUsd());
          this.remind(note ? `${SUBMIT_REMINDER}\n\n${note}` : SUBMIT_REMINDER);
          continue;
        }
        this.pending = outcome.calls;
      }
      const call = this.pending.shift()!;
      // The answer is never refused for the cap (the harness checks each submission and bounds refusals in a row).
      const { maxToolIterations } = this.episode.budget;
      if (call.name !== SUBMIT_ANSWER_TOOL && this.iterations >= maxToolIterations)
        throw new BudgetExceeded('maxToolIterations', `the model asked for tool call ${this.iterations + 1}; the cap is ${maxToolIterations}`);
      if (call.name !== SUBMIT_ANSWER_TOOL) this.iterations++;
      if (!call.invalid) {
        this.current = call;
        return { tool: call.name, args: call.args, origin: `${this.episode.model.id} turn ${this.turns}` };
      }
      // Never sent to the server: the model gets the reason as the call's error.
      this.addResult(call, this.withUsdNote({ kind: 'error', text: call.invalid, bytes: Buffer.byteLength(call.invalid), latencyMs: 0 }));
    }
  }

  /** A call's feedback, with the note the model gets the first time most of its USD cap is spent. */
  private withUsdNote(feedback: AgentFeedback): AgentFeedback {
    return withNote(feedback, this.usdNote.after(this.episode.guard.totalUsd()));
  }

  report(): AgentReport {
    const { model, budget, guard, cache } = this.episode;
    return {
      model: { id: model.id, maxTokens: budget.maxTokensPerTurn },
      budget,
      usage: { ...guard.usage },
      costUsd: Number(guard.totalUsd().toFixed(6)),
      spend: this.episode.spend.report(),
      ...(cache.misses > 0 && { cacheMisses: cache.misses }),
      ...(this.episode.results.unreceived.length > 0 && { unreceived: [...this.episode.results.unreceived] }),
    };
  }

  /** One turn of the model: a reply that answers or calls tools (an API may ask more than once). */
  protected abstract turn(): Promise<TurnOutcome<Call>>;
  /** A call's response, added to the conversation. */
  protected abstract addResult(call: Call, response: AgentFeedback): void;
  /** A message from the harness after a turn that ended without a call (the submit reminder). */
  protected abstract remind(text: string): void;

  /**
   * One request: built from the conversation and fitted to the context budget (`count` gives its
   * input tokens, never fewer than will be billed), admitted at its worst case, sent, and its usage
   * billed (a reply without a usage stays charged at its worst case).
   */
  protected async request<Request extends ModelRequest, Reply>(api: {
    build(): Request;
    count(request: Request): Promise<number>;
    send(request: Request, options: RequestOptions): Promise<Reply>;
    usage(reply: Reply): ModelUsage | undefined;
  }): Promise<Reply> {
    const { model, budget, guard, cache, results, context, deadline, spend } = this.episode;
    try {
      const { request, tokens } = await fitRequest(results, context, api.build, api.count);
      const cached = Math.min(cache.cachedPrefix(results.revision), tokens);
      const worst = requestWorstCaseUsd(model.price, { cached, fresh: tokens - cached }, budget.maxTokensPerTurn);
      const what = `turn ${this.turns} (${tokens} input tokens${cached > 0 ? `, ${cached} of them cached` : ''}, ${budget.maxTokensPerTurn} output at most)`;
      // Nothing goes out unless its worst case fits; each attempt (the SDK's retries) is admitted again.
      guard.admit(worst, what);
      results.markSent();
      const reply = await untilDeadline(deadline.signal, (signal) =>
        api.send(request, {
          signal,
          timeout: Math.max(1, Math.min(REQUEST_TIMEOUT_MS, deadline.endsAt - Date.now())),
          attempt: (send) => guard.attempt(worst, what, send),
        }),
      );
      const usage = api.usage(reply);
      if (!usage) {
        guard.unanswered();
        cache.unanswered();
        return reply;
      }
      guard.billed(usage);
      spend.add(request, usage);
      cache.answered(usage, cached, results.revision);
      if (usage.outputTokens > budget.maxTokensPerTurn)
        throw new EpisodeFailure(`turn ${this.turns}: the server billed ${usage.outputTokens} output tokens, over the ${budget.maxTokensPerTurn} it was asked for at most: it does not honour the output cap, so the episode's cost cannot be capped`);
      return reply;
    } catch (error) {
      guard.unanswered();
      // The deadline's own stop, whichever of the abort and the harness's timer is seen first.
      throw deadline.signal.aborted ? deadline.signal.reason : withoutKey(error, this.episode.key);
    }
  }
}
