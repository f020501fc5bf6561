/**
 * Numbers and dates as a careful person writes them, read into the one form the judge compares
 * (docs/contracts.md#answers): the submit schema reads each number and date field with these
 * before anything is judged, and refuses, naming the forms it takes, only what cannot be read one
 * way (a decimal comma, a day and month that could be either, a year of two digits) or is not one
 * value of the field's type (words, two numbers, another unit, a month with no year).
 */
import { MEANING_CHANGERS } from './beside-words.ts';
import { DATE_PARTS, type DateType } from './field-types.ts';
import { UNITS, type UnitName } from './units.ts';

export type Read<T> = { value: T } | { refused: string };

/** How the field's numbers and dates are read: the schema's, or a test's double of it. */
export interface WrittenForms {
  number(given: number | string, unit: UnitName): Read<number>;
  date(given: number | string, type: DateType): Read<string>;
}

const show = (value: unknown) => JSON.stringify(value);

// --- numbers ----------------------------------------------------------------------------------

const PLAIN = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
/** Thousands set apart by commas, or by spaces (608,398; 608 398), then perhaps a decimal point. */
const GROUPED = /^\d{1,3}(?:(,)\d{3}(?:,\d{3})*|([\s\u00a0\u202f])\d{3}(?:[\s\u00a0\u202f]\d{3})*)(?:\.\d+)?$/;
const DECIMAL_COMMA = /^\d+(?:[.\s]\d{3})*,\d+$/;

/** What a number in `unit` is and may be written as: the field's description says it, and a refusal. */
export function numberForms(unit: UnitName): string {
  if (unit === 'count') return 'a plain count (1234, or a string with thousands separators: "1,234")';
  const before = UNITS[unit].before?.[0];
  return `a number ${UNITS[unit].label} (1234.5, or a string with thousands separators and the unit: "${before ? `${before}1,234.5` : `1,234.5 ${UNITS[unit].spellings[0]}`}")`;
}

/** The unit a spelling names, longest spellings first: `km` before `m`. */
const SPELLINGS = Object.entries(UNITS)
  .flatMap(([name, unit]) => unit.spellings.map((spelling) => ({ name: name as UnitName, spelling })))
  .sort((a, b) => b.spelling.length - a.spelling.length);

/**
 * Words after a count that would change it: a scale (the count rounded to it), a bound, or any
 * word that changes what an answer says (./beside-words.ts). Any other one word names what is
 * counted ("1,408 employees").
 */
const NOT_A_NOUN = new Set([
  ...['hundred', 'thousand', 'million', 'billion', 'trillion', 'k', 'm', 'mn', 'bn', 'dozen', 'max', 'maximum', 'min', 'minimum', 'more', 'less', 'fewer', 'over', 'under', 'plus', 'odd', 'ish'],
  ...MEANING_CHANGERS.flatMap((group) => group.words),
]);

export function readNumber(given: number | string, unit: UnitName): Read<number> {
  if (typeof given === 'number') return Number.isFinite(given) ? { value: given } : { refused: `not a finite number: write ${numberForms(unit)}` };
  let text = given.trim().toLowerCase().replace(/(?<=\p{L})\.$/u, '').replace(/−/g, '-');
  const sign = /^[-+]/.test(text) ? text[0] : '';
  text = text.slice(sign.length).trim();
  const before = UNITS[unit].before?.find((mark) => text.startsWith(mark));
  if (before) text = text.slice(before.length).trim();
  const after = SPELLINGS.find(({ spelling }) => text.endsWith(spelling) && /[\d\s-]$/.test(text.slice(0, -spelling.length)));
  if (after && after.name !== unit) return { refused: `${show(given)} names another unit (${after.spelling}) than the field's: write ${numberForms(unit)}` };
  if (after) text = text.slice(0, -after.spelling.length).replace(/-$/, '').trim();
  const counted = unit === 'count' ? /^(.*\d)\s+(\p{L}+)$/u.exec(text) : null;
  if (counted && !NOT_A_NOUN.has(counted[2])) text = counted[1];
  const grouped = GROUPED.exec(text);
  if (grouped) text = text.replace(grouped[1] ? /,/g : /[\s\u00a0\u202f]/g, '');
  if (PLAIN.test(text)) return { value: Number(`${sign}${text}`) };
  if (DECIMAL_COMMA.test(text)) return { refused: `${show(given)}: a comma is read only between groups of three digits (1,234,567), so this could be read two ways; write a decimal point: ${numberForms(unit)}` };
  return { refused: `${show(given)} is not one number: write ${numberForms(unit)}, with no other words or numbers` };
}

// --- dates ------------------------------------------------------------------------------------

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NAMES = MONTHS.map((name) => `${name[0].toUpperCase()}${name.slice(1)}`);
const monthOf = (word: string) => MONTHS.findIndex((name) => word === name || word === name.slice(0, 3) || (name === 'september' && word === 'sept')) + 1;
const NAMES_OF_DAYS = WEEKDAYS.map((name) => `${name[0].toUpperCase()}${name.slice(1)}`);
const weekdayOf = (word: string) => WEEKDAYS.findIndex((name) => word === name || word === name.slice(0, 3)) + 1;

/** What a date of `type` is and may be written as: the field's description says it, and a refusal. */
export function dateForms(type: DateType): string {
  if (type === 'year') return 'a year (2001, as a number or a string)';
  if (type === 'month') return 'a month with its year (2001-07, "July 2001", "Jul 2001" or "07/2001")';
  return 'a date (2001-07-14, "14 July 2001", "July 14, 2001", or "14/07/2001" where the day and month cannot be swapped)';
}

interface DateParts {
  year: number;
  month?: number;
  day?: number;
  weekday?: number;
}

/** A date's parts as written, or why it cannot be read one way; undefined when it is not a date at all. */
function parseDate(text: string): DateParts | { ambiguous: string } | undefined {
  const iso = /^(\d{3,4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?$/.exec(text);
  if (iso) return { year: Number(iso[1]), ...(iso[2] && { month: Number(iso[2]) }), ...(iso[3] && { day: Number(iso[3]) }) };
  const monthYear = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (monthYear) return { year: Number(monthYear[2]), month: Number(monthYear[1]) };
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    if (a <= 12 && b <= 12 && a !== b) return { ambiguous: `its day and month could be either way round (${a}/${b} is ${a} ${NAMES[b - 1]} or ${NAMES[a - 1]} ${b})` };
    return a > 12 ? { year: Number(numeric[3]), month: b, day: a } : { year: Number(numeric[3]), month: a, day: b };
  }
  if (/^\d{1,2}[-/.](?:\d{1,2}[-/.])?\d{2}$/.test(text)) return { ambiguous: 'a year of two digits could be of any century' };
  return writtenDate(text);
}

/** "25 November 2022", "November 25th, 2022", "Fri, 25 Nov 2022", "March 2026", "Mar. 2026". */
function writtenDate(text: string): DateParts | { ambiguous: string } | undefined {
  const parts = text
    .replace(/[,.]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word && word !== 'the' && word !== 'of');
  const weekday = parts.length > 0 ? weekdayOf(parts[0]) : 0;
  if (weekday) parts.shift();
  const month = parts.findIndex((word) => monthOf(word) > 0);
  if (month < 0) return undefined;
  const others = parts.filter((_, index) => index !== month);
  const day = others.length === 2 ? (month === 0 ? others[0] : parts[0]) : undefined;
  const year = others.at(-1);
  if (others.length > 2 || (others.length === 2 && month === 2) || !year) return year ? undefined : { ambiguous: 'it has no year' };
  if (/^'?\d{1,2}$/.test(year) && others.length === 1) return { ambiguous: `it has no year of four digits (${year} could be a day, or a year of any century)` };
  const dayNumber = day === undefined ? undefined : /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(day)?.[1];
  if (!/^\d{3,4}$/.test(year) || (day !== undefined && dayNumber === undefined)) return undefined;
  return { year: Number(year), month: monthOf(parts[month]), ...(dayNumber && { day: Number(dayNumber) }), ...(weekday && { weekday }) };
}

const isoOf = ({ year, month, day }: DateParts) => [String(year).padStart(4, '0'), ...(month ? [String(month).padStart(2, '0')] : []), ...(day ? [String(day).padStart(2, '0')] : [])].join('-');

export function readDate(given: number | string, type: DateType): Read<string> {
  // A year written with its era: AD 1406, 1406 CE.
  const text = String(given).trim().toLowerCase().replace(/\.$/, '').replace(/^(?:ad|ce)\s+(?=\d)|(?<=\d)\s+(?:ad|ce)$/, '');
  const parsed = typeof given === 'number' ? (Number.isInteger(given) && given > 0 ? { year: given } : undefined) : parseDate(text);
  if (!parsed) return { refused: `${show(given)} is not one ${type}: write ${dateForms(type)}, with no other words` };
  if ('ambiguous' in parsed) return { refused: `${show(given)} cannot be read as one ${type}: ${parsed.ambiguous}; write ${dateForms(type)}` };
  const { year, month, day, weekday } = parsed;
  const last = month ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 31;
  if ((month !== undefined && (month < 1 || month > 12)) || (day !== undefined && (day < 1 || day > last))) return { refused: `${show(given)} is not a day of the calendar: write ${dateForms(type)}` };
  if (weekday && day && new Date(Date.UTC(year, month! - 1, day)).getUTCDay() !== weekday - 1) return { refused: `${show(given)}: that day is not a ${NAMES_OF_DAYS[weekday - 1]}; write ${dateForms(type)}` };
  const parts = 1 + (month ? 1 : 0) + (day ? 1 : 0);
  if (parts < DATE_PARTS[type]) return { refused: `${show(given)} is less precise than the field: write ${dateForms(type)}` };
  return { value: isoOf(parsed) };
}

/** The forms the schema reads numbers and dates with. */
export const WRITTEN_FORMS: WrittenForms = { number: readNumber, date: readDate };
