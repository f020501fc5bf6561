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
import { DATE_FORM, subjectSlots, type AnswerClause, type AnswerSlot } from './clause.ts';
import { SUBMISSION_STATUSES, type Submission } from './submitted.ts';
import { UNITS } from './units.ts';

export const SUBMIT_ANSWER_TOOL = 'submit_answer';

// Bounds on what a submission may hold: an answer is a few values, not a document.
const MAX_TEXT = 500;
const MAX_ITEMS = 200;
export const MAX_EXPLANATION = 8_000;

/** A field's type, from its slot's form. */
export type FieldType =
  | { kind: 'text' }
  | { kind: 'number'; unit: string }
  | { kind: 'date'; precision: 'year' | 'month' | 'day' }
  | { kind: 'list'; item: 'text' | 'number'; unit?: string }
  | { kind: 'subjects'; subjects: ReadonlyArray<{ subject: string; fields: readonly AnswerField[] }>; open: boolean };

export interface AnswerField {
  name: string;
  /** The task's description, with the unit or the format the value is given in. */
  description: string;
  type: FieldType;
}

const PRECISIONS = ['year', 'month', 'day'] as const;
const DATE_FORMS = { year: 'YYYY', month: 'YYYY-MM', day: 'YYYY-MM-DD' } as const;
const DATE_PATTERNS = { year: /^\d{1,4}$/, month: /^\d{4}-\d{2}$/, day: /^\d{4}-\d{2}-\d{2}$/ } as const;

/** How precise a date slot is: as precise as it is written. */
export function datePrecision(date: string): FieldType & { kind: 'date' } {
  const [, , month, day] = DATE_FORM.exec(date) ?? [];
  return { kind: 'date', precision: PRECISIONS[(month === undefined ? 0 : 1) + (day === undefined ? 0 : 1)] };
}

function slotType(slot: AnswerSlot | (AnswerClause & { not_found: true })): FieldType {
  if ('value' in slot && slot.value !== undefined) return { kind: 'text' };
  if ('number' in slot && slot.number !== undefined) return { kind: 'number', unit: slot.unit ?? 'count' };
  if ('date' in slot && slot.date !== undefined) return datePrecision(slot.date);
  if ('items' in slot && slot.items !== undefined)
    return typeof slot.items[0] === 'number' ? { kind: 'list', item: 'number', unit: slot.unit ?? 'count' } : { kind: 'list', item: 'text' };
  // A not-found field: a name of its kind, or a number in its unit.
  return slot.unit !== undefined ? { kind: 'number', unit: slot.unit } : { kind: 'text' };
}

function described(description: string, type: FieldType): string {
  const sentence = description.replace(/[.\s]+$/, '');
  switch (type.kind) {
    case 'number':
      return `${sentence}: a number, ${UNITS[type.unit as keyof typeof UNITS]}.`;
    case 'date':
      return `${sentence}: a ${type.precision === 'day' ? 'date' : type.precision}, written ${DATE_FORMS[type.precision]}.`;
    case 'list':
      return `${sentence}: a list of ${type.item === 'number' ? `numbers, ${UNITS[type.unit as keyof typeof UNITS]}` : 'names'}, each once, in any order.`;
    case 'subjects':
      return type.open ? `${sentence}: one object per subject, keyed by its name as the site writes it.` : `${sentence}: one object per subject.`;
    default:
      return `${sentence}: one name or value, nothing else.`;
  }
}

function slotField(slot: AnswerSlot): AnswerField {
  const type = slotType(slot);
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
    } else fields.push({ name: clause.field, description: described(clause.description!, slotType(clause)), type: slotType(clause) });
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
  const named = clauses.flatMap((clause) => (clause.field === undefined ? [] : [clause.field]));
  const problems = [...new Set(named.filter((name, index) => named.indexOf(name) !== index))].map((name) => `answer field ${name} is named by two clauses: each field is one slot`);
  const expected = new Set(clauses.flatMap(expectedTexts).map((text) => text.toLowerCase()));
  for (const clause of clauses) {
    if (!clause.per) continue;
    const shapes = Object.values(clause.per).map((slots) => JSON.stringify(subjectSlots(slots).map((slot) => [slot.field, slotType(slot)])));
    if (clause.open && new Set(shapes).size > 1) problems.push(`answer field ${clause.field}: an open per clause asks every subject the same fields`);
    const given = Object.keys(clause.per).filter((subject) => expected.has(subject.toLowerCase()));
    if (!clause.open && given.length > 0) problems.push(`answer field ${clause.field}: its schema would name ${given.join(', ')}, expected values of the task: make the per clause open`);
  }
  return problems;
}

/** The text values a clause expects (its aliases included), where the schema must not show them. */
const expectedTexts = (clause: AnswerClause): string[] => {
  if (clause.not_found) return [];
  if (clause.per) return Object.values(clause.per).flatMap((slots) => subjectSlots(slots).flatMap(expectedTexts));
  const items = clause.items?.filter((item): item is string | readonly string[] => typeof item !== 'number') ?? [];
  return [...(clause.value === undefined ? [] : [clause.value]), ...items].flatMap((value) => [value].flat() as string[]);
};

function fieldSchema({ description, type }: AnswerField): z.ZodType {
  const schema = (() => {
    switch (type.kind) {
      case 'text':
        return z.string().min(1).max(MAX_TEXT);
      case 'number':
        return z.number().finite();
      case 'date':
        return z.string().regex(DATE_PATTERNS[type.precision], `a ${type.precision === 'day' ? 'date' : type.precision} written ${DATE_FORMS[type.precision]}`);
      case 'list':
        return z.array(type.item === 'number' ? z.number().finite() : z.string().min(1).max(MAX_TEXT)).max(MAX_ITEMS);
      case 'subjects': {
        const subject = (fields: readonly AnswerField[]) => z.strictObject(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])));
        // Open: any subject names, each asked the same fields (the first subject's, as every one's).
        if (type.open) return z.record(z.string().min(1).max(MAX_TEXT), subject(type.subjects[0].fields));
        return z.strictObject(Object.fromEntries(type.subjects.map((s) => [s.subject, subject(s.fields)])));
      }
    }
  })();
  return schema.describe(description);
}

/** The submission schema of a task with these fields. */
export function submissionSchema(fields: readonly AnswerField[]): z.ZodType<Submission> {
  const fieldsSchema = z
    .strictObject(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])))
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

export function submitTool(success: Contract): SubmitTool {
  const fields = answerFields(success);
  const schema = submissionSchema(fields);
  const { $schema: _dialect, ...inputSchema } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return {
    fields,
    schema,
    tool: {
      name: SUBMIT_ANSWER_TOOL,
      description:
        'Submit your answer to the task: call it once, as your last call. The episode ends when a submission is accepted and is then judged on the fields alone (typed values, compared exactly after normalising case, accents and punctuation). A submission that does not fit this schema is refused with the reason; correct it and call again.',
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
