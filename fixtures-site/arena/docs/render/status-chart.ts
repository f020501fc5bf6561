/**
 * The status page's "API downtime" section: a bar chart (an SVG image whose bars carry no
 * numbers) and, collapsed behind a "Show the data" button (the sidebar's toggle behaviour in
 * docs.js), the table of its figures.
 */
import { esc } from '../../../site-kit/html.ts';
import { downtimeHistory } from '../model/status.ts';
import { section, table } from './blocks.ts';

const WIDTH = 640;
const HEIGHT = 220;
const BASE = 190;

export function downtimeChart(): string {
  const months = downtimeHistory();
  const top = Math.max(...months.map((m) => m.minutes));
  const scale = 160 / (Math.ceil(top / 20) * 20);
  const slot = (WIDTH - 40) / months.length;
  const bars = months
    .map((m, i) => {
      const h = Math.round(m.minutes * scale);
      const x = Math.round(40 + i * slot + slot * 0.18);
      return `<rect x="${x}" y="${BASE - h}" width="${Math.round(slot * 0.64)}" height="${h}" fill="#4f6bd8"></rect><text x="${Math.round(x + slot * 0.32)}" y="${BASE + 16}" font-size="11" text-anchor="middle">${esc(m.label.slice(0, 3))}</text>`;
    })
    .join('');
  const svg = `<svg class="status-chart" role="img" aria-label="Bar chart: minutes of API downtime in each month, ${esc(months[0].label)} to ${esc(months.at(-1)!.label)}" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" style="max-width:${WIDTH}px"><line x1="40" y1="${BASE}" x2="${WIDTH}" y2="${BASE}" stroke="#999"></line>${bars}</svg>`;
  const rows = months.map((m) => [esc(m.label), String(m.minutes), String(m.incidents)]);
  const data = `<button type="button" class="nav-toggle" data-nav-toggle aria-expanded="false" aria-controls="downtime-data">Show the data</button><div id="downtime-data" hidden>${table('Minutes of API downtime per month', ['Month', 'Downtime (minutes)', 'Incidents'], rows)}</div>`;
  return section('downtime', 'API downtime, last 12 months', `<p>Minutes in each month during which the API answered fewer than 95% of requests, from our monitoring. Maintenance announced a week ahead is not counted.</p><figure>${svg}<figcaption>Downtime per month, in minutes.</figcaption></figure>${data}`);
}
