import type { CallClass } from '../envelope/tool-class.ts';

/**
 * What a tool call changed that the harness saw beside the server's answer (the episode's change
 * watch, benchmarks/episode/change-watch.ts): a navigation, the DOM or a form field of a page (its
 * value, or the focus), a request the page sent, an arena site's records, a dialog, a tab.
 */
export const CALL_CHANGES = ['navigation', 'dom', 'request', 'site', 'dialog', 'tab'] as const;
export type CallChange = (typeof CALL_CHANGES)[number];

/** An image of an answer, by its format and its size (decoded bytes). */
export interface ImageSize {
  mimeType: string;
  bytes: number;
}

/** An image part's format and decoded size (its data is base64). */
export const imageSize = (image: { data: string; mimeType: string }): ImageSize => ({ mimeType: image.mimeType, bytes: Math.floor((image.data.length * 3) / 4) });

/** One call of an episode as the findings read it: what was asked, what the server answered, what changed. */
export interface FindingCall {
  step: number;
  tool: string;
  class: CallClass;
  /** As recorded (secrets and handles as markers). */
  args: Record<string, unknown>;
  kind: 'ok' | 'error' | 'oversized';
  text: string;
  images: ImageSize[];
  bytes: number;
  answeredBy: 'server' | 'harness';
  /** Absent where the harness could not tell (no page to watch, a call the harness answered). */
  changes?: readonly CallChange[];
}

/** An answer a model never got whole: the first request that held it had it cut (`keptBytes` of its `textBytes` kept) or left out (0 kept), its images dropped. */
export interface UnreceivedAnswer {
  step: number;
  tool: string;
  /** The whole answer as the server sent it, images included. */
  bytes: number;
  textBytes: number;
  keptBytes: number;
  images: ImageSize[];
}

/** What one episode gives the findings: its calls, and what its model did not receive. */
export interface FindingInput {
  calls: readonly FindingCall[];
  unreceived: readonly UnreceivedAnswer[];
}

export const FINDING_NAMES = ['silent_no_op', 'blind_action', 'lost_script_result', 'dropped_answer', 'stale_reference', 'server_error'] as const;
export type FindingName = (typeof FINDING_NAMES)[number];

/** One call a finding names, and what was seen, in one line. */
export interface CallFinding {
  kind: FindingName;
  step: number;
  tool: string;
  detail: string;
  /** What the report groups this finding's calls by (a server error's message, its numbers and names blanked). */
  group?: string;
}

/**
 * One kind of server behaviour that costs an agent, found in an episode's calls. Each is one
 * module in `kinds/`, registered in `kinds/index.ts`.
 */
export interface FindingKind {
  name: FindingName;
  /** Its name in the reports. */
  title: string;
  /** What it is, in a sentence: when a call is counted. */
  definition: string;
  /** What a server's author would change so that agents stop paying for it. */
  remedy: string;
  find(input: FindingInput): CallFinding[];
}

export const defineFinding = (kind: FindingKind): FindingKind => kind;

/** `text` shortened to `max` characters on one line, for a finding's detail. */
export function oneLine(text: string, max = 100): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

/** The first line of an answer that says something: not blank, not a Markdown heading (`### Error`) or a code fence. */
export const firstLine = (text: string): string => text.split('\n').find((line) => line.trim() !== '' && !/^\s*(#+\s|```)/.test(line))?.trim() ?? '';

/** An action: a call that changes the page or goes somewhere, answered by the server. */
export const isServerAction = (call: FindingCall) => call.answeredBy === 'server' && (call.class === 'act' || call.class === 'navigate');
