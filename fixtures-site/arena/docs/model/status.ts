/**
 * The service status page's history: minutes of API downtime in each of the last twelve months
 * (July 2025 to June 2026, ARENA_TODAY's month last), drawn from the seed. The page shows them as
 * a bar chart whose bars carry no numbers; the figures are only in the chart's data table, which
 * stays collapsed until the reader opens it ("Show the data").
 *
 * The frontier task docs-frontier-status-downtime-chart asks for the month with the most downtime
 * and its minutes.
 */
import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';

export interface DowntimeMonth {
  /** `2026-03`. */
  month: string;
  /** `March 2026`. */
  label: string;
  minutes: number;
  incidents: number;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

let history: DowntimeMonth[] | undefined;

/** The last twelve months, oldest first; one month stands out, and no two months tie. */
export function downtimeHistory(): DowntimeMonth[] {
  if (history) return history;
  const random = Random.for('docs', 'status');
  const [year, month] = ARENA_TODAY.split('-').map(Number);
  const months: DowntimeMonth[] = [];
  const used = new Set<number>();
  for (let i = 11; i >= 0; i--) {
    const date = new Date(Date.UTC(year, month - 1 - i, 1));
    let minutes = random.int(4, 58);
    while (used.has(minutes)) minutes = random.int(4, 58);
    used.add(minutes);
    months.push({ month: date.toISOString().slice(0, 7), label: `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`, minutes, incidents: random.int(1, 3) });
  }
  // The worst month: a long outage, not the newest or the oldest month.
  const worst = months[random.int(1, 10)];
  worst.minutes = random.int(71, 139);
  worst.incidents = random.int(3, 5);
  history = months;
  return history;
}
