import { OPTIONS, readOption } from '../environment/registry.ts';
import { chromeDevtoolsMcp } from './chrome-devtools-mcp/target.ts';
import { openchrome } from './openchrome/target.ts';
import { playwrightMcp } from './playwright-mcp/target.ts';
import type { McpTarget } from './target.ts';
import { variantTargets } from './variants.ts';

export type { McpTarget } from './target.ts';

/** Every MCP server the benchmark can drive, one module each. */
export const TARGETS: Readonly<Record<string, McpTarget>> = Object.fromEntries(
  [playwrightMcp, chromeDevtoolsMcp, openchrome].map((target) => [target.name, target]),
);

/** The targets a run in `env` knows: every server above, and the variants of them its `variants` option declares. */
export function knownTargets(env: NodeJS.ProcessEnv = process.env): Readonly<Record<string, McpTarget>> {
  const variants = variantTargets(readOption('variants', env), TARGETS, OPTIONS.variants.variable);
  return { ...TARGETS, ...Object.fromEntries(variants.map((target) => [target.name, target])) };
}

export function targetNamed(name: string, env: NodeJS.ProcessEnv = process.env): McpTarget {
  const known = knownTargets(env);
  const target = known[name];
  if (!target) throw new Error(`${name} is not a known MCP target (known: ${Object.keys(known).join(', ')})`);
  return target;
}
