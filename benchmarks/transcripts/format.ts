import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { canonicalJson, sha256 } from '../task-spec/digest.ts';
import { describeIssues } from '../json-path.ts';

/** Recorded episodes live at transcripts/<target>/<task>.jsonl. */
export const TRANSCRIPTS_DIR = path.resolve(import.meta.dirname, '../../transcripts');

export function transcriptPath(target: string, taskId: string, dir = TRANSCRIPTS_DIR): string {
  return path.join(dir, target, `${taskId}.jsonl`);
}

/** Where a live model's (or an outside agent's) episode is recorded: `<runs>/<date>-<model or agent>-<target>/<task>.jsonl`, beside its result. */
export function runRecordingPath(
  runsDir: string,
  result: { task: string; target: { name: string }; agent?: { model: { id: string } }; agentName?: string },
  date = new Date().toISOString().slice(0, 10),
): string {
  // An outside agent's name is what its MCP client says it is: anything but a folder name.
  const who = result.agent?.model.id ?? result.agentName?.replace(/[^A-Za-z0-9._-]+/g, '-') ?? 'unknown-model';
  return path.join(runsDir, `${date}-${who}-${result.target.name}`, `${result.task}.jsonl`);
}

/** Transcripts that must fail, each `<task>.<variant>.jsonl`: the judge's negative controls. */
export function negativeTranscriptPath(target: string, taskId: string, variant: string, dir = TRANSCRIPTS_DIR): string {
  return path.join(dir, target, 'negative', `${taskId}.${variant}.jsonl`);
}

const digest = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 hex digest');

/** First line: which task, on which server, made how and by whom, and what follows it. */
export const transcriptHeaderSchema = z.strictObject({
  type: z.literal('header'),
  /** 3: the answer is the submit_answer call among the calls (format 2 kept a free-text answer in the done line: re-record it). */
  format: z.literal(3, { error: 'format 3 (a transcript of format 2 holds a free-text answer, which is no longer judged: re-record it with npm run record)' }),
  task: z.string().min(1),
  target: z.string().min(1),
  targetVersion: z.string().min(1),
  /** agentFacingDigest of the task when it was recorded. */
  taskDigest: digest,
  /** `reference`: the task's reference solution, carried out by the target's solver; `model`: a model chose the calls. */
  method: z.enum(['reference', 'model']),
  recordedBy: z.string().min(1),
  /** Whether public hostnames were the offline mirrors or the real sites when it was recorded. */
  web: z.enum(['replay', 'live']),
  /** How many call lines follow, and the sha256 of every line after this one: a cut or reordered body is refused. */
  calls: z.number().int().min(0),
  bodyDigest: digest,
});

/** One tool call as the agent made it (runtime handles and secrets as placeholders), and the kind of answer it got. */
export const transcriptCallSchema = z.strictObject({
  type: z.literal('call'),
  seq: z.number().int().min(1),
  tool: z.string().min(1),
  args: z.record(z.string(), z.unknown()),
  argsDigest: digest,
  response: z.enum(['ok', 'error', 'oversized']),
});

/** The last line: the agent stopped (its answer, if any, is its submit_answer call above). */
export const transcriptDoneSchema = z.strictObject({ type: z.literal('done') });

export type TranscriptHeader = z.infer<typeof transcriptHeaderSchema>;
/** How a transcript was made, and by whom. */
export type TranscriptProvenance = Pick<TranscriptHeader, 'method' | 'recordedBy'>;
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
  const body = lines.slice(1);
  if (sha256(body.join('\n')) !== header.bodyDigest)
    throw new TranscriptError(file, undefined, `the body does not match the header's bodyDigest (${body.length} lines after the header; cut, reordered or edited by hand? re-record it)`);
  const done = body.pop();
  if (done === undefined) throw new TranscriptError(file, 2, 'no done line (the transcript is cut)');
  parseLine(transcriptDoneSchema, done, file, lines.length);
  if (body.length !== header.calls) throw new TranscriptError(file, 1, `the header counts ${header.calls} calls, the body has ${body.length}`);
  const calls = body.map((text, index) => {
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

/** A transcript's text: the header with the body's count and digest, the calls, the done line. */
export function formatTranscript(
  header: Omit<TranscriptHeader, 'type' | 'format' | 'calls' | 'bodyDigest'>,
  calls: ReadonlyArray<Pick<TranscriptCall, 'tool' | 'args' | 'response'>>,
): string {
  const body = [
    ...calls.map((call, index) =>
      JSON.stringify({ type: 'call', seq: index + 1, tool: call.tool, args: call.args, argsDigest: argsDigest(call.args), response: call.response }),
    ),
    JSON.stringify({ type: 'done' }),
  ];
  const full: TranscriptHeader = { type: 'header', format: 3, ...header, calls: calls.length, bodyDigest: sha256(body.join('\n')) };
  return `${[JSON.stringify(full), ...body].join('\n')}\n`;
}
