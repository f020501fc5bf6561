import { TOOL_CLASSES } from '../envelope/tool-class.ts';
import { formatSpread, formatTokens, TIERS, type ContractEvalReport, type TargetFigures } from './model.ts';
import { formatShare } from './stats.ts';

/** A table as both reports print it: its column titles, which are numbers (right-aligned), and its rows. */
export interface ProfileTable {
  titles: string[];
  numeric: boolean[];
  rows: string[][];
}

const count = (n: number) => n.toLocaleString('en-US');

/** A target run's name in the tables: the target and its version, with the project where a report has several. */
const runName = (report: ContractEvalReport, t: TargetFigures) => `${report.header.projects.length > 1 ? `${t.project}: ` : ''}${t.target} ${t.version}`.trim();

/**
 * What each server costs an agent, as the Markdown and HTML reports show it: the servers side by
 * side (pass rates, the tools every request re-sends, what the agent read, steps, errors, speed, a
 * live model's tokens and dollars), then the tokens of a call by the class of its tool.
 */
export function serverProfileTables(report: ContractEvalReport): { note: string; servers: ProfileTable; perClass: ProfileTable } {
  const note = [
    `Tokens are counted with ${report.header.tokenizer} (the encoding of OpenAI's GPT-4o and GPT-5 models; Claude's tokenizer is not published and counts somewhat differently): they compare servers, not models.`,
    'Tool definitions: the server\'s tools as agents were offered them (name, description, input schema as JSON), which a model\'s every request sends again.',
    'Observation tokens: what the server answered, as the agent read it, per task (median / p95 / max over tasks, each task its median run) and per call by tool class;',
    "the harness's refusals and the submission are not the server's and are left out. Errors: the server's own, answers too large to read, and calls the harness refused in its place.",
  ].join(' ');
  const servers: ProfileTable = {
    titles: [
      'target',
      'tasks passed',
      ...TIERS,
      'tool definitions',
      'observation tokens per task (median / p95 / max)',
      'steps per task (median / p95 / max)',
      'median episode ms',
      'errors: server / oversized / refused',
      'model tokens in / out per task',
      'model USD per task',
    ],
    numeric: [false, true, ...TIERS.map(() => true), true, true, true, true, true, true, true],
    rows: report.targets.map((t) => [
      runName(report, t),
      formatShare(t.passed, t.tasks),
      ...TIERS.map((tier) => (t.tiers[tier] ? formatShare(t.tiers[tier].passed, t.tiers[tier].tasks) : '—')),
      t.tool_definitions ? `${t.tool_definitions.count} tools, ${count(t.tool_definitions.tokens)} tokens` : '—',
      formatSpread(t.observation_tokens.per_task),
      formatSpread(t.steps_per_task),
      String(t.median_episode_ms),
      [t.tool_errors.server, t.tool_errors.oversized, t.tool_errors.refused].join(' / '),
      formatTokens(t.tokens_per_task),
      t.cost_usd_per_task === null ? '—' : t.cost_usd_per_task.toFixed(4),
    ]),
  };
  const perClass: ProfileTable = {
    titles: ['target', ...TOOL_CLASSES.map((cls) => `${cls}: tokens per call (median / p95 / max)`), `median call ms: ${TOOL_CLASSES.join(' / ')}`],
    numeric: [false, ...TOOL_CLASSES.map(() => true), true],
    rows: report.targets.map((t) => [
      runName(report, t),
      ...TOOL_CLASSES.map((cls) => formatSpread(t.observation_tokens.per_call[cls])),
      TOOL_CLASSES.map((cls) => t.call_ms[cls].median ?? '—').join(' / '),
    ]),
  };
  return { note, servers, perClass };
}

const BAR_WIDTH = 40;

/**
 * The servers' median observation tokens per task as a text chart, for the Markdown report (the
 * HTML report draws it): one bar a target run, scaled to the largest.
 */
export function observationBars(report: ContractEvalReport): string[] {
  const runs = report.targets.filter((t) => t.observation_tokens.per_task);
  if (runs.length === 0) return [];
  const names = runs.map((t) => runName(report, t));
  const width = Math.max(...names.map((name) => name.length));
  const top = Math.max(1, ...runs.map((t) => t.observation_tokens.per_task!.median));
  return runs.map((t, index) => {
    const value = t.observation_tokens.per_task!.median;
    return `${names[index].padEnd(width)}  ${'█'.repeat(Math.max(value > 0 ? 1 : 0, Math.round((BAR_WIDTH * value) / top)))} ${count(value)}`;
  });
}
