/**
 * Calendar dates as ISO strings (YYYY-MM-DD). Arithmetic runs in UTC so the server's time zone
 * never shifts a day, and "today" is always ARENA_TODAY, never the real clock.
 */
import { ARENA_TODAY } from '../../site-kit/random.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** Stays can be booked this many days ahead (the date picker's last month ends there too). */
const BOOKING_HORIZON_DAYS = 365;
export const MAX_NIGHTS = 30;

export const TODAY = ARENA_TODAY;

// Both conversions are kept once made: an availability search converts each night of each stay of
// each hotel, and loading the tasks (drawing the booking families' instances) parsed 338,240 dates
// in every process that loads them. The arena's dates span a few years; a flood of other dates (a
// caller's own) empties the memo.
const MEMO_LIMIT = 100_000;
const times = new Map<string, number>();
const isos = new Map<number, string>();

function remembered<K, V>(memo: Map<K, V>, key: K, make: (key: K) => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, (value = make(key)));
  }
  return value;
}

function toTime(iso: string): number {
  return remembered(times, iso, () => {
    const [, y, m, d] = ISO_DATE.exec(iso)!;
    return Date.UTC(Number(y), Number(m) - 1, Number(d));
  });
}

function fromTime(time: number): string {
  return remembered(isos, time, () => new Date(time).toISOString().slice(0, 10));
}

/** The date, if `text` is a real calendar date in ISO form (2026-02-30 is not). */
export function parseIsoDate(text: string | null | undefined): string | undefined {
  const value = (text ?? '').trim();
  if (!ISO_DATE.test(value)) return undefined;
  return fromTime(toTime(value)) === value ? value : undefined;
}

export function addDays(iso: string, days: number): string {
  return fromTime(toTime(iso) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The nights of a stay, by the date each night starts. */
export function nightDates(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));
}

export const LAST_BOOKABLE_DATE = addDays(TODAY, BOOKING_HORIZON_DAYS);

const LONG = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Friday, July 10, 2026": the name the date picker gives each day. */
export function longDate(iso: string): string {
  return LONG.format(toTime(iso));
}

/** "Fri 10 Jul 2026". */
export function shortDate(iso: string): string {
  return SHORT.format(toTime(iso)).replace(',', '');
}
