import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A scripted answer of the stand-in: a reply (its usage computed from the request) or an HTTP error, maybe late. */
export interface Turn {
  reply?: { content: unknown[]; stopReason: string; outputTokens: number };
  error?: { status: number; body: (headers: http.IncomingHttpHeaders) => unknown };
  /** Milliseconds before the answer is sent. */
  delayMs?: number;
}

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
}

let ids = 0;

export const reply = (content: unknown[], stopReason: string, outputTokens = 80): Turn => ({ reply: { content, stopReason, outputTokens } });
export const toolUse = (name: string, input: unknown, outputTokens?: number): Turn =>
  reply([{ type: 'tool_use', id: `toolu_${++ids}`, name, input }], 'tool_use', outputTokens);
export const answer = (text: string, stopReason = 'end_turn'): Turn => reply([{ type: 'text', text }], stopReason);
export const apiError = (status: number, type: string, message: string): Turn => ({ error: { status, body: () => ({ type: 'error', error: { type, message } }) } });
/** A careless gateway: its 401 quotes the credentials it was sent. */
export const keyEchoingError = (): Turn => ({
  error: { status: 401, body: (headers) => ({ type: 'error', error: { type: 'authentication_error', message: `invalid credentials: ${headers.authorization}` } }) },
});
export const late = (turn: Turn, delayMs: number): Turn => ({ ...turn, delayMs });
/** A model that does nothing: it answers "Done." at once, every time (start it with `loop`). */
export const DO_NOTHING: Turn[] = [answer('Done.')];

type Item = { json: string; breakpoint: boolean };

/** A request's input as the cache sees it: tools, system, then every message's blocks, each with its role. */
function itemsOf(body: { tools?: unknown[]; system?: unknown; messages?: Array<{ role: string; content: unknown }> }): Item[] {
  const item = (kind: string, block: unknown): Item => {
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
 * cache bills it (the longest prefix ending at a cache breakpoint that an earlier request wrote is
 * read; from there to the last breakpoint is written; the rest is plain input); serves the
 * token-counting endpoint; keeps every request.
 */
export async function startStandIn(turns: Turn[], options: StandInOptions = {}): Promise<StandIn> {
  const { loop = false, bytesPerToken = 4, countTokens = true, pathPrefix = '' } = options;
  const cached = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const tokens = (json: string) => Math.ceil(Buffer.byteLength(json) / bytesPerToken);
  let next = 0;

  function usageOf(body: MessagesRequest, outputTokens: number): Usage {
    const hash = createHash('sha256');
    let total = 0;
    const marks: Array<{ digest: string; tokens: number }> = [];
    for (const { json, breakpoint } of itemsOf(body)) {
      hash.update(json);
      total += tokens(json);
      if (breakpoint) marks.push({ digest: hash.copy().digest('hex'), tokens: total });
    }
    const read = Math.max(0, ...marks.filter((mark) => cached.has(mark.digest)).map((mark) => mark.tokens));
    const written = Math.max(0, (marks.at(-1)?.tokens ?? 0) - read);
    for (const mark of marks) cached.add(mark.digest);
    return { input_tokens: total - read - written, output_tokens: outputTokens, cache_creation_input_tokens: written, cache_read_input_tokens: read };
  }

  const standIn: StandIn = {
    url: '',
    requests: [],
    headers: [],
    usages: [],
    tokenCounts: 0,
    received: 0,
    tokensOf: (request) => itemsOf(request as MessagesRequest).reduce((sum, item) => sum + tokens(item.json), 0),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };

  const send = (res: http.ServerResponse, status: number, body: unknown): void => {
    // Keeps the SDK's retry backoff short in tests.
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${standIn.received}`, 'retry-after-ms': '10' }).end(JSON.stringify(body));
  };

  function answerMessages(req: http.IncomingMessage, res: http.ServerResponse, body: MessagesRequest): void {
    standIn.requests.push(body);
    standIn.headers.push(req.headers);
    const turn = turns[next++ % turns.length];
    if (next > turns.length && !loop)
      return send(res, 400, { type: 'error', error: { type: 'invalid_request_error', message: 'the stand-in has no more scripted turns' } });
    const respond = () => {
      timers.delete(timer);
      if (res.destroyed) return;
      if (turn.error) return send(res, turn.error.status, turn.error.body(req.headers));
      const usage = usageOf(body, turn.reply!.outputTokens);
      standIn.usages.push(usage);
      send(res, 200, { id: `msg_${++ids}`, type: 'message', role: 'assistant', model: body.model, content: turn.reply!.content, stop_reason: turn.reply!.stopReason, stop_sequence: null, stop_details: null, usage });
    };
    const timer = setTimeout(respond, turn.delayMs ?? 0);
    timers.add(timer);
  }

  const server = http.createServer((req, res) => {
    standIn.received++;
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = req.url?.split('?')[0];
      if (req.method === 'POST' && countTokens && path === `${pathPrefix}/v1/messages/count_tokens`) {
        standIn.tokenCounts++;
        return send(res, 200, { input_tokens: standIn.tokensOf(JSON.parse(raw)) });
      }
      if (req.method === 'POST' && path === `${pathPrefix}/v1/messages`) return answerMessages(req, res, JSON.parse(raw) as MessagesRequest);
      send(res, 404, { type: 'error', error: { type: 'not_found_error', message: `${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathPrefix}`;
  return standIn;
}
