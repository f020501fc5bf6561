import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { harnessNotes, type Agent, type AgentFeedback, type AgentMove, type EpisodeEnd } from '../adapter.ts';

/** A move of the outside agent, and where the answer to it goes (a call's MCP result). */
interface Pending {
  move: AgentMove;
  reply?: (result: CallToolResult) => void;
}

const toolError = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** A response of the target's server as the outside agent gets it: text, the harness's notes (the envelope's facts, the budget note), images. */
function callResult(feedback: AgentFeedback): CallToolResult {
  const content: CallToolResult['content'] = [{ type: 'text', text: feedback.text }];
  for (const note of harnessNotes(feedback)) content.push({ type: 'text', text: note });
  for (const image of feedback.images ?? []) content.push({ type: 'image', data: image.data, mimeType: image.mimeType });
  return { content, ...(feedback.kind !== 'ok' && { isError: true }) };
}

/**
 * An agent outside the harness, seen from the runner: its next move is whatever it sends over MCP
 * next. Its calls wait in order (an MCP client may send several at once; the runner makes one at a
 * time, so caps and the envelope count each), and each gets the runner's feedback as its result.
 * An accepted submission (the runner checks it), or leaving (disconnecting, its process exiting), ends its turn.
 */
export class OutsideAgent implements Agent {
  private readonly inbox: Pending[] = [];
  private waiting: ((pending: Pending) => void) | undefined;
  private current: Pending | undefined;
  /** Set once no more moves are taken: why. */
  private closedBecause: string | undefined;
  private name: string | undefined;
  /** What the episode holds for the agent (its endpoint, its process), let go in order at the end. */
  private readonly held: Array<() => Promise<void>> = [];

  constructor(fallbackName?: string) {
    this.name = fallbackName;
  }

  async next(previous: AgentFeedback | undefined): Promise<AgentMove> {
    if (this.current && previous) this.current.reply?.(callResult(previous));
    this.current = undefined;
    const pending = this.inbox.shift() ?? (await new Promise<Pending>((resolve) => (this.waiting = resolve)));
    this.current = pending;
    return pending.move;
  }

  who(): string | undefined {
    return this.name;
  }

  /** The name the agent's MCP client gave (`clientInfo`), unless the run named the agent itself. */
  introduce(client: { name: string; version: string } | undefined): void {
    if (client && !this.name) this.name = `${client.name} ${client.version}`;
  }

  /** A tool call of the agent: answered once the runner has made it, or with an error if the episode ends first. */
  call(tool: string, args: Record<string, unknown>): Promise<CallToolResult> {
    if (this.closedBecause) return Promise.resolve(toolError(this.closedBecause));
    return new Promise((reply) => this.push({ move: { tool, args, origin: 'outside agent' }, reply }));
  }

  /** The agent went away (`why`): it stopped without an answer; calls it left waiting are not made. */
  left(why: string): void {
    if (this.closedBecause) return;
    this.closedBecause = `the episode is over: ${why}`;
    for (const queued of this.inbox.splice(0)) queued.reply?.(toolError(this.closedBecause));
    this.push({ move: { done: true, left: why } });
  }

  /** The accepted submission is answered at once; every call after it (a second submission too) is refused while the episode is judged. */
  submitted(feedback: AgentFeedback): void {
    this.current?.reply?.(callResult(feedback));
    this.current = undefined;
    this.closedBecause = 'the episode is over: an answer was already submitted';
    for (const queued of this.inbox.splice(0)) queued.reply?.(toolError(this.closedBecause));
  }

  async end({ status, message }: EpisodeEnd): Promise<void> {
    const why = `the episode is over (${status})${message ? `: ${message}` : ''}`;
    this.closedBecause = why;
    // The call a cap refused (or a stop condition ended on) gets the reason; it was not answered.
    for (const pending of [this.current, ...this.inbox.splice(0)]) pending?.reply?.(toolError(why));
    this.current = undefined;
    // Best effort: the verdict is in, and whatever outlives this ends with the worker.
    for (const release of this.held.splice(0)) await release().catch(() => {});
  }

  /** Something to let go when the episode ends, after those held before it. */
  hold(release: () => Promise<void>): void {
    this.held.push(release);
  }

  private push(pending: Pending): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting(pending);
    else this.inbox.push(pending);
  }
}
