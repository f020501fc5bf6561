/**
 * How the judge reads an answer: which statement says what, and with how much weight. A value is
 * committed when it stands in the answer's main line; the same value in parentheses elaborates,
 * before a colon or a "so" it is a premise, and after "than", "the others", "from" or "was
 * previously" it is context. A negated value ("not X", "X is not it") or one offered as an
 * alternative ("X or Y") is no commitment at all, and a hedge ("possibly", "candidates") withdraws
 * the whole answer. Every rule is lexical and deterministic (docs/contracts.md#answers).
 */
import { type DateMention, type Quantity, statedDates, statedQuantities } from './quantities.ts';
import { PhraseIndex, plainAnswer, type Span } from './text.ts';

/** Where a value stands, from the strongest: its place decides whether the answer commits to it. */
export const LEVELS = ['main', 'elaboration', 'premise', 'context'] as const;
export type Level = (typeof LEVELS)[number];

// Abbreviations whose full stop ends no sentence.
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'vs', 'etc', 'approx', 'ca', 'st', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'inc', 'fig', 'cf', 'pp', 'u.s', 'a.m', 'p.m']);

// A whole statement (or parenthetical) about the other values: "the others", "the rest", "for comparison".
const ABOUT_OTHERS = /\b(?:others?|the rest|remaining|for (?:comparison|reference|context)|by comparison|in comparison)\b/i;
// From here to the end of the clause is context: what the value is compared with, or was before.
const CONTEXT_FROM = /\b(?:than|compared (?:with|to)|versus|vs\.?|unlike|as opposed to|ahead of|followed by|trailed by|behind|up from|down from|(?:changed|rose|fell|increased|decreased|raised|lowered|moved|went|grew|dropped|reduced|extended|shortened) from|used to be|(?:was|were) previously|previously|formerly|originally|in (?:earlier|older|previous) versions?|before that)(?![\p{L}])/giu;
// Up to here, the clause is the old value: "ttl is now ttlSeconds", "X in favour of Y", "X → Y".
const CONTEXT_UNTIL = /\b(?:is now|are now|now called|now named|renamed(?: to)?|became|has become|replaced by|superseded by|in favou?r of)\b|->|→/giu;
// What follows is the answer; what precedes it in the statement, the premise.
const CONCLUSION = /:(?=\s|$)|\b(?:so|therefore|thus|hence|which means|(?:the )?answer is)(?![\p{L}])/giu;

const HEDGES = new RegExp(
  [
    'possibly', 'perhaps', 'probably', 'maybe', 'might', '(?:most |more )?likely', 'unlikely', 'presumably', 'apparently', 'seems?', 'appears? to',
    "i(?: a|')?m not (?:sure|certain)", 'i think', 'i believe', 'i guess', 'i assume', 'i suspect', 'my (?:best )?guess', 'not sure', 'unsure',
    'not certain', 'uncertain', 'unclear', 'unconfirmed', '(?:it|this|that|which) (?:could|may) (?:also )?be', "can(?:no|')t be sure", 'candidates?',
    'one of (?:these|those|the following)', 'either\\b[^.;\\n]*\\bor',
    "(?:could not|couldn't|cannot|can't|unable to|was not able to|wasn't able to) (?:confirm|verify|determine|tell|be sure)",
  ]
    .map((cue) => `\\b${cue}\\b`)
    .join('|'),
  'giu',
);

// Words that negate what follows them in the clause; and verbs negated after a value ("X is not").
const NEGATION_BEFORE = /^(?:not|no|never|neither|nor|without|except|excluding|none|rather than|instead of|other than|apart from|\w+n't|cannot)$/i;
const NEGATION_PHRASES = /\b(?:rather than|instead of|other than|apart from)\s*$/i;
const NEGATED_AFTER = new RegExp(
  "^\\s*(?:(?:definitely|certainly|clearly|surely|actually|really|also)\\s+)?" +
    "(?:(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would|should)(?:\\s+(?:definitely|certainly|clearly|surely|actually|really)?\\s*(?:not|never)\\b|n't\\b)|cannot\\b|(?:is|was)\\s+(?:wrong|incorrect|false)\\b)",
  'i',
);

/**
 * "The thing does not exist / cannot be done", in the ways people say it. Matched on a statement
 * in lower case with "n't" written out ("doesn't" → "does not", "can't" → "can not").
 */
const NOT_FOUND_CLAIMS = [
  /\bnot found\b/,
  /\bthere (?:is|are|was|were) (?:no|none|nothing)\b/,
  /\bthere (?:is|are|was|were) not (?:any|a|an|one)\b/,
  /^(?:(?:unfortunately|sadly|no)[\s,]+)?(?:no|none|nothing)\b(?! doubt)/,
  /\b(?:has|have|had|contains|lists|offers|sells|shows|returns|holds|gives) (?:no|none|nothing)\b/,
  /\b(?:does|do|did) not (?:have|exist|offer|sell|list|contain|include|appear|flow|run|pass|match|carry|stock|mention|provide|support)\b/,
  /\b(?:is|are|was|were) not (?:available|possible|listed|offered|found|present|there|supported|an option|one of|on (?:the|its|their) list)\b/,
  /\b(?:impossible|unavailable|sold out|no such|nonexistent|non existent|not possible|not available)\b/,
  /\b(?:can not|could not) be (?:done|moved|changed|set|found|booked|made|completed|upgraded|given|answered)\b/,
  /\b(?:can not|could not|did not|was not able to|were not able to|unable to) (?:find|locate)\b/,
  /\b(?:no longer|never) exist(?:s|ed)?\b/,
  /\bnone (?:of|exist|exists|is|are|was|were|match|matches|has|have|flows?)\b/,
  /\bno (?:[\p{L}\p{N}&'-]+ ){0,4}(?:exists?|flows?|runs?|pass(?:es)?|match(?:es)?|is|are|was|were|has|have|in|at|on|with|for|through)\b/u,
];
// An answer that opens with one of these says the thing does not exist, whatever it says after.
const OPENS_NOT_FOUND = /^(?:not found|no such|there (?:is|are|was|were) (?:no|none|nothing)|none\b|not possible|impossible|(?:it|this|that) (?:does not exist|is not possible|can not be done))/;

const spell = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b(can)'?t\b/g, '$1 not')
    .replace(/\bcannot\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/(\w)n't\b/g, '$1 not')
    .replace(/[\s]+/g, ' ')
    .trim();

interface Statement extends Span {
  index: number;
}

/** One answer, read: its statements, the weight of every character, and what it states. */
export class AnswerReading {
  readonly text: string;
  readonly phrases: PhraseIndex;
  readonly statements: Statement[] = [];
  readonly dates: DateMention[];
  readonly quantities: Quantity[];
  /** Hedges found anywhere ("possibly", "I think", "candidates"): an answer that hedges commits to nothing. */
  readonly hedges: string[];
  private readonly level: Level[];
  private readonly depth: number[];
  private readonly statementAt: number[];
  /** Clause boundaries (commas, semicolons, colons, "and", "but" at the statement's own depth), as offsets. */
  private readonly clauseBreaks = new Set<number>();
  /** The "and"s among them: context ("than X and Y") runs on past an "and". */
  private readonly andBreaks = new Set<number>();

  constructor(answer: string) {
    this.text = plainAnswer(answer);
    this.phrases = new PhraseIndex(this.text);
    this.level = new Array<Level>(this.text.length).fill('main');
    this.depth = new Array<number>(this.text.length).fill(0);
    this.statementAt = new Array<number>(this.text.length).fill(0);
    this.split();
    for (const statement of this.statements) this.weigh(statement);
    this.dates = statedDates(this.text);
    this.quantities = statedQuantities(this.text, this.dates);
    this.hedges = [...this.text.matchAll(HEDGES)].map((m) => m[0]);
    // A question mark ends a guess, not an answer.
    if (this.statements.some((s) => this.text.slice(s.start, s.end).trimEnd().endsWith('?'))) this.hedges.push('?');
  }

  levelOf(span: Span): Level {
    return this.level[span.start] ?? 'main';
  }

  statementOf(span: Span): number {
    return this.statementAt[span.start] ?? 0;
  }

  /** The text of one statement. */
  statementText(index: number): string {
    const statement = this.statements[index];
    return statement ? this.text.slice(statement.start, statement.end) : '';
  }

  /** Splits the text into statements (sentences, lines, semicolons) and marks parentheses' depth. */
  private split(): void {
    const text = this.text;
    let depth = 0;
    let start = 0;
    const close = (end: number) => {
      if (text.slice(start, end).trim() !== '') this.statements.push({ start, end, index: this.statements.length });
      start = end;
    };
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      this.statementAt[i] = this.statements.length;
      // "fetch(resource)" is a call, not an aside: only a bracket after a space or a mark opens one.
      if ('([{'.includes(char) && !/[\p{L}\p{N}_]/u.test(text[i - 1] ?? '')) depth++;
      else if (')]}'.includes(char) && depth > 0) {
        this.depth[i] = depth;
        depth--;
        continue;
      }
      this.depth[i] = depth;
      if (char === '\n') {
        depth = 0;
        close(i + 1);
      } else if (depth === 0 && (char === ';' || (/[.!?]/.test(char) && this.endsSentence(i)))) close(i + 1);
    }
    close(text.length);
    for (const statement of this.statements) for (let i = statement.start; i < statement.end; i++) this.statementAt[i] = statement.index;
  }

  private endsSentence(i: number): boolean {
    const next = this.text.slice(i + 1, i + 3);
    if (next !== '' && !/^["')\]]?(?:\s|$)/.test(next)) return false;
    if (this.text[i] !== '.') return true;
    const word = /([\p{L}.]+)$/u.exec(this.text.slice(Math.max(0, i - 12), i))?.[1] ?? '';
    // Neither an abbreviation nor an initial ("J. Smith").
    return !ABBREVIATIONS.has(word.toLowerCase()) && !/^\p{Lu}$/u.test(word);
  }

  /** Sets the level of every character of a statement, and its clause boundaries. */
  private weigh(statement: Statement): void {
    const { start, end } = statement;
    const text = this.text;
    for (let i = start; i < end; i++) this.level[i] = this.depth[i] > 0 ? 'elaboration' : 'main';
    // Clause boundaries at the statement's own depth (0) and inside each parenthetical at its depth.
    for (let i = start; i < end; i++) {
      // Not the comma of 528,378 nor the colon of https: or 12:30.
      const inNumber = text[i] === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');
      const inWord = text[i] === ':' && !/\s/.test(text[i + 1] ?? ' ');
      if (',;:'.includes(text[i]) && !inNumber && !inWord) this.clauseBreaks.add(i);
    }
    for (const m of text.slice(start, end).matchAll(/\s(and|but|while|whereas|however|yet)\s/giu)) {
      this.clauseBreaks.add(start + m.index!);
      if (m[1].toLowerCase() === 'and') this.andBreaks.add(start + m.index!);
    }

    // Parentheticals (and the statement itself) about the others are context.
    for (const group of this.groups(start, end)) {
      const own = this.ownText(group);
      if (ABOUT_OTHERS.test(own)) this.mark(group.start, group.end, 'context', (i) => this.depth[i] >= group.depth);
    }
    // Before the last conclusion marker at depth 0: the premise.
    let conclusion = -1;
    for (const m of text.slice(start, end).matchAll(CONCLUSION)) if (this.depth[start + m.index!] === 0) conclusion = start + m.index! + m[0].length;
    if (conclusion > 0 && text.slice(conclusion, end).replace(/[\s.!?;]/g, '') !== '') this.mark(start, conclusion, 'premise', (i) => this.level[i] !== 'context');
    // "than X", "from X", "was previously X": context to the end of the clause.
    for (const m of text.slice(start, end).matchAll(CONTEXT_FROM)) {
      const at = start + m.index!;
      // "from X to Y": Y is the value; "longer than X by N": N is.
      const stop = (m[0].toLowerCase().endsWith('from') ? /\sto\s/ : /\sby\s/).exec(text.slice(at, end));
      this.mark(at, Math.min(stop ? at + stop.index : end, this.clauseEnd(at, end, true)), 'context');
    }
    // "X is now Y", "X in favour of Y": X is context.
    for (const m of text.slice(start, end).matchAll(CONTEXT_UNTIL)) {
      const at = start + m.index!;
      this.mark(this.clauseStart(at, start), at, 'context');
    }
  }

  private mark(from: number, to: number, level: Level, where: (i: number) => boolean = () => true): void {
    for (let i = from; i < to; i++) if (where(i)) this.level[i] = level;
  }

  /** The statement itself (depth 0) and each parenthetical in it, with their spans. */
  private groups(start: number, end: number): Array<Span & { depth: number }> {
    const groups: Array<Span & { depth: number }> = [{ start, end, depth: 0 }];
    const open: number[] = [];
    for (let i = start; i < end; i++) {
      const before = i === start ? 0 : this.depth[i - 1];
      for (let d = before; d < this.depth[i]; d++) open.push(i);
      const after = i === end - 1 ? 0 : this.depth[i + 1];
      for (let d = this.depth[i]; d > after && open.length > 0; d--) groups.push({ start: open.pop()!, end: i + 1, depth: d });
    }
    return groups;
  }

  /** A group's own words: without its nested parentheticals. */
  private ownText(group: Span & { depth: number }): string {
    let own = '';
    for (let i = group.start; i < group.end; i++) own += this.depth[i] === group.depth ? this.text[i] : ' ';
    return own;
  }

  private clauseEnd(from: number, statementEnd: number, pastAnd = false): number {
    const depth = this.depth[from];
    for (let i = from + 1; i < statementEnd; i++) {
      if (this.depth[i] < depth) return i;
      if (this.depth[i] === depth && this.clauseBreaks.has(i) && !(pastAnd && this.andBreaks.has(i))) return i;
    }
    return statementEnd;
  }

  private clauseStart(from: number, statementStart: number): number {
    const depth = this.depth[from];
    for (let i = from - 1; i >= statementStart; i--) {
      if (this.depth[i] < depth) return i + 1;
      if (this.depth[i] === depth && this.clauseBreaks.has(i)) return i + 1;
    }
    return statementStart;
  }

  /** The clause around a span: from the boundary before it to the boundary after it, at its depth. */
  clauseOf(span: Span): Span {
    const statement = this.statements[this.statementOf(span)];
    return { start: this.clauseStart(span.start, statement.start), end: this.clauseEnd(Math.max(span.start, span.end - 1), statement.end) };
  }

  /** The clauses of a statement at its own depth: where "per subject" answers change subject. */
  clauses(index: number): Span[] {
    const statement = this.statements[index];
    const spans: Span[] = [];
    let from = statement.start;
    for (let i = statement.start; i < statement.end; i++)
      if (this.depth[i] === 0 && this.clauseBreaks.has(i)) {
        spans.push({ start: from, end: i });
        from = i;
      }
    spans.push({ start: from, end: statement.end });
    return spans;
  }

  /**
   * Whether the span is one item of a list of three or more (commas, semicolons, "and", "or" at
   * its depth, in its statement): a list of candidates, where one value is asked. Three items
   * are a list when all are short; four or more when the inner ones are, the first and last
   * items carrying the rest of their sentence ("It is a new array, X, Y, Z with each element…").
   */
  listed(span: Span): boolean {
    const statement = this.statements[this.statementOf(span)];
    const depth = this.depth[span.start];
    let own = '';
    for (let i = statement.start; i < statement.end; i++) own += this.depth[i] === depth ? this.text[i] : ' ';
    const items = own
      .split(/[,;]|\s(?:and|or)\s/)
      .map((item) => item.trim())
      .filter((item) => item !== '' && !/^(?:not|no|never)\b/i.test(item));
    const short = (item: string) => item.split(/\s+/).length <= 6;
    return items.length === 3 ? items.every(short) : items.length > 3 && items.slice(1, -1).every(short);
  }

  /** The text between the double quotes around a span, in its statement, if it is quoted. */
  quoted(span: Span): string | undefined {
    const statement = this.statements[this.statementOf(span)];
    const before = this.text.slice(statement.start, span.start);
    const after = this.text.slice(span.end, statement.end);
    // An odd number of quotes before the span opens a quotation; the next quote after closes it.
    if ((before.match(/"/g) ?? []).length % 2 === 0 || !after.includes('"')) return undefined;
    return this.text.slice(statement.start + before.lastIndexOf('"') + 1, span.end + after.indexOf('"'));
  }

  /** "not X", "no X", "instead of X", "X is not …", "X is wrong": the span is denied, not stated. */
  negated(span: Span): boolean {
    const clause = this.clauseOf(span);
    const before = this.text.slice(clause.start, span.start);
    if (NEGATION_PHRASES.test(before)) return true;
    const words = before.split(/[^\p{L}\p{N}']+/u).filter(Boolean).slice(-5);
    if (words.some((word) => NEGATION_BEFORE.test(word))) return true;
    return NEGATED_AFTER.test(this.text.slice(span.end, clause.end));
  }

  /** "X or Y", "either X", "X/Y": the span is offered among alternatives (a number's slash is a unit's: 330 m / 1,083 ft). */
  alternated(span: Span, slash = true): boolean {
    const before = this.text.slice(Math.max(0, span.start - 12), span.start);
    const after = this.text.slice(span.end, span.end + 12);
    if (/\b(?:or|either|and\/or)\s+$/i.test(before) || /^\s*(?:or|and\/or)\b/i.test(after)) return true;
    // "X/Y" offers two; a slash inside a link or a path (https://host/v2/queues) does not.
    const token = /\S*$/.exec(this.text.slice(0, span.start))![0] + this.text.slice(span.start, span.end) + /^\S*/.exec(this.text.slice(span.end))![0];
    if (!slash || /:\/\/|^www\.|\/.*\//.test(token)) return false;
    return /\/\s*$/.test(before) || /^\s*\//.test(after);
  }

  /** Statements (not context) that say the thing asked for does not exist or cannot be done. */
  notFoundClaims(): number[] {
    return this.statements
      .filter((statement) => {
        const spelled = spell(this.claimText(statement));
        return NOT_FOUND_CLAIMS.some((pattern) => pattern.test(spelled));
      })
      .map((statement) => statement.index);
  }

  /** Whether the answer opens by saying the thing does not exist (NOT FOUND, "There is none", …). */
  opensNotFound(): boolean {
    const first = this.statements[0];
    return first !== undefined && OPENS_NOT_FOUND.test(spell(this.text.slice(first.start, first.end)));
  }

  /** A statement's words that are not context. */
  private claimText(statement: Statement): string {
    let text = '';
    for (let i = statement.start; i < statement.end; i++) text += this.level[i] === 'context' ? ' ' : this.text[i];
    return text;
  }
}

// Every clause of a contract, and every variant the judge check tries, reads the same texts again.
const READINGS = new Map<string, AnswerReading>();

/** The reading of a text, read once: an answer is judged by several clauses, a goal by every answer. */
export function readAnswer(text: string): AnswerReading {
  let reading = READINGS.get(text);
  if (!reading) {
    if (READINGS.size >= 256) READINGS.clear();
    reading = new AnswerReading(text);
    READINGS.set(text, reading);
  }
  return reading;
}
