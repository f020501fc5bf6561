import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { keyOf, listAnd, MONTHS } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';

/** The chart's twelve months (the current one last), as YYYY-MM. */
const chartMonths = (): string[] => {
  const [year, month] = arena.app.today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
};
const monthName = (month: string): string => MONTHS[Number(month.slice(5)) - 1];
const longMonth = (month: string): string => `${monthName(month)} ${month.slice(0, 4)}`;
/** Tickets opened per chart month, of one topic or all. */
const perMonth = (topic?: string): number[] => {
  const tickets = arena.app.tickets().filter((t) => !topic || t.subject === topic);
  return chartMonths().map((month) => tickets.filter((t) => t.created.startsWith(month)).length);
};
const peak = (counts: readonly number[]): number => counts.indexOf(Math.max(...counts));

/** How the goal says a topic, and how the reference's answer does (the default's own words). */
const ABOUT: Record<string, { goal: string; answer?: string }> = {
  'Cannot export invoices to CSV': { goal: 'invoices that cannot be exported to CSV' },
  'SSO login fails for new users': { goal: 'new users failing to log in with SSO', answer: 'SSO login failing for new users' },
  'Dashboard loads slowly in the morning': { goal: 'the dashboard loading slowly in the morning' },
  'Request to add seats': { goal: 'requests to add seats' },
  'Webhook deliveries are delayed': { goal: 'delayed webhook deliveries' },
  'Wrong VAT rate on latest invoice': { goal: 'a wrong VAT rate on the latest invoice' },
  'API rate limit reached unexpectedly': { goal: 'the API rate limit being reached unexpectedly' },
  'Password reset email not received': { goal: 'password reset emails that never arrived' },
  'Question about data retention': { goal: 'questions on data retention' },
  'Report totals do not match': { goal: 'report totals that do not match' },
  'Mobile app crashes on upload': { goal: 'the mobile app crashing on upload' },
  'Change of billing address': { goal: 'changes of billing address' },
  'Duplicate contacts after import': { goal: 'duplicate contacts after an import' },
  'Calendar sync stopped working': { goal: 'calendar sync that stopped working' },
  'Request for a training session': { goal: 'requests for a training session' },
  'Two-factor codes rejected': { goal: 'rejected two-factor codes' },
  'Custom field missing from exports': { goal: 'a custom field missing from exports' },
  'Cancel add-on subscription': { goal: 'cancelling an add-on subscription' },
};

// Every ticket topic whose busiest month stands out. Rejected: a tie for the most tickets (two
// right answers), a peak in the busiest month over all topics, the last full month or the chart's
// first month (the answers a shortcut gives), and a topic the goal has no words for.
export default defineFamily({
  family: 'app-frontier-chart-peak-month',
  defaultKey: 'sso-login-fails-for-new-users',
  instances: () => {
    const months = chartMonths();
    const shortcuts = new Set([peak(perMonth()), months.length - 2, 0]);
    return [...new Set(arena.app.tickets().map((t) => t.subject))]
      .sort((a, b) => a.localeCompare(b, 'en'))
      .filter((topic) => {
        const counts = perMonth(topic);
        const top = Math.max(...counts);
        return ABOUT[topic] && counts.filter((n) => n === top).length === 1 && !shortcuts.has(counts.indexOf(top));
      });
  },
  key: (topic) => keyOf(topic),
  task: (topic) => {
    const months = chartMonths();
    const counts = perMonth(topic);
    const top = peak(counts);
    const busiest = months[peak(perMonth())];
    const lastFull = months.at(-2)!;
    // The other months with tickets, the most first, months of the same count together in calendar order.
    const rest = [...new Set(counts.filter((n, i) => n > 0 && i !== top))]
      .sort((a, b) => b - a)
      .map((n) => `${listAnd(months.filter((_, i) => i !== top && counts[i] === n).map(monthName))} ${n}`);
    const answerAbout = ABOUT[topic].answer ?? ABOUT[topic].goal;
    return {
      title: 'App: the month with the most tickets of one topic, read off a bar chart',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} In which month were the most support tickets about ${ABOUT[topic].goal} opened?`,
      rationale: `interaction: the Reports page (footer link "Reports", /reports) charts tickets opened per month over the last 12 months as SVG bars whose heights are the only place the counts are: no number on the page, no table. With the topic "${topic}" chosen, ${longMonth(months[top])} stands out (${counts[top]} tickets; ${rest.join(', ')}). A naive guess fails: over all topics ${longMonth(busiest)} is the busiest month, and the last full month is ${monthName(lastFull)}; the first date a shortcut reads on the page is ${longMonth(months[0])}. Counting the ${counts.reduce((a, b) => a + b, 0)} tickets of the topic by their created dates in the ticket list is the long way round. Judged on the month and its year, as any date field is (docs/contracts.md#answers).`,
      tags: ['frontier', 'interaction', 'login', 'chart'],
      maxSteps: 30,
      maxDurationMs: 180_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: { kind: 'answer', field: 'month', description: 'the month with the most tickets on that topic', date: months[top] },
      reference: [
        ...SIGN_IN_STEPS,
        { do: 'click', on: { role: 'link', name: 'Reports' } },
        { do: 'select', on: { role: 'combobox', name: 'Topic' }, option: topic },
        { do: 'click', on: { role: 'button', name: 'Show report' } },
        { do: 'read' },
        { do: 'answer', fields: { month: longMonth(months[top]) }, explanation: `${longMonth(months[top])} had the most tickets about ${answerAbout}.` },
      ],
    };
  },
});
