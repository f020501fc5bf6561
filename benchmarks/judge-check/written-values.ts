/**
 * The judge check's own way of writing a value in a form of ./answer-forms.ts: the parts of a date,
 * a number, a version, a phone number, an id, an organisation's or a person's name; the value
 * shifted to a near miss; the conditions a form needs. Written apart from the judge's readers
 * (contracts/answer/written-forms.ts, normalize.ts, judge-text.ts) and sharing no code with them.
 */
import type { AnswerType } from '../contracts/answer/field-types.ts';
import { LEGAL_FORMS, MONTH_NAMES, UNIT_WRITINGS, WEEKDAY_NAMES, type AnswerForm, type FormCondition } from './answer-forms.ts';

/** What writing a value needs besides the value: its type and unit, and the other values it may name. */
export interface ValueContext {
  type: AnswerType;
  unit?: string;
  tolerance: number;
  /** A number with no unit and no fraction: one more is wrong, whatever the tolerance. */
  count: boolean;
  /** Other values of the field's kind (those the final page shows first), and of its type from elsewhere. */
  rivals: readonly string[];
  strangers: readonly string[];
  /** The values of the field's kind (to tell whether an organisation's name is unique without its legal form). */
  kind: readonly string[];
  /** Numbers the final page shows. */
  pageNumbers: readonly number[];
}

type Value = string | number;
type Parts = Record<string, string | undefined>;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// --- dates ------------------------------------------------------------------------------------

const dateOf = (iso: string) => iso.split('-').map(Number);

function dateParts(iso: string): Parts {
  const [year, month, day] = dateOf(iso);
  const weekday = day !== undefined ? WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] : undefined;
  const ordinal = day === undefined ? undefined : `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
  const named = month === undefined ? undefined : MONTH_NAMES[month - 1];
  return {
    v: iso,
    YYYY: pad(year, 4),
    Y: String(year),
    YY: pad(year % 100, 2),
    MM: month === undefined ? undefined : pad(month, 2),
    M: month === undefined ? undefined : String(month),
    Month: named,
    Mon: named?.slice(0, 3),
    DD: day === undefined ? undefined : pad(day, 2),
    D: day === undefined ? undefined : String(day),
    Dth: ordinal,
    Weekday: weekday,
  };
}

function shiftDate(iso: string, shift: string): string | undefined {
  const [year, month, day] = dateOf(iso);
  const by = shift.endsWith('+1') ? 1 : -1;
  if (shift.startsWith('year')) return [pad(year + by, 4), ...iso.split('-').slice(1)].join('-');
  if (month === undefined || (shift.startsWith('day') && day === undefined)) return undefined;
  const moved = new Date(Date.UTC(year, month - 1 + (shift.startsWith('month') ? by : 0), (day ?? 1) + (shift.startsWith('day') ? by : 0)));
  return moved.toISOString().slice(0, day === undefined ? 7 : 10);
}

// --- numbers ----------------------------------------------------------------------------------

const decimalsOf = (value: number) => (String(value).includes('e') ? 0 : (String(value).split('.')[1]?.length ?? 0));

/** One step of the precision `value` is written to, past `tolerance`: the nearest difference a clause with that tolerance must refuse. */
export function stepPast(value: number, tolerance: number): number {
  const step = 10 ** -decimalsOf(value);
  return step * (Math.floor(tolerance / step + 1e-9) + 1);
}

function grouped(value: number, separator: string): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const groups = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${value < 0 ? '-' : ''}${groups}${fraction === undefined ? '' : `.${fraction}`}`;
}

function numberParts(value: number, context: ValueContext): Parts {
  const unit = context.unit === undefined ? undefined : UNIT_WRITINGS[context.unit];
  return {
    v: String(value),
    n: String(value),
    'n,': grouped(value, ','),
    n_: grouped(value, ' '),
    'n.00': value.toFixed(2),
    'n,dec': String(value).replace('.', ','),
    unit: unit?.symbol,
    'unit word': unit?.word,
    cur: unit?.before,
    code: unit?.code,
    'other unit': unit?.other,
  };
}

function shiftNumber(value: number, shift: string, context: ValueContext): number | undefined {
  const step = context.count ? 1 : stepPast(value, context.tolerance);
  const round = (n: number) => Number(n.toFixed(decimalsOf(value) + 2));
  if (shift === 'step+1') return round(value + step);
  if (shift === 'step-1') return round(value - step);
  if (shift === 'x100') return round(value * 100 || 100);
  return context.pageNumbers.find((n) => Math.abs(n - value) > context.tolerance + step / 2);
}

// --- names ------------------------------------------------------------------------------------

function versionParts(version: string): Parts {
  const [major, minor, patch] = version.split('.');
  return { v: version, major, minor, patch };
}

function shiftVersion(version: string, shift: string): string | undefined {
  const [major, minor, patch = 0] = version.split('.').map(Number);
  const three = (a: number, b: number, c: number) => [a, b, c].slice(0, Math.max(2, version.split('.').length)).join('.');
  if (shift === 'patch+1') return three(major, minor, patch + 1);
  if (shift === 'minor+1') return three(major, minor + 1, 0);
  if (shift === 'minor-1') return minor > 0 ? three(major, minor - 1, 0) : undefined;
  return three(major + 1, 0, 0);
}

function phoneParts(phone: string): Parts {
  const digits = phone.replace(/\D/g, '');
  const groups = phone.replace(/^\+/, '').trim().split(/\s+/);
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return { v: phone, digits, '+digits': `${plus}${digits}`, dashed: `${plus}${groups.join('-')}`, dotted: `${plus}${groups.join('.')}` };
}

/** The last digit of a phone number one off, or the last number of an id one up or down (its width kept). */
function shiftDigits(value: string, shift: string): string | undefined {
  if (shift === 'last+1') return value.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10));
  const by = shift === 'num+1' ? 1 : -1;
  const last = /(\d+)(?=\D*$)/.exec(value);
  if (!last || Number(last[1]) + by < 0) return undefined;
  return `${value.slice(0, last.index)}${pad(Number(last[1]) + by, last[1].length)}${value.slice(last.index + last[1].length)}`;
}

function idParts(id: string): Parts {
  return { v: id, joined: id.replace(/[^\p{L}\p{N}]/gu, ''), spaced: id.replace(/[^\p{L}\p{N}]+/gu, ' ') };
}

/** An organisation's name as its stem and its legal form. */
function legalFormOf(name: string): { stem: string; legal: (typeof LEGAL_FORMS)[number] } | undefined {
  const legal = LEGAL_FORMS.find((entry) => name.endsWith(` ${entry.form}`));
  return legal && { stem: name.slice(0, -legal.form.length - 1), legal };
}

/** How many organisations of a kind have each name without their legal form (worked out once per kind). */
const stemCounts = new WeakMap<readonly string[], ReadonlyMap<string, number>>();
function stemsOf(kind: readonly string[]): ReadonlyMap<string, number> {
  let counts = stemCounts.get(kind);
  if (!counts) {
    const made = new Map<string, number>();
    for (const name of kind) {
      const stem = legalFormOf(name)?.stem ?? name;
      made.set(stem, (made.get(stem) ?? 0) + 1);
    }
    stemCounts.set(kind, (counts = made));
  }
  return counts;
}

function organisationParts(name: string, context: ValueContext): Parts {
  const split = legalFormOf(name);
  const stem = split?.stem ?? name;
  // Unique without its legal form: no other organisation of the kind has the same name before its form.
  const unique = (stemsOf(context.kind).get(stem) ?? 0) <= (context.kind.includes(name) ? 1 : 0);
  return {
    v: name,
    stem,
    legal: split?.legal.form,
    'legal spelled': split?.legal.spelled,
    'legal bare': split?.legal.bare,
    'other legal': split?.legal.other,
    'unique stem': unique ? stem : undefined,
  };
}

function personParts(name: string): Parts {
  const words = name.trim().split(/\s+/);
  return { v: name, first: words.slice(0, -1).join(' ') || undefined, last: words.length > 1 ? words.at(-1) : undefined };
}

// --- forms ------------------------------------------------------------------------------------

function partsOf(value: Value, context: ValueContext): Parts {
  const rivals = { rival: context.rivals[0], rival2: context.rivals[1], stranger: context.strangers[0] ?? context.rivals[0] };
  const own = (() => {
    if (typeof value === 'number') return numberParts(value, context);
    switch (context.type) {
      case 'date':
      case 'month':
      case 'year':
        return dateParts(value);
      case 'version':
        return versionParts(value);
      case 'phone':
        return phoneParts(value);
      case 'id':
        return idParts(value);
      case 'organisation':
        return organisationParts(value, context);
      case 'person':
        return personParts(value);
      default:
        return { v: value };
    }
  })();
  return { ...rivals, ...own };
}

function shifted(value: Value, shift: string, context: ValueContext): Value | undefined {
  if (typeof value === 'number') return shiftNumber(value, shift, context);
  if (context.type === 'date' || context.type === 'month' || context.type === 'year') return shiftDate(value, shift);
  if (context.type === 'version') return shiftVersion(value, shift);
  return shiftDigits(value, shift);
}

/** A first vowel with an acute accent (or, where the text has accents, the text without them). */
function accented(text: string): string {
  const bare = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (bare !== text) return bare;
  const vowel = /[aeiouAEIOU]/.exec(text);
  return vowel ? `${text.slice(0, vowel.index + 1)}\u0301${text.slice(vowel.index + 1)}`.normalize('NFC') : text;
}

const MODIFIERS: Record<string, (text: string) => string | undefined> = {
  upper: (text) => text.toUpperCase(),
  lower: (text) => text.toLowerCase(),
  accents: accented,
  article: (text) => (/^(the|a|an)\s/i.test(text) ? text.replace(/^(the|a|an)\s+/i, '') : `The ${text}`),
  cut: (text) => (text.trim().length > 3 ? text.trim().slice(0, -2) : undefined),
};

const CONDITIONS: Record<FormCondition, (value: Value, context: ValueContext) => boolean> = {
  'day above 12': (value) => (dateOf(String(value))[2] ?? 0) > 12,
  'day and month swappable': (value) => {
    const [, month, day] = dateOf(String(value));
    return day !== undefined && day <= 12 && day !== month;
  },
  thousands: (value) => Math.abs(Number(value)) >= 1000,
  decimals: (value) => !Number.isInteger(value),
  'a count': (_, context) => context.unit === undefined || context.unit === 'count',
  'not a count': (_, context) => context.unit !== undefined && context.unit !== 'count',
  'a currency': (_, context) => context.unit !== undefined && UNIT_WRITINGS[context.unit]?.before !== undefined,
  'a symbol unit': (_, context) => context.unit !== undefined && ['km', 'm', 'cm', 'mm', 'kg', 'g', 'ms', 's', 'h', '%'].includes(context.unit),
  'a legal form': (value) => legalFormOf(String(value)) !== undefined,
  'a legal form spelled out': (value) => legalFormOf(String(value))?.legal.spelled !== undefined,
  'a legal form with dots': (value) => legalFormOf(String(value))?.legal.bare !== undefined,
  'a unique stem': (value, context) => legalFormOf(String(value)) !== undefined && organisationParts(String(value), context)['unique stem'] !== undefined,
  'two words or more': (value) => String(value).trim().split(/\s+/).length > 1,
  'three digits': (value) => /^\d{3}$/.test(String(value)),
};

/**
 * `value` written in `form`: a string (or, for a `json` form, a number), or undefined when the form
 * does not apply (its condition fails, or a part it names is missing).
 */
export function writeForm(form: AnswerForm, value: Value, context: ValueContext): Value | undefined {
  if (form.when && !CONDITIONS[form.when](value, context)) return undefined;
  let missing = false;
  const parts = new Map<string, Parts | undefined>();
  const partsAt = (shift: string | undefined) => {
    if (!parts.has(shift ?? '')) {
      const moved = shift === undefined ? value : shifted(value, shift, context);
      parts.set(shift ?? '', moved === undefined ? undefined : partsOf(moved, context));
    }
    return parts.get(shift ?? '');
  };
  const text = form.form.replace(/\{([^}@|]+)(?:@([^}|]+))?(?:\|(\w+))?\}/g, (_, name: string, shift?: string, modifier?: string) => {
    const part = partsAt(shift)?.[name];
    const written = part === undefined ? undefined : modifier ? MODIFIERS[modifier](part) : part;
    if (written === undefined) missing = true;
    return written ?? '';
  });
  if (missing) return undefined;
  return form.json ? Number(text) : text;
}
