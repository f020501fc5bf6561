/**
 * An `answer` clause as a task writes it: each fact asked is a slot with a named, typed field the
 * agent fills in through submit_answer (./submission.ts). The slot's form gives the field's shape:
 * a `value` is a string, a `number` a number in the slot's `unit`, a `date` a date as precise as
 * the slot's, `items` an array, `per` one object per subject; `not_found` says the right answer is
 * that the thing does not exist (its field, if it has one, is typed as the thing would be). Every
 * field has a type (./field-types.ts): its form's, its vocabulary's, or the one it declares.
 */
import { z } from 'zod';
import { DATE_TYPES, slotType, TEXT_TYPES, vocabularyType, type DateType, type TextType, type TypedSlot, type ValueKind } from './field-types.ts';
import { UNIT_NAMES, type UnitName } from './units.ts';

interface FieldNaming {
  /** The field's name in the submission: snake_case, unique in the task. */
  field: string;
  /** One line telling the agent what goes in the field (the unit or the date format is added to it). */
  description: string;
}

export interface AnswerSlot extends FieldNaming {
  /** One text value; several strings are declared aliases of that one value (the first is how it is shown). */
  value?: string | readonly string[];
  /** One number, in `unit`, within `tolerance`. */
  number?: number;
  /** One date or year, as precise as written: `2022-11-25`, `2026-07`, `1406`. */
  date?: string;
  /** Several values asked as a set: text items (each a string or its aliases) or numbers. */
  items?: ReadonlyArray<string | readonly string[]> | readonly number[];
  /** The kind of a text value: a field that names another value of the kind fails. */
  of?: ValueKind;
  /** The type of a text value of no vocabulary (`name`, `person`, `text`…), or of date items (`month`…). */
  type?: TextType | DateType;
  unit?: UnitName;
  tolerance?: number;
}

export type AnswerClause =
  | (AnswerSlot & { not_found?: undefined; per?: undefined })
  | (FieldNaming & { per: Readonly<Record<string, AnswerSlot | readonly AnswerSlot[]>>; open?: true; not_found?: undefined })
  | (Partial<FieldNaming> & { not_found: true; of?: ValueKind; type?: TextType | DateType; unit?: UnitName; per?: undefined });

export const FIELD_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const MAX_FIELD_NAME = 48;

const text = z.string().min(1).max(1024);
const aliases = z.union([text, z.array(text).min(1).max(20)]);
const kind = z.union([z.string().regex(/^[a-z][a-z0-9-]*\.[a-z][a-z0-9_]*$/, 'a vocabulary: <site>.<kind>, e.g. wiki.cities'), z.array(text).min(1).max(500)]);
const fieldName = z.string().max(MAX_FIELD_NAME).regex(FIELD_NAME, 'a snake_case name (lower-case letters, digits, single underscores), e.g. years_older');
const description = z.string().min(3).max(200).regex(/^[^\n]*$/, 'one line');

/** A calendar date (or month, or year) written YYYY, YYYY-MM or YYYY-MM-DD. */
export const DATE_FORM = /^(\d{3,4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const realDate = (date: string) => {
  const [, year, month, day] = DATE_FORM.exec(date) ?? [];
  // Not in the form at all: the pattern says so.
  if (year === undefined) return true;
  if (month === undefined) return true;
  const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return Number(month) >= 1 && Number(month) <= 12 && (day === undefined || (Number(day) >= 1 && Number(day) <= last));
};
const date = z.string().regex(DATE_FORM, 'YYYY, YYYY-MM or YYYY-MM-DD').refine(realDate, { message: 'not a date of the calendar' });

const SLOT_FORMS = ['value', 'number', 'date', 'items'] as const;
const slotFields = {
  field: fieldName,
  description,
  /** One text value; several strings: the value and its declared aliases. */
  value: aliases.optional(),
  /** One number in `unit` (a plain count without one), equal within `tolerance`. */
  number: z.number().finite().optional(),
  /** One date or year, as precise as written (YYYY, YYYY-MM, YYYY-MM-DD): the field is asked at that precision. */
  date: date.optional(),
  /** Several values asked as a set (text items, each a string or its aliases; or numbers): equal as sets. */
  items: z.union([z.array(aliases).min(1).max(100), z.array(z.number().finite()).min(1).max(100)]).optional(),
  /** The kind of a text value (an inline list, or an arena vocabulary): a field naming another value of it fails. */
  of: kind.optional(),
  /** The field's type where neither its form nor its vocabulary gives one: a text value's (no vocabulary, or an inline list) or date items'. */
  type: z.enum([...TEXT_TYPES, ...DATE_TYPES]).optional(),
  /** The unit the number (or the number items) is asked in; without one, a plain count. */
  unit: z.enum(UNIT_NAMES).optional(),
  /** How far the submitted number may be from `number`, in `unit`. */
  tolerance: z.number().min(0).optional(),
};

function checkSlot(slot: Record<string, unknown>, ctx: z.RefinementCtx, forms: readonly string[]): void {
  const given = forms.filter((form) => slot[form] !== undefined);
  if (given.length !== 1) ctx.addIssue({ code: 'custom', message: `give exactly one of ${forms.join(', ')} (got ${given.join(', ') || 'none'})` });
  const items = Array.isArray(slot.items) ? slot.items : undefined;
  const numbers = slot.number !== undefined || typeof items?.[0] === 'number';
  const texts = slot.value !== undefined || (items !== undefined && typeof items[0] !== 'number');
  if (slot.not_found !== undefined) return checkNotFound(slot, ctx);
  if (slot.unit !== undefined && !numbers) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'only with number or number items' });
  if (slot.tolerance !== undefined && !numbers) ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'only with number or number items' });
  if (slot.of !== undefined && !texts) ctx.addIssue({ code: 'custom', path: ['of'], message: 'only with value or text items' });
  checkType(slot, ctx, texts);
}

/**
 * A declared type is the only one the field has: a date's type is its precision and a number's is
 * number, and a text value of a vocabulary has the vocabulary's; date items declare theirs, and
 * each item is written at that precision.
 */
function checkType(slot: Record<string, unknown>, ctx: z.RefinementCtx, texts: boolean): void {
  if (slot.per !== undefined) return;
  const declared = slot.type as TextType | DateType | undefined;
  const typed = slotType(slot as TypedSlot);
  // A field left untyped is one line of the task's field problems (./submission.ts), named by its field.
  if (typeof typed === 'object' || declared === undefined) return;
  const byKind = vocabularyType(slot.of as ValueKind | undefined);
  if (!texts || byKind) return ctx.addIssue({ code: 'custom', path: ['type'], message: `the field is typed ${typed} by its ${byKind ? `vocabulary ${String(slot.of)}` : 'form'}: leave type out` });
  if (!(DATE_TYPES as readonly string[]).includes(declared)) return;
  if (slot.value !== undefined) return ctx.addIssue({ code: 'custom', path: ['type'], message: `one ${declared} is asked with date (YYYY, YYYY-MM or YYYY-MM-DD), not value` });
  const precision = DATE_TYPES.indexOf(declared as DateType) + 1;
  for (const [index, item] of (Array.isArray(slot.items) ? slot.items : []).entries())
    if (typeof item !== 'string' || !DATE_FORM.test(item) || item.split('-').length !== precision || !realDate(item))
      ctx.addIssue({ code: 'custom', path: ['items', index], message: `a ${declared} written ${['YYYY', 'YYYY-MM', 'YYYY-MM-DD'][precision - 1]}` });
}

// A not-found clause's field, if it has one, is typed as the thing would be: a name of a kind (`of`) or a number (`unit`).
function checkNotFound(slot: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const typed = ['of', 'unit'].filter((key) => slot[key] !== undefined);
  if (slot.field === undefined) {
    if (slot.description !== undefined) ctx.addIssue({ code: 'custom', path: ['description'], message: 'only with field' });
    for (const key of typed) ctx.addIssue({ code: 'custom', path: [key], message: 'only with field: it types the field the thing would have' });
    return;
  }
  if (slot.description === undefined) ctx.addIssue({ code: 'custom', path: ['description'], message: 'a field needs its description' });
  if (typed.length === 0 || (slot.unit !== undefined && typed.length > 1))
    return ctx.addIssue({ code: 'custom', message: `a not_found field is typed by of (a name of a vocabulary), type, or unit (a number) (got ${typed.join(', ') || 'none'})` });
  checkType(slot, ctx, slot.unit === undefined);
}

const slotSchema = z.strictObject(slotFields).superRefine((slot, ctx) => checkSlot(slot, ctx, SLOT_FORMS));

/** The `answer` kind's schema: one slot, `per` subject slots, or `not_found`. */
export const answerClauseSchema = z
  .strictObject({
    kind: z.literal('answer'),
    ...slotFields,
    field: fieldName.optional(),
    description: description.optional(),
    /** The right answer is that the thing does not exist or cannot be done; with `field`, `of` or `unit` types the field it would have. */
    not_found: z.literal(true).optional(),
    /** Facts asked per subject (`{ v1: { field: 'default_hours', number: 12.8, unit: 'h', … }, v3: … }`): the field is one object per subject. */
    per: z.record(text, z.union([slotSchema, z.array(slotSchema).min(1).max(10)])).optional(),
    /**
     * With `per`: the schema names no subject and the agent names them (each subject asks the same
     * fields). For subjects that are part of the answer: a schema listing them would give it away.
     */
    open: z.literal(true).optional(),
  })
  .superRefine((clause, ctx) => {
    checkSlot(clause, ctx, [...SLOT_FORMS, 'not_found', 'per']);
    if (clause.not_found) return;
    for (const key of ['field', 'description'] as const)
      if (clause[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `an answer slot needs its ${key}` });
    if (clause.open && clause.per === undefined) ctx.addIssue({ code: 'custom', path: ['open'], message: 'only with per' });
    if (clause.per === undefined) return;
    if (Object.keys(clause.per).length === 0) ctx.addIssue({ code: 'custom', path: ['per'], message: 'name at least one subject' });
    for (const [subject, slots] of Object.entries(clause.per)) {
      const names = ([] as Array<{ field: string }>).concat(slots).map((slot) => slot.field);
      const twice = names.find((name, index) => names.indexOf(name) !== index);
      if (twice) ctx.addIssue({ code: 'custom', path: ['per', subject], message: `field ${twice} named twice for one subject` });
    }
  });

/** The slots of a `per` clause's subject. */
export const subjectSlots = (slots: AnswerSlot | readonly AnswerSlot[]): readonly AnswerSlot[] => ([] as AnswerSlot[]).concat(slots as AnswerSlot);

/** A text slot's value and aliases. */
export const aliasesOf = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);
