/**
 * Every answer field has a type, and the type alone says how its value is read and judged
 * (docs/contracts.md#answers): one rule per type, the same in every task. A slot's form gives the
 * type where it can (a `number` is a number, a `date` a date, month or year by its precision); a
 * text value takes the type of its vocabulary (`of: 'app.phones'` is a phone); a text value of no
 * vocabulary (an inline list, or none) declares its `type`. A field whose type cannot be told is
 * refused when the task is validated.
 */
import type { UnitName } from './units.ts';

/** A vocabulary of an arena site (`wiki.cities`), or the values of the kind themselves. */
export type ValueKind = string | readonly string[];

/** The types of a text field: how the string is read. */
export const TEXT_TYPES = ['name', 'person', 'organisation', 'phone', 'version', 'id', 'text'] as const;
export type TextType = (typeof TEXT_TYPES)[number];

/** The types of a date field, by precision: what parts the value has. */
export const DATE_TYPES = ['year', 'month', 'date'] as const;
export type DateType = (typeof DATE_TYPES)[number];

/** Every type a field (or a list's item) may have. */
export type AnswerType = TextType | DateType | 'number';
export const ANSWER_TYPES: readonly AnswerType[] = [...TEXT_TYPES, ...DATE_TYPES, 'number'];

/** How many parts a date of each type has (year; year and month; year, month and day). */
export const DATE_PARTS: Record<DateType, number> = { year: 1, month: 2, date: 3 };

export interface VocabularyType {
  type: TextType;
  /** Words that name the kind itself ("city", "ticket"): written beside a value, they say nothing more. */
  words?: readonly string[];
}

/**
 * Each arena vocabulary's type (tests/answer-types.spec.ts holds this list to the sites' own). A
 * person or an organisation is one of a kind wider than its vocabulary: a second person any site
 * knows (a customer's contact beside a staff member) is a second value of the field's kind.
 */
export const VOCABULARY_TYPES: Readonly<Record<string, VocabularyType>> = {
  'app.customers': { type: 'organisation', words: ['customer', 'company', 'account'] },
  'app.contacts': { type: 'person', words: ['contact'] },
  'app.staff': { type: 'person', words: ['agent'] },
  'app.phones': { type: 'phone' },
  'app.emails': { type: 'id', words: ['email', 'mail'] },
  'app.tickets': { type: 'id', words: ['ticket'] },
  'app.tiers': { type: 'name', words: ['tier', 'plan'] },
  'book.hotels': { type: 'name', words: ['property', 'hotel'] },
  'book.destinations': { type: 'name', words: ['city', 'destination'] },
  'docs.functions': { type: 'name', words: ['function', 'method', 'call'] },
  'docs.items': { type: 'name', words: ['function', 'method', 'type', 'item'] },
  'docs.parameters': { type: 'name', words: ['parameter', 'param', 'option', 'argument'] },
  'docs.errors': { type: 'name', words: ['error', 'code'] },
  'docs.roles': { type: 'name', words: ['role'] },
  'docs.limits': { type: 'name', words: ['limit', 'rate'] },
  'docs.methods': { type: 'name', words: ['http', 'method', 'verb'] },
  'docs.releases': { type: 'version' },
  'shop.products': { type: 'name', words: ['product'] },
  'shop.brands': { type: 'name', words: ['brand'] },
  'shop.skus': { type: 'id', words: ['sku'] },
  'wiki.cities': { type: 'name', words: ['city', 'town'] },
  'wiki.countries': { type: 'name', words: ['country'] },
  'wiki.mountains': { type: 'name', words: ['mountain'] },
  'wiki.rivers': { type: 'name', words: ['river'] },
  'wiki.universities': { type: 'name', words: ['university'] },
  'wiki.people': { type: 'person' },
  'wiki.companies': { type: 'organisation', words: ['company'] },
  'wiki.inventions': { type: 'name', words: ['invention'] },
  'wiki.events': { type: 'name', words: ['event'] },
};

/** The vocabularies of a type: where a second value of a person or organisation field is looked for. */
export const vocabulariesOfType = (type: TextType): string[] => Object.keys(VOCABULARY_TYPES).filter((name) => VOCABULARY_TYPES[name].type === type);

/** The type a vocabulary gives a text value, if it is one (an inline list gives none). */
export const vocabularyType = (of: ValueKind | undefined): VocabularyType | undefined => (typeof of === 'string' ? VOCABULARY_TYPES[of] : undefined);

/** A slot as typing reads it: its form, its kind, its declared type (a not-found clause's too). */
export interface TypedSlot {
  value?: string | readonly string[];
  number?: number;
  date?: string;
  items?: ReadonlyArray<string | readonly string[]> | readonly number[];
  of?: ValueKind;
  unit?: UnitName;
  type?: TextType | DateType;
}

/**
 * The type of a slot's field (of each item, for `items`), or why it has none. A `date` is typed
 * by its precision, a `number` (or number items, or a not-found field with a `unit`) is a number;
 * a text value by its vocabulary, else by its declared `type`.
 */
export function slotType(slot: TypedSlot): AnswerType | { untyped: string } {
  if (slot.date !== undefined) return DATE_TYPES[slot.date.split('-').length - 1];
  if (slot.number !== undefined || slot.unit !== undefined || typeof slot.items?.[0] === 'number') return 'number';
  const byKind = vocabularyType(slot.of);
  if (byKind) return byKind.type;
  if (slot.type !== undefined) return slot.type;
  if (typeof slot.of === 'string') return { untyped: `the vocabulary ${slot.of} has no type (benchmarks/contracts/answer/field-types.ts)` };
  return { untyped: `a text field of no vocabulary declares its type (type: ${TEXT_TYPES.join(', ')}; for a list of dates: ${DATE_TYPES.join(', ')})` };
}

/** A slot's type; throws for an untyped one (validation refuses those first). */
export function typeOf(slot: TypedSlot): AnswerType {
  const type = slotType(slot);
  if (typeof type === 'object') throw new Error(`answer: ${type.untyped}`);
  return type;
}

export const isDateType = (type: AnswerType): type is DateType => (DATE_TYPES as readonly string[]).includes(type);
export const isTextType = (type: AnswerType): type is TextType => (TEXT_TYPES as readonly string[]).includes(type);
