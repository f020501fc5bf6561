import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type {
  ContentBlock,
  ContentBlockParam,
  MessageParam,
  Tool as AnthropicTool,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages/messages';
import { taskInstructions } from '../../contracts/answer-protocol.ts';
import type { TaskSpec } from '../../task-spec/schema.ts';
import type { AgentFeedback } from '../adapter.ts';

const CACHE_BREAKPOINT = { cache_control: { type: 'ephemeral' } } as const;

/** An MCP tool as the Messages API takes it. */
const anthropicTool = (tool: Tool): AnthropicTool => ({
  name: tool.name,
  description: tool.description ?? '',
  input_schema: tool.inputSchema as AnthropicTool['input_schema'],
});

function toolResult(use: ToolUseBlock, response: AgentFeedback): ToolResultBlockParam {
  const content: ToolResultBlockParam['content'] = [{ type: 'text', text: response.text || '(empty response)' }];
  // The harness's envelope, as facts: where the agent stands against its limits.
  if (response.envelope && response.envelope.budget_status !== 'ok')
    content.push({ type: 'text', text: `[harness envelope] ${JSON.stringify(response.envelope)}` });
  for (const image of response.images ?? [])
    content.push({ type: 'image', source: { type: 'base64', media_type: image.mimeType as 'image/png', data: image.data } });
  return { type: 'tool_result', tool_use_id: use.id, content, ...(response.kind === 'error' && { is_error: true }) };
}

/** `message` with a cache breakpoint on its last block. */
function withBreakpoint(message: MessageParam): MessageParam {
  const blocks: ContentBlockParam[] = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : [...message.content];
  blocks.push({ ...blocks.pop()!, ...CACHE_BREAKPOINT } as ContentBlockParam);
  return { ...message, content: blocks } as MessageParam;
}

/**
 * One episode's conversation: the goal, the model's replies as they came (thinking blocks and
 * all: the API checks their signatures), and the tool results of each reply in one user message.
 * Requests carry prompt-cache breakpoints on the tools and on the last two user messages: the
 * previous request's last message (its prefix, written to the cache then, is read back) and this
 * request's (written for the next turn). Each turn is then billed in full only for what is new.
 */
export class Conversation {
  private readonly messages: MessageParam[];
  private results: ToolResultBlockParam[] = [];
  readonly tools: AnthropicTool[];

  constructor(task: Pick<TaskSpec, 'startUrl'>, goal: string, tools: readonly Tool[]) {
    this.messages = [{ role: 'user', content: taskInstructions(task.startUrl, goal) }];
    this.tools = tools.map(anthropicTool);
    if (this.tools.length > 0) this.tools.push({ ...this.tools.pop()!, ...CACHE_BREAKPOINT });
  }

  addReply(content: ContentBlock[]): void {
    this.messages.push({ role: 'assistant', content: content as ContentBlockParam[] });
  }

  addResult(use: ToolUseBlock, response: AgentFeedback): void {
    this.results.push(toolResult(use, response));
  }

  /** The messages of the next request: the tool results given since the last reply, then the breakpoints. */
  request(): { messages: MessageParam[]; tools: AnthropicTool[] } {
    if (this.results.length > 0) this.messages.push({ role: 'user', content: this.results });
    this.results = [];
    const lastUsers = this.messages.flatMap((message, index) => (message.role === 'user' ? [index] : [])).slice(-2);
    return { messages: this.messages.map((message, index) => (lastUsers.includes(index) ? withBreakpoint(message) : message)), tools: this.tools };
  }
}
