import path from 'node:path';
import { findingsTables, type FindingCell, type FindingTable } from '../findings-tables.ts';
import { formatExample } from '../findings.ts';
import type { ContractEvalReport } from '../model.ts';
import { ALL_TIERS, STEP_CAPS, USD_CAPS, type BudgetCurve } from '../pass-at-budget.ts';
import { AXIS_TITLES, PALETTE, VERTICAL_HEIGHT_PX, type ChartSpec, type LineChart } from './charts.ts';
import type { TraceHref } from './episodes.ts';
import { percentOf, runLabel } from './format.ts';
import { escapeHtml, htmlTable, markup, numberColumn, type Cell } from './markup.ts';

/** An example call: what was seen, and a link to its episode's trace where the report copied one. */
function exampleCell(cell: FindingCell, traceHref: TraceHref): Cell {
  if (cell === null) return '—';
  if (typeof cell === 'string') return cell;
  const href = cell.trace ? traceHref(cell.trace) : undefined;
  return markup(`${escapeHtml(formatExample(cell))}${href ? ` <a href="${escapeHtml(href)}">${escapeHtml(path.basename(decodeURI(href)))}</a>` : ''}`);
}

const tableHtml = (t: FindingTable, traceHref: TraceHref) =>
  htmlTable(
    t.titles.map((title, index) => (t.numeric[index] ? numberColumn(title) : { title })),
    t.rows.map((row) => row.map((cell) => exampleCell(cell, traceHref))),
  );

/** One curve per target run (its colour as in the report's other charts) of the share of its episodes passed at each cap. */
function budgetChart(report: ContractEvalReport, id: string, title: string, caps: readonly string[], points: (curve: BudgetCurve) => number[] | null): LineChart | undefined {
  const curves = report.pass_at_budget.filter((c) => c.tier === ALL_TIERS && points(c) !== null);
  if (curves.length === 0) return undefined;
  const colour = (curve: BudgetCurve) => PALETTE[Math.max(0, report.targets.findIndex((t) => t.project === curve.project && t.agent === curve.agent && t.target === curve.target)) % PALETTE.length];
  return {
    kind: 'line',
    id,
    title,
    unit: 'percent',
    axisTitle: AXIS_TITLES.percent,
    category: 'cap',
    labels: [...caps, 'no cap'],
    heightPx: VERTICAL_HEIGHT_PX,
    series: curves.map((c) => ({ name: runLabel(report, c), color: colour(c), values: [...points(c)!, c.passed].map((n) => percentOf(n, c.episodes)) })),
  };
}

/**
 * The HTML report's sections on what the servers did that cost the agent (findings with their
 * examples, each linked to its trace where the report kept one) and on the pass rate at a budget
 * (a curve per server for steps, and for USD where a model ran), and the charts they draw.
 */
export function findingsSections(report: ContractEvalReport, traceHref: TraceHref): { findings: string[]; budget: string[]; charts: ChartSpec[] } {
  const t = findingsTables(report);
  const charts = [
    budgetChart(report, 'pass-at-steps', 'Episodes passed within a step cap (every tier)', STEP_CAPS.map((cap) => `≤ ${cap}`), (c) => c.steps),
    budgetChart(report, 'pass-at-usd', 'Episodes passed within a USD cap (every tier)', USD_CAPS.map((cap) => `≤ ${cap.toFixed(2)}`), (c) => c.usd),
  ].filter((chart): chart is LineChart => chart !== undefined);
  return {
    findings: [
      `<p class="note">${escapeHtml(t.note)}</p>`,
      `<dl class="legend">${t.legend.map((kind) => `<dt>${escapeHtml(kind.title)}</dt><dd>${escapeHtml(kind.definition)}</dd>`).join('')}</dl>`,
      report.findings.length > 0 ? tableHtml(t.overview, traceHref) : '<p>No server call ran.</p>',
      t.examples.rows.length > 0 ? tableHtml(t.examples, traceHref) : '',
      t.errors.rows.length > 0 ? tableHtml(t.errors, traceHref) : '',
    ],
    budget: [`<p class="note">${escapeHtml(t.budgetNote)}</p>`, t.budget.rows.length > 0 ? tableHtml(t.budget, traceHref) : '<p>No episode ran.</p>'],
    charts,
  };
}
