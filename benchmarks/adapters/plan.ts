import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describeIssues, ValidationError } from '../task-spec/validate.ts';
import { planPath, TRANSCRIPTS_DIR } from '../transcripts/format.ts';
import { defineAdapter, scriptedAgent } from './adapter.ts';

/** A hand-authored list of tool calls for one task, executed live to record a transcript. */
export const planSchema = z.strictObject({
  /** Why these calls: what a reader of the transcript should know. */
  note: z.string().min(1),
  calls: z.array(z.strictObject({ tool: z.string().min(1), args: z.record(z.string(), z.unknown()) })).min(1),
});

export function readPlan(file: string): z.infer<typeof planSchema> {
  const shown = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) throw new ValidationError(shown, ['no such plan file']);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ValidationError(shown, [`not JSON (${(error as Error).message})`]);
  }
  const parsed = planSchema.safeParse(json);
  if (!parsed.success) throw new ValidationError(shown, describeIssues(parsed.error.issues));
  return parsed.data;
}

/** Executes the plan beside the transcript it records (transcripts/<target>/<task>.plan.json). */
export const plan = defineAdapter({
  name: 'plan',
  async startEpisode({ transcriptFile }) {
    const file = planPath(transcriptFile);
    return scriptedAgent(readPlan(file).calls.map((call, index) => ({ ...call, origin: `${path.relative(process.cwd(), file)} calls[${index}]` })));
  },
  provenance: (transcriptFile) => ({
    method: 'plan',
    recordedBy: `hand-authored plan ${path.relative(TRANSCRIPTS_DIR, planPath(transcriptFile))}, executed live`,
  }),
});
