import { ARENA_TODAY } from '../../../site-kit/random.ts';

/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so that no time zone shifts a day. */

const DAY_MS = 86_400_000;

function toTime(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  return new Date(toTime(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(toTime(text)) && new Date(toTime(text)).toISOString().startsWith(text);
}

/** The first anniversary of `iso` on or after today. */
export function nextAnniversary(iso: string, today = ARENA_TODAY): string {
  const [, month, day] = iso.split('-');
  const thisYear = `${today.slice(0, 4)}-${month}-${day === '29' && month === '02' ? '28' : day}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${thisYear.slice(5)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-06-15" → "15 Jun 2026", as the app shows dates. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}
