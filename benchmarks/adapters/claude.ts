import Anthropic from '@anthropic-ai/sdk';
import type { ContentBlockParam, Message, MessageParam, Tool as AnthropicTool, ToolResultBlockParam, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages/messages';
import type { ToolResponse } from '../mcp/session.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import { defineAdapter, type Adapter, type Agent, type AgentCall, type AgentReport, type EpisodeStart } from './adapter.ts';
import { BudgetExceededError, costUsd, priceOf, resolveBudget, type Budget } from './budget.ts';

/**
 * Which model and how long per turn: from the environment, never above the caps. No temperature:
 * the SDK's API version (2026-10-21) rejects every sampling parameter with a 400, and the SDK no
 * longer has them.
 */
export interface ClaudeSettings {
  apiKey: string;
  /** The SDK reads ANTHROPIC_BASE_URL itself; tests point it at a local stand-in server. */
  baseURL?: string;
  model: string;
  maxTokens?: number;
  /** Retries of rate-limit (429) and server (5xx) errors, with the SDK's backoff. */
  maxRetries: number;
}

export const DEFAULT_MODEL = 'claude-sonnet-4-5';
const REQUEST_TIMEOUT_MS = 120_000;

function number(env: NodeJS.ProcessEnv, name: string, check: (n: number) => boolean, rule: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!check(value)) throw new Error(`${name}=${raw}: ${rule}`);
  return value;
}

export function claudeSettings(env: NodeJS.ProcessEnv = process.env): ClaudeSettings {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new Error('the claude adapter needs ANTHROPIC_API_KEY set');
  const model = env.BENCH_CLAUDE_MODEL || DEFAULT_MODEL;
  priceOf(model); // refuses a model whose cost could not be capped, before any call
  return {
    apiKey,
    model,
    maxTokens: number(env, 'BENCH_CLAUDE_MAX_TOKENS', (n) => Number.isInteger(n) && n >= 1, 'a positive whole number (it can only lower the 4096 cap)'),
    maxRetries: 3,
  };
}

function prompt(task: TaskSpec, goal: string): string {
  return [
    `The browser is open at ${task.startUrl}. Use the browser tools to do this task:`,
    '',
    goal,
    '',
    'When you are done, answer in plain text without calling a tool.',
  ].join('\n');
}

function toolResult(use: ToolUseBlock, response: ToolResponse): ToolResultBlockParam {
  const content: ToolResultBlockParam['content'] = [{ type: 'text', text: response.text || '(empty response)' }];
  // The harness's envelope, as facts: where the agent stands against its limits.
  if (response.envelope && response.envelope.budget_status !== 'ok')
    content.push({ type: 'text', text: `[harness envelope] ${JSON.stringify(response.envelope)}` });
  for (const image of response.images ?? [])
    content.push({ type: 'image', source: { type: 'base64', media_type: image.mimeType as 'image/png', data: image.data } });
  return { type: 'tool_result', tool_use_id: use.id, content, ...(response.kind === 'error' && { is_error: true }) };
}

/** One episode's conversation: each tool_use of the model becomes a call, each response a tool_result. */
class ClaudeAgent implements Agent {
  private readonly messages: MessageParam[];
  private readonly tools: AnthropicTool[];
  private pending: ToolUseBlock[] = [];
  private results: ToolResultBlockParam[] = [];
  private current: ToolUseBlock | undefined;
  private iterations = 0;
  private turns = 0;
  private readonly usage: AgentReport['usage'] = { apiCalls: 0, inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 };
  private cost = 0;

  constructor(
    private readonly client: Anthropic,
    private readonly settings: ClaudeSettings,
    private readonly budget: Budget,
    start: EpisodeStart,
  ) {
    this.messages = [{ role: 'user', content: prompt(start.task, start.goal) }];
    this.tools = start.tools.map((tool) => ({
      name: tool.name,
      description: tool.description ?? '',
      input_schema: tool.inputSchema as AnthropicTool['input_schema'],
    }));
  }

  async next(previous: ToolResponse | undefined): Promise<AgentCall | undefined> {
    if (this.current && previous) this.results.push(toolResult(this.current, previous));
    this.current = undefined;
    if (this.pending.length === 0) {
      if (this.results.length > 0) this.messages.push({ role: 'user', content: this.results as ContentBlockParam[] });
      this.results = [];
      const message = await this.ask();
      this.pending = message.content.filter((block): block is ToolUseBlock => block.type === 'tool_use');
      // An answer without a tool call ends the episode.
      if (this.pending.length === 0) return undefined;
    }
    if (this.iterations >= this.budget.maxToolIterations)
      throw new BudgetExceededError('maxToolIterations', `the model asked for tool call ${this.iterations + 1}; the cap is ${this.budget.maxToolIterations}`);
    this.iterations++;
    this.current = this.pending.shift()!;
    return { tool: this.current.name, args: (this.current.input ?? {}) as Record<string, unknown>, origin: `${this.settings.model} turn ${this.turns}` };
  }

  private async ask(): Promise<Message> {
    const message = await this.client.messages.create({
      model: this.settings.model,
      max_tokens: this.budget.maxTokensPerTurn,
      messages: this.messages,
      tools: this.tools,
    });
    this.turns++;
    const u = message.usage;
    this.usage.apiCalls++;
    this.usage.inputTokens += u.input_tokens;
    this.usage.outputTokens += u.output_tokens;
    this.usage.cacheCreationInputTokens += u.cache_creation_input_tokens ?? 0;
    this.usage.cacheReadInputTokens += u.cache_read_input_tokens ?? 0;
    this.cost += costUsd(this.settings.model, u);
    if (this.cost > this.budget.maxUsdPerTask)
      throw new BudgetExceededError('maxUsdPerTask', `USD ${this.cost.toFixed(4)} spent after turn ${this.turns}; the cap is USD ${this.budget.maxUsdPerTask.toFixed(2)}`);
    this.messages.push({ role: 'assistant', content: message.content as ContentBlockParam[] });
    return message;
  }

  report(): AgentReport {
    return {
      model: { id: this.settings.model, maxTokens: this.budget.maxTokensPerTurn },
      budget: this.budget,
      usage: { ...this.usage },
      costUsd: Number(this.cost.toFixed(6)),
    };
  }
}

/** A live Claude model chooses the calls through the Messages API with tool use. */
export function claudeAdapter(settings: () => ClaudeSettings = () => claudeSettings()): Adapter {
  return defineAdapter({
    name: 'claude',
    async startEpisode(start) {
      const resolved = settings();
      const client = new Anthropic({ apiKey: resolved.apiKey, baseURL: resolved.baseURL, maxRetries: resolved.maxRetries, timeout: REQUEST_TIMEOUT_MS });
      const budget = resolveBudget(start.task.budget, resolved.maxTokens === undefined ? undefined : { maxTokensPerTurn: resolved.maxTokens });
      return new ClaudeAgent(client, resolved, budget, start);
    },
    provenance: () => {
      return { method: 'model', recordedBy: `${settings().model} through the claude adapter` };
    },
  });
}

export const claude = claudeAdapter();
