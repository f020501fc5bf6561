import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The chart's twelve months (July 2025 to June 2026), each as an answer may write it: "March 2026", "Mar 2026", "2026-03". */
const CHART_MONTHS = Array.from({ length: 12 }, (_, i) => {
  const month = (6 + i) % 12;
  const year = i < 6 ? 2025 : 2026;
  return [`${MONTHS[month]} ${year}`, `${MONTHS[month].slice(0, 3)} ${year}`, `${year}-${String(month + 1).padStart(2, '0')}`];
}).flat();

export default defineTask({
  id: 'app-frontier-chart-peak-month',
  title: 'App: the month with the most tickets of one topic, read off a bar chart',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} In which month were the most support tickets about new users failing to log in with SSO opened?`,
  rationale:
    'interaction: the Reports page (footer link "Reports", /reports) charts tickets opened per month over the last 12 months as SVG bars whose heights are the only place the counts are: no number on the page, no table. With the topic "SSO login fails for new users" chosen, March 2026 stands out (15 tickets; April 10, February 9, May and June 5, January 1). A naive guess fails: over all topics May 2026 is the busiest month, and the last full month is May; the first date a shortcut reads on the page is July 2025. Counting the 45 tickets of the topic by their created dates in the ticket list is the long way round. Judged on the month alone (any usual writing of it, among the chart’s twelve months).',
  tags: ['frontier', 'interaction', 'login', 'chart'],
  maxSteps: 30,
  maxDurationMs: 180_000,
  signature: { inputs: SIGN_IN_INPUTS },
  // A bare "March" names it too: the chart has one March.
  success: { kind: 'answer', value: ['March 2026', 'Mar 2026', '2026-03', 'March'], of: [...new Set(CHART_MONTHS)] },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'click', on: { role: 'link', name: 'Reports' } },
    { do: 'select', on: { role: 'combobox', name: 'Topic' }, option: 'SSO login fails for new users' },
    { do: 'click', on: { role: 'button', name: 'Show report' } },
    { do: 'read' },
    { do: 'answer', text: 'March 2026 had the most tickets about SSO login failing for new users.' },
  ],
});
