/**
 * The judge check's forms of an answer, per field type: honest forms a careful grader accepts
 * (must pass) and near misses it marks wrong (must fail). Data only, read by
 * ./submission-variants.ts, which writes each value its own way (./written-values.ts) and shares no
 * code with the judge's readers (contracts/answer/written-forms.ts, normalize.ts, judge-text.ts):
 * a form one side gets wrong shows up as a wrong verdict. Add the form of every judge error found.
 *
 * A form is a template. `{v}` is the value as the task expects it; `{PART}` one part of it (a
 * date's `{YYYY}`, `{Y}` without leading zeros, `{YY}`, `{MM}`, `{M}`, `{DD}`, `{D}`, `{Dth}`,
 * `{Month}`, `{Mon}`, `{Weekday}`; a number's `{n}`, `{n,}` with thousands commas, `{n_}` with
 * thousands spaces, `{n.00}`, `{n,dec}` with a decimal comma, `{unit}`, `{unit word}`, `{cur}`,
 * `{code}`, `{other unit}`; a version's `{major}`, `{minor}`; a phone's `{digits}`, `{+digits}`,
 * `{dashed}`, `{dotted}`; an organisation's `{stem}`, `{legal}`, `{legal spelled}`, `{legal bare}`,
 * `{other legal}`; a person's `{first}`, `{last}`; an id's `{joined}`, `{spaced}`; `{rival}`,
 * `{rival2}` other values of the field's kind, `{stranger}` a value of the same type from elsewhere
 * on the sites). `{x@shift}` is that part of the value shifted (`{v@year-1}`, `{n@step+1}`);
 * `{x|upper}`, `{x|lower}`, `{x|accents}`, `{x|article}`, `{x|cut}` change how it is written.
 * `json: true` submits the value as a JSON number. A form applies only `when` its condition holds
 * of the value.
 */

export interface AnswerForm {
  /** What the form is, as the report names it. */
  name: string;
  form: string;
  json?: true;
  when?: FormCondition;
}

/** Conditions a value must meet for a form to apply (./written-values.ts decides them). */
export type FormCondition =
  | 'day above 12'
  | 'day and month swappable'
  | 'thousands'
  | 'decimals'
  | 'a count'
  | 'not a count'
  | 'a currency'
  | 'a symbol unit'
  | 'a legal form'
  | 'a legal form spelled out'
  | 'a legal form with dots'
  | 'a unique stem'
  | 'two words or more'
  | 'three digits';

export interface TypeForms {
  honest: readonly AnswerForm[];
  near: readonly AnswerForm[];
}

/** Near misses of any single value, whatever its type: a word that changes what it says. */
export const SINGLE_NEAR: readonly AnswerForm[] = [
  { name: 'negated', form: 'not {v}' },
  { name: 'hedged before', form: 'probably {v}' },
  { name: 'hedged with likely', form: 'likely {v}' },
  { name: 'hedged after', form: '{v}, I think' },
  { name: 'as a question', form: '{v}?' },
  { name: 'a qualifier before (near)', form: 'near {v}' },
  { name: 'a qualifier before (before)', form: 'before {v}' },
  { name: 'a relation (the predecessor of)', form: 'the predecessor of {v}' },
];

/** Forms of a value named in text (a name, a person, an organisation, a version, an id, a phone number). */
export const NAMED: TypeForms = {
  honest: [
    { name: 'in upper case', form: '{v|upper}' },
    { name: 'in lower case', form: '{v|lower}' },
    { name: 'with its accents changed', form: '{v|accents}' },
    { name: 'with a full stop and spaces around it', form: '  {v}. ' },
    { name: 'in quotes', form: '"{v}"' },
    { name: 'with a leading article added or removed', form: '{v|article}' },
    { name: 'with context in parentheses', form: '{v} (as the site lists it)' },
    { name: 'with context after a comma', form: '{v}, as listed on the page' },
  ],
  near: [
    { name: 'another value of its kind', form: '{rival}' },
    { name: 'another value of its kind (a second one)', form: '{rival2}' },
    { name: 'a second value after a comma', form: '{v}, {rival}' },
    { name: 'a second value joined by and', form: '{v} and {rival}' },
    { name: 'offered among alternatives', form: '{v} or {rival}' },
    { name: 'a word added after it', form: '{v} perhaps' },
  ],
};

/** Forms per field type, beside the ones above. */
export const TYPE_FORMS: Readonly<Record<string, TypeForms>> = {
  text: {
    honest: [
      { name: 'in upper case', form: '{v|upper}' },
      { name: 'in lower case', form: '{v|lower}' },
      { name: 'with a full stop and spaces around it', form: '  {v}. ' },
      { name: 'in quotes', form: '"{v}"' },
    ],
    near: [
      { name: 'cut short', form: '{v|cut}' },
      { name: 'a word added', form: '{v} perhaps' },
      { name: 'a phrase of the page instead', form: '{rival}' },
    ],
  },
  name: { honest: [], near: [] },
  person: {
    honest: [{ name: 'surname first, after a comma', form: '{last}, {first}', when: 'two words or more' }],
    near: [
      { name: 'a second person the sites know', form: '{v}, {stranger}' },
      { name: 'the first name alone', form: '{first}', when: 'two words or more' },
      { name: 'a relation (the manager of)', form: 'the manager of {v}' },
    ],
  },
  organisation: {
    honest: [
      { name: 'its legal form spelled out', form: '{stem} {legal spelled}', when: 'a legal form spelled out' },
      { name: 'its legal form without dots', form: '{stem} {legal bare}', when: 'a legal form with dots' },
      { name: 'without its legal form', form: '{stem}', when: 'a unique stem' },
      { name: 'with what it is before it', form: 'the company {v}' },
    ],
    near: [
      { name: 'another legal form', form: '{stem} {other legal}', when: 'a legal form' },
      { name: 'a second organisation the sites know', form: '{v}, {stranger}' },
      { name: 'a relation (a subsidiary of)', form: 'a subsidiary of {v}' },
    ],
  },
  version: {
    honest: [
      { name: 'with a leading v', form: 'v{v}' },
      { name: 'with a leading V', form: 'V{v}' },
      { name: 'as "version …"', form: 'version {v}' },
      { name: 'as "release …"', form: 'release {v}' },
    ],
    near: [
      { name: 'the next patch release', form: '{v@patch+1}' },
      { name: 'the next minor release', form: '{v@minor+1}' },
      { name: 'the previous minor release', form: '{v@minor-1}' },
      { name: 'the next major release', form: '{v@major+1}' },
      { name: 'cut to major.minor', form: '{major}.{minor}' },
      { name: 'a second version', form: '{v}, {v@minor+1}' },
      { name: 'two versions offered', form: 'v{v} or v{v@patch+1}' },
      { name: 'a qualifier (since)', form: 'since {v}' },
    ],
  },
  phone: {
    honest: [
      { name: 'without spaces', form: '{+digits}' },
      { name: 'with dashes', form: '{dashed}' },
      { name: 'with dots', form: '{dotted}' },
      { name: 'with what it is before it', form: 'tel. {v}' },
    ],
    near: [
      { name: 'its last digit one off', form: '{v@last+1}' },
      { name: 'without the leading +', form: '{digits}' },
      { name: 'a second phone number', form: '{v}, {v@last+1}' },
      { name: 'with an extension', form: '{v} ext. 12' },
    ],
  },
  id: {
    honest: [
      { name: 'without its separators', form: '{joined}' },
      { name: 'with a space for its separator', form: '{spaced}' },
      { name: 'with a hash before it', form: '#{v}' },
      { name: 'with what it is before it', form: 'ID {v}' },
    ],
    near: [
      { name: 'the next id', form: '{v@num+1}' },
      { name: 'the previous id', form: '{v@num-1}' },
      { name: 'a digit more', form: '{v}0' },
      { name: 'a second id', form: '{v}, {v@num+1}' },
    ],
  },
  date: {
    honest: [
      { name: 'ISO', form: '{YYYY}-{MM}-{DD}' },
      { name: 'day, month name, year', form: '{D} {Month} {YYYY}' },
      { name: 'month name, day, year', form: '{Month} {D}, {YYYY}' },
      { name: 'abbreviated month, day, year', form: '{Mon} {D}, {YYYY}' },
      { name: 'day, abbreviated month, year', form: '{D} {Mon} {YYYY}' },
      { name: 'ordinal day', form: '{Dth} {Month} {YYYY}' },
      { name: 'ordinal day after the month', form: '{Month} {Dth}, {YYYY}' },
      { name: 'with its weekday', form: '{Weekday}, {D} {Month} {YYYY}' },
      { name: 'year first with slashes', form: '{YYYY}/{MM}/{DD}' },
      { name: 'day/month/year where unambiguous', form: '{DD}/{MM}/{YYYY}', when: 'day above 12' },
      { name: 'month/day/year where unambiguous', form: '{MM}/{DD}/{YYYY}', when: 'day above 12' },
    ],
    near: [
      { name: 'the next day', form: '{YYYY@day+1}-{MM@day+1}-{DD@day+1}' },
      { name: 'the day before', form: '{D@day-1} {Month@day-1} {YYYY@day-1}' },
      { name: 'the next month', form: '{D} {Month@month+1} {YYYY@month+1}' },
      { name: 'the year before', form: '{Month} {D}, {YYYY@year-1}' },
      { name: 'the year after', form: '{YYYY@year+1}-{MM}-{DD}' },
      { name: 'day and month swapped', form: '{YYYY}-{DD}-{MM}', when: 'day and month swappable' },
      { name: 'no year', form: '{D} {Month}' },
      { name: 'the month alone', form: '{Month} {YYYY}' },
      { name: 'a second date', form: '{D} {Month} {YYYY}, {D@day+1} {Month@day+1} {YYYY@day+1}' },
      { name: 'day and month that could be swapped (refused)', form: '{DD}/{MM}/{YYYY}', when: 'day and month swappable' },
      { name: 'a year of two digits (refused)', form: '{D} {Mon} {YY}' },
    ],
  },
  month: {
    honest: [
      { name: 'ISO', form: '{YYYY}-{MM}' },
      { name: 'month name and year', form: '{Month} {YYYY}' },
      { name: 'abbreviated month and year', form: '{Mon} {YYYY}' },
      { name: 'abbreviated month with a dot', form: '{Mon}. {YYYY}' },
      { name: 'month/year', form: '{MM}/{YYYY}' },
      { name: 'month/year, no leading zero', form: '{M}/{YYYY}' },
      { name: 'year/month', form: '{YYYY}/{MM}' },
      { name: 'in lower case', form: '{Month|lower} {YYYY}' },
      { name: 'a day of it, day first', form: '12 {Month} {YYYY}' },
      { name: 'a day of it, month first', form: '{Month} 12, {YYYY}' },
    ],
    near: [
      { name: 'the year before', form: '{Month} {YYYY@year-1}' },
      { name: 'the year after', form: '{YYYY@year+1}-{MM}' },
      { name: 'the next month', form: '{Month@month+1} {YYYY@month+1}' },
      { name: 'the month before', form: '{MM@month-1}/{YYYY@month-1}' },
      { name: 'the month name alone', form: '{Month}' },
      { name: 'a second month', form: '{Month} {YYYY}, {Month@month-1} {YYYY@year-1}' },
      { name: 'a year of two digits (refused)', form: '{MM}/{YY}' },
    ],
  },
  year: {
    honest: [
      { name: 'as a string', form: '{YYYY}' },
      { name: 'as a JSON number', form: '{Y}', json: true },
      { name: 'without leading zeros', form: '{Y}', when: 'three digits' },
    ],
    near: [
      { name: 'the year before', form: '{YYYY@year-1}' },
      { name: 'the year after', form: '{Y@year+1}', json: true },
      { name: 'the decade', form: '{YYYY}s' },
      { name: 'approximately (c.)', form: 'c. {YYYY}' },
      { name: 'a range', form: '{YYYY}–{YYYY@year+1}' },
      { name: 'a second year', form: '{YYYY}, {YYYY@year+1}' },
    ],
  },
  number: {
    honest: [
      { name: 'as a JSON number', form: '{n}', json: true },
      { name: 'as a string', form: '{n}' },
      { name: 'with thousands commas', form: '{n,}', when: 'thousands' },
      { name: 'with thousands spaces', form: '{n_}', when: 'thousands' },
      { name: 'with a word after it', form: '{n,} total', when: 'a count' },
      { name: 'with its unit', form: '{n} {unit}', when: 'not a count' },
      { name: 'with its unit attached', form: '{n}{unit}', when: 'a symbol unit' },
      { name: 'with its unit as a word', form: '{n,} {unit word}', when: 'not a count' },
      { name: 'with its currency sign', form: '{cur}{n,}', when: 'a currency' },
      { name: 'with its currency code after', form: '{n.00} {code}', when: 'a currency' },
    ],
    near: [
      { name: 'one step above', form: '{n@step+1}', json: true },
      { name: 'one step below', form: '{n@step-1}' },
      { name: 'in another scale (×100)', form: '{n@x100}', json: true },
      { name: 'in thousands', form: '{n} thousand', when: 'a count' },
      { name: 'another number of the page', form: '{n@page}', json: true },
      { name: 'a second number', form: '{n}, {n@step+1}' },
      { name: 'approximately', form: 'about {n}' },
      { name: 'a range around it', form: '{n@step-1}-{n@step+1}' },
      { name: 'in another unit', form: '{n} {other unit}', when: 'not a count' },
      { name: 'with a decimal comma (refused)', form: '{n,dec}', when: 'decimals' },
    ],
  },
};

/** The judge check's own writing of the calendar. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Legal forms as organisations write them: spelled out, without dots, and another form of the same place. */
export const LEGAL_FORMS: ReadonlyArray<{ form: string; spelled?: string; bare?: string; other: string }> = [
  { form: 'Pty Ltd', spelled: 'Proprietary Limited', other: 'Inc.' },
  { form: 'Ltd', spelled: 'Limited', other: 'GmbH' },
  { form: 'Inc.', spelled: 'Incorporated', bare: 'Inc', other: 'Ltd' },
  { form: 'GmbH', spelled: 'Gesellschaft mit beschränkter Haftung', other: 'AG' },
  { form: 'K.K.', spelled: 'Kabushiki Kaisha', bare: 'KK', other: 'Ltd' },
  { form: 'S.L.', spelled: 'Sociedad Limitada', bare: 'SL', other: 'S.A.' },
  { form: 'AB', spelled: 'Aktiebolag', other: 'Oy' },
  { form: 'B.V.', spelled: 'Besloten Vennootschap', bare: 'BV', other: 'N.V.' },
  { form: 'SAS', spelled: 'Société par actions simplifiée', other: 'SARL' },
  { form: 'Ltda.', spelled: 'Limitada', bare: 'Ltda', other: 'S.A.' },
];

/** Units as the judge check writes them: a symbol, a word, and another unit of the same dimension. */
export const UNIT_WRITINGS: Readonly<Record<string, { symbol: string; word: string; other: string; before?: string; code?: string }>> = {
  year: { symbol: 'yr', word: 'years', other: 'months' },
  month: { symbol: 'mo', word: 'months', other: 'weeks' },
  week: { symbol: 'wk', word: 'weeks', other: 'days' },
  day: { symbol: 'd', word: 'days', other: 'hours' },
  h: { symbol: 'h', word: 'hours', other: 'min' },
  min: { symbol: 'min', word: 'minutes', other: 'h' },
  s: { symbol: 's', word: 'seconds', other: 'ms' },
  ms: { symbol: 'ms', word: 'milliseconds', other: 's' },
  km: { symbol: 'km', word: 'kilometres', other: 'mi' },
  m: { symbol: 'm', word: 'metres', other: 'ft' },
  cm: { symbol: 'cm', word: 'centimetres', other: 'in' },
  mm: { symbol: 'mm', word: 'millimetres', other: 'cm' },
  'm/s': { symbol: 'm/s', word: 'metres per second', other: 'km/h' },
  'km/h': { symbol: 'km/h', word: 'kilometres per hour', other: 'mph' },
  kg: { symbol: 'kg', word: 'kilograms', other: 'lb' },
  g: { symbol: 'g', word: 'grams', other: 'oz' },
  $: { symbol: 'USD', word: 'dollars', other: 'EUR', before: '$', code: 'USD' },
  '€': { symbol: 'EUR', word: 'euros', other: 'USD', before: '€', code: 'EUR' },
  '£': { symbol: 'GBP', word: 'pounds', other: 'USD', before: '£', code: 'GBP' },
  '%': { symbol: '%', word: 'percent', other: 'points' },
  star: { symbol: 'stars', word: 'stars', other: 'points' },
  night: { symbol: 'nights', word: 'nights', other: 'days' },
};
