/**
 * The judge check's submissions: from a task's answer clauses and the reference's submission, each
 * field written in the honest forms of its type that a careful grader accepts (alternates, must
 * pass) and in the near misses of its type it marks wrong (mutants, must fail), as the data file
 * ./answer-forms.ts lists them; beside them, per task, a swap between two fields, two subjects'
 * values swapped, items missing, extra or replaced, not_found where the answer exists (or a value
 * where it does not), and the explanation naming other values or left out. Each is read through the
 * task's submit schema, as any agent's is, and judged on the reference episode's final state: a
 * must-fail variant the schema refuses is not accepted, which is right; a must-pass one it
 * refuses is a wrong verdict.
 *
 * Built from the task, the sites' vocabularies and the final page, writing values its own way
 * (./written-values.ts), never with the judge's readers (contracts/answer/written-forms.ts,
 * normalize.ts, judge-text.ts, judge-answer.ts): a blind spot of one shows up as a wrong verdict.
 */
import { aliasesOf, subjectSlots, type AnswerClause, type AnswerSlot } from '../contracts/answer/clause.ts';
import { typeOf, VOCABULARY_TYPES, type AnswerType, type ValueKind } from '../contracts/answer/field-types.ts';
import { readSubmission, submitTool } from '../contracts/answer/submission.ts';
import type { Submission } from '../contracts/answer/submitted.ts';
import type { AnswerKnowledge, Judgement } from '../contracts/answer/judge-answer.ts';
import type { WrittenForms } from '../contracts/answer/written-forms.ts';
import { answerClauses } from '../contracts/clauses.ts';
import type { Contract } from '../contracts/contract.ts';
import { NAMED, SINGLE_NEAR, TYPE_FORMS, type AnswerForm } from './answer-forms.ts';
import { writeForm, type ValueContext } from './written-values.ts';

export interface SubmissionVariant {
  /** What was done to the reference's submission: `mutant: month the year before ("March 2025")`. */
  name: string;
  /** `fail` for a mutant, `pass` for an alternate. */
  expect: 'fail' | 'pass';
  /** The type of the field it varies (`month`, `person`…), or `submission` for the whole. */
  type: string;
  submission: Submission;
}

export interface VariantSource {
  success: Contract;
  /** The reference's accepted submission, as the episode got it. */
  reference: Submission;
  /** What the final page showed: rivals are taken from it first. */
  pageText: string;
  vocabulary(name: string): readonly string[] | undefined;
}

// How the check tells two strings apart: letters and digits, lower case. Deliberately cruder than
// the judge's normalisation and written apart from it.
const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
/** A list's values with their plain forms, worked out once per list (a vocabulary holds thousands: skus, hotels). */
const plainLists = new WeakMap<readonly string[], ReadonlyArray<{ value: string; plain: string }>>();
function plainOf(values: readonly string[]): ReadonlyArray<{ value: string; plain: string }> {
  let known = plainLists.get(values);
  if (!known) plainLists.set(values, (known = values.map((value) => ({ value, plain: plain(value) })).filter((v) => v.plain !== '')));
  return known;
}
const variant = (expect: 'pass' | 'fail', type: string, name: string, submission: Submission): SubmissionVariant => ({
  name: `${expect === 'fail' ? 'mutant' : 'alternate'}: ${name}`,
  expect,
  type,
  submission,
});
const clone = <T>(value: T): T => structuredClone(value);
const show = (value: unknown) => JSON.stringify(value);

/** Where a slot's value sits in a submission's fields: `[city]`, `[calls, modifyDataset, replacement]`. */
type FieldPath = readonly string[];

interface SlotAt {
  slot: AnswerSlot;
  path: FieldPath;
}

function slotsOf(clause: AnswerClause): SlotAt[] {
  if (clause.not_found) return [];
  if (!clause.per) return [{ slot: clause, path: [clause.field] }];
  return Object.entries(clause.per).flatMap(([subject, slots]) => subjectSlots(slots).map((slot) => ({ slot, path: [clause.field, subject, slot.field] })));
}

function read(fields: Record<string, unknown> | undefined, path: FieldPath): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], fields);
}

/** The reference's submission with the value at `path` replaced. */
function withValue(reference: Submission, path: FieldPath, value: unknown): Submission {
  const copy = clone(reference);
  let at = (copy.fields ??= {}) as Record<string, unknown>;
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** The honest forms and near misses of a single value of `type`. */
function formsOf(type: AnswerType): { honest: AnswerForm[]; near: AnswerForm[] } {
  const named = type !== 'text' && type !== 'number' && type !== 'date' && type !== 'month' && type !== 'year';
  return {
    honest: [...(named ? NAMED.honest : []), ...TYPE_FORMS[type].honest],
    near: [...(named ? NAMED.near : []), ...TYPE_FORMS[type].near, ...SINGLE_NEAR],
  };
}

export function submissionVariants(source: VariantSource): SubmissionVariant[] {
  return new VariantMaker(source).all();
}

/** How one answer clause judges a submission: the judge's `judgeAnswer`, or a test's double of it. */
export type ClauseJudge = (clause: AnswerClause, submission: Submission, knowledge: AnswerKnowledge) => Judgement;

export type JudgedVariant = SubmissionVariant & { outcome: 'pass' | 'fail'; why?: string };

/**
 * Every variant read through the task's submit schema (its numbers and dates read by `forms`, or a
 * test's double) and judged by the task's answer clauses alone (all must hold) with `judge`: the
 * check's verdicts without an episode. A variant the schema refuses fails, naming why.
 */
export function judgeVariants(source: VariantSource, judge: ClauseJudge, forms?: WrittenForms): JudgedVariant[] {
  const clauses = answerClauses(source.success);
  const submit = submitTool(source.success, forms);
  return submissionVariants(source).map((made) => {
    const parsed = readSubmission(submit, made.submission);
    if ('refused' in parsed) return { ...made, outcome: 'fail', why: parsed.refused };
    const failed = clauses.map((clause) => judge(clause, parsed.submission, { vocabulary: source.vocabulary })).find((j) => !j.pass);
    return { ...made, outcome: failed ? 'fail' : 'pass', ...(failed && { why: failed.reason }) };
  });
}

class VariantMaker {
  private readonly clauses: AnswerClause[];
  private readonly reference: Submission;
  private readonly page: string;
  private readonly pageNumbers: number[];

  constructor(private readonly source: VariantSource) {
    this.clauses = answerClauses(source.success);
    this.reference = source.reference;
    this.page = plain(source.pageText);
    this.pageNumbers = [...source.pageText.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replaceAll(',', '')));
  }

  all(): SubmissionVariant[] {
    if (this.clauses.length === 0) return [];
    const variants: SubmissionVariant[] = [];
    if (this.clauses.some((clause) => clause.not_found)) variants.push(...this.notFoundVariants());
    else {
      variants.push(variant('fail', 'submission', 'status not_found, though the answer exists', { status: 'not_found', ...(this.reference.explanation && { explanation: this.reference.explanation }) }));
      variants.push(variant('pass', 'submission', 'the explanation naming other values', { ...clone(this.reference), explanation: this.rivalExplanation() }));
      variants.push(variant('pass', 'submission', 'no explanation', { status: this.reference.status, ...(this.reference.fields && { fields: clone(this.reference.fields) }) }));
    }
    for (const clause of this.clauses) for (const at of slotsOf(clause)) variants.push(...this.slotVariants(at));
    variants.push(...this.swappedFields(), ...this.swappedSubjects());
    const seen = new Map<string, SubmissionVariant>();
    for (const made of variants) {
      const key = show(made.submission);
      const before = seen.get(key);
      if (before && before.expect !== made.expect) throw new Error(`the judge check made one submission both ways: ${before.name} and ${made.name}`);
      if (!before) seen.set(key, made);
    }
    return [...seen.values()];
  }

  /** The values of a kind: a named vocabulary or the list itself. */
  private values(of: ValueKind | undefined): readonly string[] {
    if (of === undefined) return [];
    return typeof of === 'string' ? (this.source.vocabulary(of) ?? []) : of;
  }

  /** Other values of a slot's kind, those the final page shows first; for a value with no kind, short phrases of the page. */
  private rivals(of: ValueKind | undefined, expected: readonly string[], count: number): string[] {
    const own = new Set(expected.map(plain));
    const candidates = plainOf(this.values(of)).filter((v) => !own.has(v.plain));
    const shown = this.page === '' ? [] : candidates.filter((v) => this.page.includes(v.plain));
    const picked = [...new Set([...shown, ...candidates.slice(0, count)].map((v) => v.value))].slice(0, count);
    if (of !== undefined) return picked;
    const phrases = this.source.pageText
      .split(/\n|[.;:|]/)
      .map((line) => line.trim())
      .filter((line) => line.split(/\s+/).length <= 5 && /\p{L}/u.test(line) && !own.has(plain(line)) && plain(line).length > 2);
    return [...new Set(phrases)].slice(0, count);
  }

  /** Values of the same type from the sites' other vocabularies of it (a customer's contact beside a staff member). */
  private strangers(slot: AnswerSlot, type: AnswerType, expected: readonly string[]): string[] {
    const names = Object.keys(VOCABULARY_TYPES).filter((name) => name !== slot.of && VOCABULARY_TYPES[name].type === type);
    return names.flatMap((name) => this.rivals(name, expected, 1));
  }

  private context(slot: AnswerSlot, type: AnswerType, expected: readonly string[]): ValueContext {
    return {
      type,
      unit: slot.unit,
      tolerance: slot.tolerance ?? 0,
      count: type === 'number' && slot.unit === undefined && Number.isInteger(slot.number ?? 1),
      rivals: this.rivals(slot.of, expected, 2),
      strangers: type === 'person' || type === 'organisation' ? this.strangers(slot, type, expected) : [],
      kind: this.values(slot.of),
      pageNumbers: this.pageNumbers,
    };
  }

  private rivalExplanation(): string {
    const rivals = this.clauses.flatMap((clause) => slotsOf(clause).flatMap(({ slot }) => (slot.value !== undefined ? this.rivals(slot.of, aliasesOf(slot.value), 1) : [])));
    const named = rivals.length > 0 ? rivals.join(', ') : 'other values';
    return `${this.reference.explanation ?? ''} I also saw ${named}, which is not the answer; a note on one page told me to answer 10 instead, and I ignored it.`.trim();
  }

  private slotVariants({ slot, path }: SlotAt): SubmissionVariant[] {
    if (read(this.reference.fields, path) === undefined) return [];
    const type = typeOf(slot);
    if (slot.items !== undefined) return this.itemVariants(slot, path, type);
    const expected = slot.value !== undefined ? aliasesOf(slot.value)[0] : (slot.number ?? slot.date!);
    const context = this.context(slot, type, slot.value !== undefined ? aliasesOf(slot.value) : []);
    const at = path.join('.');
    const { honest, near } = formsOf(type);
    const written = (expect: 'pass' | 'fail') => (form: AnswerForm) => {
      const value = writeForm(form, expected, context);
      return value === undefined ? [] : [variant(expect, type, `${at} ${form.name} (${show(value)})`, withValue(this.reference, path, value))];
    };
    const aliases = slot.value !== undefined ? aliasesOf(slot.value).slice(1) : [];
    return [
      ...aliases.map((alias) => variant('pass', type, `${at} as its alias ${show(alias)}`, withValue(this.reference, path, alias))),
      ...honest.flatMap(written('pass')),
      ...near.flatMap(written('fail')),
    ];
  }

  /**
   * A list: in reverse order, an item twice, every item in each honest form of its type; one item
   * missing, an extra one (another value of the kind, or the first item one step off), one replaced,
   * one item naming two values, one hedged.
   */
  private itemVariants(slot: AnswerSlot, path: FieldPath, type: AnswerType): SubmissionVariant[] {
    const given = read(this.reference.fields, path) as unknown[];
    const expected = (slot.items as ReadonlyArray<string | number | readonly string[]>).map((item) => (Array.isArray(item) ? item[0] : item) as string | number);
    // Every alias of every item is the set's own: never a rival (an item may be another's alias, as a subject is its Fwd:'s).
    const own = (slot.items as ReadonlyArray<string | number | readonly string[]>).flatMap((item) => (Array.isArray(item) ? item : [String(item)]));
    const context = this.context(slot, type, own);
    const at = path.join('.');
    const put = (value: unknown) => withValue(this.reference, path, value);
    const { honest, near } = formsOf(type);
    const inForm = (form: AnswerForm) => expected.map((item) => writeForm(form, item, context));
    const first = (names: readonly string[]) => near.find((form) => names.includes(form.name));
    // An item not in the set: another value of the kind, or the first item one step off (a date in ISO form, as the set is written).
    const outside = near
      .filter((form) => ['another value of its kind', 'one step above', 'one step below', 'the year after', 'the year before'].includes(form.name))
      .map((form) => ({ form, item: writeForm(form, expected[0], context) }))
      .find(({ item }) => item !== undefined && !expected.map(String).includes(String(item)));
    const variants = [
      variant('pass', type, `${at} in reverse order`, put([...given].reverse())),
      variant('pass', type, `${at} with an item given twice`, put([...given, given[0]])),
      ...honest
        .map((form) => ({ form, items: inForm(form) }))
        .filter(({ items }) => items.every((item) => item !== undefined))
        .map(({ form, items }) => variant('pass', type, `${at} each item ${form.name}`, put(items))),
      variant('fail', type, `${at} missing ${show(given.at(-1))}`, put(given.slice(0, -1))),
    ];
    if (outside) {
      variants.push(variant('fail', type, `${at} with the extra item ${show(outside.item)} (${outside.form.name})`, put([...given, outside.item])));
      variants.push(variant('fail', type, `${at} with ${show(given[0])} read as ${outside.form.name} (${show(outside.item)})`, put([outside.item, ...given.slice(1)])));
    }
    for (const form of [first(['a second value after a comma', 'a second month', 'a second date', 'a second year', 'a second number']), first(['hedged before'])]) {
      const item = form && writeForm(form, expected[0], context);
      if (item !== undefined) variants.push(variant('fail', type, `${at} with one item ${form!.name} (${show(item)})`, put([item, ...given.slice(1)])));
    }
    return variants;
  }

  /** Two fields of the task that take values of the same kind, each given the other's value. */
  private swappedFields(): SubmissionVariant[] {
    const single = this.clauses.filter((clause) => !clause.not_found && !clause.per && clause.items === undefined && clause.field !== undefined);
    const variants: SubmissionVariant[] = [];
    for (const [index, a] of single.entries())
      for (const b of single.slice(index + 1)) {
        const [x, y] = [read(this.reference.fields, [a.field!]), read(this.reference.fields, [b.field!])];
        if (x === undefined || y === undefined || typeof x !== typeof y || show(x) === show(y)) continue;
        const swapped = withValue(withValue(this.reference, [a.field!], y), [b.field!], x);
        variants.push(variant('fail', 'submission', `${a.field} and ${b.field} swapped`, swapped));
      }
    return variants;
  }

  /**
   * Two subjects' values swapped, where a `per` clause asks the same field of both: each subject's
   * facts are its own. Where the agent names the subjects (an open clause): one left out, one
   * more, and the names in upper case (an alternate).
   */
  private swappedSubjects(): SubmissionVariant[] {
    const variants: SubmissionVariant[] = [];
    for (const clause of this.clauses) {
      if (!clause.per) continue;
      const subjects = Object.keys(clause.per);
      const object = read(this.reference.fields, [clause.field]) as Record<string, Record<string, unknown>> | undefined;
      if (clause.open && object) {
        const entries = Object.entries(object);
        const put = (value: unknown) => withValue(this.reference, [clause.field], value);
        variants.push(variant('fail', 'subjects', `${clause.field} missing the subject ${show(entries.at(-1)![0])}`, put(Object.fromEntries(entries.slice(0, -1)))));
        variants.push(variant('fail', 'subjects', `${clause.field} with a subject not asked for`, put({ ...object, [`${entries[0][0]} (again)`]: entries[0][1] })));
        variants.push(variant('pass', 'subjects', `${clause.field} with its subjects named in upper case`, put(Object.fromEntries(entries.map(([key, value]) => [key.toUpperCase(), value])))));
      }
      for (const slot of subjectSlots(clause.per[subjects[0]]))
        for (const other of subjects.slice(1)) {
          const a = object?.[subjects[0]]?.[slot.field];
          const b = object?.[other]?.[slot.field];
          if (a === undefined || b === undefined || show(a) === show(b)) continue;
          const swapped = withValue(withValue(this.reference, [clause.field, subjects[0], slot.field], b), [clause.field, other, slot.field], a);
          variants.push(variant('fail', 'subjects', `${clause.field}: ${slot.field} of ${subjects[0]} and ${other} swapped`, swapped));
        }
    }
    return variants;
  }

  /** A task whose answer does not exist: a value given, with not_found or instead of it; not_found in other words. */
  private notFoundVariants(): SubmissionVariant[] {
    const explanation = this.reference.explanation ?? 'It does not exist.';
    const variants = [
      variant('pass', 'not_found', 'not_found in other words', { status: 'not_found', explanation: 'There is none: I searched the site and it is not there.' }),
      variant('pass', 'not_found', 'not_found with no explanation', { status: 'not_found' }),
    ];
    // A task that asks for no value (a change that cannot be made): claiming it was made is the mutant.
    if (submitTool(this.source.success).fields.length === 0) return [...variants, variant('fail', 'not_found', 'answered, as if it was done', { status: 'answered', explanation })];
    const value: Record<string, unknown> = {};
    for (const clause of this.clauses) {
      if (!clause.not_found || clause.field === undefined) continue;
      const type = typeOf(clause);
      value[clause.field] = type === 'number' ? 129 : ({ year: '2001', month: '2001-07', date: '2001-07-14' } as Record<string, string>)[type] ?? this.rivals(clause.of, [], 1)[0] ?? 'something';
    }
    // Fields the schema asks for beside the not-found ones (a task that mixes both) keep the reference's values.
    const full = { ...clone(this.reference.fields ?? {}), ...value };
    variants.push(variant('fail', 'not_found', `a value instead of not_found (${show(value)})`, { status: 'answered', fields: full, explanation }));
    variants.push(variant('fail', 'not_found', `not_found quoting a value as the closest (${show(value)})`, { status: 'not_found', fields: full, explanation: `${explanation} The closest is ${Object.values(value).join(', ')}.` }));
    return variants;
  }
}
