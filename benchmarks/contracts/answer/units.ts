/**
 * The units a number field may be asked in. A number is submitted in its field's unit and
 * compared as it is: the harness never converts units, so the field's description names the unit
 * ("in hours") and the agent does the conversion it asks for. A number may be written with its
 * own unit (`"372 km"`, `"$169.99"`): these are the spellings read as the unit (lower case; a
 * currency's also before the number); another unit is refused (./written-forms.ts).
 */
interface Unit {
  /** How the field's description names it. */
  label: string;
  /** How a number in it may be written beside it (the first is the one the field's description shows). */
  spellings: readonly string[];
  /** For a currency: the signs written before the number. */
  before?: readonly string[];
}

const UNIT_TABLE = {
  count: { label: 'a plain count', spellings: [] },
  year: { label: 'in years', spellings: ['years', 'year', 'yr', 'yrs', 'y'] },
  month: { label: 'in months', spellings: ['months', 'month', 'mo', 'mos'] },
  week: { label: 'in weeks', spellings: ['weeks', 'week', 'wk', 'wks', 'w'] },
  day: { label: 'in days', spellings: ['days', 'day', 'd'] },
  h: { label: 'in hours', spellings: ['h', 'hr', 'hrs', 'hour', 'hours'] },
  min: { label: 'in minutes', spellings: ['min', 'mins', 'minute', 'minutes'] },
  s: { label: 'in seconds', spellings: ['s', 'sec', 'secs', 'second', 'seconds'] },
  ms: { label: 'in milliseconds', spellings: ['ms', 'millisecond', 'milliseconds'] },
  km: { label: 'in kilometres', spellings: ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers'] },
  m: { label: 'in metres', spellings: ['m', 'metre', 'metres', 'meter', 'meters'] },
  cm: { label: 'in centimetres', spellings: ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'] },
  mm: { label: 'in millimetres', spellings: ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'] },
  'm/s': { label: 'in metres per second', spellings: ['m/s', 'metres per second', 'meters per second'] },
  'km/h': { label: 'in kilometres per hour', spellings: ['km/h', 'kph', 'kmh', 'kilometres per hour', 'kilometers per hour'] },
  kg: { label: 'in kilograms', spellings: ['kg', 'kilogram', 'kilograms'] },
  g: { label: 'in grams', spellings: ['g', 'gram', 'grams'] },
  $: { label: 'in US dollars', spellings: ['usd', 'dollars', 'us dollars', '$'], before: ['$', 'us$', 'usd'] },
  '€': { label: 'in euros', spellings: ['eur', 'euros', 'euro', '€'], before: ['€', 'eur'] },
  '£': { label: 'in pounds sterling', spellings: ['gbp', 'pounds', 'pounds sterling', '£'], before: ['£', 'gbp'] },
  '%': { label: 'in percent', spellings: ['%', 'percent', 'per cent'] },
  star: { label: 'in stars', spellings: ['stars', 'star', '★'] },
  night: { label: 'in nights', spellings: ['nights', 'night'] },
} as const satisfies Record<string, Unit>;

export type UnitName = keyof typeof UNIT_TABLE;
export const UNITS: Readonly<Record<UnitName, Unit>> = UNIT_TABLE;
export const UNIT_NAMES = Object.keys(UNITS) as UnitName[];
