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

export function validateTaskSpec(input: unknown, source: string): TaskSpec {
  const parsed = taskSpecSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(source, describeIssues(parsed.error.issues));
  return parsed.data;
}
