import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { dollars, listAnd, longDate } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';

/** The rows per page the reference asks the list for (its largest choice). */
const PER = 100;
/** The first day of the month `offset` months after today's, and the last day of that month. */
const monthStart = (offset: number): string => {
  const [year, month] = arena.app.today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);
};
const monthEnd = (offset: number): string => {
  const [year, month] = arena.app.today.split('-').map(Number);
  return new Date(Date.UTC(year, month + offset, 0)).toISOString().slice(0, 10);
};
/** The Active customers as the reference reads them: the list sorted by renewal date. */
const activeByRenewal = () => arena.app.customers().filter((c) => c.status === 'Active').sort((a, b) => a.renewalDate.localeCompare(b.renewalDate));

// Every range of whole months from next month on whose rows straddle the list's first and second
// page at 100 rows per page (the task is the reading of both). Rejected: a range with no renewal
// before it or after it (no boundary to get wrong).
export default defineFamily({
  family: 'app-frontier-renewing-arr-sum',
  defaultKey: '2026-07-to-2027-03',
  instances: () => {
    const active = activeByRenewal();
    const ranges = [];
    for (let from = 1; from <= 12; from++)
      for (let to = from; to <= 12; to++) {
        const start = monthStart(from);
        const end = monthEnd(to);
        const rows = active.map((c, i) => ({ c, row: i + 1 })).filter(({ c }) => c.renewalDate >= start && c.renewalDate <= end);
        if (rows.length === 0 || rows[0].row > PER || rows.at(-1)!.row <= PER) continue;
        if (!active.some((c) => c.renewalDate < start) || !active.some((c) => c.renewalDate > end)) continue;
        ranges.push({ start, end, rows });
      }
    return ranges;
  },
  key: ({ start, end }) => `${start.slice(0, 7)}-to-${end.slice(0, 7)}`,
  task: ({ start, end, rows }) => {
    const active = activeByRenewal();
    const sum = rows.reduce((total, { c }) => total + c.arr, 0);
    /** The customers renewing on one date, and the date. */
    const on = (date: string) => `${listAnd(active.filter((c) => c.renewalDate === date).map((c) => c.company).sort((a, b) => a.localeCompare(b, 'en')))} (${longDate(date)})`;
    const lastBefore = active.filter((c) => c.renewalDate < start).at(-1)!.renewalDate;
    const firstAfter = active.find((c) => c.renewalDate > end)!.renewalDate;
    return {
      title: 'App: the total ARR of the Active customers renewing in a date range',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} What is the combined annual recurring revenue (ARR) of the Active customers whose renewal date falls between ${longDate(start)} and ${longDate(end)}, both days included?`,
      rationale: `aggregation: ${rows.length} of the ${active.length} Active customers renew in that range; the customer list filters by status but not by renewal date, so the sum needs every row of the range read off the list sorted by renewal date, across two pages even at ${PER} rows per page (rows ${rows[0].row} to ${rows.at(-1)!.row}), at the boundaries ${on(lastBefore)} out, ${on(rows[0].c.renewalDate)} in, ${on(firstAfter)} out. The sum is ${dollars(sum)}. The totals the app shows are other sums: the list’s "total ARR" of all Active customers (${dollars(active.reduce((total, c) => total + c.arr, 0))}), the dashboard’s ARR of Active and on-hold accounts and its renewals of the next 30 days. Shortcuts answer with the first amount on a page.`,
      tags: ['frontier', 'aggregation', 'login', 'sort'],
      maxSteps: 40,
      maxDurationMs: 240_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: { kind: 'answer', field: 'combined_arr', description: 'the combined ARR of those customers', number: sum, unit: '$' },
      reference: [
        ...SIGN_IN_STEPS,
        { do: 'go', url: `http://app.arena.test/customers?status=Active&sort=renewal&dir=asc&per=${PER}` },
        { do: 'read' },
        { do: 'go', url: `http://app.arena.test/customers?status=Active&sort=renewal&dir=asc&per=${PER}&page=2` },
        { do: 'read' },
        { do: 'answer', fields: { combined_arr: sum }, explanation: `The Active customers renewing from ${longDate(start)} to ${longDate(end)} have a combined ARR of ${dollars(sum)}.` },
      ],
    };
  },
});
