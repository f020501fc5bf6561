import { chromeDevtoolsMcp } from './chrome-devtools-mcp/target.ts';
import { openchrome } from './openchrome/target.ts';
import { playwrightMcp } from './playwright-mcp/target.ts';
import type { McpTarget } from './target.ts';

export type { McpTarget } from './target.ts';

/** Every MCP server the benchmark can drive, one module each. */
export const TARGETS: Readonly<Record<string, McpTarget>> = Object.fromEntries(
  [playwrightMcp, chromeDevtoolsMcp, openchrome].map((target) => [target.name, target]),
);

export function targetNamed(name: string): McpTarget {
  const target = TARGETS[name];
  if (!target) throw new Error(`${name} is not a known MCP target (known: ${Object.keys(TARGETS).join(', ')})`);
  return target;
}
