/**
 * Matching an agent's final answer so that phrasing does not matter but facts do: text is
 * compared normalised, numbers are read with their units and compared within a tolerance.
 */

/** Lower case, no accents, punctuation as spaces, whitespace collapsed ("Berners-Lee." → "berners lee"). */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1') // thousands separators: 1,083 → 1083
    .replace(/[^\p{L}\p{N}.%]+/gu, ' ')
    .replace(/\.(?!\d)/g, ' ') // a full stop, not a decimal point
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `needle` occurs in `haystack` as whole words, both normalised. */
export function containsWords(haystack: string, needle: string): boolean {
  const h = ` ${normalizeAnswer(haystack)} `;
  const n = normalizeAnswer(needle);
  return n !== '' && h.includes(` ${n} `);
}

/**
 * The explicit answer for "the thing does not exist / cannot be done" (as WebArena-Verified
 * uses): the agent is told to begin its answer with NOT FOUND. The phrasings below are accepted
 * at the start of the answer too.
 */
const NOT_FOUND = /^(not found|not possible|no such|does not exist|doesn t exist|cannot be done|can t be done|impossible|n a)\b/;

export function saysNotFound(answer: string): boolean {
  return NOT_FOUND.test(normalizeAnswer(answer));
}

/** Units an answer may use, each as a factor of its dimension's base unit. */
const UNITS: Record<string, { dimension: string; factor: number }> = {};
function unit(dimension: string, factor: number, ...names: string[]): void {
  for (const name of names) UNITS[name] = { dimension, factor };
}
unit('length', 1, 'm', 'metre', 'metres', 'meter', 'meters');
unit('length', 1000, 'km', 'kilometre', 'kilometres', 'kilometer', 'kilometers');
unit('length', 0.01, 'cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters');
unit('length', 0.001, 'mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters');
unit('length', 0.3048, 'ft', 'foot', 'feet');
unit('length', 0.0254, 'in', 'inch', 'inches');
unit('length', 1609.344, 'mi', 'mile', 'miles');
unit('mass', 1, 'kg', 'kilogram', 'kilograms');
unit('mass', 0.001, 'g', 'gram', 'grams');
unit('mass', 0.45359237, 'lb', 'lbs', 'pound', 'pounds');
unit('time', 1, 's', 'sec', 'second', 'seconds');
unit('time', 0.001, 'ms', 'millisecond', 'milliseconds');
unit('time', 60, 'min', 'minute', 'minutes');
unit('time', 3600, 'h', 'hr', 'hour', 'hours');
unit('time', 86400, 'day', 'days');
unit('speed', 1, 'm/s');
unit('speed', 1000, 'km/s');
unit('speed', 1 / 3.6, 'km/h', 'kph');
unit('speed', 0.44704, 'mph');
unit('percent', 1, '%', 'percent', 'per cent');
unit('usd', 1, '$', 'usd', 'dollar', 'dollars');
unit('eur', 1, '€', 'eur', 'euro', 'euros');
unit('gbp', 1, '£', 'gbp', 'pound sterling');

export const KNOWN_UNITS = Object.keys(UNITS);

/** A number as the answer wrote it, with the unit right after (or the currency sign right before) it. */
export interface StatedNumber {
  value: number;
  unit?: string;
}

const CURRENCY_BEFORE = /^[$€£]$/;

/** Every number in the text, with its unit when one follows (or a currency sign precedes) it. */
export function statedNumbers(text: string): StatedNumber[] {
  const flat = text.normalize('NFKC').replace(/(\d)[,\u00a0\u202f ](?=\d{3}(?!\d))/g, '$1');
  const found: StatedNumber[] = [];
  const pattern = /([$€£])?\s?(-?\d+(?:\.\d+)?)\s?(km\/s|m\/s|km\/h|[a-zA-Z%]+(?: sterling)?)?/g;
  for (const match of flat.matchAll(pattern)) {
    const [, before, digits, after] = match;
    const afterUnit = after?.toLowerCase();
    const unitName = before && CURRENCY_BEFORE.test(before) ? before : afterUnit && UNITS[afterUnit] ? afterUnit : undefined;
    found.push({ value: Number(digits), ...(unitName && { unit: unitName }) });
  }
  return found;
}

/**
 * Whether the answer states `expected` (in `unit`, if given) within `tolerance`. A number with a
 * unit of the same dimension is converted; a number without a unit counts as `unit`.
 */
export function statesNumber(answer: string, expected: number, unitName: string | undefined, tolerance: number): StatedNumber | undefined {
  const target = unitName ? UNITS[unitName.toLowerCase()] : undefined;
  return statedNumbers(answer).find((stated) => {
    let value = stated.value;
    if (target && stated.unit) {
      const given = UNITS[stated.unit.toLowerCase()] ?? UNITS[stated.unit];
      if (!given || given.dimension !== target.dimension) return false;
      value = (value * given.factor) / target.factor;
    }
    // Beyond the tolerance, only float rounding of a converted or fractional number: a few units in the last place.
    const rounding = Number.isInteger(value) && Number.isInteger(expected) ? 0 : 4 * Number.EPSILON * Math.max(1, Math.abs(expected));
    return Math.abs(value - expected) <= tolerance + rounding;
  });
}
