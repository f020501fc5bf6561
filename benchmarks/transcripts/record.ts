import fs from 'node:fs';
import path from 'node:path';
import { readOption } from '../environment/registry.ts';
import type { EpisodeOutcome } from '../episode/runner.ts';
import { agentFacingDigest } from '../task-spec/digest.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import { formatTranscript, type TranscriptProvenance } from './format.ts';

/** Whether the run writes each live episode (reference solution, model or outside agent) as a transcript: the `record` option. */
export function recordingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return readOption('record', env);
}

/**
 * Writes an executed episode as a transcript: digests are computed here, never by hand. Only an
 * episode the judge ruled on is written; a run cut short by an error would record a half story.
 */
export function recordTranscript(outcome: EpisodeOutcome, task: TaskSpec, provenance: TranscriptProvenance, file: string): string {
  const { status, target } = outcome.result;
  if (status !== 'passed' && status !== 'failed')
    throw new Error(`not recording ${task.id}: the episode ended ${status} (${outcome.result.message ?? 'no verdict'})`);
  const header = { task: task.id, target: target.name, targetVersion: target.version, taskDigest: agentFacingDigest(task), ...provenance, web: outcome.result.web };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, formatTranscript(header, outcome.calls.map((call) => ({ ...call, response: call.response.kind }))));
  return file;
}
