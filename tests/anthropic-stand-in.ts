import type http from 'node:http';
import { claudeAdapter } from '../benchmarks/adapters/claude/adapter.ts';
import type { Adapter } from '../benchmarks/adapters/adapter.ts';
import { DEFAULT_CONTEXT_TOKENS, KEEP_RECENT_RESULTS } from '../benchmarks/adapters/model/context-budget.ts';
import { RunBudget } from '../benchmarks/adapters/model/run-budget.ts';
import { SUBMIT_ANSWER_TOOL } from '../benchmarks/contracts/answer/submission.ts';
import { GIVE_UP, scriptOf, serveStandIn, StandInCache, type CacheItem, type ScriptedTurn } from './model-stand-in.ts';

/** A scripted answer of the stand-in: a reply (its usage computed from the request) or an HTTP error, maybe late. */
export type Turn = ScriptedTurn<{ content: unknown[]; stopReason: string; outputTokens: number }>;

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface MessagesRequest {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  max_tokens: number;
  tools: Array<{ name: string; cache_control?: unknown }>;
}

export interface StandIn {
  /** Base URL for the real SDK (`baseURL` / ANTHROPIC_BASE_URL), path prefix included. */
  url: string;
  /** Every Messages request body, in order, and its headers. */
  requests: MessagesRequest[];
  headers: http.IncomingHttpHeaders[];
  /** The usage of every reply sent. */
  usages: Usage[];
  /** Requests to the token-counting endpoint. */
  tokenCounts: number;
  /** Every HTTP request received, of any kind. */
  received: number;
  /** The input tokens of a request by the stand-in's own tokenizer (what counting and usage report). */
  tokensOf(request: unknown): number;
  close(): Promise<void>;
}

export interface StandInOptions {
  /** Start the script over when it runs out (otherwise: a 400). */
  loop?: boolean;
  /** The stand-in's tokenizer: a block's JSON bytes over this (default 4). Small values make requests dear. */
  bytesPerToken?: number;
  /** Serve POST /v1/messages/count_tokens (default true); a gateway may not. */
  countTokens?: boolean;
  /** Serve under this path, as a gateway does (`/gateway/anthropic`). */
  pathPrefix?: string;
  /** The model's context window: a request with more input tokens is answered 400, as the API does (default 200,000). */
  contextTokens?: number;
  /** A model that reads its request: each turn from the request itself, instead of the script. */
  respond?: (request: MessagesRequest) => Turn;
}

let ids = 0;

export const reply = (content: unknown[], stopReason: string, outputTokens = 80): Turn => ({ reply: { content, stopReason, outputTokens } });
export const toolUse = (name: string, input: unknown, outputTokens?: number): Turn =>
  reply([{ type: 'tool_use', id: `toolu_${++ids}`, name, input }], 'tool_use', outputTokens);
/** A turn that ends without a call (end_turn, or `stopReason`): it only says `text`. The harness then reminds the model to submit, once. */
export const answer = (text: string, stopReason = 'end_turn'): Turn => reply([{ type: 'text', text }], stopReason);
/** A turn that submits: a tool_use block of submit_answer with these arguments (`answered(…)`, or any, to be refused). */
export const submit = (args: unknown, outputTokens?: number): Turn => toolUse(SUBMIT_ANSWER_TOOL, args, outputTokens);
export const apiError = (status: number, type: string, message: string): Turn => ({ error: { status, body: () => ({ type: 'error', error: { type, message } }) } });
/** A careless gateway: its 401 quotes the credentials it was sent. */
export const keyEchoingError = (): Turn => ({
  error: { status: 401, body: (headers) => ({ type: 'error', error: { type: 'authentication_error', message: `invalid credentials: ${headers.authorization}` } }) },
});
export const late = (turn: Turn, delayMs: number): Turn => ({ ...turn, delayMs });
/** A model that does nothing: it submits not_found ("Done.") at once, every time (start it with `loop`). */
export const DO_NOTHING: Turn[] = [submit(GIVE_UP)];

/** A request's input as the cache sees it: tools, system, then every message's blocks, each with its role. */
function itemsOf(body: { tools?: unknown[]; system?: unknown; messages?: Array<{ role: string; content: unknown }> }): CacheItem[] {
  const item = (kind: string, block: unknown): CacheItem => {
    const { cache_control, ...rest } = block as Record<string, unknown>;
    return { json: JSON.stringify([kind, rest]), breakpoint: cache_control !== undefined };
  };
  const blocks = (content: unknown) => (typeof content === 'string' ? [{ type: 'text', text: content }] : (content as unknown[]));
  return [
    ...(body.tools ?? []).map((tool) => item('tool', tool)),
    ...(body.system === undefined ? [] : blocks(body.system).map((block) => item('system', block))),
    ...(body.messages ?? []).flatMap((message) => blocks(message.content).map((block) => item(message.role, block))),
  ];
}

/**
 * A local stand-in for the Anthropic Messages API on 127.0.0.1: answers POST /v1/messages from
 * scripted turns, in order, with a usage computed from each request the way the API's prompt
 * cache bills it (StandInCache, explicit breakpoints); refuses a request over its context window
 * with the API's 400; serves the token-counting endpoint; keeps every request.
 */
export async function startStandIn(turns: Turn[], options: StandInOptions = {}): Promise<StandIn> {
  const { loop = false, bytesPerToken = 4, countTokens = true, pathPrefix = '', contextTokens = 200_000 } = options;
  const tokens = (json: string) => Math.ceil(Buffer.byteLength(json) / bytesPerToken);
  const cache = new StandInCache('explicit', tokens);
  const nextTurn = scriptOf(turns, loop);
  const error = (type: string, message: string) => ({ type: 'error', error: { type, message } });

  const server = await serveStandIn(pathPrefix, (path, body, req, res) => {
    const send = (status: number, payload: unknown) => server.send(res, status, payload, { 'request-id': `req_${server.received}` });
    if (req.method === 'POST' && countTokens && path === '/v1/messages/count_tokens') {
      standIn.tokenCounts++;
      return send(200, { input_tokens: standIn.tokensOf(body) });
    }
    if (req.method !== 'POST' || path !== '/v1/messages') return send(404, error('not_found_error', `${req.method} ${path}`));
    const request = body as MessagesRequest;
    standIn.requests.push(request);
    standIn.headers.push(req.headers);
    const turn = options.respond ? options.respond(request) : nextTurn();
    if (!turn) return send(400, error('invalid_request_error', 'the stand-in has no more scripted turns'));
    server.later(turn.delayMs ?? 0, () => {
      if (turn.error) return send(turn.error.status, turn.error.body(req.headers));
      const items = itemsOf(request);
      const total = items.reduce((sum, item) => sum + tokens(item.json), 0);
      if (total > contextTokens) return send(400, error('invalid_request_error', `prompt is too long: ${total} tokens > ${contextTokens} maximum`));
      const { read, written } = cache.bill(items);
      const usage: Usage = { input_tokens: total - read - written, output_tokens: turn.reply!.outputTokens, cache_creation_input_tokens: written, cache_read_input_tokens: read };
      standIn.usages.push(usage);
      send(200, { id: `msg_${++ids}`, type: 'message', role: 'assistant', model: request.model, content: turn.reply!.content, stop_reason: turn.reply!.stopReason, stop_sequence: null, stop_details: null, usage });
    });
  });

  const standIn: StandIn = {
    url: server.url,
    requests: [],
    headers: [],
    usages: [],
    tokenCounts: 0,
    get received() {
      return server.received;
    },
    tokensOf: (request) => itemsOf(request as MessagesRequest).reduce((sum, item) => sum + tokens(item.json), 0),
    close: () => server.close(),
  };
  return standIn;
}

/** The claude adapter with the real SDK pointed at `standIn`: the default model, context budget and a run cap that never binds, no retries. */
export const standInClaude = (standIn: Pick<StandIn, 'url'>): Adapter =>
  claudeAdapter(() => ({
    apiKey: 'sk-ant-test-stand-in',
    baseURL: standIn.url,
    model: 'claude-sonnet-5-5',
    maxRetries: 0,
    runBudget: new RunBudget(100),
    context: { maxTokens: DEFAULT_CONTEXT_TOKENS, keepRecent: KEEP_RECENT_RESULTS },
  }));
