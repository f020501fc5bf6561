import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChartSpec } from './charts.ts';

/** The element whose JSON the page script draws the charts from. */
export const CHART_DATA_ID = 'chart-data';

/**
 * Chart.js's UMD build, read at render time so the page needs no network. Its source-map comment
 * goes: the map is not next to the report.
 */
export function chartJsSource(): string {
  // chart.js exports no path to its UMD build: it sits beside the CommonJS entry.
  const dist = path.dirname(createRequire(import.meta.url).resolve('chart.js'));
  return fs.readFileSync(path.join(dist, 'chart.umd.min.js'), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/** The charts as JSON inside a script element: `<` escaped, so no value can close the element. */
export function chartData(charts: readonly ChartSpec[]): string {
  return `<script type="application/json" id="${CHART_DATA_ID}">${JSON.stringify(charts).replace(/</g, '\\u003c')}</script>`;
}

// Runs in the page after Chart.js: a chart per spec (see ChartSpec), then the fallback tables folded.
// Plain JavaScript in a string, not a compiled function: its text must not depend on the transpiler.
export const PAGE_SCRIPT = `
(() => {
  document.documentElement.classList.replace('no-js', 'js');
  const specs = JSON.parse(document.getElementById('${CHART_DATA_ID}').textContent);
  Chart.defaults.animation = false;
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.color = '#333';
  const WHISKER = '#222';
  const valueAxis = (spec, extra) => ({ title: { display: true, text: spec.axisTitle }, beginAtZero: true, ...(spec.unit === 'percent' && { max: 100 }), ...extra });
  // Bars of a series and its interval whiskers share a slot: stacked on the category axis, not on the value axis.
  const bar = (spec) => {
    const [category, value] = spec.horizontal ? ['y', 'x'] : ['x', 'y'];
    return {
      type: 'bar',
      data: {
        labels: spec.labels,
        datasets: spec.series.flatMap((s) => [
          { label: s.name, data: s.values, backgroundColor: s.color, stack: s.name, order: 1 },
          ...(s.intervals ? [{ label: s.name + ' 95% interval', data: s.intervals, backgroundColor: WHISKER, stack: s.name, barPercentage: 0.1, order: 0, whisker: true }] : []),
        ]),
      },
      options: {
        indexAxis: category,
        maintainAspectRatio: false,
        scales: { [category]: { stacked: true }, [value]: valueAxis(spec, { stacked: false }) },
        plugins: { legend: { labels: { filter: (item, data) => !data.datasets[item.datasetIndex].whisker } } },
      },
    };
  };
  // A box plot from floating bars: the whisker (min–max), the box (q1–q3), and the median as a line marker.
  const box = (spec) => ({
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: [
        { type: 'line', label: 'median', data: spec.boxes.map((b) => b && b.median), showLine: false, pointStyle: 'line', pointRadius: 18, pointBorderWidth: 3, borderColor: WHISKER, order: 0 },
        { label: 'q1–q3', data: spec.boxes.map((b) => b && [b.q1, b.q3]), backgroundColor: spec.color, grouped: false, barPercentage: 0.5, order: 1 },
        { label: 'min–max', data: spec.boxes.map((b) => b && [b.min, b.max]), backgroundColor: WHISKER, grouped: false, barPercentage: 0.04, order: 2 },
      ],
    },
    options: { maintainAspectRatio: false, scales: { y: valueAxis(spec, { max: spec.max }) } },
  });
  // A curve per series over ordered categories (a ladder of caps).
  const line = (spec) => ({
    type: 'line',
    data: { labels: spec.labels, datasets: spec.series.map((s) => ({ label: s.name, data: s.values, borderColor: s.color, backgroundColor: s.color, tension: 0 })) },
    options: { maintainAspectRatio: false, scales: { x: { title: { display: true, text: spec.category } }, y: valueAxis(spec) } },
  });
  const build = { bar, box, line };
  for (const spec of specs) new Chart(document.getElementById(spec.id), build[spec.kind](spec));
  for (const details of document.querySelectorAll('details.numbers')) details.open = false;
})();
`;
