import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type {
  ChatCompletionContentPart,
  ChatCompletionFunctionTool,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions/completions';
import type { AgentFeedback } from '../adapter.ts';
import type { LoggedResult, ToolResultLog } from '../model/tool-results.ts';

/** An MCP tool as Chat Completions takes it: a function whose parameters are its input schema. */
const functionTool = (tool: Tool): ChatCompletionFunctionTool => ({
  type: 'function',
  function: { name: tool.name, description: tool.description ?? '', parameters: tool.inputSchema as Record<string, unknown> },
});

/**
 * One episode's conversation in Chat Completions messages: the instructions (the task, the
 * answer protocol, the caps), each reply (its text and tool calls), one `tool` message per call,
 * and, after them, a user message with the images those calls returned (tool messages take text
 * only). Rendered from the episode's ToolResultLog at every
 * request: older results may have been left out since. The prompt cache needs nothing marked: it
 * keeps the longest prefix it has seen.
 */
export class Conversation {
  private readonly instructions: ChatCompletionMessageParam;
  private readonly turns: Array<{ reply: ChatCompletionMessage; results: Array<{ id: string; result: LoggedResult }>; note?: string }> = [];
  readonly tools: ChatCompletionFunctionTool[];

  constructor(
    instructions: string,
    tools: readonly Tool[],
    private readonly log: ToolResultLog,
  ) {
    this.instructions = { role: 'user', content: instructions };
    this.tools = tools.map(functionTool);
  }

  addReply(reply: ChatCompletionMessage): void {
    this.turns.push({ reply, results: [] });
  }

  addResult(id: string, tool: string, response: AgentFeedback): void {
    this.turns.at(-1)!.results.push({ id, result: this.log.add(tool, response) });
  }

  /** The harness's words after the last reply (a reply that called no tool), as the next user message. */
  addNote(text: string): void {
    this.turns.at(-1)!.note = text;
  }

  request(): { messages: ChatCompletionMessageParam[]; tools: ChatCompletionFunctionTool[] } {
    const messages: ChatCompletionMessageParam[] = [this.instructions];
    for (const { reply, results, note } of this.turns) {
      // What the reply said and called, nothing the server added (annotations, audio, refusal).
      messages.push({ role: 'assistant', content: reply.content ?? null, ...(reply.tool_calls?.length && { tool_calls: reply.tool_calls }) });
      const images: ChatCompletionContentPart[] = [];
      for (const { id, result } of results) {
        const parts = this.log.parts(result);
        const text = [result.response.kind === 'error' ? `[tool error] ${parts.text}` : parts.text, parts.note].filter(Boolean).join('\n');
        messages.push({ role: 'tool', tool_call_id: id, content: text });
        if (parts.images.length > 0) images.push({ type: 'text', text: `The images the ${result.tool} call (${id}) returned:` });
        for (const image of parts.images) images.push({ type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.data}` } });
      }
      if (images.length > 0) messages.push({ role: 'user', content: images });
      if (note !== undefined) messages.push({ role: 'user', content: note });
    }
    return { messages, tools: this.tools };
  }
}
