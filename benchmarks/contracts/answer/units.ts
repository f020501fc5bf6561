/**
 * The units a number field may be asked in. A number is submitted in its field's unit and
 * compared as it is: the harness never converts or parses units, so the field's description
 * names the unit ("in hours") and the agent does the conversion it asks for.
 */
export const UNITS = {
  count: 'a plain count',
  year: 'in years',
  month: 'in months',
  week: 'in weeks',
  day: 'in days',
  h: 'in hours',
  min: 'in minutes',
  s: 'in seconds',
  ms: 'in milliseconds',
  km: 'in kilometres',
  m: 'in metres',
  cm: 'in centimetres',
  mm: 'in millimetres',
  'm/s': 'in metres per second',
  'km/h': 'in kilometres per hour',
  kg: 'in kilograms',
  g: 'in grams',
  $: 'in US dollars',
  '€': 'in euros',
  '£': 'in pounds sterling',
  '%': 'in percent',
  star: 'in stars',
  night: 'in nights',
} as const;

export type UnitName = keyof typeof UNITS;
export const UNIT_NAMES = Object.keys(UNITS) as UnitName[];
