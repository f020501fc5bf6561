import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the stand-in Messages API: an HTTP status, headers and a JSON body. */
export interface Turn {
  status?: number;
  headers?: Record<string, string>;
  body: unknown;
}

export interface StandIn {
  /** Base URL for the real SDK (`baseURL` / ANTHROPIC_BASE_URL). */
  url: string;
  /** Every request body received, in order. */
  requests: Array<{ messages: Array<{ role: string; content: unknown }>; max_tokens: number; tools: Array<{ name: string }> }>;
  close(): Promise<void>;
}

type Usage = { input_tokens: number; output_tokens: number };
const SMALL: Usage = { input_tokens: 1200, output_tokens: 80 };
let ids = 0;

function message(content: unknown[], stopReason: string, usage: Usage): Turn {
  return {
    body: {
      id: `msg_${++ids}`,
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { ...usage, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    },
  };
}

export const toolUse = (name: string, input: unknown, usage = SMALL): Turn =>
  message([{ type: 'tool_use', id: `toolu_${++ids}`, name, input }], 'tool_use', usage);
export const answer = (text: string, usage = SMALL): Turn => message([{ type: 'text', text }], 'end_turn', usage);
export const apiError = (status: number, type: string, text: string): Turn => ({
  status,
  // Keeps the SDK's retry backoff short in tests.
  headers: { 'retry-after-ms': '10' },
  body: { type: 'error', error: { type, message: text } },
});

/**
 * A local stand-in for the Anthropic Messages API on 127.0.0.1: answers POST /v1/messages from
 * scripted turns, in order (starting over when `loop`), and keeps every request.
 */
export async function startStandIn(turns: Turn[], options: { loop?: boolean } = {}): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: req.url } }));
        return;
      }
      requests.push(JSON.parse(body));
      const turn = turns[next++ % turns.length];
      if (next > turns.length && !options.loop) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'the stand-in has no more scripted turns' } }));
        return;
      }
      res.writeHead(turn.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_${next}`, ...turn.headers }).end(JSON.stringify(turn.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
