/**
 * The one way every agent answers: the harness's own tool `submit_answer`, whose schema is built
 * per task from its answer slots (./clause.ts). The schema is the single source: the zod schema
 * checks a submission, and its JSON Schema is the tool every agent is offered. It is the same
 * whether the thing asked for exists or not: a not-possible task's field is typed as it would be.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { answerClauses } from '../clauses.ts';
import type { Contract } from '../contract.ts';
import { describeIssues } from '../../json-path.ts';
import { subjectSlots, type AnswerClause, type AnswerSlot } from './clause.ts';
import { isDateType, slotType, typeOf, type DateType, type TextType, type TypedSlot } from './field-types.ts';
import type { UnitName } from './units.ts';
import { dateForms, numberForms, WRITTEN_FORMS, type Read, type WrittenForms } from './written-forms.ts';
import { SUBMISSION_STATUSES, type Submission } from './submitted.ts';

export const SUBMIT_ANSWER_TOOL = 'submit_answer';

// Bounds on what a submission may hold: an answer is a few values, not a document.
const MAX_TEXT = 500;
/** A number or a date written as a string: "1,234.5 km", "Friday, 25 November 2022". */
const MAX_WRITTEN = 100;
const MAX_ITEMS = 200;
export const MAX_EXPLANATION = 8_000;

/** A field's type: how its JSON is shaped, and how its value is read (./field-types.ts). */
export type ValueField = { kind: 'text'; type: TextType } | { kind: 'number'; unit: UnitName } | { kind: 'date'; type: DateType };
export type FieldType = ValueField | { kind: 'list'; item: ValueField } | { kind: 'subjects'; subjects: ReadonlyArray<{ subject: string; fields: readonly AnswerField[] }>; open: boolean };

export interface AnswerField {
  name: string;
  /** The task's description, with the unit or the format the value is given in. */
  description: string;
  type: FieldType;
}

function valueField(slot: TypedSlot): ValueField {
  const type = typeOf(slot);
  if (type === 'number') return { kind: 'number', unit: slot.unit ?? 'count' };
  return isDateType(type) ? { kind: 'date', type } : { kind: 'text', type };
}

function fieldTypeOf(slot: TypedSlot): FieldType {
  const value = valueField(slot);
  return slot.items !== undefined ? { kind: 'list', item: value } : value;
}

/** What a value of each text type is, for the agent: one of it, written as the site writes it. */
const TEXT_FORMS: Record<TextType, string> = {
  name: 'one name or value, nothing else',
  person: "one person's full name, nothing else",
  organisation: "one organisation's name (its legal form may be written out: Ltd or Limited), nothing else",
  phone: 'one phone number with its country code (+44 20 7946 0000), nothing else',
  version: 'one version number (1.2.3 or v1.2.3), nothing else',
  id: 'one id, as the site writes it, nothing else',
  text: 'the text alone, nothing else',
};

/** What one value of a field is, and how it may be written. */
function valueForm(type: ValueField): string {
  if (type.kind === 'number') return numberForms(type.unit);
  if (type.kind === 'date') return dateForms(type.type);
  return TEXT_FORMS[type.type];
}

function described(description: string, type: FieldType): string {
  const sentence = description.replace(/[.\s]+$/, '');
  switch (type.kind) {
    case 'list':
      return `${sentence}: a list, each item once, in any order; each item ${valueForm(type.item)}.`;
    case 'subjects':
      return type.open ? `${sentence}: one object per subject, keyed by its name as the site writes it.` : `${sentence}: one object per subject.`;
    default:
      return `${sentence}: ${valueForm(type)}.`;
  }
}

function slotField(slot: AnswerSlot): AnswerField {
  const type = fieldTypeOf(slot);
  return { name: slot.field, description: described(slot.description, type), type };
}

/** The fields a task's answer clauses ask for, in the order the contract names them (one per field name). */
export function answerFields(success: Contract): AnswerField[] {
  const fields: AnswerField[] = [];
  for (const clause of answerClauses(success)) {
    if (clause.field === undefined || fields.some((f) => f.name === clause.field)) continue;
    if (clause.per) {
      const subjects = Object.entries(clause.per).map(([subject, slots]) => ({ subject, fields: subjectSlots(slots).map(slotField) }));
      const type: FieldType = { kind: 'subjects', subjects, open: clause.open === true };
      fields.push({ name: clause.field, description: described(clause.description, type), type });
    } else {
      const type = fieldTypeOf(clause);
      fields.push({ name: clause.field, description: described(clause.description!, type), type });
    }
  }
  return fields;
}

/**
 * Why a task's answer fields cannot be built: a name given to two clauses; an open `per` clause
 * whose subjects ask different fields; a `per` clause whose schema would name a subject that is
 * an expected value of the task (the schema would give the answer away: make it `open`).
 */
export function fieldProblems(success: Contract): string[] {
  const clauses = answerClauses(success);
  const untyped = clauses.flatMap(namedSlots).flatMap(({ name, slot }) => {
    const type = slotType(slot);
    return typeof type === 'object' ? [`answer field ${name}: ${type.untyped}`] : [];
  });
  if (untyped.length > 0) return untyped;
  const named = clauses.flatMap((clause) => (clause.field === undefined ? [] : [clause.field]));
  const problems = [...new Set(named.filter((name, index) => named.indexOf(name) !== index))].map((name) => `answer field ${name} is named by two clauses: each field is one slot`);
  const expected = new Set(clauses.flatMap(expectedTexts).map((text) => text.toLowerCase()));
  for (const clause of clauses) {
    if (!clause.per) continue;
    const shapes = Object.values(clause.per).map((slots) => JSON.stringify(subjectSlots(slots).map((slot) => [slot.field, fieldTypeOf(slot)])));
    if (clause.open && new Set(shapes).size > 1) problems.push(`answer field ${clause.field}: an open per clause asks every subject the same fields`);
    const given = Object.keys(clause.per).filter((subject) => expected.has(subject.toLowerCase()));
    if (!clause.open && given.length > 0) problems.push(`answer field ${clause.field}: its schema would name ${given.join(', ')}, expected values of the task: make the per clause open`);
  }
  return problems;
}

/** The slots of a clause that have a field, each with its name (a subject's as `field.subject.field`). */
function namedSlots(clause: AnswerClause): Array<{ name: string; slot: TypedSlot }> {
  if (clause.field === undefined) return [];
  if (!clause.per) return [{ name: clause.field, slot: clause }];
  return Object.entries(clause.per).flatMap(([subject, slots]) => subjectSlots(slots).map((slot) => ({ name: `${clause.field}.${subject}.${slot.field}`, slot })));
}

/** The text values a clause expects (its aliases included), where the schema must not show them. */
const expectedTexts = (clause: AnswerClause): string[] => {
  if (clause.not_found) return [];
  if (clause.per) return Object.values(clause.per).flatMap((slots) => subjectSlots(slots).flatMap(expectedTexts));
  const items = clause.items?.filter((item): item is string | readonly string[] => typeof item !== 'number') ?? [];
  return [...(clause.value === undefined ? [] : [clause.value]), ...items].flatMap((value) => [value].flat() as string[]);
};

/** A value's schema: a string of a text type as it is; a number or a date read from what a careful person writes. */
function valueSchema(type: ValueField, forms: WrittenForms): z.ZodType {
  const read = <T>(reading: (given: number | string) => Read<T>) => (given: number | string, ctx: z.RefinementCtx) => {
    const value = reading(given);
    if ('refused' in value) {
      ctx.addIssue({ code: 'custom', message: value.refused });
      return z.NEVER;
    }
    return value.value;
  };
  switch (type.kind) {
    case 'text':
      return z.string().min(1).max(MAX_TEXT);
    case 'number':
      return z.union([z.number(), z.string().min(1).max(MAX_WRITTEN)]).transform(read((given) => forms.number(given, type.unit)));
    case 'date':
      return z.union([z.string().min(1).max(MAX_WRITTEN), z.number().int()]).transform(read((given) => forms.date(given, type.type)));
  }
}

function fieldSchema({ description, type }: AnswerField, forms: WrittenForms): z.ZodType {
  const schema = (() => {
    switch (type.kind) {
      case 'list':
        return z.array(valueSchema(type.item, forms)).max(MAX_ITEMS);
      case 'subjects': {
        const subject = (fields: readonly AnswerField[]) => z.strictObject(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, forms)])));
        // Open: any subject names, each asked the same fields (the first subject's, as every one's).
        if (type.open) return z.record(z.string().min(1).max(MAX_TEXT), subject(type.subjects[0].fields));
        return z.strictObject(Object.fromEntries(type.subjects.map((s) => [s.subject, subject(s.fields)])));
      }
      default:
        return valueSchema(type, forms);
    }
  })();
  return schema.describe(description);
}

/** The submission schema of a task with these fields; `forms` reads its numbers and dates (a test may give a double). */
export function submissionSchema(fields: readonly AnswerField[], forms: WrittenForms = WRITTEN_FORMS): z.ZodType<Submission> {
  const fieldsSchema = z
    .strictObject(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, forms)])))
    .describe('The values the task asks for, each in its own field as its description says. Required when status is "answered"; leave it out when status is "not_found".');
  return z
    .strictObject({
      status: z
        .enum(SUBMISSION_STATUSES)
        .describe('"answered" when you give the values asked for (or did what was asked); "not_found" when the thing asked for does not exist or the task cannot be done.'),
      ...(fields.length > 0 && { fields: fieldsSchema.optional() }),
      explanation: z.string().max(MAX_EXPLANATION).optional().describe('Your reasoning, and what you changed if the task asked you to change something. Kept with the result, never judged.'),
    })
    .superRefine((submission, ctx) => {
      if (submission.status === 'answered' && fields.length > 0 && submission.fields === undefined)
        ctx.addIssue({ code: 'custom', path: ['fields'], message: `required when status is "answered" (${fields.map((f) => f.name).join(', ')})` });
    }) as z.ZodType<Submission>;
}

/** The submit tool of a task: its JSON Schema for agents and its zod schema for the harness. */
export interface SubmitTool {
  tool: Tool;
  schema: z.ZodType<Submission>;
  fields: readonly AnswerField[];
}

export function submitTool(success: Contract, forms: WrittenForms = WRITTEN_FORMS): SubmitTool {
  const fields = answerFields(success);
  const schema = submissionSchema(fields, forms);
  const { $schema: _dialect, ...inputSchema } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return {
    fields,
    schema,
    tool: {
      name: SUBMIT_ANSWER_TOOL,
      description:
        'Submit your answer to the task: call it once, as your last call. The episode ends when a submission is accepted and is then judged on the fields alone (typed values: numbers and dates read as written, names compared after normalising case, accents and punctuation). A submission that does not fit this schema is refused with the reason; correct it and call again.',
      inputSchema: inputSchema as Tool['inputSchema'],
    },
  };
}

/** The submission `args` make, or why the schema refuses them (every problem, each with its JSON path). */
export function readSubmission(submit: Pick<SubmitTool, 'schema'>, args: unknown): { submission: Submission } | { refused: string } {
  const parsed = submit.schema.safeParse(args);
  if (parsed.success) return { submission: parsed.data };
  return { refused: `submit_answer refused, nothing was submitted: ${describeIssues(parsed.error.issues).join('; ')}. Correct it and call submit_answer again.` };
}

/** A submission in one line for reports: its status and fields (the explanation is shown apart). */
export function submissionLine(submission: Submission): string {
  const fields = Object.entries(submission.fields ?? {}).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  return [submission.status, ...fields].join('; ');
}
