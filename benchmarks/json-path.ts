/**
 * Where a problem is, written as a JSON path (`success.children[1].child`): how every refusal of
 * the task schema and of a submission names its place. Imports nothing of the project.
 */
import type { z } from 'zod';

/** `success.children[1].child` — a zod issue path written as a JSON path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`)).join('');
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${jsonPath(issue.path)}: ${issue.message}`);
}
