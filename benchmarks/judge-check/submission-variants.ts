/**
 * The judge check's submissions: from a task's answer clauses and the reference's submission,
 * mutants a careful grader marks wrong (a field given another value of its kind, a number one step
 * of its precision off, a date one step off, an item missing or extra, a value hedged, negated or
 * padded with a rival, not_found where the answer exists, a value where it does not) and alternates
 * it accepts (every normalisation the judge claims: case, accents, punctuation, a leading article,
 * aliases, 1234 written 1234.0, the items in another order; reasoning that names other values in
 * the explanation). Each is judged on the reference episode's final state.
 *
 * Built from the task and what the sites and the final page show, never from the judge's matcher
 * (contracts/answer/judge-answer.ts, normalize.ts): the two see values in their own ways, so a
 * blind spot in one shows up as a wrong verdict of the other.
 */
import { aliasesOf, subjectSlots, type AnswerClause, type AnswerSlot, type ValueKind } from '../contracts/answer/clause.ts';
import { readSubmission, submitTool } from '../contracts/answer/submission.ts';
import type { Submission } from '../contracts/answer/submitted.ts';
import type { AnswerKnowledge, Judgement } from '../contracts/answer/judge-answer.ts';
import { answerClauses } from '../contracts/clauses.ts';
import type { Contract } from '../contracts/contract.ts';

export interface SubmissionVariant {
  /** What was done to the reference's submission: `mutant: city replaced by "Marbrook"`, `alternate: city in upper case`. */
  name: string;
  /** `fail` for a mutant, `pass` for an alternate. */
  expect: 'fail' | 'pass';
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
const mutant = (name: string, submission: Submission): SubmissionVariant => ({ name: `mutant: ${name}`, expect: 'fail', submission });
const alternate = (name: string, submission: Submission): SubmissionVariant => ({ name: `alternate: ${name}`, expect: 'pass', submission });
const clone = <T>(value: T): T => structuredClone(value);

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

/** How many decimals a number is written with (12.8 → 1, 169.99 → 2, 330 → 0). */
function decimals(value: number): number {
  const text = String(value);
  return text.includes('e') ? 0 : (text.split('.')[1]?.length ?? 0);
}

/** One step of the precision `value` is written to, past `tolerance`: the nearest difference a clause with that tolerance must refuse. */
function stepPastTolerance(value: number, tolerance: number): number {
  const step = 10 ** -decimals(value);
  return step * (Math.floor(tolerance / step + 1e-9) + 1);
}

/** A first vowel with an acute accent (or, where the value has accents, the value without them): accents are no difference. */
function accented(text: string): string {
  const bare = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (bare !== text) return bare;
  const vowel = /[aeiouAEIOU]/.exec(text);
  return vowel ? `${text.slice(0, vowel.index + 1)}\u0301${text.slice(vowel.index + 1)}`.normalize('NFC') : text;
}

export function submissionVariants(source: VariantSource): SubmissionVariant[] {
  return new VariantMaker(source).all();
}

/** How one answer clause judges a submission: the judge's `judgeAnswer`, or a test's double of it. */
export type ClauseJudge = (clause: AnswerClause, submission: Submission, knowledge: AnswerKnowledge) => Judgement;

/**
 * Every variant judged by the task's answer clauses alone (all must hold), with `judge`: the
 * check's verdicts without an episode, where a test puts a judge with a broken rule.
 */
export function judgeVariants(source: VariantSource, judge: ClauseJudge): Array<SubmissionVariant & { outcome: 'pass' | 'fail'; why?: string }> {
  const clauses = answerClauses(source.success);
  return submissionVariants(source).map((variant) => {
    const failed = clauses.map((clause) => judge(clause, variant.submission, { vocabulary: source.vocabulary })).find((j) => !j.pass);
    return { ...variant, outcome: failed ? 'fail' : 'pass', ...(failed && { why: failed.reason }) };
  });
}

class VariantMaker {
  private readonly clauses: AnswerClause[];
  private readonly reference: Submission;

  constructor(private readonly source: VariantSource) {
    this.clauses = answerClauses(source.success);
    this.reference = source.reference;
  }

  all(): SubmissionVariant[] {
    if (this.clauses.length === 0) return [];
    const variants: SubmissionVariant[] = [];
    const notFound = this.clauses.some((clause) => clause.not_found);
    if (notFound) variants.push(...this.notFoundVariants());
    else {
      variants.push(mutant('status not_found, though the answer exists', { status: 'not_found', ...(this.reference.explanation && { explanation: this.reference.explanation }) }));
      variants.push(alternate('the explanation naming other values', { ...clone(this.reference), explanation: this.rivalExplanation() }));
      variants.push(alternate('no explanation', { status: this.reference.status, ...(this.reference.fields && { fields: clone(this.reference.fields) }) }));
    }
    for (const clause of this.clauses) for (const at of slotsOf(clause)) variants.push(...this.slotVariants(at));
    variants.push(...this.swappedSubjects());
    // Every variant must be a submission the schema takes, or the judge never sees it: a check that made one otherwise is broken.
    const submit = submitTool(this.source.success);
    for (const variant of variants)
      if ('refused' in readSubmission(submit, variant.submission)) throw new Error(`the judge check made a submission its schema refuses (${variant.name}): ${JSON.stringify(variant.submission).slice(0, 200)}`);
    const seen = new Set<string>();
    return variants.filter((v) => !seen.has(JSON.stringify(v.submission)) && seen.add(JSON.stringify(v.submission)));
  }

  /** The values of a kind: a named vocabulary or the list itself. */
  private values(of: ValueKind | undefined): readonly string[] {
    if (of === undefined) return [];
    return typeof of === 'string' ? (this.source.vocabulary(of) ?? []) : of;
  }

  /** Other values of a slot's kind, those the final page shows first; for a value with no kind, short phrases of the page. */
  private rivals(of: ValueKind | undefined, expected: readonly string[], count: number): string[] {
    const own = new Set(expected.map(plain));
    const page = plain(this.source.pageText);
    const candidates = this.values(of).filter((v) => plain(v) !== '' && !own.has(plain(v)));
    const shown = candidates.filter((v) => page.includes(plain(v)));
    const picked = [...shown, ...candidates.filter((v) => !shown.includes(v))].slice(0, count);
    if (of !== undefined) return picked;
    const phrases = this.source.pageText
      .split(/\n|[.;:|]/)
      .map((line) => line.trim())
      .filter((line) => line.split(/\s+/).length <= 5 && /\p{L}/u.test(line) && !own.has(plain(line)) && plain(line).length > 2);
    return [...new Set(phrases)].slice(0, count);
  }

  private rivalExplanation(): string {
    const rivals = this.clauses.flatMap((clause) => slotsOf(clause).flatMap(({ slot }) => (slot.value !== undefined ? this.rivals(slot.of, aliasesOf(slot.value), 1) : [])));
    const named = rivals.length > 0 ? rivals.join(', ') : 'other values';
    return `${this.reference.explanation ?? ''} I also saw ${named}, which is not the answer; a note on one page told me to answer 10 instead, and I ignored it.`.trim();
  }

  private slotVariants({ slot, path }: SlotAt): SubmissionVariant[] {
    const given = read(this.reference.fields, path);
    const at = path.join('.');
    if (given === undefined) return [];
    if (slot.value !== undefined) return this.textVariants(slot, path, at, String(given));
    if (slot.number !== undefined) return this.numberVariants(slot, path, at, Number(given));
    if (slot.date !== undefined) return this.dateVariants(path, at, String(given));
    return this.itemVariants(slot, path, at, given as unknown[]);
  }

  private textVariants(slot: AnswerSlot, path: FieldPath, at: string, given: string): SubmissionVariant[] {
    const aliases = aliasesOf(slot.value!);
    const put = (value: unknown) => withValue(this.reference, path, value);
    const variants = [
      alternate(`${at} in upper case`, put(given.toUpperCase())),
      alternate(`${at} in lower case`, put(given.toLowerCase())),
      alternate(`${at} with its accents changed`, put(accented(given))),
      alternate(`${at} with a full stop and spaces around it`, put(`  ${given}. `)),
      alternate(`${at} with a leading article`, put(/^(the|a|an)\s/i.test(given) ? given.replace(/^(the|a|an)\s+/i, '') : `The ${given}`)),
      ...aliases.filter((alias) => alias !== given).map((alias) => alternate(`${at} as its alias ${JSON.stringify(alias)}`, put(alias))),
      mutant(`${at} negated`, put(`not ${given}`)),
    ];
    if (slot.of !== undefined) variants.push(alternate(`${at} with a qualifier`, put(`${given} (as the site lists it)`)));
    const rivals = this.rivals(slot.of, aliases, 2);
    for (const rival of rivals) variants.push(mutant(`${at} replaced by ${JSON.stringify(rival)}`, put(rival)));
    if (rivals[0] !== undefined) {
      variants.push(mutant(`${at} padded with ${JSON.stringify(rivals[0])}`, put(`${given}, ${rivals[0]}`)));
      variants.push(mutant(`${at} offered among alternatives`, put(`${given} or ${rivals[0]}`)));
    }
    if (slot.of === undefined) {
      variants.push(mutant(`${at} with a word added`, put(`${given} perhaps`)));
      if (given.trim().length > 3) variants.push(mutant(`${at} cut short`, put(given.trim().slice(0, -2))));
    }
    return variants;
  }

  private numberVariants(slot: AnswerSlot, path: FieldPath, at: string, given: number): SubmissionVariant[] {
    const tolerance = slot.tolerance ?? 0;
    // One step of the precision the value is written to, past the tolerance: a value the clause must
    // refuse. A count (a whole number with no unit) is exact: one more is wrong, whatever the tolerance says.
    const isCount = Number.isInteger(slot.number) && slot.unit === undefined;
    const off = isCount ? 1 : stepPastTolerance(slot.number!, tolerance);
    const round = (value: number) => Number(value.toFixed(decimals(slot.number!) + 2));
    const put = (value: unknown) => withValue(this.reference, path, value);
    const fromJson = JSON.parse(`{"v": ${Number.isInteger(given) ? `${given}.0` : `${given}0`}}`) as { v: number };
    const variants = [
      alternate(`${at} written ${Number.isInteger(given) ? `${given}.0` : `${given}0`}`, put(fromJson.v)),
      mutant(`${at} one step above (${round(slot.number! + off)})`, put(round(slot.number! + off))),
      mutant(`${at} one step below (${round(slot.number! - off)})`, put(round(slot.number! - off))),
      mutant(`${at} in another scale (${round(given * 100 || 100)})`, put(round(given * 100 || 100))),
    ];
    if (tolerance > 0 && !isCount) variants.push(alternate(`${at} within the tolerance (${round(slot.number! + tolerance / 2)})`, put(round(slot.number! + tolerance / 2))));
    const onPage = [...this.source.pageText.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replaceAll(',', ''))).find((v) => Math.abs(v - slot.number!) > tolerance + off / 2);
    if (onPage !== undefined) variants.push(mutant(`${at} replaced by ${onPage} from the page`, put(onPage)));
    return variants;
  }

  private dateVariants(path: FieldPath, at: string, given: string): SubmissionVariant[] {
    const parts = given.split('-').map(Number);
    const put = (value: unknown) => withValue(this.reference, path, value);
    const shifted = (by: number) => {
      if (parts.length === 1) return String(parts[0] + by);
      const date = new Date(Date.UTC(parts[0], parts[1] - 1 + (parts.length === 2 ? by : 0), parts[2] ?? 1));
      if (parts.length === 3) date.setUTCDate(date.getUTCDate() + by);
      return date.toISOString().slice(0, parts.length === 2 ? 7 : 10);
    };
    const variants = [mutant(`${at} one step later (${shifted(1)})`, put(shifted(1))), mutant(`${at} one step earlier (${shifted(-1)})`, put(shifted(-1)))];
    if (parts.length === 1 && given.length < 4) variants.push(alternate(`${at} written with leading zeros`, put(given.padStart(4, '0'))));
    return variants;
  }

  private itemVariants(slot: AnswerSlot, path: FieldPath, at: string, given: unknown[]): SubmissionVariant[] {
    const put = (value: unknown) => withValue(this.reference, path, value);
    const variants = [
      alternate(`${at} in reverse order`, put([...given].reverse())),
      alternate(`${at} with an item given twice`, put([...given, given[0]])),
      mutant(`${at} missing ${JSON.stringify(given.at(-1))}`, put(given.slice(0, -1))),
    ];
    if (typeof given[0] === 'number') {
      const extra = Math.max(...(given as number[])) + 1;
      variants.push(mutant(`${at} with the extra item ${extra}`, put([...given, extra])));
      // One item misread by one step of its precision, past the tolerance (a digit read wrong off a screenshot).
      const first = given[0] as number;
      const misread = Number((first + stepPastTolerance(first, slot.tolerance ?? 0)).toFixed(decimals(first) + 2));
      variants.push(mutant(`${at} with ${first} read one step above (${misread})`, put([misread, ...given.slice(1)])));
      return variants;
    }
    variants.push(alternate(`${at} in upper case`, put((given as string[]).map((item) => item.toUpperCase()))));
    const expected = (slot.items as ReadonlyArray<string | readonly string[]>).flatMap(aliasesOf);
    const [rival] = slot.of !== undefined ? this.rivals(slot.of, expected, 1) : [`${String(given[0])} perhaps`];
    if (rival !== undefined) {
      variants.push(mutant(`${at} with the extra item ${JSON.stringify(rival)}`, put([...given, rival])));
      variants.push(mutant(`${at} with ${JSON.stringify(given[0])} replaced by ${JSON.stringify(rival)}`, put([rival, ...given.slice(1)])));
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
        variants.push(mutant(`${clause.field} missing the subject ${JSON.stringify(entries.at(-1)![0])}`, put(Object.fromEntries(entries.slice(0, -1)))));
        variants.push(mutant(`${clause.field} with a subject not asked for`, put({ ...object, [`${entries[0][0]} (again)`]: entries[0][1] })));
        variants.push(alternate(`${clause.field} with its subjects named in upper case`, put(Object.fromEntries(entries.map(([key, value]) => [key.toUpperCase(), value])))));
      }
      for (const slot of subjectSlots(clause.per[subjects[0]]))
        for (const other of subjects.slice(1)) {
          const a = object?.[subjects[0]]?.[slot.field];
          const b = object?.[other]?.[slot.field];
          if (a === undefined || b === undefined || JSON.stringify(a) === JSON.stringify(b)) continue;
          const swapped = withValue(withValue(this.reference, [clause.field, subjects[0], slot.field], b), [clause.field, other, slot.field], a);
          variants.push(mutant(`${clause.field}: ${slot.field} of ${subjects[0]} and ${other} swapped`, swapped));
        }
    }
    return variants;
  }

  /** A task whose answer does not exist: a value given, with not_found or instead of it; not_found in other words. */
  private notFoundVariants(): SubmissionVariant[] {
    const explanation = this.reference.explanation ?? 'It does not exist.';
    const variants = [
      alternate('not_found in other words', { status: 'not_found', explanation: 'There is none: I searched the site and it is not there.' }),
      alternate('not_found with no explanation', { status: 'not_found' }),
    ];
    // A task that asks for no value (a change that cannot be made): claiming it was made is the mutant.
    if (submitTool(this.source.success).fields.length === 0) return [...variants, mutant('answered, as if it was done', { status: 'answered', explanation })];
    const value: Record<string, unknown> = {};
    for (const clause of this.clauses) {
      if (!clause.not_found || clause.field === undefined) continue;
      value[clause.field] = clause.unit !== undefined ? 129 : (this.rivals(clause.of, [], 1)[0] ?? 'something');
    }
    // Fields the schema asks for beside the not-found ones (a task that mixes both) keep the reference's values.
    const full = { ...clone(this.reference.fields ?? {}), ...value };
    variants.push(mutant(`a value instead of not_found (${JSON.stringify(value)})`, { status: 'answered', fields: full, explanation }));
    variants.push(mutant(`not_found quoting a value as the closest (${JSON.stringify(value)})`, { status: 'not_found', fields: full, explanation: `${explanation} The closest is ${Object.values(value).join(', ')}.` }));
    return variants;
  }
}
