import type { Random } from '../../../site-kit/random.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { MONTHS } from './lexicon.ts';
import type { IsoDate } from './model.ts';

export const TODAY_YEAR = Number(ARENA_TODAY.slice(0, 4));

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A random day of `year` (never 29 February, so every date exists in every year). */
export function dayIn(random: Random, year: number): IsoDate {
  const month = random.int(1, 12);
  return isoDate(year, month, random.int(1, DAYS_IN_MONTH[month - 1]));
}

/** A date `days` after `date` (for events that last a few days; months wrap, years do not need to). */
export function addDays(date: IsoDate, days: number): IsoDate {
  let [year, month, day] = date.split('-').map(Number);
  day += days;
  while (day > DAYS_IN_MONTH[month - 1]) {
    day -= DAYS_IN_MONTH[month - 1];
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return isoDate(year, month, day);
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** "1823-03-12" → "12 March 1823". */
export function longDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "1823-03-12" → "12 March". */
export function dayAndMonth(date: IsoDate): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}

/** Whole years from `from` to `to` (a birthday not yet reached does not count). */
export function yearsBetween(from: IsoDate, to: IsoDate): number {
  const years = yearOf(to) - yearOf(from);
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/** "12th century" for 1150. */
export function century(year: number): string {
  const n = Math.floor((year - 1) / 100) + 1;
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix} century`;
}

/** "1820s" for 1823. */
export function decade(year: number): string {
  return `${Math.floor(year / 10) * 10}s`;
}
