import { chromeDevtoolsMcp } from './chrome-devtools-mcp.ts';
import { openchrome } from './openchrome.ts';
import { playwrightMcp } from './playwright-mcp.ts';
import type { McpTarget } from './target.ts';

export type { McpTarget } from './target.ts';

/** Every MCP server the benchmark can drive, one module each. */
export const TARGETS: Record<string, McpTarget> = {
  [playwrightMcp.name]: playwrightMcp,
  [chromeDevtoolsMcp.name]: chromeDevtoolsMcp,
  [openchrome.name]: openchrome,
};

export const TARGET_ENV = 'BENCH_TARGET';
export const DEFAULT_TARGET = playwrightMcp.name;

export function resolveTarget(name = process.env[TARGET_ENV] || DEFAULT_TARGET): McpTarget {
  const target = TARGETS[name];
  if (!target) throw new Error(`${TARGET_ENV}=${name} is not a known MCP target (known: ${Object.keys(TARGETS).join(', ')})`);
  return target;
}
