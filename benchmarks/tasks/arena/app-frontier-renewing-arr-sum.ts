import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-frontier-renewing-arr-sum',
  title: 'App: the total ARR of the Active customers renewing in a date range',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} What is the combined annual recurring revenue (ARR) of the Active customers whose renewal date falls between 1 July 2026 and 31 March 2027, both days included?`,
  rationale:
    'aggregation: 116 of the 168 Active customers renew in that range; the customer list filters by status but not by renewal date, so the sum needs every row of the range read off the list sorted by renewal date, across two pages even at 100 rows per page (rows 13 to 128), at the boundaries Thistle Capital K.K. (30 June 2026) out, Cairn Growers GmbH and Riverbend Academy Pty Ltd (1 July 2026) in, Oakridge Freight Ltda. (1 April 2027) out. The sum is $16,654,100. The totals the app shows are other sums: the list’s "total ARR" of all Active customers ($22,971,800), the dashboard’s ARR of Active and on-hold accounts and its renewals of the next 30 days. Shortcuts answer with the first amount on a page.',
  tags: ['frontier', 'aggregation', 'login', 'sort'],
  maxSteps: 40,
  maxDurationMs: 240_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: { kind: 'answer', number: 16_654_100, unit: '$' },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'go', url: 'http://app.arena.test/customers?status=Active&sort=renewal&dir=asc&per=100' },
    { do: 'read' },
    { do: 'go', url: 'http://app.arena.test/customers?status=Active&sort=renewal&dir=asc&per=100&page=2' },
    { do: 'read' },
    { do: 'answer', text: 'The Active customers renewing from 1 July 2026 to 31 March 2027 have a combined ARR of $16,654,100.' },
  ],
});
