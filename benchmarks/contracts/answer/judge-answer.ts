/**
 * Judging a typed submission against one answer clause. Each field is judged by its type alone
 * (./field-types.ts): a string names the expected value as its type reads it (./judge-text.ts); a
 * number equals the expected one within the slot's tolerance, in the slot's unit; a date equals it
 * in every part the expected one has; items equal the expected set. Numbers and dates arrive as
 * the submit schema read them (./written-forms.ts). `not_found` passes only a not-found clause,
 * and only with no field given. The explanation is never read.
 */
import { aliasesOf, subjectSlots, type AnswerClause, type AnswerSlot } from './clause.ts';
import { isDateType, typeOf, vocabulariesOfType, vocabularyType, type TextType } from './field-types.ts';
import { namedValue, type TextExpectation } from './judge-text.ts';
import { normalized } from './normalize.ts';
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

class FieldJudge {
  constructor(private readonly knowledge: AnswerKnowledge) {}

  slot(slot: AnswerSlot, value: unknown, path: string): Judgement {
    if (value === undefined) return fail(`gives no ${path}`);
    if (slot.value !== undefined) return this.text([aliasesOf(slot.value)], slot, value as string, path);
    if (slot.number !== undefined) return this.number(slot.number, slot.tolerance ?? 0, value as number, path);
    if (slot.date !== undefined) return this.date(slot.date, value as string, path);
    return this.items(slot, value as unknown[], path);
  }

  /** A vocabulary's values; one that does not exist is the task's error, never the agent's. */
  private values(name: string): readonly string[] {
    const values = this.knowledge.vocabulary(name);
    if (!values) throw new Error(`answer: no vocabulary named ${JSON.stringify(name)}`);
    return values;
  }

  /** What a text slot expects: its values, the values of its kind (a person's or an organisation's: every one the sites know), the words of its kind. */
  private expectation(expected: ReadonlyArray<readonly string[]>, slot: AnswerSlot): TextExpectation {
    const type = typeOf(slot) as TextType;
    const own = slot.of === undefined ? [] : [typeof slot.of === 'string' ? this.values(slot.of) : slot.of];
    // Each list as it is (a site's vocabulary is the same array each time): the judge indexes each once.
    const wider = type === 'person' || type === 'organisation' ? vocabulariesOfType(type).filter((name) => name !== slot.of).flatMap((name) => [this.knowledge.vocabulary(name)].filter((list) => list !== undefined)) : [];
    return { type, expected, kinds: [...own, ...wider], kindWords: vocabularyType(slot.of)?.words ?? [] };
  }

  private text(expected: ReadonlyArray<readonly string[]>, slot: AnswerSlot, given: string, path: string): Judgement {
    const named = namedValue(given, this.expectation(expected, slot));
    return typeof named === 'number' ? pass(`${path}: ${show(given)}`) : fail(`${path}: ${show(given)} ${named}`);
  }

  private number(expected: number, tolerance: number, given: number, path: string): Judgement {
    return near(given, expected, tolerance) ? pass(`${path}: ${given}`) : fail(`${path}: ${given}, not ${expected}${tolerance > 0 ? ` ± ${tolerance}` : ''}`);
  }

  /** A date (as the schema read it: YYYY[-MM[-DD]]) is the expected one in every part the expected one has. */
  private date(expected: string, given: string, path: string): Judgement {
    const want = expected.split('-').map(Number);
    const got = given.split('-').map(Number);
    if (got.length < want.length || got.some(Number.isNaN)) return fail(`${path}: ${show(given)} is less precise than ${expected}`);
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
    const dated = isDateType(typeOf(slot));
    const expectation = dated ? undefined : this.expectation(expected, slot);
    const found = new Set<number>();
    const extra: string[] = [];
    for (const item of given as string[]) {
      const named = expectation ? namedValue(item, expectation) : expected.findIndex((aliases) => this.date(aliases[0], item, path).pass);
      if (typeof named === 'number' && named >= 0) found.add(named);
      else extra.push(`${show(item)}${typeof named === 'string' ? ` (${named})` : ''}`);
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
