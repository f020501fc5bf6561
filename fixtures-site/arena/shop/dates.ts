import { ARENA_TODAY } from '../../site-kit/random.ts';

/** Dates as the shop shows them, all counted from the arena's "today", never from the clock. */

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function utc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function isoDaysBefore(isoDate: string, days: number): string {
  const date = utc(isoDate);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The ISO date `days` working days (Monday to Friday) after today. */
export function businessDaysFromToday(days: number): string {
  const date = utc(ARENA_TODAY);
  for (let left = days; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}

/** "Thu, Jun 18" */
export function shortDate(isoDate: string): string {
  const date = utc(isoDate);
  return `${DAY_NAMES[date.getUTCDay()]}, ${MONTH_NAMES[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}`;
}

/** "June 18, 2026" */
export function longDate(isoDate: string): string {
  const date = utc(isoDate);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
