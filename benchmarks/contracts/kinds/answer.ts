import { z } from 'zod';
import { judgeAnswer, type AnswerClause, type AnswerSlot } from '../answer/judge-answer.ts';
import { KNOWN_UNITS } from '../answer/quantities.ts';
import { type ContractKind, defineKind } from '../kind.ts';
import { preview } from '../verdict.ts';

const text = z.string().min(1).max(1024);
const unit = z.string().refine((u) => KNOWN_UNITS.includes(u.toLowerCase()), { message: `a known unit (${KNOWN_UNITS.join(', ')})` });
/** A vocabulary of an arena site (`<site>.<kind>`, e.g. `wiki.cities`), or the values of the kind themselves. */
const kind = z.union([z.string().regex(/^[a-z][a-z0-9-]*\.[a-z][a-z0-9_]*$/, 'a vocabulary: <site>.<kind>, e.g. wiki.cities'), z.array(text).min(1).max(500)]);

// One slot: what a single fact of the answer must be. Exactly one of value, number, date, items.
const SLOT_FORMS = ['value', 'number', 'date', 'items'] as const;
const slotFields = {
  /** One text value: the answer commits to it and to no other value of its kind. Several strings: accepted phrasings of the one value. */
  value: z.union([text, z.array(text).min(1).max(20)]).optional(),
  /** One quantity: the answer states exactly one value of `unit`'s dimension (a bare number counts as `unit`), within `tolerance`. */
  number: z.number().finite().optional(),
  /** One date or year, as precise as written (YYYY, YYYY-MM, YYYY-MM-DD): the answer states it and no other date. */
  date: z.string().regex(/^\d{3,4}(?:-\d{2}(?:-\d{2})?)?$/, 'YYYY, YYYY-MM or YYYY-MM-DD').optional(),
  /** Several values asked as a set (text items, each a string or its phrasings; or numbers): every one stated, and no other of their kind. */
  items: z.union([z.array(z.union([text, z.array(text).min(1).max(20)])).min(1).max(50), z.array(z.number().finite()).min(1).max(50)]).optional(),
  /** The kind of a text value: other values of the kind in the answer are candidates (an inline list, or an arena vocabulary). */
  of: kind.optional(),
  /** The unit of `number` (or of number `items`); `count` is a plain number. */
  unit: unit.optional(),
  /** How far the stated number may be from `number`, in `unit`. */
  tolerance: z.number().min(0).optional(),
};

function checkSlot(slot: Record<string, unknown>, ctx: z.RefinementCtx, forms: readonly string[]): void {
  const given = forms.filter((form) => slot[form] !== undefined);
  if (given.length !== 1) ctx.addIssue({ code: 'custom', message: `give exactly one of ${forms.join(', ')} (got ${given.join(', ') || 'none'})` });
  const items = Array.isArray(slot.items) ? slot.items : undefined;
  const numbers = slot.number !== undefined || typeof items?.[0] === 'number';
  const texts = slot.value !== undefined || (items !== undefined && typeof items[0] !== 'number');
  const notFound = slot.not_found !== undefined;
  if (slot.unit !== undefined && !numbers && !notFound) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'only with number, number items or not_found' });
  if (slot.tolerance !== undefined && !numbers) ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'only with number or number items' });
  if (slot.of !== undefined && !texts && !notFound) ctx.addIssue({ code: 'custom', path: ['of'], message: 'only with value, text items or not_found' });
}

const slotSchema = z.strictObject(slotFields).superRefine((slot, ctx) => checkSlot(slot, ctx, SLOT_FORMS));

const schema = z
  .strictObject({
    kind: z.literal('answer'),
    ...slotFields,
    /** The right answer is that the thing does not exist or cannot be done; `of` and `unit` say what a value for it would be (giving one fails). */
    not_found: z.literal(true).optional(),
    /** Facts asked per subject (`{ v1: { number: 12.8, unit: 'h' }, v3: … }`): the part of the answer about each subject must state its facts. */
    per: z.record(text, z.union([slotSchema, z.array(slotSchema).min(1).max(10)])).optional(),
  })
  .superRefine((clause, ctx) => {
    checkSlot(clause, ctx, [...SLOT_FORMS, 'not_found', 'per']);
    if (clause.per !== undefined && Object.keys(clause.per).length === 0) ctx.addIssue({ code: 'custom', path: ['per'], message: 'name at least one subject' });
  });
export type AnswerContract = z.infer<typeof schema>;

const show = (value: unknown) => JSON.stringify(value);

function slotExpectation(slot: AnswerSlot): string {
  const kindOf = slot.of === undefined ? '' : typeof slot.of === 'string' ? ` (of ${slot.of})` : ` (of ${slot.of.length} listed values)`;
  if (slot.value !== undefined) return `${typeof slot.value === 'string' ? show(slot.value) : slot.value.map(show).join(' or ')}${kindOf}`;
  if (slot.number !== undefined) return `${slot.number}${slot.unit ? ` ${slot.unit}` : ''}${slot.tolerance ? ` ± ${slot.tolerance}` : ''}`;
  if (slot.date !== undefined) return slot.date;
  return `exactly {${slot.items!.map((item) => (Array.isArray(item) ? show(item[0]) : show(item))).join(', ')}}${kindOf}`;
}

function expectation(clause: AnswerContract): string {
  if (clause.not_found) return 'an answer saying NOT FOUND, giving no value for the thing';
  if (clause.per)
    return `an answer stating, per subject, ${Object.entries(clause.per)
      .map(([subject, slots]) => `${subject}: ${([] as AnswerSlot[]).concat(slots as AnswerSlot).map(slotExpectation).join(', ')}`)
      .join('; ')}`;
  return `an answer committed to ${slotExpectation(clause)}`;
}

/** The agent's final answer, judged on what it commits to: no answer fails, it is never inconclusive (but for a vocabulary that does not exist). */
export const answer: ContractKind<AnswerContract> = defineKind({
  kind: 'answer',
  summary:
    "the agent's final answer commits to the value asked (a name of its kind, a number in its unit, a date, a set of items, facts per subject) and to no other, or says NOT FOUND and gives no value; hedged, negated or padded answers fail",
  schema: () => schema,
  async evaluate(contract, { answer: given, goal, vocabulary }, path) {
    const judged = judgeAnswer(contract as AnswerClause, given, { goal, vocabulary });
    const answered = given !== undefined && given.trim() !== '';
    return {
      outcome: judged.pass ? 'pass' : 'fail',
      path,
      kind: 'answer',
      expected: expectation(contract),
      observed: preview(answered ? `${judged.reason}: ${given}` : judged.reason),
      details: { answered, reason: judged.reason },
    };
  },
});
