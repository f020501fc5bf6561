import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readOption } from '../environment/registry.ts';
import { describeIssues } from '../json-path.ts';
import { ValidationError } from '../task-spec/validate.ts';

/** The project's baseline: passes each suite must keep, per target. */
export const BASELINE_FILE = path.resolve(import.meta.dirname, '../../baseline.json');

/**
 * The baseline a run is gated against: the `baselineFile` option's (tests use it for broken and
 * lowered copies, and the two-task suite), else the project's.
 */
export function baselineFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(readOption('baselineFile', env) ?? BASELINE_FILE);
}

const baselineSchema = z.strictObject({
  $comment: z.string().optional(),
  /** target → suite → passes the suite must keep. */
  expected_pass_count: z.record(z.string(), z.record(z.string(), z.number().int().min(0))),
});
export type Baseline = z.infer<typeof baselineSchema>;

export function parseBaseline(text: string, source: string): Baseline {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ValidationError(source, [`not JSON (${(error as Error).message})`]);
  }
  const parsed = baselineSchema.safeParse(json);
  if (!parsed.success) throw new ValidationError(source, describeIssues(parsed.error.issues));
  return parsed.data;
}

export function readBaseline(file = baselineFile()): Baseline {
  return parseBaseline(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
}

/** Every number the candidate lowers or drops compared with the committed baseline. */
export function loweredNumbers(committed: Baseline, candidate: Baseline): string[] {
  const lowered: string[] = [];
  for (const [target, suites] of Object.entries(committed.expected_pass_count))
    for (const [suite, count] of Object.entries(suites)) {
      const now = candidate.expected_pass_count[target]?.[suite];
      if (now === undefined) lowered.push(`${target}.${suite}: ${count} → removed`);
      else if (now < count) lowered.push(`${target}.${suite}: ${count} → ${now}`);
    }
  return lowered;
}
