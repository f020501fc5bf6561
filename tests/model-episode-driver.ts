import Anthropic from '@anthropic-ai/sdk';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import OpenAI from 'openai';
import { ANTHROPIC_CACHE, ClaudeAgent } from '../benchmarks/adapters/claude/agent.ts';
import { Conversation as ClaudeConversation } from '../benchmarks/adapters/claude/conversation.ts';
import { InputTokenCounter } from '../benchmarks/adapters/claude/token-count.ts';
import type { Agent, AgentFeedback, AgentReport } from '../benchmarks/adapters/adapter.ts';
import { isDone } from '../benchmarks/adapters/adapter.ts';
import { episodeInstructions } from '../benchmarks/adapters/budget-notes.ts';
import { BudgetGuard } from '../benchmarks/adapters/model/budget-guard.ts';
import { KEEP_RECENT_RESULTS } from '../benchmarks/adapters/model/context-budget.ts';
import type { ModelEpisode } from '../benchmarks/adapters/model/model-agent.ts';
import type { ModelPrice } from '../benchmarks/adapters/model/price.ts';
import { PromptCacheLedger } from '../benchmarks/adapters/model/prompt-cache.ts';
import { RunBudget } from '../benchmarks/adapters/model/run-budget.ts';
import { SpendLedger } from '../benchmarks/adapters/model/spend.ts';
import { ToolResultLog } from '../benchmarks/adapters/model/tool-results.ts';
import { GuardedFetch, OPENAI_CACHE, OpenAIAgent } from '../benchmarks/adapters/openai/agent.ts';
import { Conversation as OpenAIConversation } from '../benchmarks/adapters/openai/conversation.ts';
import { readSubmission, SUBMIT_ANSWER_TOOL, submitTool } from '../benchmarks/contracts/answer/submission.ts';
import type { Submission } from '../benchmarks/contracts/answer/submitted.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { EpisodeStop } from '../benchmarks/status/stop.ts';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';

/** A tool list of about `bytes` bytes as an API gets it: what a target's tools cost each request. */
export function toolsOfSize(bytes: number, count = 23): Tool[] {
  const each = Math.max(0, Math.floor(bytes / count) - 120);
  return Array.from({ length: count }, (_, index) => ({
    name: `tool_${index}`,
    description: 'Reads or acts on the page. '.repeat(Math.ceil(each / 27)).slice(0, each),
    inputSchema: { type: 'object' as const, properties: { ref: { type: 'string', description: 'the element' } } },
  }));
}

// Every snapshot is a prefix of one list of links, grown as a longer one is asked for: measuring
// the text after each line made the dry-run cost tests spend a quarter of their CPU here.
const catalogue = { text: '', lines: 0 };

/** A page snapshot's worth of text, `bytes` bytes long (ASCII: a byte a character). */
export function snapshotText(bytes: number): string {
  const lines: string[] = [];
  let length = catalogue.text.length;
  for (; length < bytes; catalogue.lines++) {
    const line = `- link "Item ${catalogue.lines} of the catalogue" [ref=e${catalogue.lines}]\n`;
    lines.push(line);
    length += line.length;
  }
  if (lines.length > 0) catalogue.text += lines.join('');
  return catalogue.text.slice(0, bytes);
}

export interface DriveOptions {
  api: 'claude' | 'openai';
  /** The stand-in's base URL. */
  url: string;
  price: ModelPrice;
  /** The task's USD cap (the seed's 0.50, or more to see what an uncapped episode costs). */
  maxUsd: number;
  /** The context budget; Infinity for none. */
  contextTokens: number;
  /** The server's tools: the task's submit_answer is offered after them, as the harness offers it. */
  tools: Tool[];
  /** Each tool response's bytes, in order: the episode makes one call per response, then submits. */
  responses: readonly number[];
  /** The task: its start URL, goal and contract (its submit_answer's schema), and its step cap (the model's tool-call cap; 50 without one). Default: a shop task asking what the order costs. */
  task?: Pick<TaskSpec, 'startUrl' | 'goal' | 'success'> & Partial<Pick<TaskSpec, 'maxSteps'>>;
}

const SHOP_TASK = {
  startUrl: 'http://shop.arena.test/',
  goal: 'Buy the lamp the task names, with next-day delivery, and say what the order costs.',
  success: { kind: 'answer', field: 'order_total', description: 'what the order costs', number: 89, unit: '$' } as Contract,
};

export interface DrivenEpisode {
  /** The calls made to the (pretend) server; submissions are not among them. */
  calls: number;
  /** Whether a submission was accepted (its schema checked as the harness checks it): it ends the episode. */
  answered: boolean;
  submission?: Submission;
  /** The EpisodeStop (or error) that ended it early. */
  stop?: string;
  report: AgentReport;
  /** How many results were stubs, and cut, at the end; how often results already sent changed. */
  stubbed: number;
  cut: number;
  revisions: number;
}

/**
 * One episode of the real model agent (the adapter's own classes and SDK), against a stand-in,
 * without a browser: each call's response is text of a recorded size; a submit_answer is checked
 * against the task's schema (refused: a tool error, as the harness answers it; accepted: the end).
 * What the stand-in bills is what the episode would cost at those sizes.
 */
export async function driveEpisode(options: DriveOptions): Promise<DrivenEpisode> {
  const budget = { maxTokensPerTurn: 4096, maxToolIterations: options.task?.maxSteps ?? 50, maxUsdPerTask: options.maxUsd };
  const results = new ToolResultLog();
  const episode: ModelEpisode = {
    model: { id: options.api === 'claude' ? 'claude-sonnet-5-5' : 'gpt-5.4', price: options.price },
    key: { value: 'sk-driver', marker: '«KEY»' },
    budget,
    instructions: episodeInstructions((options.task ?? SHOP_TASK).startUrl, (options.task ?? SHOP_TASK).goal, { steps: budget.maxToolIterations, usd: budget.maxUsdPerTask }),
    guard: new BudgetGuard(options.price, options.maxUsd, new RunBudget(1_000)),
    cache: new PromptCacheLedger(options.api === 'claude' ? ANTHROPIC_CACHE : OPENAI_CACHE),
    results,
    spend: new SpendLedger(options.price),
    context: { maxTokens: options.contextTokens, keepRecent: KEEP_RECENT_RESULTS },
    deadline: { signal: new AbortController().signal, endsAt: Date.now() + 600_000 },
  };
  const { success } = options.task ?? SHOP_TASK;
  const submit = submitTool(success);
  // What the harness offers: the server's tools, then the task's submit_answer.
  const tools = [...options.tools, submit.tool];
  let agent: Agent;
  if (options.api === 'claude') {
    const client = new Anthropic({ apiKey: 'sk-driver', baseURL: options.url, maxRetries: 0 });
    agent = new ClaudeAgent(episode, { client, conversation: new ClaudeConversation(episode.instructions, tools, results), counter: new InputTokenCounter(client) });
  } else {
    const wire = new GuardedFetch();
    const client = new OpenAI({ apiKey: 'sk-driver', baseURL: options.url, maxRetries: 0, fetch: wire.fetch });
    agent = new OpenAIAgent(episode, { client, wire, conversation: new OpenAIConversation(episode.instructions, tools, results) });
  }
  let calls = 0;
  let feedback: AgentFeedback | undefined;
  try {
    for (;;) {
      const move = await agent.next(feedback);
      // Ended without a submission (in prose, reminded once): no answer.
      if (isDone(move)) return { calls, answered: false, report: agent.report!(), ...counts(results) };
      const url = `http://shop.arena.test/page-${calls}`;
      if (move.tool === SUBMIT_ANSWER_TOOL) {
        const read = readSubmission(submit, move.args);
        // An accepted submission ends the episode, as the harness ends it.
        if ('submission' in read) return { calls, answered: true, submission: read.submission, report: agent.report!(), ...counts(results) };
        feedback = { kind: 'error', text: read.refused, bytes: Buffer.byteLength(read.refused), latencyMs: 0, url };
        continue;
      }
      const bytes = options.responses[calls++] ?? 100;
      feedback = { kind: 'ok', text: snapshotText(bytes), bytes, latencyMs: 0, url: `http://shop.arena.test/page-${calls}` };
    }
  } catch (error) {
    return { calls, answered: false, stop: error instanceof EpisodeStop ? error.message : String(error), report: agent.report!(), ...counts(results) };
  }
}

const counts = (results: ToolResultLog) => ({
  stubbed: results.results.filter((r) => r.form.kind === 'stub').length,
  cut: results.results.filter((r) => r.form.kind === 'cut').length,
  revisions: results.revision,
});
