import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type {
  ContentBlock,
  ContentBlockParam,
  MessageParam,
  Tool as AnthropicTool,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages/messages';
import type { AgentFeedback } from '../adapter.ts';
import type { LoggedResult, ToolResultLog } from '../model/tool-results.ts';

const CACHE_BREAKPOINT = { cache_control: { type: 'ephemeral' } } as const;

/** An MCP tool as the Messages API takes it. */
const anthropicTool = (tool: Tool): AnthropicTool => ({
  name: tool.name,
  description: tool.description ?? '',
  input_schema: tool.inputSchema as AnthropicTool['input_schema'],
});

/** `message` with a cache breakpoint on its last block. */
function withBreakpoint(message: MessageParam): MessageParam {
  const blocks: ContentBlockParam[] = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : [...message.content];
  blocks.push({ ...blocks.pop()!, ...CACHE_BREAKPOINT } as ContentBlockParam);
  return { ...message, content: blocks } as MessageParam;
}

/**
 * One episode's conversation: the instructions (the task, the answer protocol, the caps), the
 * model's replies as they came (thinking blocks and all: the API checks their signatures), and
 * the tool results of each reply in one user message, rendered from the episode's ToolResultLog
 * at every request (older results may have been left out since). Requests carry prompt-cache breakpoints on the tools, the instructions (read back
 * even after older results were left out) and the last two user messages: the previous request's
 * last message (its prefix, written to the cache then, is read back) and this request's (written
 * for the next turn). Each turn is then billed in full only for what is new.
 */
export class Conversation {
  private readonly instructions: MessageParam;
  private readonly turns: Array<{ reply: ContentBlock[]; results: Array<{ use: ToolUseBlock; result: LoggedResult }>; note?: string }> = [];
  readonly tools: AnthropicTool[];

  constructor(
    instructions: string,
    tools: readonly Tool[],
    private readonly log: ToolResultLog,
  ) {
    this.instructions = { role: 'user', content: instructions };
    this.tools = tools.map(anthropicTool);
    if (this.tools.length > 0) this.tools.push({ ...this.tools.pop()!, ...CACHE_BREAKPOINT });
  }

  addReply(content: ContentBlock[]): void {
    this.turns.push({ reply: content, results: [] });
  }

  addResult(use: ToolUseBlock, response: AgentFeedback): void {
    this.turns.at(-1)!.results.push({ use, result: this.log.add(use.name, response) });
  }

  /** The harness's words after the last reply (a reply that called no tool), as the next user message. */
  addNote(text: string): void {
    this.turns.at(-1)!.note = text;
  }

  /** The next request's messages, as the results are now, with the breakpoints. */
  request(): { messages: MessageParam[]; tools: AnthropicTool[] } {
    const messages: MessageParam[] = [this.instructions];
    for (const turn of this.turns) {
      messages.push({ role: 'assistant', content: turn.reply as ContentBlockParam[] });
      if (turn.results.length > 0) messages.push({ role: 'user', content: turn.results.map(({ use, result }) => this.toolResult(use, result)) });
      if (turn.note !== undefined) messages.push({ role: 'user', content: turn.note });
    }
    // The instructions, whatever results are left out later, and the last two user messages.
    const marked = new Set([0, ...messages.flatMap((message, index) => (message.role === 'user' ? [index] : [])).slice(-2)]);
    return { messages: messages.map((message, index) => (marked.has(index) ? withBreakpoint(message) : message)), tools: this.tools };
  }

  private toolResult(use: ToolUseBlock, result: LoggedResult): ToolResultBlockParam {
    const { text, note, images } = this.log.parts(result);
    const content: ToolResultBlockParam['content'] = [{ type: 'text', text }];
    if (note) content.push({ type: 'text', text: note });
    for (const image of images) content.push({ type: 'image', source: { type: 'base64', media_type: image.mimeType as 'image/png', data: image.data } });
    return { type: 'tool_result', tool_use_id: use.id, content, ...(result.response.kind === 'error' && { is_error: true }) };
  }
}
