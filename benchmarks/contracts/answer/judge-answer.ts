/**
 * Judging a typed submission against one answer clause. Each field is judged by its type alone:
 * a string names the expected value and no other value of its kind; a number equals the expected
 * one within the slot's tolerance, in the slot's unit; a date equals it at the slot's precision;
 * items equal the expected set. `not_found` passes only a not-found clause, and only with no field
 * given. The explanation is never read.
 */
import { aliasesOf, subjectSlots, type AnswerClause, type AnswerSlot, type ValueKind } from './clause.ts';
import { normalized, words } from './normalize.ts';
import type { Submission } from './submitted.ts';

/** The arena's vocabularies: the values of a kind. */
export interface AnswerKnowledge {
  vocabulary(name: string): readonly string[] | undefined;
}

export interface Judgement {
  pass: boolean;
  /** Why, naming the field: `city: "Marbrook", not "Rosehold"`. */
  reason: string;
}

const pass = (reason: string): Judgement => ({ pass: true, reason });
const fail = (reason: string): Judgement => ({ pass: false, reason });
const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

// Words that turn a name into something else: a denial, an alternative, a doubt.
const HEDGES = new Set(['not', 'no', 'never', 'none', 'neither', 'nor', 'or', 'either', 'maybe', 'perhaps', 'possibly', 'probably', 'unsure', 'unknown', 'unclear', 'except', 'instead']);

/** Judges a submission against one answer clause. Deterministic; throws only for a vocabulary that does not exist. */
export function judgeAnswer(clause: AnswerClause, submission: Submission | undefined, knowledge: AnswerKnowledge): Judgement {
  if (!submission) return fail('no answer was submitted');
  const given = Object.keys(submission.fields ?? {});
  if (clause.not_found) {
    if (submission.status !== 'not_found') return fail(`answered${given.length > 0 ? ` (${given.map((f) => `${f}: ${show(submission.fields![f])}`).join(', ')})` : ''}, but the thing does not exist`);
    return given.length > 0 ? fail(`says not_found but also gives ${given.join(', ')}`) : pass('says not_found, giving no value');
  }
  if (submission.status === 'not_found') return fail(`says not_found, but ${clause.field} exists`);
  const value = submission.fields?.[clause.field];
  if (value === undefined) return fail(`gives no ${clause.field}`);
  const judge = new FieldJudge(knowledge);
  if (!clause.per) return judge.slot(clause, value, clause.field);
  // Subjects by name, normalised (an open clause's names are the agent's own); each once, no other.
  const answered = value as Record<string, Record<string, unknown>>;
  const byName = new Map(Object.keys(answered).map((key) => [normalized(key), key]));
  const extra = [...byName.keys()].filter((key) => !Object.keys(clause.per!).some((subject) => normalized(subject) === key));
  if (extra.length > 0 || byName.size < Object.keys(answered).length) return fail(`${clause.field}: gives subjects not asked for, or one twice (${Object.keys(answered).map(show).join(', ')})`);
  for (const [subject, slots] of Object.entries(clause.per)) {
    const key = byName.get(normalized(subject));
    if (key === undefined) return fail(`${clause.field}: gives no ${show(subject)}`);
    for (const slot of subjectSlots(slots)) {
      const judged = judge.slot(slot, answered[key][slot.field], `${clause.field}.${subject}.${slot.field}`);
      if (!judged.pass) return judged;
    }
  }
  return pass(`${clause.field}: every subject's fields as expected`);
}

interface Mention {
  /** `#<index>` for an expected value, else the other value of the kind. */
  entry: string;
  words: number;
}

/** A value of a list, with its words as the judge compares them and those words joined. */
interface ListWord {
  value: string;
  words: readonly string[];
  normalized: string;
}

/**
 * Each value of a list with its words, worked out once per list: a site's vocabulary (the same
 * array each time it is asked for) holds hundreds of names, and every answer judged against it
 * read each one's words again (most of the families' judge check's CPU in the self-tests).
 */
const listWords = new WeakMap<readonly string[], readonly ListWord[]>();
function wordsOfEach(values: readonly string[]): readonly ListWord[] {
  let known = listWords.get(values);
  if (!known)
    listWords.set(
      values,
      (known = values.map((value) => {
        const each = words(value);
        return { value, words: each, normalized: each.join(' ') };
      })),
    );
  return known;
}

class FieldJudge {
  constructor(private readonly knowledge: AnswerKnowledge) {}

  slot(slot: AnswerSlot, value: unknown, path: string): Judgement {
    if (value === undefined) return fail(`gives no ${path}`);
    if (slot.value !== undefined) return this.text([aliasesOf(slot.value)], slot.of, value as string, path);
    if (slot.number !== undefined) return this.number(slot.number, slot.tolerance ?? 0, value as number, path);
    if (slot.date !== undefined) return this.date(slot.date, value as string, path);
    return this.items(slot, value as unknown[], path);
  }

  private kind(of: ValueKind | undefined): readonly string[] {
    if (of === undefined || typeof of !== 'string') return of ?? [];
    const values = this.knowledge.vocabulary(of);
    if (!values) throw new Error(`answer: no vocabulary named ${JSON.stringify(of)}`);
    return values;
  }

  /**
   * The values a string names, longest first: each expected value (by its aliases) and each other
   * value of the kind; and the words it holds beside them.
   */
  private mentions(expected: ReadonlyArray<readonly string[]>, of: ValueKind, given: string): { named: Mention[]; rest: string[] } {
    const own = new Set(expected.flat().map(normalized));
    const phrases = [
      ...expected.flatMap((aliases, index) => aliases.map((alias) => ({ words: words(alias), entry: `#${index}` }))),
      ...wordsOfEach(this.kind(of))
        .filter((other) => !own.has(other.normalized))
        .map((other) => ({ words: other.words, entry: other.value })),
    ]
      .filter((phrase) => phrase.words.length > 0)
      .sort((a, b) => b.words.length - a.words.length);
    const byFirst = new Map<string, typeof phrases>();
    for (const phrase of phrases) byFirst.set(phrase.words[0], [...(byFirst.get(phrase.words[0]) ?? []), phrase]);
    const tokens = words(given);
    const named: Mention[] = [];
    const rest: string[] = [];
    for (let at = 0; at < tokens.length; ) {
      const found = byFirst.get(tokens[at])?.find((phrase) => phrase.words.every((word, offset) => tokens[at + offset] === word));
      if (found) {
        named.push({ entry: found.entry, words: found.words.length });
        at += found.words.length;
      } else rest.push(tokens[at++]);
    }
    return { named, rest };
  }

  /** The index of the expected value `given` names, or why it names none (or another). */
  private named(expected: ReadonlyArray<readonly string[]>, of: ValueKind | undefined, given: string): number | string {
    if (of === undefined) {
      const index = expected.findIndex((aliases) => aliases.some((alias) => normalized(alias) === normalized(given)));
      return index >= 0 ? index : `is not ${expected.length === 1 ? show(expected[0][0]) : 'one of the expected values'}`;
    }
    const { named, rest } = this.mentions(expected, of, given);
    const entries = [...new Set(named.map((m) => m.entry))];
    const others = entries.filter((entry) => !entry.startsWith('#'));
    if (others.length > 0) return `names ${others.map(show).join(', ')}${entries.length > others.length ? ' as well' : ''}`;
    if (entries.length === 0) return `names no ${expected.length === 1 ? show(expected[0][0]) : 'expected value'}`;
    if (entries.length > 1) return 'names several values in one';
    const hedge = rest.find((word) => HEDGES.has(word));
    if (hedge) return `hedges or negates it (${show(hedge)})`;
    return Number(entries[0].slice(1));
  }

  private text(expected: ReadonlyArray<readonly string[]>, of: ValueKind | undefined, given: string, path: string): Judgement {
    const named = this.named(expected, of, given);
    return typeof named === 'number' ? pass(`${path}: ${show(given)}`) : fail(`${path}: ${show(given)} ${named}`);
  }

  private number(expected: number, tolerance: number, given: number, path: string): Judgement {
    return near(given, expected, tolerance) ? pass(`${path}: ${given}`) : fail(`${path}: ${given}, not ${expected}${tolerance > 0 ? ` ± ${tolerance}` : ''}`);
  }

  private date(expected: string, given: string, path: string): Judgement {
    const parts = (date: string) => date.split('-').map(Number);
    const want = parts(expected);
    const got = parts(given);
    if (got.length !== want.length || got.some(Number.isNaN))
      return fail(`${path}: ${show(given)} is not as precise as ${expected}`);
    return want.every((part, index) => part === got[index]) ? pass(`${path}: ${given}`) : fail(`${path}: ${show(given)}, not ${expected}`);
  }

  private items(slot: AnswerSlot, given: readonly unknown[], path: string): Judgement {
    const items = slot.items!;
    if (typeof items[0] === 'number') {
      const expected = items as readonly number[];
      const tolerance = slot.tolerance ?? 0;
      const extra = (given as number[]).filter((v) => !expected.some((e) => near(v, e, tolerance)));
      const missing = expected.filter((e) => !(given as number[]).some((v) => near(v, e, tolerance)));
      return setJudgement(path, missing.map(String), extra.map(String), expected.length);
    }
    const expected = (items as ReadonlyArray<string | readonly string[]>).map(aliasesOf);
    const found = new Set<number>();
    const extra: string[] = [];
    for (const item of given as string[]) {
      const named = this.named(expected, slot.of, item);
      if (typeof named === 'number') found.add(named);
      else extra.push(`${show(item)} (${named})`);
    }
    const missing = expected.filter((_, index) => !found.has(index)).map((aliases) => show(aliases[0]));
    return setJudgement(path, missing, extra, expected.length);
  }
}

// Whole numbers compare exactly (at 2^53 a relative epsilon is a whole unit); others within a few
// ulps of float arithmetic (0.1 + 0.2 is 0.3), beside the slot's tolerance.
const near = (given: number, expected: number, tolerance: number) =>
  Math.abs(given - expected) <= tolerance + (Number.isInteger(given) && Number.isInteger(expected) ? 0 : 4 * Number.EPSILON * Math.max(1, Math.abs(expected)));

function setJudgement(path: string, missing: readonly string[], extra: readonly string[], count: number): Judgement {
  if (missing.length > 0) return fail(`${path}: misses ${missing.join(', ')}`);
  if (extra.length > 0) return fail(`${path}: also gives ${extra.join(', ')}`);
  return pass(`${path}: all ${count} items, and no other`);
}
