import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';

/** A scripted answer of a stand-in: a reply (its usage computed from the request) or an HTTP error, maybe late. */
export interface ScriptedTurn<Reply> {
  reply?: Reply;
  error?: { status: number; body: (headers: http.IncomingHttpHeaders) => unknown };
  /** Milliseconds before the answer is sent. */
  delayMs?: number;
}

/** One piece of a request as a prompt cache sees it, in order: its JSON, and whether a cache breakpoint ends it. */
export interface CacheItem {
  json: string;
  breakpoint: boolean;
}

/**
 * A provider's prompt cache over a stand-in's requests. `explicit` (Anthropic): a request reads the
 * longest prefix ending at one of its breakpoints that an earlier request wrote, and writes from
 * there to its last breakpoint. `automatic` (OpenAI): every request's prefixes are kept, at item
 * boundaries, and a request reads the longest one it starts with, in steps of 128 tokens from
 * 1,024 on (none below).
 */
export class StandInCache {
  private readonly kept = new Set<string>();

  constructor(
    private readonly kind: 'explicit' | 'automatic',
    private readonly tokens: (json: string) => number,
  ) {}

  /** Tokens of the request: in all, read back, written. */
  bill(items: CacheItem[]): { total: number; read: number; written: number } {
    const hash = createHash('sha256');
    let total = 0;
    const prefixes: Array<{ digest: string; tokens: number; breakpoint: boolean }> = [];
    for (const { json, breakpoint } of items) {
      hash.update(json);
      total += this.tokens(json);
      prefixes.push({ digest: hash.copy().digest('hex'), tokens: total, breakpoint });
    }
    const marks = this.kind === 'explicit' ? prefixes.filter((prefix) => prefix.breakpoint) : prefixes;
    let read = Math.max(0, ...marks.filter((mark) => this.kept.has(mark.digest)).map((mark) => mark.tokens));
    if (this.kind === 'automatic') read = read < 1024 ? 0 : 1024 + Math.floor((read - 1024) / 128) * 128;
    const written = this.kind === 'explicit' ? Math.max(0, (marks.at(-1)?.tokens ?? 0) - read) : 0;
    for (const mark of marks) this.kept.add(mark.digest);
    return { total, read, written };
  }
}

/** The HTTP side of a stand-in: 127.0.0.1, every request counted, answers maybe late, closed at once. */
export interface StandInServer {
  url: string;
  received: number;
  send(res: http.ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void;
  /** Runs `answer` after `delayMs`, unless the server closes first. */
  later(delayMs: number, answer: () => void): void;
  close(): Promise<void>;
}

export async function serveStandIn(
  pathPrefix: string,
  route: (path: string, body: unknown, req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<StandInServer> {
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    stand.received++;
    // Decoded by the stream (as the sites' servers read a body): a character split across two chunks stays one.
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const path = req.url?.split('?')[0] ?? '';
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        return stand.send(res, 400, { error: { message: 'the stand-in got a body that is not JSON' } });
      }
      route(path.startsWith(pathPrefix) ? path.slice(pathPrefix.length) : `(outside ${pathPrefix})${path}`, body, req, res);
    });
  });
  const stand: StandInServer = {
    url: '',
    received: 0,
    send: (res, status, body, headers = {}) => {
      if (res.destroyed) return;
      // retry-after-ms keeps the SDKs' retry backoff short in tests.
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10', ...headers }).end(JSON.stringify(body));
    },
    later: (delayMs, answer) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, delayMs);
      timers.add(timer);
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  // Idle connections stay open until close(): with Node's 5 s default, the server could close a
  // socket just as the SDK, its event loop slowed by a busy machine, reuses it ("Connection error").
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathPrefix}`;
  return stand;
}

/** Scripted turns in order; with `loop`, started over when they run out, else none (undefined). */
export function scriptOf<T>(turns: readonly T[], loop: boolean): () => T | undefined {
  let next = 0;
  return () => (next < turns.length || loop ? turns[next++ % turns.length] : undefined);
}

/** submit_answer's arguments for status answered: `fields` if given (a task with none takes none), `explanation`. */
export const answered = (explanation: string, fields?: Record<string, unknown>) => ({ status: 'answered', ...(fields && { fields }), explanation });

/** submit_answer's arguments of a model that gives up at once: status not_found, which every task's schema accepts. */
export const GIVE_UP = { status: 'not_found', explanation: 'Done.' } as const;

/** A task judged on its answer alone (any page): one number field, `years_older`, in years, that must be 24. */
export const yearsTask = (id: string): TaskSpec =>
  validateTaskSpec(
    {
      id,
      title: 'years',
      startUrl: 'https://example.com/',
      goal: 'By how many years was Rosehold founded before Marbrook?',
      maxSteps: 10,
      maxDurationMs: 60_000,
      success: { kind: 'answer', field: 'years_older', description: 'how many years earlier it was founded', number: 24, unit: 'year' },
    },
    id,
  );

/**
 * The task a model adapter's tests run: read the heading of example.com (replayed offline). Its
 * contract has no answer clause and holds on the start page: any accepted submission passes it, and
 * so would an episode that ended without one.
 */
export const exampleTask = (id: string, maxSteps = 10, maxDurationMs = 60_000): TaskSpec =>
  validateTaskSpec(
    { id, title: 'example', startUrl: 'https://example.com/', goal: 'Read the main heading.', maxSteps, maxDurationMs, success: { kind: 'dom_text', selector: 'h1', contains: 'Example Domain' } },
    id,
  );
