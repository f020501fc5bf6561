import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { canonicalJson, sha256 } from '../task-spec/digest.ts';
import { describeIssues } from '../task-spec/validate.ts';

/** Recorded episodes live at transcripts/<target>/<task>.jsonl; hand-authored plans beside them. */
/** Replays read another copy of the transcripts from here (used by tests that mutate them). */
export const TRANSCRIPTS_DIR_ENV = 'BENCH_TRANSCRIPTS_DIR';
export const TRANSCRIPTS_DIR = path.resolve(process.env[TRANSCRIPTS_DIR_ENV] || path.resolve(import.meta.dirname, '../../transcripts'));

export function transcriptPath(target: string, taskId: string): string {
  return path.join(TRANSCRIPTS_DIR, target, `${taskId}.jsonl`);
}

/** A transcript's plan sits beside it: `<name>.plan.json` for `<name>.jsonl`. */
export function planPath(transcriptFile: string): string {
  return transcriptFile.replace(/\.jsonl$/, '.plan.json');
}

/** Transcripts that must fail, each named `<task>.<what is wrong>.jsonl`: the judge's negative controls. */
export function negativeControlsDir(target: string): string {
  return path.join(TRANSCRIPTS_DIR, target, 'negative');
}

export interface NegativeControl {
  taskId: string;
  /** What is wrong with it, from its name. */
  variant: string;
  transcriptFile: string;
}

export function listNegativeControls(target: string): NegativeControl[] {
  const dir = negativeControlsDir(target);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.plan.json'))
    .sort()
    .map((name) => {
      const [taskId, variant] = name.replace(/\.plan\.json$/, '').split('.', 2);
      return { taskId, variant: variant ?? 'negative', transcriptFile: path.join(dir, name.replace(/\.plan\.json$/, '.jsonl')) };
    });
}

const digest = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 hex digest');

/** First line: which task, on which server, made how and by whom. */
export const transcriptHeaderSchema = z.strictObject({
  type: z.literal('header'),
  format: z.literal(1),
  task: z.string().min(1),
  target: z.string().min(1),
  targetVersion: z.string().min(1),
  /** agentFacingDigest of the task when it was recorded. */
  taskDigest: digest,
  /** `plan`: a hand-authored list of calls executed live; `model`: a model chose the calls. */
  method: z.enum(['plan', 'model']),
  recordedBy: z.string().min(1),
});

/** Every other line: one tool call as the agent made it, and the kind of answer it got. */
export const transcriptCallSchema = z.strictObject({
  type: z.literal('call'),
  seq: z.number().int().min(1),
  tool: z.string().min(1),
  args: z.record(z.string(), z.unknown()),
  argsDigest: digest,
  response: z.enum(['ok', 'error']),
});

export type TranscriptHeader = z.infer<typeof transcriptHeaderSchema>;
export type TranscriptCall = z.infer<typeof transcriptCallSchema> & { line: number };

export interface Transcript {
  file: string;
  header: TranscriptHeader;
  calls: TranscriptCall[];
}

/** A transcript that cannot be trusted, naming the file and line. */
export class TranscriptError extends Error {
  override name = 'TranscriptError';
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    detail: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${detail}`);
  }
}

export function argsDigest(args: Record<string, unknown>): string {
  return sha256(canonicalJson(args));
}

function parseLine<T>(schema: z.ZodType<T>, text: string, file: string, line: number): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new TranscriptError(file, line, `not JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new TranscriptError(file, line, describeIssues(parsed.error.issues).join('; '));
  return parsed.data;
}

export function parseTranscript(text: string, file: string): Transcript {
  const lines = text.split('\n');
  // One trailing newline is normal; any other blank line is not.
  if (lines.at(-1) === '') lines.pop();
  if (lines.length === 0) throw new TranscriptError(file, 1, 'empty transcript (expected a header line)');
  const header = parseLine(transcriptHeaderSchema, lines[0], file, 1);
  const calls = lines.slice(1).map((text, index) => {
    const line = index + 2;
    const call = parseLine(transcriptCallSchema, text, file, line);
    if (call.seq !== index + 1) throw new TranscriptError(file, line, `seq ${call.seq} out of order (expected ${index + 1})`);
    if (call.argsDigest !== argsDigest(call.args))
      throw new TranscriptError(file, line, `argsDigest does not match the args of ${call.tool} (edited by hand? re-record it)`);
    return { ...call, line };
  });
  return { file, header, calls };
}

export function readTranscript(file: string): Transcript {
  const shown = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) throw new TranscriptError(shown, undefined, 'no such transcript (record one with: npm run record)');
  return parseTranscript(fs.readFileSync(file, 'utf8'), shown);
}

export function formatTranscript(header: TranscriptHeader, calls: Array<Pick<TranscriptCall, 'tool' | 'args' | 'response'>>): string {
  const lines = [
    JSON.stringify(header),
    ...calls.map((call, index) =>
      JSON.stringify({ type: 'call', seq: index + 1, tool: call.tool, args: call.args, argsDigest: argsDigest(call.args), response: call.response }),
    ),
  ];
  return `${lines.join('\n')}\n`;
}
