import { esc, join } from '../../../site-kit/html.ts';
import { lazy } from '../../../site-kit/lazy.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { seedTickets } from '../data/tickets.ts';
import { filterSelect } from '../ui/filters.ts';
import { appPage } from '../ui/layout.ts';

/**
 * Reports: tickets opened per month over the last twelve months, for all tickets or one topic (a
 * ticket's subject), as an SVG bar chart. The counts are only in the drawing: the bars' heights,
 * with month labels on the axis and unlabelled grid lines; no number is written on the page.
 */

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_SHOWN = 12;

/** The ticket topics: every subject a ticket can have, alphabetically. */
const TOPICS = lazy(() => [...new Set(seedTickets().map((t) => t.subject))].sort((a, b) => a.localeCompare(b, 'en')));

/** The last twelve months, oldest first, as YYYY-MM (the current month last). */
function lastMonths(): string[] {
  const [year, month] = ARENA_TODAY.split('-').map(Number);
  return Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const index = year * 12 + (month - 1) - (MONTHS_SHOWN - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const label = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
const longLabel = (month: string) => `${LONG_MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

// The drawing's geometry, in SVG units.
const WIDTH = 760;
const HEIGHT = 300;
const LEFT = 24;
const RIGHT = 12;
const TOP = 16;
const PLOT = 230;
const GRID_LINES = 4;

function chart(months: readonly string[], counts: readonly number[], caption: string): string {
  const max = Math.max(1, ...counts);
  const slot = (WIDTH - LEFT - RIGHT) / months.length;
  const barWidth = Math.round(slot * 0.62);
  const baseline = TOP + PLOT;
  const grid = Array.from({ length: GRID_LINES }, (_, i) => {
    const y = (TOP + (PLOT * i) / GRID_LINES).toFixed(1);
    return `<line class="grid" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y}" y2="${y}"/>`;
  }).join('');
  const bars = counts
    .map((count, i) => {
      const height = (PLOT * count) / max;
      const x = (LEFT + slot * i + (slot - barWidth) / 2).toFixed(1);
      return `<rect class="chart-bar" x="${x}" y="${(baseline - height).toFixed(1)}" width="${barWidth}" height="${height.toFixed(1)}"/>`;
    })
    .join('');
  const labels = months.map((month, i) => `<text class="axis-label" x="${(LEFT + slot * i + slot / 2).toFixed(1)}" y="${baseline + 22}" text-anchor="middle">${label(month)}</text>`).join('');
  return `<figure class="chart">
<figcaption id="chart-caption">${esc(caption)}</figcaption>
<svg class="bar-chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" aria-labelledby="chart-caption">
<g aria-hidden="true">${grid}<line class="axis" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${baseline}" y2="${baseline}"/><line class="axis" x1="${LEFT}" x2="${LEFT}" y1="${TOP}" y2="${baseline}"/></g>
<g class="chart-bars" aria-hidden="true">${bars}</g>
<g class="axis-labels">${labels}</g>
</svg>
</figure>`;
}

export function reports(context: PageContext): SiteResponse {
  const requested = context.request.url.searchParams.get('topic') ?? '';
  const topic = TOPICS().includes(requested) ? requested : '';
  const months = lastMonths();
  const tickets = context.state.tickets.all().filter((t) => !topic || t.subject === topic);
  const counts = months.map((month) => tickets.filter((t) => t.created.startsWith(month)).length);
  const span = `${longLabel(months[0])} to ${longLabel(months.at(-1)!)}`;
  const body = join([
    `<form class="filters" method="get" action="/reports" aria-label="Choose a report">
${filterSelect('topic', 'Topic', [['', 'All topics'], ...TOPICS()], topic)}
<div class="filter-buttons"><button type="submit" class="button primary">Show report</button></div>
</form>`,
    `<section class="panel" aria-labelledby="opened-heading"><h2 id="opened-heading">Tickets opened per month</h2>
<p class="muted">${esc(topic ? `Topic: ${topic}.` : 'All topics.')} Each bar is the number of tickets opened in one month, ${esc(span)}; the taller the bar, the more tickets. The current month is not over yet.</p>
${chart(months, counts, `Tickets opened per month, ${span}${topic ? `: ${topic}` : ''}`)}
</section>`,
  ]);
  return html(appPage(context, { title: 'Reports', section: 'reports', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Reports' }], body }));
}
