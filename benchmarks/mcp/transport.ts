import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { stopGroup, trackGroup } from './process-group.ts';

/** A server's answer larger than this is not read: the call gets an `oversized` response instead. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** The JSON-RPC error code the transport answers an oversized response with (server-error range). */
export const OVERSIZED_ERROR_CODE = -32099;
const STDERR_TAIL_BYTES = 4096;

export interface ServerCommand {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

/** The request id a JSON-RPC response names, read from the first or last bytes of its text. */
function responseId(head: string, tail: string): string | number | undefined {
  const found = /"id"\s*:\s*(\d+|"[^"\\]*")\s*[,}]/.exec(tail) ?? /^\{[^"]*(?:"(?:jsonrpc|id)"\s*:\s*(?:"[^"\\]*"|\d+)\s*,\s*)*"id"\s*:\s*(\d+|"[^"\\]*")/.exec(head);
  if (!found) return undefined;
  return found[1].startsWith('"') ? JSON.parse(found[1]) : Number(found[1]);
}

/**
 * MCP over stdio to a server process of its own process group: a Ctrl-C in the terminal reaches
 * the harness, which ends its episodes and stops the servers itself, never the servers first.
 * One message over MAX_MESSAGE_BYTES is skipped, not buffered, and the request it answered gets a
 * JSON-RPC error saying how large it was: the connection and the server stay up.
 */
export class StdioServerTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private child?: ChildProcessWithoutNullStreams;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** While skipping an oversized message: its size so far, and its first and last bytes. */
  private skipping?: { bytes: number; head: string; tail: string };
  private readonly outstanding = new Set<string | number>();
  private stderrTail = '';

  constructor(
    private readonly server: ServerCommand,
    private readonly maxMessageBytes = MAX_MESSAGE_BYTES,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The server's last words on stderr, for error messages when it dies. */
  get stderr(): string {
    return this.stderrTail.trim();
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.server.command, this.server.args, { cwd: this.server.cwd, env: this.server.env, stdio: 'pipe', detached: true });
      this.child = child;
      child.once('error', (error) => {
        reject(error);
        this.onerror?.(error);
      });
      trackGroup(child);
      child.once('spawn', () => resolve());
      child.once('close', () => {
        this.child = undefined;
        this.onclose?.();
      });
      child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        this.stderrTail = (this.stderrTail + chunk.toString()).slice(-STDERR_TAIL_BYTES);
      });
      child.stdin.on('error', (error) => this.onerror?.(error));
    });
  }

  private read(chunk: Buffer): void {
    let rest = chunk;
    while (rest.length > 0) {
      const newline = rest.indexOf(0x0a);
      const part = newline < 0 ? rest : rest.subarray(0, newline);
      rest = newline < 0 ? Buffer.alloc(0) : rest.subarray(newline + 1);
      if (this.skipping) this.skip(part);
      else if (this.pendingBytes + part.length > this.maxMessageBytes) {
        const started = Buffer.concat(this.pending);
        this.pending = [];
        this.pendingBytes = 0;
        this.skipping = { bytes: 0, head: started.subarray(0, 256).toString('utf8'), tail: '' };
        this.skip(Buffer.concat([started, part]));
      } else {
        this.pending.push(part);
        this.pendingBytes += part.length;
      }
      if (newline >= 0) this.endOfMessage();
    }
  }

  private skip(part: Buffer): void {
    const skipping = this.skipping!;
    skipping.bytes += part.length;
    skipping.tail = (skipping.tail + part.subarray(Math.max(0, part.length - 256)).toString('utf8')).slice(-256);
  }

  private endOfMessage(): void {
    if (this.skipping) {
      const { bytes, head, tail } = this.skipping;
      this.skipping = undefined;
      const id = responseId(head, tail) ?? (this.outstanding.size === 1 ? [...this.outstanding][0] : undefined);
      if (id === undefined) return this.onerror?.(new Error(`skipped a server message of ${bytes} bytes that answers no known request`));
      this.deliver({ jsonrpc: '2.0', id, error: { code: OVERSIZED_ERROR_CODE, message: `response of ${bytes} bytes is over the limit of ${this.maxMessageBytes} bytes`, data: { bytes, limit: this.maxMessageBytes } } });
      return;
    }
    const line = Buffer.concat(this.pending).toString('utf8').replace(/\r$/, '');
    this.pending = [];
    this.pendingBytes = 0;
    if (line.trim() === '') return;
    try {
      this.deliver(JSONRPCMessageSchema.parse(JSON.parse(line)));
    } catch (error) {
      this.onerror?.(error as Error);
    }
  }

  private deliver(message: JSONRPCMessage): void {
    if ('id' in message && message.id !== undefined && ('result' in message || 'error' in message)) this.outstanding.delete(message.id);
    this.onmessage?.(message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const child = this.child;
    if (!child) throw new Error('not connected');
    if ('id' in message && 'method' in message) this.outstanding.add(message.id);
    if (!child.stdin.write(`${JSON.stringify(message)}\n`)) await new Promise<void>((resolve) => child.stdin.once('drain', resolve));
  }

  /** Ends stdin, then signals the server's whole process group: TERM, and KILL if it lingers. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.stdin.end();
    await stopGroup(child);
  }
}
