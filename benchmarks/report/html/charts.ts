import { TOOL_CLASSES } from '../../envelope/tool-class.ts';
import { TIERS, type ContractEvalReport, type TargetFigures } from '../model.ts';
import { percentile } from '../stats.ts';
import { percentOf, runLabel } from './format.ts';

// One colour per target run, Okabe–Ito: told apart with colour blindness too.
export const PALETTE = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#000000'];

export type Unit = 'percent' | 'bytes' | 'calls' | 'ms' | 'tokens';

export const AXIS_TITLES: Record<Unit, string> = { percent: '% passed', bytes: 'response bytes', calls: 'tool calls', ms: 'milliseconds', tokens: 'tokens' };

interface ChartBase {
  /** The canvas's element id. */
  id: string;
  title: string;
  unit: Unit;
  axisTitle: string;
  /** What the categories are (the fallback table's first column). */
  category: string;
  labels: string[];
  heightPx: number;
}

export interface BarSeries {
  name: string;
  color: string;
  values: Array<number | null>;
  /** 95% intervals, drawn as whiskers over the bars. */
  intervals?: Array<[number, number] | null>;
}

/** Bars per category, one series per target run. */
export interface BarChart extends ChartBase {
  kind: 'bar';
  horizontal: boolean;
  series: BarSeries[];
}

/** A distribution as a box plot draws it. */
export interface Box {
  n: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** One box per category (tool class) for one target run. */
export interface BoxChart extends ChartBase {
  kind: 'box';
  color: string;
  boxes: Array<Box | null>;
  /** The y axis's top, shared by all box charts so targets compare at a glance. */
  max: number;
}

/** Lines over ordered categories (the caps of a ladder), one series per target run. */
export interface LineChart extends ChartBase {
  kind: 'line';
  series: BarSeries[];
}

export type ChartSpec = BarChart | BoxChart | LineChart;

export const VERTICAL_HEIGHT_PX = 280;
const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
const distinct = (values: string[]) => [...new Set(values)].sort();

/** Horizontal bars get taller with their categories, so every label stays readable. */
const horizontalHeight = (labels: number, series: number) => Math.max(160, 60 + labels * (8 + 14 * series));

function boxOf(values: readonly number[]): Box | null {
  if (values.length === 0) return null;
  const at = (p: number) => percentile(values, p);
  return { n: values.length, min: at(0), q1: at(25), median: at(50), q3: at(75), max: at(100) };
}

/** The charts of a report, by the section they belong to, each with the data it plots. */
export interface ReportCharts {
  passRates: ChartSpec[];
  /** What agents read and how many calls they made, per task. */
  perTask: ChartSpec[];
  /** What a call answers, by the class of its tool. */
  perClass: ChartSpec[];
  latency: ChartSpec[];
}

export function reportCharts(report: ContractEvalReport): ReportCharts {
  const runs = report.targets;
  const color = (run: number) => PALETTE[run % PALETTE.length];
  const bar = (id: string, title: string, unit: Unit, category: string, labels: string[], series: BarSeries[], horizontal = false): BarChart => ({
    kind: 'bar',
    id,
    title,
    unit,
    axisTitle: AXIS_TITLES[unit],
    category,
    labels,
    heightPx: horizontal ? horizontalHeight(labels.length, series.length) : VERTICAL_HEIGHT_PX,
    horizontal,
    series,
  });

  // One series per target run, in the report's order, so each run keeps its colour in every chart.
  const seriesPerRun = (values: (run: TargetFigures) => Array<number | null>, intervals?: (run: TargetFigures) => Array<[number, number] | null>) =>
    runs.map((run, index): BarSeries => ({ name: runLabel(report, run), color: color(index), values: values(run), ...(intervals && { intervals: intervals(run) }) }));

  const suites = distinct(report.suites.map((s) => s.suite));
  const scoresOf = (run: TargetFigures) => suites.map((suite) => report.suites.find((s) => s.project === run.project && s.target === run.target && s.suite === suite));
  const suiteSeries = seriesPerRun(
    (run) => scoresOf(run).map((s) => (s ? percentOf(s.passed_episodes, s.episodes) : null)),
    (run) => scoresOf(run).map((s) => s?.pass_rate_95 ?? null),
  );

  const tiers = TIERS.filter((tier) => runs.some((run) => run.tiers[tier]));
  const tierSeries = seriesPerRun((run) => tiers.map((tier) => (run.tiers[tier] ? percentOf(run.tiers[tier].passed, run.tiers[tier].tasks) : null)));

  const tasks = distinct(report.tasks.map((t) => t.task));
  const perTask = (figure: 'observation_tokens' | 'tool_calls') =>
    seriesPerRun((run) => tasks.map((task) => report.tasks.find((t) => t.project === run.project && t.target === run.target && t.task === task)?.[figure] ?? null));

  const measured = runs.filter((run) => TOOL_CLASSES.some((cls) => run.call_ms[cls].all.length > 0));
  const latencyMax = Math.max(1, ...measured.flatMap((run) => TOOL_CLASSES.flatMap((cls) => run.call_ms[cls].all)));
  const latency = (run: TargetFigures): BoxChart => ({
    kind: 'box',
    id: `latency-${slug(run.project)}-${slug(run.target)}`,
    title: `Call latency per tool class: ${runLabel(report, run)}`,
    unit: 'ms',
    axisTitle: AXIS_TITLES.ms,
    category: 'tool class',
    labels: [...TOOL_CLASSES],
    heightPx: VERTICAL_HEIGHT_PX,
    color: color(runs.indexOf(run)),
    boxes: TOOL_CLASSES.map((cls) => boxOf(run.call_ms[cls].all)),
    max: latencyMax,
  });

  return {
    passRates: [
      bar('pass-rate-suite', 'Episodes passed per suite (whiskers: 95% interval)', 'percent', 'suite', suites, suiteSeries),
      ...(tiers.length > 0 ? [bar('pass-rate-tier', 'Tasks passed per tier (every run)', 'percent', 'tier', tiers, tierSeries)] : []),
    ],
    perTask: [
      bar('observation-tokens', 'Observation tokens per task (median of runs)', 'tokens', 'task', tasks, perTask('observation_tokens'), true),
      bar('tool-calls', 'Tool calls per task (median of runs)', 'calls', 'task', tasks, perTask('tool_calls'), true),
    ],
    perClass: [
      bar('tokens-per-call', 'Observation tokens per call, by tool class (median)', 'tokens', 'tool class', [...TOOL_CLASSES], seriesPerRun((run) => TOOL_CLASSES.map((cls) => run.observation_tokens.per_call[cls]?.median ?? null))),
    ],
    latency: measured.map(latency),
  };
}
