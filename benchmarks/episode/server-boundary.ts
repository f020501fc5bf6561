import { hostAccessRefusal, type HostReach } from '../envelope/host-access.ts';
import type { Inputs } from '../envelope/inputs.ts';
import type { McpSession, ToolResponse } from '../mcp/session.ts';
import type { HandleValue, Handles } from '../mcp/handles.ts';

/**
 * Where the agent meets the MCP server: the server gets this run's values of secret inputs and
 * runtime handles; what comes back, and every record of a call (events, transcripts, results),
 * holds «secret:…» and «handle:…» markers instead. (The one other reader of revealed inputs is
 * the envelope, which checks a navigation's real URL against allowedDomains and keeps nothing,
 * and the host-access check here, which reads the args the server would get and keeps nothing.)
 */
export class ServerBoundary {
  constructor(
    readonly session: McpSession,
    private readonly inputs: Inputs,
    private readonly handles: Handles,
    /** Reads runtime handles from a response (the target's own rule). */
    private readonly handlesIn: (tool: string, response: ToolResponse) => HandleValue[],
    /** The server's working folder, and what its tools reach beyond the task's sites. */
    private readonly host: { folder: string; reach: HostReach },
  ) {}

  /** Why the harness refuses this call for what it would reach on the host, checked on the args the server would get. */
  hostAccess(tool: string, args: Record<string, unknown>): string | undefined {
    return hostAccessRefusal(tool, this.inputs.reveal(this.handles.live(args)), this.host.reach, this.host.folder);
  }

  /** Whether the server has a tool of this name (offered to the agent or not). */
  registers(tool: string): boolean {
    return this.session.tools.some((t) => t.name === tool);
  }

  /** The agent's args as they may be written down. */
  recordable(args: Record<string, unknown>): Record<string, unknown> {
    return this.handles.portable(this.inputs.redactDeep(args));
  }

  /** Calls `tool` with the agent's args (values or markers); the response comes back redacted. */
  async call(tool: string, args: Record<string, unknown>, timeoutMs: number): Promise<ToolResponse> {
    const response = await this.session.call(tool, this.inputs.reveal(this.handles.live(args)), timeoutMs);
    for (const handle of this.handlesIn(tool, response)) this.handles.learn(handle);
    return { ...response, text: this.inputs.redact(response.text) };
  }
}
