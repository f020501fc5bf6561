/**
 * The answer as plain text, and finding phrases in it so that case, accents, punctuation and
 * markup do not matter while every match keeps its place in the text: where a value is stated
 * decides whether the answer commits to it (reading.ts).
 */

/**
 * Markdown and typography a model adds around its words: bold, code spans, links, headings,
 * bullets, table pipes, curly quotes. What is left is the answer's words, in the same order.
 */
export function plainAnswer(answer: string): string {
  // "1. …" lines are a numbered list only when there are two of them: "7. I checked…" is an answer.
  const numbered = (answer.match(/^[ \t]*\d{1,2}[.)][ \t]/gm) ?? []).length >= 2;
  return answer
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/\[([^\]\n]{0,200})\]\([^)\s]{0,500}\)/g, '$1') // [text](url) → text
    .replace(/\*\*|__|~~|`/g, '')
    .replace(/^[ \t]*\|?[ \t:|-]*-{3,}[ \t:|-]*$/gm, '') // a table's header rule
    .replace(/^[ \t]*\|[ \t]*/gm, '')
    .replace(/[ \t]*\|[ \t]*$/gm, '')
    .replace(/[ \t]*\|[ \t]*/g, ', ') // table cells read as a list
    .replace(/^[ \t]*(?:#{1,6}|>|[-*•·])[ \t]+/gm, '') // headings, quotes, bullets
    .replace(numbered ? /^[ \t]*\d{1,2}[.)][ \t]+/gm : /(?!)/g, '')
    .replace(/[ \t]+/g, ' ');
}

/** A range of the plain answer: [start, end). */
export interface Span {
  start: number;
  end: number;
}

/**
 * Lower case, no accents, punctuation as spaces, thousands separators dropped (1,083 → 1083),
 * whitespace collapsed — with, for every character kept, the offset in `text` it came from.
 */
export function normalizeWithOffsets(text: string): { normalized: string; offsets: number[] } {
  let normalized = '';
  const offsets: number[] = [];
  const push = (char: string, at: number) => {
    if (char === ' ' && (normalized === '' || normalized.endsWith(' '))) return;
    normalized += char;
    offsets.push(at);
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    // 1,083 → 1083: a comma between a digit and exactly three digits.
    if (char === ',' && /\d/.test(text[i - 1] ?? '') && /^\d{3}(?!\d)/.test(text.slice(i + 1, i + 5))) continue;
    // A full stop is a decimal point only between digits.
    if (char === '.' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) {
      push('.', i);
      continue;
    }
    const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    for (const piece of folded) push(/[\p{L}\p{N}%]/u.test(piece) ? piece : ' ', i);
  }
  if (normalized.endsWith(' ')) {
    normalized = normalized.slice(0, -1);
    offsets.pop();
  }
  return { normalized, offsets };
}

/** The normalised form of a phrase alone ("Berners-Lee." → "berners lee"). */
export function normalizePhrase(text: string): string {
  return normalizeWithOffsets(text).normalized;
}

/** A phrase written in capitals (GET, POST, NOT FOUND) is matched as written: "get" is a word, GET a method. */
const isCapitals = (phrase: string) => /^[A-Z0-9 _./-]+$/.test(phrase) && /[A-Z].*[A-Z]/.test(phrase);

/** Where a text is searched for phrases: its normalised form, computed once. */
export class PhraseIndex {
  private readonly normalized: string;
  private readonly offsets: number[];
  /** The text's words: a phrase whose first word is not among them is not searched for (vocabularies are long). */
  private readonly words: Set<string>;

  constructor(readonly text: string) {
    ({ normalized: this.normalized, offsets: this.offsets } = normalizeWithOffsets(text));
    this.words = new Set(this.normalized.split(' '));
  }

  /** Every occurrence of `phrase` as whole words, as spans of the text. */
  find(phrase: string): Span[] {
    const needle = normalizePhrase(phrase);
    if (needle === '' || !this.words.has(needle.split(' ')[0])) return [];
    const spans: Span[] = [];
    const haystack = ` ${this.normalized} `;
    for (let at = haystack.indexOf(` ${needle} `); at >= 0; at = haystack.indexOf(` ${needle} `, at + 1)) {
      // `at` is the space before the match in the padded string: the match starts at `at` in `normalized`.
      const start = this.offsets[at];
      const end = this.offsets[at + needle.length - 1] + 1;
      if (isCapitals(phrase) && !this.text.slice(start, end).includes(phrase.trim())) continue;
      spans.push({ start, end });
    }
    return spans;
  }
}

export interface PhraseMatch<T> extends Span {
  /** What matched: the entry the phrase belongs to. */
  entry: T;
}

/**
 * Occurrences of any of many phrases (a vocabulary), the longest winning where two overlap
 * ("Lumio Wave Pro" over "Lumio Wave"): each place in the text names at most one thing.
 */
export function findLongest<T>(index: PhraseIndex, phrases: ReadonlyArray<{ phrase: string; entry: T }>): Array<PhraseMatch<T>> {
  const all: Array<PhraseMatch<T>> = [];
  for (const { phrase, entry } of phrases) for (const span of index.find(phrase)) all.push({ ...span, entry });
  // From the left, the longest match at each place; a match inside one kept already is not another mention.
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Array<PhraseMatch<T>> = [];
  for (const match of all) if (match.start >= (kept.at(-1)?.end ?? 0)) kept.push(match);
  return kept;
}
