import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { isHarnessVariable } from '../environment/registry.ts';
import { EpisodeFailure } from '../status/stop.ts';
import { MAX_MESSAGE_BYTES, OVERSIZED_ERROR_CODE, StdioServerTransport } from './transport.ts';

/** ok or error as the server said; `oversized` when its answer was over MAX_MESSAGE_BYTES and not read. */
export type ResponseKind = 'ok' | 'error' | 'oversized';

export interface ToolResponse {
  kind: ResponseKind;
  /** The text parts of the response, joined (for `oversized`: what the harness says about it). */
  text: string;
  /** Image parts (base64), for agents that can look at them. */
  images?: Array<{ data: string; mimeType: string }>;
  /** Size of everything the server sent back (what an agent would have to read), less the target's timed lines. */
  bytes: number;
  latencyMs: number;
}

/**
 * How to start a server: its program (the executable and what it runs, e.g. node and a script:
 * what a build of the server is), the harness's arguments after it, and what it adds to the
 * minimal environment servers get.
 */
export interface LaunchCommand {
  program: string[];
  args: string[];
  env?: Record<string, string>;
}

const CONNECT_TIMEOUT_MS = 30_000;

// The server gets a minimal environment, with the harness's own variables: no API keys or other
// secrets of the harness's process.
function serverEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  const bench = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => isHarnessVariable(entry[0]) && entry[1] !== undefined),
  );
  return { ...getDefaultEnvironment(), ...bench, ...extra };
}

/** An answer's text as it is measured (bytes, tokens): without the target's timed lines (McpTarget.timedLines). */
export const withoutTimedLines = (text: string, timedLines: RegExp | undefined): string => (timedLines ? text.replace(timedLines, '') : text);

/** The bytes of an answer's content as sent, its text parts without `timedLines`. */
export function answerBytes(content: ReadonlyArray<{ type: string; text?: string }>, timedLines: RegExp | undefined): number {
  const counted = timedLines ? content.map((part) => (part.type === 'text' && part.text !== undefined ? { ...part, text: withoutTimedLines(part.text, timedLines) } : part)) : content;
  return Buffer.byteLength(JSON.stringify(counted));
}

/** One MCP server process, spawned over stdio in its own process group, with bounded calls. */
export class McpSession {
  private constructor(
    /** The target's name, for messages. */
    readonly name: string,
    private readonly client: Client,
    private readonly transport: StdioServerTransport,
    readonly tools: Tool[],
    private readonly ended: { value: boolean },
    private readonly timedLines: RegExp | undefined,
  ) {}

  /** `timedLines`: lines of the server's answers left out of their byte count (McpTarget.timedLines). */
  static async open(name: string, launch: LaunchCommand, cwd: string, timedLines?: RegExp): Promise<McpSession> {
    const transport = new StdioServerTransport({ command: launch.program[0], args: [...launch.program.slice(1), ...launch.args], env: serverEnvironment(launch.env), cwd });
    const client = new Client({ name: 'contract-eval', version: '0.1.0' });
    const ended = { value: false };
    client.onclose = () => {
      ended.value = true;
    };
    try {
      await client.connect(transport, { timeout: CONNECT_TIMEOUT_MS });
      const { tools } = await client.listTools(undefined, { timeout: CONNECT_TIMEOUT_MS });
      return new McpSession(name, client, transport, tools, ended, timedLines);
    } catch (error) {
      await transport.close().catch(() => {});
      throw new EpisodeFailure(`${name} did not start: ${(error as Error).message}${transport.stderr ? `\n${transport.stderr}` : ''}`);
    }
  }

  /** What the server says it is in its `initialize` answer. */
  get server(): { name: string; version: string } {
    const info = this.client.getServerVersion();
    return { name: info?.name ?? this.name, version: info?.version ?? 'unknown' };
  }

  get pid(): number | undefined {
    return this.transport.pid;
  }

  /** Whether the connection is gone: the server exited, or was closed. */
  get closed(): boolean {
    return this.ended.value;
  }

  /**
   * Calls a tool. An error the server reports, and an answer too large to read, are responses;
   * a server that dies or does not answer within `timeoutMs` is an EpisodeFailure.
   */
  async call(tool: string, args: Record<string, unknown>, timeoutMs: number): Promise<ToolResponse> {
    const started = performance.now();
    const latency = () => performance.now() - started;
    try {
      const result = await this.client.callTool({ name: tool, arguments: args }, undefined, { timeout: Math.max(1, timeoutMs) });
      const content = (result.content ?? []) as Array<{ type: string; text?: string; data?: string; mimeType?: string }>;
      const images = content.filter((part) => part.type === 'image' && part.data && part.mimeType).map((part) => ({ data: part.data!, mimeType: part.mimeType! }));
      return {
        kind: result.isError ? 'error' : 'ok',
        text: content.filter((part) => part.type === 'text').map((part) => part.text ?? '').join('\n'),
        ...(images.length > 0 && { images }),
        bytes: answerBytes(content, this.timedLines),
        latencyMs: latency(),
      };
    } catch (error) {
      if (error instanceof McpError && error.code === OVERSIZED_ERROR_CODE) {
        const { bytes } = error.data as { bytes: number };
        const text = `${tool} answered ${bytes} bytes, over the harness's limit of ${MAX_MESSAGE_BYTES} bytes per response: the answer was not read`;
        return { kind: 'oversized', text, bytes, latencyMs: latency() };
      }
      if (error instanceof McpError && error.code === ErrorCode.RequestTimeout)
        throw new EpisodeFailure(`${this.name} did not answer ${tool} within ${Math.round(timeoutMs)} ms`, true);
      if (error instanceof McpError && (error.code === ErrorCode.InvalidParams || error.code === ErrorCode.MethodNotFound))
        return { kind: 'error', text: error.message, bytes: Buffer.byteLength(error.message), latencyMs: latency() };
      const tail = this.transport.stderr;
      throw new EpisodeFailure(`${this.name} failed during ${tool}: ${(error as Error).message}${tail ? `\n${tail}` : ''}`);
    }
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => {});
  }
}
