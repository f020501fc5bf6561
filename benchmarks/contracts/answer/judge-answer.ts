/**
 * Judging what an answer commits to. A clause asks for one value (a name, a number, a date), a
 * set of items, several facts per subject, or NOT FOUND; the answer passes when its commitment
 * is exactly that: the right value stated plainly, not negated, not hedged, not offered among
 * alternatives, not one of several candidates — while values named as context (in parentheses,
 * after "than" or "the others", in the premise before a colon) are not candidates.
 */
import { LEVELS, readAnswer, type AnswerReading, type Level } from './reading.ts';
import { convertTo, type DateMention, type Quantity, unitNamed } from './quantities.ts';
import { findLongest, normalizePhrase, type Span } from './text.ts';

/** What kind of value a text clause asks for: a vocabulary of an arena site (`wiki.cities`) or a list. */
export type ValueKind = string | readonly string[];

export interface AnswerSlot {
  /** One text value; several strings are accepted phrasings of that one value. */
  value?: string | readonly string[];
  /** One quantity: a number in `unit` (a bare number counts as `unit`), within `tolerance`. */
  number?: number;
  /** One date or year, as precise as written: `2022-11-25`, `2026-07`, `1406`. */
  date?: string;
  /** Several values asked as a set: each must be stated, and no other of their kind. */
  items?: ReadonlyArray<string | readonly string[]> | readonly number[];
  /** The kind of the text value(s): other values of this kind in the answer are candidates. */
  of?: ValueKind;
  unit?: string;
  tolerance?: number;
}

export interface AnswerClause extends AnswerSlot {
  /** The right answer is that the thing does not exist or cannot be done. */
  not_found?: true;
  /** Facts asked per subject: the part of the answer about each subject must state them. */
  per?: Readonly<Record<string, AnswerSlot | readonly AnswerSlot[]>>;
}

/** What the judge knows beside the answer: the goal (values it restates are no candidates) and the arena's vocabularies. */
export interface AnswerKnowledge {
  goal?: string;
  vocabulary(name: string): readonly string[] | undefined;
}

export interface Judgement {
  pass: boolean;
  /** Why, in a few words: what the answer committed to, or what kept it from committing. */
  reason: string;
}

/** The longest answer judged: a plain answer states its values once; one of many kilobytes is not plain. */
export const MAX_ANSWER_CHARS = 16 * 1024;

const pass = (reason: string): Judgement => ({ pass: true, reason });
const fail = (reason: string): Judgement => ({ pass: false, reason });
const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);
const rank = (level: Level) => LEVELS.indexOf(level);

/** Judges an answer against one answer clause. Deterministic; throws only for a vocabulary that does not exist. */
export function judgeAnswer(clause: AnswerClause, answer: string | undefined, knowledge: AnswerKnowledge): Judgement {
  if (answer === undefined || answer.trim() === '') return fail('no answer was given');
  if (answer.length > MAX_ANSWER_CHARS) return fail(`an answer of ${answer.length} characters; a plain answer is at most ${MAX_ANSWER_CHARS}`);
  const judge = new SlotJudge(answer, knowledge);
  const { reading } = judge;
  if (reading.hedges.length > 0) return fail(`hedged (${quote(reading.hedges[0])})`);
  if (clause.not_found) return judge.notFound(clause);
  if (/\bNOT FOUND\b/.test(reading.text) || reading.opensNotFound()) return fail('says the thing does not exist, but it does');
  if (clause.per) return judge.perSubject(clause.per);
  return judge.slot(clause, () => true);
}

interface Mention<K> {
  span: Span;
  key: K;
  level: Level;
}

/** The strongest level that holds any mention, and the mentions there. */
function strongest<M extends Mention<unknown>>(mentions: readonly M[]): M[] {
  const best = Math.min(...mentions.map((m) => rank(m.level)));
  return mentions.filter((m) => rank(m.level) === best);
}

class SlotJudge {
  readonly reading: AnswerReading;
  private readonly goal?: AnswerReading;

  constructor(
    answer: string,
    private readonly knowledge: AnswerKnowledge,
  ) {
    this.reading = readAnswer(answer);
    this.goal = knowledge.goal ? readAnswer(knowledge.goal) : undefined;
  }

  /** The values of a kind: a named vocabulary or the list itself. */
  private kind(of: ValueKind | undefined): readonly string[] {
    if (of === undefined) return [];
    if (typeof of !== 'string') return of;
    const values = this.knowledge.vocabulary(of);
    if (!values) throw new Error(`answer: no vocabulary named ${JSON.stringify(of)}`);
    return values;
  }

  private inGoal(phrase: string): boolean {
    return (this.goal?.phrases.find(phrase).length ?? 0) > 0;
  }

  /** Text mentions: each expected item (key = its index) and every other value of the kind (key = its name). */
  private textMentions(expected: ReadonlyArray<readonly string[]>, of: ValueKind | undefined, inScope: (span: Span) => boolean): Array<Mention<string>> {
    const own = new Set(expected.flat().map(normalizePhrase));
    // A value the goal itself names is a restatement, not a candidate — unless the goal offers the right one among them.
    const goalOffers = expected.flat().some((phrase) => this.inGoal(phrase));
    const rivals = this.kind(of).filter((name) => !own.has(normalizePhrase(name)) && (goalOffers || !this.inGoal(name)));
    const phrases = [
      ...expected.flatMap((phrasings, index) => phrasings.map((phrase) => ({ phrase, entry: `#${index}` }))),
      ...rivals.map((name) => ({ phrase: name, entry: name })),
    ];
    return findLongest(this.reading.phrases, phrases)
      .filter((match) => inScope(match))
      .map((match) => ({ span: match, key: match.entry, level: this.reading.levelOf(match) }));
  }

  private quantityMentions(unit: string | undefined, inScope: (span: Span) => boolean, expected: readonly number[]): Array<Mention<number> & { quantity: Quantity }> {
    const target = unitNamed(unit ?? 'count')!;
    const restated = (this.goal?.quantities ?? []).map((q) => convertTo(q, target)).filter((v): v is number => v !== undefined);
    const mentions: Array<Mention<number> & { quantity: Quantity }> = [];
    // A number that merely looks like a year (1408 employees) is a candidate where such a number is asked.
    const yearLike = expected.some((e) => Number.isInteger(e) && e >= 1000 && e <= 2199);
    const bareYears = yearLike ? this.reading.dates.filter((d) => d.bare).map((d): Quantity => ({ start: d.start, end: d.end, value: d.year!, precision: 0.5 })) : [];
    for (const quantity of [...this.reading.quantities, ...bareYears]) {
      const value = convertTo(quantity, target);
      if (value === undefined || !inScope(quantity)) continue;
      // A number the goal states ("4 stars", "the next 30 days") restates the question.
      if (restated.includes(value) && !expected.includes(value)) continue;
      mentions.push({ span: quantity, key: value, level: this.reading.levelOf(quantity), quantity });
    }
    return mentions;
  }

  /** Judges one slot on the mentions inside `inScope`. */
  slot(slot: AnswerSlot, inScope: (span: Span) => boolean): Judgement {
    if (slot.value !== undefined) return this.value(typeof slot.value === 'string' ? [slot.value] : slot.value, slot.of, inScope);
    if (slot.number !== undefined) return this.number(slot.number, slot.unit, slot.tolerance ?? 0, inScope);
    if (slot.date !== undefined) return this.date(slot.date, inScope);
    if (slot.items !== undefined) return this.items(slot, inScope);
    throw new Error('answer: a slot asks for nothing');
  }

  private value(phrasings: readonly string[], of: ValueKind | undefined, inScope: (span: Span) => boolean): Judgement {
    const expected = phrasings[0];
    const mentions = this.textMentions([phrasings], of, inScope);
    const denied = mentions.filter((m) => this.reading.negated(m.span));
    const stated = mentions.filter((m) => !this.reading.negated(m.span));
    if (stated.length === 0) return fail(denied.some((m) => m.key === '#0') ? `denies ${quote(expected)}` : `does not state ${quote(expected)}`);
    const committed = strongest(stated);
    const names = [...new Set(committed.map((m) => (m.key === '#0' ? expected : m.key)))];
    if (names.length > 1) return fail(`names several candidates: ${names.map(quote).join(', ')}`);
    if (committed[0].key !== '#0') return fail(`states ${quote(names[0])}`);
    if (committed.some((m) => this.reading.alternated(m.span))) return fail(`offers ${quote(expected)} among alternatives`);
    // Without a kind to tell candidates by, a list of three or more short items is a list of
    // candidates, and a quotation is taken as written: "Example Domain, Learn more" is not "Example Domain".
    if (of === undefined && committed.every((m) => this.reading.listed(m.span))) return fail(`lists ${quote(expected)} among other items`);
    const misquoted = of === undefined ? committed.map((m) => this.reading.quoted(m.span)).find((q) => q !== undefined && !phrasings.some((p) => normalizePhrase(p) === normalizePhrase(q))) : undefined;
    if (misquoted !== undefined) return fail(`quotes ${quote(misquoted)}, not ${quote(expected)}`);
    return pass(`states ${quote(expected)}`);
  }

  private number(expected: number, unit: string | undefined, tolerance: number, inScope: (span: Span) => boolean): Judgement {
    const shown = `${expected}${unit ? ` ${unit}` : ''}`;
    const stated = this.quantityMentions(unit, inScope, [expected]).filter((m) => !this.reading.negated(m.span));
    if (stated.length === 0) return fail(`states no ${unit ? `quantity in ${unit}'s dimension` : 'number'}`);
    const committed = strongest(stated);
    // One quantity written twice in two units (330 m, 1,083 ft) is one value: equal within what each
    // was written to. In the same unit, two different numbers are two values.
    const target = unitNamed(unit ?? 'count')!;
    const precisionOf = (m: (typeof committed)[number]) => convertTo({ value: m.quantity.precision, unit: m.quantity.unit }, target) ?? 0;
    const same = (a: (typeof committed)[number], b: (typeof committed)[number]) =>
      a.quantity.unit?.toLowerCase() === b.quantity.unit?.toLowerCase() ? a.key === b.key : Math.abs(a.key - b.key) < precisionOf(a) + precisionOf(b);
    const groups: Array<typeof committed> = [];
    for (const mention of committed) {
      const group = groups.find((g) => same(g[0], mention));
      if (group) group.push(mention);
      else groups.push([mention]);
    }
    const text = (m: (typeof committed)[number]) => this.reading.text.slice(m.span.start, m.span.end);
    if (groups.length > 1) return fail(`states several values: ${groups.map((g) => quote(text(g[0]))).join(', ')}`);
    if (committed.some((m) => this.reading.alternated(m.span, false))) return fail(`offers ${quote(text(committed[0]))} among alternatives`);
    const value = committed[0].key;
    const rounding = Number.isInteger(value) && Number.isInteger(expected) ? 0 : 4 * Number.EPSILON * Math.max(1, Math.abs(expected));
    return Math.abs(value - expected) <= tolerance + rounding ? pass(`states ${quote(text(committed[0]))}`) : fail(`states ${quote(text(committed[0]))}, not ${shown}`);
  }

  private date(expected: string, inScope: (span: Span) => boolean): Judgement {
    const [year, month, day] = expected.split('-').map(Number);
    const want: Omit<DateMention, 'start' | 'end'> = { year, ...(month && { month }), ...(day && { day }) };
    const fields = (['year', 'month', 'day'] as const).filter((f) => want[f] !== undefined);
    // A mention is the expected date when every field both give agrees, and it gives at least one the clause asks.
    const agrees = (d: DateMention) => fields.some((f) => d[f] !== undefined) && fields.every((f) => d[f] === undefined || d[f] === want[f]);
    const restated = this.goal?.dates ?? [];
    const sameDate = (a: DateMention, b: DateMention) => a.year === b.year && a.month === b.month && a.day === b.day;
    const stated = this.reading.dates
      .filter((d) => inScope(d) && fields.some((f) => d[f] !== undefined) && !this.reading.negated(d))
      .filter((d) => agrees(d) || !restated.some((r) => sameDate(r, d)))
      .map((d) => ({ span: d, key: agrees(d) ? 'expected' : this.reading.text.slice(d.start, d.end), level: this.reading.levelOf(d) }));
    if (stated.length === 0) return fail(`states no date`);
    const committed = strongest(stated);
    const keys = [...new Set(committed.map((m) => m.key))];
    if (keys.length > 1) return fail(`states several dates: ${committed.map((m) => quote(this.reading.text.slice(m.span.start, m.span.end))).join(', ')}`);
    if (committed.some((m) => this.reading.alternated(m.span))) return fail('offers the date among alternatives');
    return keys[0] === 'expected' ? pass(`states ${expected}`) : fail(`states ${quote(keys[0])}, not ${expected}`);
  }

  private items(slot: AnswerSlot, inScope: (span: Span) => boolean): Judgement {
    const items = slot.items!;
    if (items.every((item) => typeof item === 'number')) return this.numberItems(items as readonly number[], slot.unit, slot.tolerance ?? 0, inScope);
    const phrasings = (items as ReadonlyArray<string | readonly string[]>).map((item) => (typeof item === 'string' ? [item] : item));
    const stated = this.textMentions(phrasings, slot.of, inScope).filter((m) => !this.reading.negated(m.span));
    if (stated.length === 0) return fail('states none of the items');
    const committed = strongest(stated);
    if (committed.some((m) => this.reading.alternated(m.span))) return fail('offers items among alternatives');
    const named = new Set(committed.map((m) => m.key));
    const missing = phrasings.filter((_, index) => !named.has(`#${index}`)).map((p) => p[0]);
    const extra = [...named].filter((key) => !key.startsWith('#'));
    if (missing.length > 0) return fail(`misses ${missing.map(quote).join(', ')}`);
    if (extra.length > 0) return fail(`also names ${extra.map(quote).join(', ')}`);
    return pass(`states all ${phrasings.length} items, and no other`);
  }

  private numberItems(expected: readonly number[], unit: string | undefined, tolerance: number, inScope: (span: Span) => boolean): Judgement {
    const stated = this.quantityMentions(unit, inScope, expected).filter((m) => !this.reading.negated(m.span));
    if (stated.length === 0) return fail('states none of the items');
    const committed = strongest(stated);
    const values = [...new Set(committed.map((m) => m.key))];
    const near = (a: number, b: number) => Math.abs(a - b) <= tolerance + 4 * Number.EPSILON * Math.max(1, Math.abs(b));
    const missing = expected.filter((e) => !values.some((v) => near(v, e)));
    const extra = values.filter((v) => !expected.some((e) => near(v, e)));
    if (missing.length > 0) return fail(`misses ${missing.join(', ')}`);
    if (extra.length > 0) return fail(`also names ${extra.join(', ')}`);
    return pass(`states all ${expected.length} items, and no other`);
  }

  /** NOT FOUND: a statement that the thing does not exist, and no value given for it. */
  notFound(clause: AnswerClause): Judgement {
    if (this.reading.notFoundClaims().length === 0) return fail('does not say the thing does not exist or cannot be done');
    const given: string[] = [];
    const counts = (span: Span) => this.reading.levelOf(span) !== 'context' && !this.reading.negated(span);
    if (clause.of !== undefined)
      for (const m of this.textMentions([], clause.of, counts)) given.push(this.reading.text.slice(m.span.start, m.span.end));
    if (clause.unit !== undefined) {
      const target = unitNamed(clause.unit)!;
      // Only a number written with a unit of the thing's dimension gives its value ("29 properties" gives no price); 0 denies it.
      const countsBare = target.dimension === 'count';
      for (const m of this.quantityMentions(clause.unit, counts, []))
        if ((countsBare || m.quantity.unit !== undefined) && m.key !== 0) given.push(this.reading.text.slice(m.span.start, m.span.end));
    }
    return given.length > 0 ? fail(`says NOT FOUND but also gives ${given.map(quote).join(', ')}`) : pass('says the thing does not exist');
  }

  /** Facts per subject: each subject's part of the answer judged on its own. */
  perSubject(per: Readonly<Record<string, AnswerSlot | readonly AnswerSlot[]>>): Judgement {
    const subjects = Object.keys(per);
    const scopes = this.scopes(subjects);
    const reasons: string[] = [];
    for (const subject of subjects) {
      const scope = scopes.get(subject)!;
      if (scope.mentions.length === 0) return fail(`does not name ${quote(subject)}`);
      const inScope = (span: Span) => scope.spans.some((s) => span.start >= s.start && span.start < s.end) && !scope.mentions.some((m) => span.start < m.end && m.start < span.end);
      for (const slot of ([] as AnswerSlot[]).concat(per[subject] as AnswerSlot | AnswerSlot[])) {
        const judged = this.slot(slot, inScope);
        if (!judged.pass) return fail(`for ${quote(subject)}: ${judged.reason}`);
        reasons.push(judged.reason);
      }
    }
    return pass(`per subject: ${subjects.map(quote).join(', ')}`);
  }

  /**
   * Which part of the answer is about which subject: a statement naming one subject is about it;
   * one naming several is split at its clauses, each about the subject it names (or the one
   * before); a statement naming none continues the one before.
   */
  private scopes(subjects: readonly string[]): Map<string, { spans: Span[]; mentions: Span[] }> {
    const scopes = new Map(subjects.map((s) => [s, { spans: [] as Span[], mentions: [] as Span[] }]));
    const matches = findLongest(
      this.reading.phrases,
      subjects.map((subject) => ({ phrase: subject, entry: subject })),
    );
    for (const match of matches) scopes.get(match.entry)!.mentions.push(match);
    let current: string | undefined;
    for (const statement of this.reading.statements) {
      const inside = matches.filter((m) => m.start >= statement.start && m.start < statement.end);
      const named = [...new Set(inside.map((m) => m.entry))];
      if (named.length <= 1) {
        current = named[0] ?? current;
        if (current) scopes.get(current)!.spans.push(statement);
        continue;
      }
      for (const clause of this.reading.clauses(statement.index)) {
        current = inside.find((m) => m.start >= clause.start && m.start < clause.end)?.entry ?? current ?? inside[0].entry;
        scopes.get(current)!.spans.push(clause);
      }
    }
    return scopes;
  }
}
