import type http from 'node:http';
import { SUBMIT_ANSWER_TOOL } from '../benchmarks/contracts/answer/submission.ts';
import { GIVE_UP, scriptOf, serveStandIn, StandInCache, type CacheItem, type ScriptedTurn } from './model-stand-in.ts';

/** A scripted answer: a reply (content, tool calls, finish_reason; its usage computed from the request) or an HTTP error, maybe late. */
export type Turn = ScriptedTurn<{ message: Record<string, unknown>; finishReason: string | null; outputTokens: number; usage?: false }>;

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
}

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: unknown; tool_calls?: unknown[]; tool_call_id?: string }>;
  tools?: Array<{ type: string; function: { name: string } }>;
  max_completion_tokens?: number;
  max_tokens?: number;
}

export interface StandIn {
  /** Base URL for the real SDK (`baseURL` / OPENAI_BASE_URL), `/v1` included. */
  url: string;
  requests: ChatRequest[];
  headers: http.IncomingHttpHeaders[];
  usages: ChatUsage[];
  /** Every HTTP request received, of any kind. */
  received: number;
  tokensOf(request: unknown): number;
  close(): Promise<void>;
}

export interface StandInOptions {
  loop?: boolean;
  /** The tokenizer: a message part's JSON bytes over this (default 4). */
  bytesPerToken?: number;
  /** What an image part counts, in tokens (default 765: a 1280×720 screenshot at high detail on GPT-4o). */
  imageTokens?: number;
  /** The model's context window: more input tokens is answered 400 context_length_exceeded (default 128,000). */
  contextTokens?: number;
  /** Report cached prompt tokens (default true); a server without a prompt cache reports none. */
  caches?: boolean;
}

let ids = 0;

export const reply = (message: Record<string, unknown>, finishReason: string | null, outputTokens = 80): Turn => ({ reply: { message: { role: 'assistant', content: null, ...message }, finishReason, outputTokens } });
export const toolCall = (name: string, args: unknown, outputTokens?: number): Turn =>
  reply({ tool_calls: [{ id: `call_${++ids}`, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } }] }, 'tool_calls', outputTokens);
/** A turn that ends without a call (stop, or `finishReason`): it only says `text`. The harness then reminds the model to submit, once. */
export const answer = (text: string, finishReason = 'stop'): Turn => reply({ content: text }, finishReason);
/** A turn that submits: a tool_calls entry of submit_answer with these arguments as a JSON string (`answered(…)`, or any, to be refused; a string is sent as is). */
export const submit = (args: unknown, outputTokens?: number): Turn => toolCall(SUBMIT_ANSWER_TOOL, args, outputTokens);
/** A model that does nothing: it submits not_found ("Done.") at once, every time (start it with `loop`). */
export const DO_NOTHING: Turn[] = [submit(GIVE_UP)];
export const apiError = (status: number, message: string, code: string | null = null): Turn => ({ error: { status, body: () => ({ error: { message, type: 'invalid_request_error', param: null, code } }) } });
/** A careless gateway: its 401 quotes the credentials it was sent. */
export const keyEchoingError = (): Turn => ({ error: { status: 401, body: (headers) => ({ error: { message: `Incorrect API key provided: ${headers.authorization}`, type: 'invalid_request_error', code: 'invalid_api_key' } }) } });
export const late = (turn: Turn, delayMs: number): Turn => ({ ...turn, delayMs });
export const withoutUsage = (turn: Turn): Turn => ({ ...turn, reply: { ...turn.reply!, usage: false } });

const IMAGE_URL = /^data:image\//;

/** A request's input in order as the cache sees it: the tools, then every message (an image part counts apart). */
function itemsOf(body: ChatRequest): Array<CacheItem & { images: number }> {
  const item = (value: unknown): CacheItem & { images: number } => {
    let images = 0;
    const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && IMAGE_URL.test(v) ? (images++, '') : v));
    return { json, breakpoint: false, images };
  };
  return [...(body.tools ?? []).map(item), ...body.messages.map(item)];
}

/**
 * A local stand-in for the Chat Completions API on 127.0.0.1: answers POST /v1/chat/completions
 * from scripted turns, in order, with a usage computed from each request the way OpenAI's
 * automatic prompt cache bills it (StandInCache, automatic); refuses a request over its context
 * window with the API's 400 `context_length_exceeded`; keeps every request.
 */
export async function startStandIn(turns: Turn[], options: StandInOptions = {}): Promise<StandIn> {
  const { loop = false, bytesPerToken = 4, imageTokens = 765, contextTokens = 128_000, caches = true } = options;
  const tokens = (json: string) => Math.ceil(Buffer.byteLength(json) / bytesPerToken);
  const cache = new StandInCache('automatic', tokens);
  const nextTurn = scriptOf(turns, loop);
  const count = (items: ReturnType<typeof itemsOf>) => items.reduce((sum, item) => sum + tokens(item.json) + item.images * imageTokens, 0);

  const server = await serveStandIn('/v1', (path, body, req, res) => {
    const send = (status: number, payload: unknown) => server.send(res, status, payload, { 'x-request-id': `req_${server.received}` });
    if (req.method !== 'POST' || path !== '/chat/completions') return send(404, { error: { message: `${req.method} ${path}`, type: 'invalid_request_error', code: 'unknown_url' } });
    const request = body as ChatRequest;
    standIn.requests.push(request);
    standIn.headers.push(req.headers);
    const turn = nextTurn();
    if (!turn) return send(400, { error: { message: 'the stand-in has no more scripted turns', type: 'invalid_request_error', code: null } });
    server.later(turn.delayMs ?? 0, () => {
      if (turn.error) return send(turn.error.status, turn.error.body(req.headers));
      const items = itemsOf(request);
      const prompt = count(items);
      if (prompt > contextTokens)
        return send(400, {
          error: { message: `This model's maximum context length is ${contextTokens} tokens. However, your messages resulted in ${prompt} tokens.`, type: 'invalid_request_error', param: 'messages', code: 'context_length_exceeded' },
        });
      const { read } = cache.bill(items);
      const { message, finishReason, outputTokens } = turn.reply!;
      const usage: ChatUsage = { prompt_tokens: prompt, completion_tokens: outputTokens, total_tokens: prompt + outputTokens, prompt_tokens_details: { cached_tokens: caches ? read : 0 } };
      standIn.usages.push(usage);
      send(200, {
        id: `chatcmpl-${++ids}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message: { refusal: null, ...message }, finish_reason: finishReason, logprobs: null }],
        ...(turn.reply!.usage !== false && { usage }),
      });
    });
  });

  const standIn: StandIn = {
    url: server.url,
    requests: [],
    headers: [],
    usages: [],
    get received() {
      return server.received;
    },
    tokensOf: (request) => count(itemsOf(request as ChatRequest)),
    close: () => server.close(),
  };
  return standIn;
}
