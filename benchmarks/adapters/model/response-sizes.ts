import fs from 'node:fs';
import path from 'node:path';

/** Where the measured sizes are kept: written by `npm run measure-responses`, read by the dry run. */
export const RESPONSE_SIZES_FILE = path.join(import.meta.dirname, 'response-sizes.json');

/**
 * The bytes of every tool response of each task's recorded episode (its transcript replayed in
 * mock), per target, in call order: what a model on that server would have read doing the task
 * the way the reference solution does.
 */
export interface ResponseSizes {
  measured: string;
  commit: string;
  targets: Record<string, { version: string; tasks: Record<string, number[]> }>;
}

const EMPTY: ResponseSizes = { measured: '', commit: '', targets: {} };

export function readResponseSizes(file = RESPONSE_SIZES_FILE): ResponseSizes {
  if (!fs.existsSync(file)) return EMPTY;
  const sizes = JSON.parse(fs.readFileSync(file, 'utf8')) as ResponseSizes;
  for (const [target, { tasks }] of Object.entries(sizes.targets ?? {}))
    for (const [task, calls] of Object.entries(tasks))
      if (!Array.isArray(calls) || calls.some((bytes) => !Number.isInteger(bytes) || bytes < 0)) throw new Error(`${file}: ${target} ${task}: not a list of response sizes in bytes`);
  return sizes;
}

/** The median of a target's recorded responses, in bytes (of every task's calls): for a task it has no recording of. */
export function medianResponseBytes(sizes: ResponseSizes, target: string): number | undefined {
  const all = Object.values(sizes.targets[target]?.tasks ?? {}).flat().sort((a, b) => a - b);
  return all.length === 0 ? undefined : all[Math.floor(all.length / 2)];
}
