import type { z } from 'zod';
import { taskSpecSchema, type TaskSpec } from './schema.ts';

/** `success.children[1].child` — a zod issue path written as a JSON path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${jsonPath(issue.path)}: ${issue.message}`);
}

/** Invalid input, with every problem found (not just the first), each naming where it is. */
export class ValidationError extends Error {
  override name = 'ValidationError';
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`${source}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Deeper nesting than any real contract needs; refused before parsing, so input cannot exhaust the stack. */
export const MAX_NESTING = 32;

function nestingProblem(input: unknown): string | undefined {
  const stack: Array<[unknown, PropertyKey[]]> = [[input, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (path.length > MAX_NESTING) return `${jsonPath(path)}: nested deeper than ${MAX_NESTING} levels`;
    if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) stack.push([child, [...path, Array.isArray(value) ? Number(key) : key]]);
  }
  return undefined;
}

export function validateTaskSpec(input: unknown, source: string): TaskSpec {
  const tooDeep = nestingProblem(input);
  if (tooDeep) throw new ValidationError(source, [tooDeep]);
  const parsed = taskSpecSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(source, describeIssues(parsed.error.issues));
  return parsed.data;
}
