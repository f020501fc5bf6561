import { defineTask } from 'contract-eval/task';
import { downtimeHistory } from '../../../fixtures-site/arena/docs/model/status.ts';

const history = downtimeHistory();
const worst = history.reduce((most, month) => (month.minutes > most.minutes ? month : most));
const others = history.filter((month) => month !== worst).map((month) => month.minutes);

export default defineTask({
  id: 'docs-frontier-status-downtime-chart',
  title: 'Docs: the month of the most API downtime, shown as a chart whose figures sit in a collapsed data table',
  startUrl: 'http://docs.arena.test/',
  goal: 'Over the last twelve months, in which month was the Larkspur API down the longest, and for how many minutes in all?',
  rationale:
    'interaction: the figures are only on the Service status page (linked from every page\'s "Need help?" box and footer, not found by the search), in an SVG bar chart whose image exposes no number (the accessibility tree shows one img with its title), and in the chart\'s data table, which stays hidden until the reader presses "Show the data". ' + `${worst.label} (${worst.minutes} minutes, against ${Math.min(...others)} to ${Math.max(...others)} in the other months) stands out in the chart, but its minutes are only in the table. Text-only shortcuts read the page once, see no minutes at all, and answer NOT FOUND or a number from elsewhere (the search and a guessed URL never reach the page). Single task, not a family: the status page has one downtime history per seed (fixtures-site/arena/docs/model/status.ts), so there is one question to ask of it; its answer is computed from that history, so another seed asks it with another month and figure.`,
  tags: ['frontier', 'interaction', 'chart'],
  maxSteps: 25,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', field: 'month', description: 'the month the API was down the longest', date: worst.month },
      { kind: 'answer', field: 'downtime', description: 'how long the API was down that month, in all', number: worst.minutes, unit: 'min' },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Service status', nth: 0 } },
    { do: 'click', on: { role: 'button', name: 'Show the data' } },
    { do: 'read' },
    { do: 'answer', fields: { month: worst.label, downtime: worst.minutes }, explanation: `${worst.label}: the API was down for ${worst.minutes} minutes that month, the most of the last twelve months.` },
  ],
});
