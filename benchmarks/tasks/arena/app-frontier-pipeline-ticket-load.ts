import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { deals, SIGN_IN_TO_PIPELINE, STAGES, type Stage } from './shared/app-pipeline.ts';
import { openCustomer } from './shared/app-steps.ts';
import { keyOf, numberWord, searchName } from './shared/app-words.ts';
import { arena, defineFamily, type Step } from 'contract-eval/task';

/** Open tickets per customer id, or all its tickets. */
const openTickets = (id: string): number => arena.app.tickets().filter((t) => t.customerId === id && arena.app.isOpen(t)).length;
const allTickets = (id: string): number => arena.app.tickets().filter((t) => t.customerId === id).length;
/** What is counted: open tickets; all tickets (the customer page's "N total") on a seed where open counts tie in every column. */
const METRICS = [
  { key: '', count: openTickets, asked: 'the most open support tickets, and how many open tickets is that', unit: 'open tickets', where: '"M open"' },
  { key: '-all-tickets', count: allTickets, asked: 'the most support tickets, open or closed, and how many is that', unit: 'tickets in all', where: '"N total"' },
] as const;
type Metric = (typeof METRICS)[number];

// Every column of the renewal pipeline with 5 to 12 deals whose customers' ticket counts have one
// largest (a tie would be two right answers), where that customer is neither the column's first
// card nor its largest deal by ARR (what a glance at the board would pick). Open tickets are
// counted; on a seed where no column qualifies so, all tickets.
const columns = (metric: Metric) =>
  STAGES.flatMap((stage: Stage) => {
    const column = deals().filter((d) => d.stage === stage);
    if (column.length < 5 || column.length > 12) return [];
    const counts = column.map((d) => metric.count(d.id));
    const top = Math.max(...counts);
    if (counts.filter((n) => n === top).length !== 1) return [];
    const answer = column[counts.indexOf(top)];
    const largest = [...column].sort((a, b) => b.customer.arr - a.customer.arr)[0];
    if (answer === column[0] || answer === largest) return [];
    return [{ stage, column, counts, answer, top, metric }];
  });

export default defineFamily({
  family: 'app-frontier-pipeline-ticket-load',
  defaultKey: 'at-risk',
  instances: () => METRICS.map(columns).find((found) => found.length > 0) ?? [],
  key: ({ stage, metric }) => `${keyOf(stage)}${metric.key}`,
  task: ({ stage, column, counts, answer, top, metric }) => {
    const visits = column.flatMap((d): Step[] => openCustomer(searchName(d.customer.company), d.customer.company));
    const tally = column.map((d, i) => `${d.customer.company} ${counts[i]}`).join(', ');
    return {
      title: 'App: of the renewals in one pipeline stage, the customer with the most open tickets',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} Look at the renewals in the "${stage}" column of the renewal pipeline (the CRM's search finds it). Which of these customers has ${metric.asked}?`,
      rationale: `long-horizon: the board lists ${numberWord(column.length)} deals in ${stage} but no tickets; each customer's tickets are only on its own page (${metric.where} in "Support tickets: N total, M open"), reached through the CRM's search, so the answer combines the board with ${numberWord(column.length)} customer pages (${tally}). ${answer.customer.company} has ${top}; it is neither the column's first card (${column[0].customer.company}) nor its largest deal, and no other has as many. ${3 + 3 + 1 + visits.length} reference steps. Shortcuts read one page and answer with its first customer and first number.`,
      tags: ['frontier', 'long-horizon', 'login'],
      maxSteps: 90,
      maxDurationMs: 480_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'customer', description: 'the customer in that column with the most of those tickets', value: answer.customer.company, of: 'app.customers' },
          { kind: 'answer', field: 'tickets', description: 'how many of those tickets that customer has', number: top },
        ],
      },
      reference: [
        ...SIGN_IN_TO_PIPELINE,
        { do: 'read' },
        ...visits,
        { do: 'answer', fields: { customer: answer.customer.company, tickets: top }, explanation: `${answer.customer.company} has the most support tickets of the ${stage} renewals: ${top} ${metric.unit}.` },
      ],
    };
  },
});
