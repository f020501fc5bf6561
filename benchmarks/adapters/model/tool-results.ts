import { imageSize, type UnreceivedAnswer } from '../../findings/finding.ts';
import { harnessNotes, type AgentFeedback } from '../adapter.ts';

/** How much of a tool result the model is given. */
export type ResultForm = { kind: 'whole' } | { kind: 'stub' } | { kind: 'cut'; keptBytes: number };

/** One tool result of an episode's conversation, as the harness got it and as the model is given it. */
export interface LoggedResult {
  readonly tool: string;
  readonly response: AgentFeedback;
  form: ResultForm;
  /** Sent to the model at least once: changing it changes a prefix the prompt cache holds. */
  sent: boolean;
}

/** What the model reads of a result: its text, the harness's envelope note, its images. */
export interface ResultParts {
  text: string;
  note?: string;
  images: Array<{ data: string; mimeType: string }>;
}

/** About what the note on a cut result adds. */
const CUT_NOTE_BYTES = 256;

const where = (result: LoggedResult) => (result.response.url ? ` at ${result.response.url}` : '');

/** The text that stands in for a result left out: the tool, the page, the bytes left out. */
export const stubText = (result: LoggedResult): string =>
  `[harness: this ${result.tool} response${where(result)} (${result.response.bytes} bytes) was left out to keep the conversation within its context budget; call a tool again to see the page as it is now]`;

/** The first `bytes` bytes of `text`, never splitting a character. */
function headBytes(text: string, bytes: number): string {
  const head = Buffer.from(text).subarray(0, Math.max(0, bytes)).toString('utf8');
  return head.endsWith('\uFFFD') ? head.slice(0, -1) : head;
}

/**
 * Every tool result of one episode's conversation, in order, and what the model is given of each:
 * the whole response, a stub in its place (older results, once the conversation outgrows its
 * context budget), or its head (a newest result too large for the budget on its own). The API's
 * conversation renders its messages from these at every request. `revision` changes whenever a
 * result already sent changes form: the prefix the prompt cache holds is then no longer the same.
 */
export class ToolResultLog {
  readonly results: LoggedResult[] = [];
  revision = 0;
  /** The server's answers the model never got whole: stubbed or cut before the first request that held them went out (a finding of the server's). */
  readonly unreceived: UnreceivedAnswer[] = [];

  add(tool: string, response: AgentFeedback): LoggedResult {
    const result: LoggedResult = { tool, response, form: { kind: 'whole' }, sent: false };
    this.results.push(result);
    return result;
  }

  /** A request with every result so far went out. */
  markSent(): void {
    for (const result of this.results) {
      const { response, form } = result;
      // A result with no step never reached the server (arguments the harness refused to pass on).
      if (!result.sent && form.kind !== 'whole' && response.step !== undefined)
        this.unreceived.push({
          step: response.step,
          tool: result.tool,
          bytes: response.bytes,
          textBytes: Buffer.byteLength(response.text),
          keptBytes: form.kind === 'cut' ? form.keptBytes : 0,
          images: (response.images ?? []).map(imageSize),
        });
      result.sent = true;
    }
  }

  parts(result: LoggedResult): ResultParts {
    const { response, form } = result;
    const note = harnessNotes(response).join('\n') || undefined;
    if (form.kind === 'stub') return { text: stubText(result), ...(note && { note }), images: [] };
    const text = response.text || '(empty response)';
    if (form.kind === 'whole') return { text, ...(note && { note }), images: response.images ?? [] };
    const left = Buffer.byteLength(text) - form.keptBytes;
    return {
      text: `${headBytes(text, form.keptBytes)}\n[harness: the last ${left} bytes of this ${result.tool} response${where(result)} were left out: the response alone is larger than the conversation's context budget]`,
      ...(note && { note }),
      images: [],
    };
  }

  /**
   * Leaves results out of a request that is `overTokens` above its budget, whose count makes a
   * token of `bytesPerToken` bytes of text; false when nothing more can go. In stable blocks, not a
   * little every turn, so that the prefix before them stays cached for the turns that follow:
   * first every result but the `keepRecent` newest becomes a stub at once; then every result but
   * the newest; then the newest is cut, shorter each time.
   */
  leaveOut(overTokens: number, keepRecent: number, bytesPerToken: number): boolean {
    const whole = this.results.filter((result) => result.form.kind !== 'stub');
    for (const keep of [keepRecent, 1]) {
      const older = whole.slice(0, Math.max(0, whole.length - keep));
      if (older.length > 0) {
        for (const result of older) this.reform(result, { kind: 'stub' });
        return true;
      }
    }
    const newest = whole.at(-1);
    if (!newest) return false;
    const bytes = newest.form.kind === 'cut' ? newest.form.keptBytes : Buffer.byteLength(newest.response.text);
    if (bytes === 0 && newest.form.kind === 'cut') return false;
    // As many bytes as the count puts in the tokens over, a tenth more and the note's worth to
    // spare: the request is counted again after, and cut again if it is still over.
    const cut = Math.ceil(overTokens * bytesPerToken * 1.1) + CUT_NOTE_BYTES;
    this.reform(newest, { kind: 'cut', keptBytes: Math.max(0, Math.min(bytes - 1, bytes - cut)) });
    return true;
  }

  private reform(result: LoggedResult, form: ResultForm): void {
    result.form = form;
    if (result.sent) this.revision++;
  }
}
