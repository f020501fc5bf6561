import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describeIssues } from '../json-path.ts';
import { defineTarget, type McpTarget } from './target.ts';

/**
 * Variants: other builds of a known server, as targets of their own, for an A/B of a change
 * (docs/benchmarks/servers.md). JSON, by name: the target it is a build of (`of`) and the
 * command that starts the build (`command`: the executable and its own arguments; the harness's
 * arguments follow, as for the original).
 */
const variantsSchema = z.record(z.string(), z.object({ of: z.string().min(1), command: z.array(z.string().min(1)).min(1) }).strict());

// A name is a folder's and a report column's: zod's record keys say only "Invalid key" when refused.
const VARIANT_NAME = /^[a-z0-9][a-z0-9._-]*$/;

/** Why a build's command cannot start here: an executable not found, or a file it names missing. */
function missing(command: readonly string[]): string | undefined {
  const [executable, ...rest] = command;
  if (path.isAbsolute(executable) ? !fs.existsSync(executable) : !onPath(executable)) return `${executable} is not found`;
  const file = rest.find((arg) => path.isAbsolute(arg) && !fs.existsSync(arg));
  return file ? `${file} does not exist` : undefined;
}

function onPath(executable: string): boolean {
  try {
    execFileSync('which', [executable], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The variants `json` declares (`variable` names where it came from, for errors), each its
 * original in every way but its name, its program, its version (its `initialize` answer) and its
 * availability; each replays its original's transcripts.
 */
export function variantTargets(json: string | undefined, known: Readonly<Record<string, McpTarget>>, variable: string): McpTarget[] {
  if (!json?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`${variable}: not JSON (${(error as Error).message})`);
  }
  const result = variantsSchema.safeParse(parsed);
  if (!result.success) throw new Error(`${variable}: ${describeIssues(result.error.issues).join('; ')}`);
  return Object.entries(result.data).map(([name, { of, command }]) => {
    if (!VARIANT_NAME.test(name)) throw new Error(`${variable}: ${name}: a name of lower-case letters, digits, dots, dashes and underscores`);
    const original = known[of];
    if (!original) throw new Error(`${variable}: ${name}.of: ${of} is not a known MCP target (known: ${Object.keys(known).join(', ')})`);
    if (known[name]) throw new Error(`${variable}: ${name}: the name of a known MCP target; a variant needs a name of its own`);
    return defineTarget({
      ...original,
      name,
      version: undefined,
      unavailable: () => {
        const why = missing(command);
        return why ? `the variant ${name} of ${of} cannot start: ${why} (${variable})` : undefined;
      },
      launch: (browser, outputDir) => ({ ...original.launch(browser, outputDir), program: command }),
      transcriptsOf: original.transcriptsOf ?? original.name,
    });
  });
}
