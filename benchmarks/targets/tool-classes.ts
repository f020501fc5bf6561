import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolClass } from '../envelope/tool-class.ts';
import type { McpTarget } from './target.ts';

/** The class of each tool a server lists: its target's exceptions first, then the server's own annotations. */
export function classifyTools(target: Pick<McpTarget, 'toolClasses'>, tools: readonly Tool[]): (tool: string) => ToolClass {
  const classes = new Map<string, ToolClass>();
  for (const tool of tools) {
    const listed = target.toolClasses?.[tool.name];
    const takesUrl = Object.hasOwn(tool.inputSchema.properties ?? {}, 'url');
    classes.set(tool.name, listed ?? (tool.annotations?.readOnlyHint ? 'observe' : takesUrl ? 'navigate' : 'act'));
  }
  return (tool) => classes.get(tool) ?? target.toolClasses?.[tool] ?? 'act';
}
