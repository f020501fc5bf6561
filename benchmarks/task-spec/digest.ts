import { createHash } from 'node:crypto';
import { submitTool } from '../contracts/answer/submission.ts';
import type { TaskSpec } from './schema.ts';

/** JSON with object keys sorted, so equal values always hash equally. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Digest of what the agent is given: id, start URL, goal, setup, and the submit tool's schema (its
 * fields' names, types and descriptions). A recording stays valid when only judge-side fields
 * change (caps, the expected values and tolerances of the success contract, tags) — that is what
 * lets a copy of a task with a lowered step cap or a stricter contract replay the same transcript.
 */
export function agentFacingDigest(task: TaskSpec): string {
  const submit = submitTool(task.success).tool.inputSchema;
  return sha256(canonicalJson({ id: task.id, startUrl: task.startUrl, goal: task.goal, setup: task.setup ?? null, submit }));
}
