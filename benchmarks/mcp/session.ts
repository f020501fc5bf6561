import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { EnvelopeState } from '../envelope/envelope.ts';
import type { LaunchOptions, McpTarget } from '../targets/target.ts';

export type ResponseKind = 'ok' | 'error';

export interface ToolResponse {
  kind: ResponseKind;
  /** The text parts of the response, joined. */
  text: string;
  /** Image parts (base64), for agents that can look at them. */
  images?: Array<{ data: string; mimeType: string }>;
  /** Set by the harness: the envelope's state after this call, passed on to the agent. */
  envelope?: EnvelopeState;
  /** Size of everything the server sent back (what an agent would have to read). */
  bytes: number;
  latencyMs: number;
}

/** The server stopped answering: it died, hung past the call timeout, or never started. */
export class McpServerError extends Error {
  override name = 'McpServerError';
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

const STDERR_TAIL_BYTES = 4096;
const CONNECT_TIMEOUT_MS = 30_000;

// The server gets a minimal environment: no API keys or other secrets of the harness's process.
function serverEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  const bench = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('BENCH_') && entry[1] !== undefined),
  );
  return { ...getDefaultEnvironment(), ...bench, ...extra };
}

/** One MCP server process, spawned over stdio, with bounded calls. */
export class McpSession {
  private constructor(
    readonly target: McpTarget,
    private readonly client: Client,
    private readonly transport: StdioClientTransport,
    private readonly stderr: { tail: string },
    readonly tools: Tool[],
    private readonly ended: { value: boolean },
  ) {}

  static async open(target: McpTarget, options: LaunchOptions): Promise<McpSession> {
    const launch = target.launch(options);
    const transport = new StdioClientTransport({
      command: launch.command,
      args: launch.args,
      env: serverEnvironment(launch.env),
      cwd: options.outputDir,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'contract-eval', version: '0.1.0' });
    // The server's last words, for error messages when it dies.
    const stderr = { tail: '' };
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr.tail = (stderr.tail + chunk.toString()).slice(-STDERR_TAIL_BYTES);
    });
    const ended = { value: false };
    client.onclose = () => {
      ended.value = true;
    };
    try {
      await client.connect(transport, { timeout: CONNECT_TIMEOUT_MS });
      const { tools } = await client.listTools(undefined, { timeout: CONNECT_TIMEOUT_MS });
      return new McpSession(target, client, transport, stderr, tools, ended);
    } catch (error) {
      await transport.close().catch(() => {});
      throw new McpServerError(`${target.name} did not start: ${(error as Error).message}${stderr.tail ? `\n${stderr.tail.trim()}` : ''}`);
    }
  }

  get pid(): number | null {
    return this.transport.pid;
  }

  /** Whether the connection is gone: the server exited, or was closed. */
  get closed(): boolean {
    return this.ended.value;
  }

  /** Calls a tool; an error the server reports is a response of kind `error`, not an exception. */
  async call(tool: string, args: Record<string, unknown>, timeoutMs: number): Promise<ToolResponse> {
    const started = performance.now();
    try {
      const result = await this.client.callTool({ name: tool, arguments: args }, undefined, { timeout: Math.max(1, timeoutMs) });
      const content = (result.content ?? []) as Array<{ type: string; text?: string; data?: string; mimeType?: string }>;
      const images = content.filter((part) => part.type === 'image' && part.data && part.mimeType).map((part) => ({ data: part.data!, mimeType: part.mimeType! }));
      return {
        kind: result.isError ? 'error' : 'ok',
        text: content.filter((part) => part.type === 'text').map((part) => part.text ?? '').join('\n'),
        ...(images.length > 0 && { images }),
        bytes: Buffer.byteLength(JSON.stringify(content)),
        latencyMs: performance.now() - started,
      };
    } catch (error) {
      const latencyMs = performance.now() - started;
      if (error instanceof McpError && error.code === ErrorCode.RequestTimeout)
        throw new McpServerError(`${this.target.name} did not answer ${tool} within ${Math.round(timeoutMs)} ms`, true);
      if (error instanceof McpError && (error.code === ErrorCode.InvalidParams || error.code === ErrorCode.MethodNotFound)) {
        const text = error.message;
        return { kind: 'error', text, bytes: Buffer.byteLength(text), latencyMs };
      }
      const tail = this.stderr.tail.trim();
      throw new McpServerError(`${this.target.name} failed during ${tool}: ${(error as Error).message}${tail ? `\n${tail}` : ''}`);
    }
  }

  async close(): Promise<void> {
    // The SDK ends stdin, then escalates to SIGTERM and SIGKILL: bounded, never a hang.
    await this.client.close().catch(() => {});
  }
}
