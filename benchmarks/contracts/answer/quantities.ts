/**
 * Numbers and dates as an answer states them: a quantity is a number with its unit (or currency),
 * converted within its dimension; a date or a year is a date, never a quantity; versions, ids,
 * phone numbers, times and ordinals are neither. Each keeps its place in the text.
 */
import type { Span } from './text.ts';

/** A unit: its dimension and its size in the dimension's base unit. */
export interface Unit {
  dimension: string;
  factor: number;
}

const UNITS = new Map<string, Unit>();
function unit(dimension: string, factor: number, ...names: string[]): void {
  for (const name of names) UNITS.set(name, { dimension, factor });
}
// "in" (inch) is left out on purpose: "3 in stock" is a count, not a length.
unit('length', 1, 'm', 'metre', 'metres', 'meter', 'meters');
unit('length', 1000, 'km', 'kilometre', 'kilometres', 'kilometer', 'kilometers');
unit('length', 0.01, 'cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters');
unit('length', 0.001, 'mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters');
unit('length', 0.3048, 'ft', 'foot', 'feet');
unit('length', 0.0254, 'inch', 'inches');
unit('length', 1609.344, 'mi', 'mile', 'miles');
unit('mass', 1, 'kg', 'kilogram', 'kilograms');
unit('mass', 0.001, 'g', 'gram', 'grams');
unit('mass', 0.45359237, 'lb', 'lbs', 'pound', 'pounds');
unit('time', 1, 's', 'sec', 'secs', 'second', 'seconds');
unit('time', 0.001, 'ms', 'millisecond', 'milliseconds');
unit('time', 60, 'min', 'mins', 'minute', 'minutes');
unit('time', 3600, 'h', 'hr', 'hrs', 'hour', 'hours');
unit('time', 86400, 'day', 'days');
unit('time', 604800, 'week', 'weeks');
unit('time', 2629800, 'month', 'months');
unit('time', 31557600, 'year', 'years', 'yr', 'yrs');
unit('speed', 1, 'm/s', 'metres per second', 'meters per second', 'metre per second', 'meter per second');
unit('speed', 1000, 'km/s', 'kilometres per second', 'kilometers per second');
unit('speed', 1 / 3.6, 'km/h', 'kph', 'kilometres per hour', 'kilometers per hour');
unit('speed', 0.44704, 'mph', 'miles per hour');
unit('percent', 1, '%', 'percent', 'per cent', 'pct');
unit('usd', 1, '$', 'usd', 'us$', 'dollar', 'dollars', 'us dollars');
unit('eur', 1, '€', 'eur', 'euro', 'euros');
unit('gbp', 1, '£', 'gbp', 'pound sterling', 'pounds sterling');
unit('rating', 1, 'star', 'stars');
unit('night', 1, 'night', 'nights');
unit('bytes', 1, 'b', 'byte', 'bytes');
unit('bytes', 1024, 'kb', 'kib', 'kilobytes');
unit('bytes', 1024 ** 2, 'mb', 'mib', 'megabytes');
unit('bytes', 1024 ** 3, 'gb', 'gib', 'gigabytes');
// A plain number (a count, a population): what a clause without a unit asks for.
unit('count', 1, 'count');

/** Units a clause may name (`unit`), lower case. */
export const KNOWN_UNITS: readonly string[] = [...UNITS.keys()];

export function unitNamed(name: string): Unit | undefined {
  return UNITS.get(name.toLowerCase());
}

/** A number the answer states, with what it measures. */
export interface Quantity extends Span {
  value: number;
  /** The unit as written (`km`, `$`); absent for a bare number. */
  unit?: string;
  /** Half the step of the last digit written (330 → 0.5, 19.99 → 0.005), in `unit`: how precise the writer was. */
  precision: number;
}

/** A date or a year the answer states: as precise as it was written. */
export interface DateMention extends Span {
  year?: number;
  month?: number;
  day?: number;
  /** A four-digit number taken for a year only for its look (1000–2199, nothing around it says so): it may be a count. */
  bare?: true;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

// Words after which a bare three- or four-digit number is a year ("founded 755", "in 1406").
const YEAR_BEFORE = /\b(?:in|since|until|till|founded|established|built|born|died|circa|c\.|around|year|during)\s+$/i;
// Words after which a four-digit number is a number, not a year ("RFC 2119", "No. 1984").
const NOT_A_YEAR_BEFORE = /(?:\brfc|#|\bno\.?|\bnumber|\bid|\bcode|\bsection|\bpage|\broom|\bport|\berror|\bstatus)\s*$/i;

/** Dates and years in the text, as written: ISO dates, "25 November 2022", "Nov 25, 2022", "July 2026", years. */
export function statedDates(answer: string): DateMention[] {
  // Ids, versions and phone numbers are blanked first: the 1546 of +81 975 520 1546 is no year.
  const text = blanked(answer, nonNumbers(answer));
  const found: DateMention[] = [];
  const taken = (start: number, end: number) => found.some((d) => start < d.end && d.start < end);
  const add = (mention: DateMention) => {
    if (!taken(mention.start, mention.end)) found.push(mention);
  };
  const scan = (pattern: RegExp, make: (m: RegExpExecArray) => Omit<DateMention, 'start' | 'end'> | undefined) => {
    for (const m of text.matchAll(pattern)) {
      const parts = make(m as RegExpExecArray);
      if (parts) add({ start: m.index!, end: m.index! + m[0].length, ...parts });
    }
  };
  scan(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => ({ year: +m[1], month: +m[2], day: +m[3] }));
  // The first day of a range, "25–28 July 2026": a day, not a number.
  scan(new RegExp(`\\b(\\d{1,2})(?=\\s?[–-]\\s?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?![a-z]))`, 'gi'), (m) => ({ day: +m[1] }));
  scan(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, 'gi'), (m) => ({ day: +m[1], month: monthOf(m[2]), year: +m[3] }));
  scan(new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'), (m) => ({ month: monthOf(m[1]), day: +m[2], year: +m[3] }));
  scan(new RegExp(`\\b${MONTH},?\\s+(\\d{4})\\b`, 'gi'), (m) => ({ month: monthOf(m[1]), year: +m[2] }));
  scan(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?![a-z])`, 'gi'), (m) => ({ day: +m[1], month: monthOf(m[2]) }));
  scan(new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![,.]?\\s*\\d)`, 'gi'), (m) => ({ month: monthOf(m[1]), day: +m[2] }));
  // Years: a bare four-digit number from 1000 to 2199, or three or four digits after a word of time.
  for (const m of text.matchAll(/(?<![\d.,$€£\w-])(\d{3,4})(?![\d.,]\d|\s?%|[\w-])/g)) {
    const digits = m[1];
    const before = text.slice(Math.max(0, m.index! - 24), m.index!);
    const year = Number(digits);
    const unitFollows = unitAfter(text.slice(m.index! + digits.length)) !== undefined;
    const bare = digits.length === 4 && year >= 1000 && year <= 2199 && !NOT_A_YEAR_BEFORE.test(before) && !unitFollows;
    const afterTimeWord = YEAR_BEFORE.test(before) && !unitFollows;
    if (bare || afterTimeWord) add({ start: m.index!, end: m.index! + digits.length, year, ...(!afterTimeWord && { bare: true as const }) });
  }
  return found.sort((a, b) => a.start - b.start);
}

// Longest names first, so that "km/h" wins over "km" and "metres per second" over "metres".
const UNIT_NAMES = [...UNITS.keys()].filter((name) => name !== 'count').sort((a, b) => b.length - a.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const UNIT_AFTER = new RegExp(`^\\+?\\s?(${UNIT_NAMES.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

function unitAfter(rest: string): string | undefined {
  return UNIT_AFTER.exec(rest)?.[1];
}

/** What is not a quantity though it holds digits: links, e-mail addresses, phone numbers, versions, times, ids, ordinals. */
const NOT_QUANTITIES = [
  /\b(?:https?:\/\/|www\.)\S+/gi,
  /\S+@\S+\.\w+/g,
  /\+\d[\d ().-]{6,}\d/g,
  /\bv?\d+(?:\.\d+){2,}\b/gi,
  /\bv\d+(?:\.\d+)?\b/gi,
  /\b\d+\.x\b/gi,
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  /\b\d+(?:st|nd|rd|th)\b/gi,
];

// A word that mixes letters and digits (CUS-1202, KET-1008-BLU-17L, que_6728, e10) is an id,
// unless it is a number with its unit or scale written on ("372km", "955k").
const WORD = /[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/gu;
const isId = (word: string) => /\p{L}/u.test(word) && /\p{N}/u.test(word) && !NUMBER_WITH_UNIT.test(word);
const NUMBER_WITH_UNIT = new RegExp(`^\\d+(?:\\.\\d+)?(?:k|${UNIT_NAMES.map(escape).join('|')})$`, 'i');

/** `text` with the given spans blanked out, same length, so that offsets still hold. */
function blanked(text: string, spans: Iterable<{ start: number; end: number }>): string {
  const chars = text.split('');
  for (const { start, end } of spans) for (let i = start; i < end; i++) chars[i] = ' ';
  return chars.join('');
}

/** Links, addresses, phone numbers, versions, times, ordinals and ids: digits that are neither quantities nor dates. */
function nonNumbers(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  for (const pattern of NOT_QUANTITIES) for (const m of text.matchAll(pattern)) spans.push({ start: m.index!, end: m.index! + m[0].length });
  for (const m of text.matchAll(WORD)) if (isId(m[0])) spans.push({ start: m.index!, end: m.index! + m[0].length });
  return spans;
}

const WORD_NUMBERS: Record<string, number> = {
  zero: 0, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const ONES: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
// "one" alone is left out: "one of them" is not a count.
const WORD_NUMBER = /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\b|\b(zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b/gi;

const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, million: 1e6, billion: 1e9, bn: 1e9 };
// Thousands separated by commas or (thin) spaces; a decimal point; a scale word; a currency before.
const NUMBER = /(US\$|[$€£]|\b(?:USD|EUR|GBP)\b)?\s?(?<![\d.])(\d{1,3}(?:(?:,\d{3})+|(?:[\u00a0\u202f ]\d{3})+)(?!\d|,\d)|\d+)(\.\d+)?(?![\d.]\d)(?:\s?(k|K)\b|\s(thousand|million|billion|bn)\b)?/g;

/** Every quantity the text states (dates and years are not quantities: see statedDates). */
export function statedQuantities(text: string, dates: readonly DateMention[] = statedDates(text)): Quantity[] {
  const numbers = blanked(text, [...nonNumbers(text), ...dates]);
  const found: Quantity[] = [];
  for (const m of numbers.matchAll(NUMBER)) {
    const [whole, currency, integer, fraction = '', shortScale, longScale] = m;
    const scale = SCALES[(shortScale ?? longScale ?? '').toLowerCase()] ?? 1;
    const value = Number(`${integer.replace(/[,\u00a0\u202f ]/g, '')}${fraction}`) * scale;
    const decimals = fraction.length > 0 ? fraction.length - 1 : 0;
    const precision = (0.5 * scale) / 10 ** decimals;
    const end = m.index! + whole.length;
    const after = unitAfter(numbers.slice(end));
    const unitName = currency ? currency.toLowerCase() : after;
    const unitEnd = !currency && after ? numbers.slice(end).indexOf(after) + after.length + end : end;
    found.push({ start: m.index! + (whole.length - whole.trimStart().length), end: unitEnd, value, precision, ...(unitName && { unit: unitName }) });
  }
  for (const m of numbers.matchAll(WORD_NUMBER)) {
    const value = m[1] ? WORD_NUMBERS[m[1].toLowerCase()] + (m[2] ? ONES[m[2].toLowerCase()] : 0) : WORD_NUMBERS[m[3].toLowerCase()];
    const end = m.index! + m[0].length;
    const after = unitAfter(numbers.slice(end));
    found.push({ start: m.index!, end, value, precision: 0.5, ...(after && { unit: after }) });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * `quantity` in `target` units, or undefined when it measures another dimension. A bare number
 * counts as `target` (a clause's unit is the answer's default).
 */
export function convertTo(quantity: Pick<Quantity, 'value' | 'unit'>, target: Unit): number | undefined {
  if (quantity.unit === undefined) return quantity.value;
  const given = unitNamed(quantity.unit);
  if (!given || given.dimension !== target.dimension) return undefined;
  return (quantity.value * given.factor) / target.factor;
}
