import type { BarChart, BoxChart, ChartSpec, LineChart, Unit } from './charts.ts';
import { formatCount } from './format.ts';
import { escapeHtml, htmlTable, numberColumn, type Column } from './markup.ts';

const FORMATS: Record<Unit, (n: number) => string> = {
  percent: (n) => `${n.toFixed(1)}%`,
  bytes: (n) => `${formatCount(n)} B`,
  calls: formatCount,
  ms: (n) => `${formatCount(n)} ms`,
  tokens: formatCount,
};

function barTable(chart: BarChart | LineChart): string {
  const format = FORMATS[chart.unit];
  const columns: Column[] = [{ title: chart.category }, ...chart.series.map((s) => numberColumn(s.name))];
  const rows = chart.labels.map((label, i) => [
    label,
    ...chart.series.map((s) => {
      const value = s.values[i];
      const interval = s.intervals?.[i];
      if (value === null) return '—';
      return interval ? `${format(value)} (${format(interval[0])}–${format(interval[1])})` : format(value);
    }),
  ]);
  return htmlTable(columns, rows);
}

function boxTable(chart: BoxChart): string {
  const format = FORMATS[chart.unit];
  const columns: Column[] = [{ title: chart.category }, ...['calls', 'min', 'q1', 'median', 'q3', 'max'].map(numberColumn)];
  const rows = chart.labels.map((label, i) => {
    const box = chart.boxes[i];
    return box ? [label, box.n, ...[box.min, box.q1, box.median, box.q3, box.max].map(format)] : [label, 0, '—', '—', '—', '—', '—'];
  });
  return htmlTable(columns, rows);
}

/**
 * A chart's figure: its canvas (drawn by the page script) and the same numbers as a table. The
 * table is open in the HTML, so a page without JavaScript shows it; the script folds it away.
 */
export function chartFigure(chart: ChartSpec): string {
  const title = escapeHtml(chart.title);
  return `<figure class="chart">
<figcaption>${title}</figcaption>
<div class="canvas-box" style="height:${chart.heightPx}px"><canvas id="${chart.id}" role="img" aria-label="${title}"></canvas></div>
<details class="numbers" open><summary>Numbers</summary>
${chart.kind === 'box' ? boxTable(chart) : barTable(chart)}
</details>
</figure>`;
}
