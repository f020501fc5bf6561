import fs from 'node:fs';
import path from 'node:path';
import type { Adapter } from '../adapters/adapter.ts';
import type { EpisodeOutcome } from '../episode/runner.ts';
import type { McpTarget } from '../targets/target.ts';
import { agentFacingDigest } from '../task-spec/digest.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import { formatTranscript } from './format.ts';

/** Set to 1 to write each live episode (plan or model) as a transcript the mock adapter replays. */
export const RECORD_ENV = 'BENCH_RECORD';

export function recordingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[RECORD_ENV] === '1';
}

/**
 * Writes an executed episode as a transcript: digests are computed here, never by hand. Only an
 * episode the judge ruled on is written; a run cut short by an error would record a half story.
 */
export function recordTranscript(outcome: EpisodeOutcome, task: TaskSpec, target: McpTarget, adapter: Adapter, file: string): string {
  if (!adapter.provenance) throw new Error(`the ${adapter.name} adapter replays transcripts; it cannot record them`);
  const { status } = outcome.result;
  if (status !== 'passed' && status !== 'failed')
    throw new Error(`not recording ${task.id}: the episode ended ${status} (${outcome.result.message ?? 'no verdict'})`);
  const header = {
    type: 'header' as const,
    format: 1 as const,
    task: task.id,
    target: target.name,
    targetVersion: target.version(),
    taskDigest: agentFacingDigest(task),
    ...adapter.provenance(file),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, formatTranscript(header, outcome.calls.map((call) => ({ ...call, response: call.response.kind }))));
  return file;
}
