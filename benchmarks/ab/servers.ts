import { emptySpend, INPUT_PARTS, type Spend } from '../adapters/model/spend.ts';
import type { WithheldTool } from '../episode/episode.ts';
import type { EpisodeResult } from '../episode/result.ts';
import type { Spread, TargetFigures } from '../report/model.ts';
import { median, wilsonInterval } from '../report/stats.ts';
import type { InstanceRow } from './instances.ts';

/** A live model's spend on one server, each figure saying what it is over. */
export interface ModelSpendFigures {
  /** Every episode of the server the comparison kept. */
  usd_total: number;
  /** The median over instances of each instance's dollars and tokens (the median of its runs). */
  median_usd_per_task: number;
  median_tokens_per_task: number;
  /** All the server's dollars (tokens) over its passed episodes: the mean cost of one success; null when none passed. */
  usd_per_passed_episode: number | null;
  tokens_per_passed_episode: number | null;
  /** Summed over the server's episodes (benchmarks/adapters/model/spend.ts). */
  spend: Spend;
}

/** A tool the server registers that the agent was not given, why, and in how many of its episodes. */
export interface WithheldFigure {
  tool: string;
  why: WithheldTool['why'];
  episodes: number;
}

/** How one server did, on the instances the comparison kept. */
export interface ServerOutcome {
  target: string;
  version: string;
  /** Instances (tasks on this server), those passed every run (pass^k), and the 95% Wilson interval of the rate. */
  tasks: number;
  passed: number;
  pass_rate: number;
  pass_rate_95: [number, number];
  episodes: number;
  passed_episodes: number;
  tool_definitions: TargetFigures['tool_definitions'];
  withheld_tools: WithheldFigure[];
  /** Calls naming a tool this server does not have: the agent's mistakes, answered by the harness. */
  unknown_tool_calls: number;
  /** Median, p95 and max over instances (each its median run). */
  observation_tokens_per_task: Spread | null;
  steps_per_task: Spread | null;
  /** Null for an agent the harness does not bill (an outside agent). */
  model: ModelSpendFigures | null;
}

const round = (value: number, digits = 6) => Number(value.toFixed(digits));

function addSpend(sum: Spend, spend: Spend | undefined): void {
  if (!spend) return;
  for (const part of INPUT_PARTS) {
    sum[part].cache_read += spend[part].cache_read;
    sum[part].cache_write += spend[part].cache_write;
    sum[part].uncached += spend[part].uncached;
    sum[part].usd = round(sum[part].usd + spend[part].usd);
  }
  sum.output.tokens += spend.output.tokens;
  sum.output.usd = round(sum.output.usd + spend.output.usd);
}

function modelSpend(episodes: readonly EpisodeResult[], rows: readonly InstanceRow[]): ModelSpendFigures | null {
  const billed = episodes.filter((e) => e.agent);
  if (billed.length === 0) return null;
  const spend = emptySpend();
  for (const e of billed) addSpend(spend, e.agent!.spend);
  const usdTotal = round(billed.reduce((sum, e) => sum + e.agent!.costUsd, 0));
  const tokensTotal = billed.reduce((sum, e) => sum + e.agent!.usage.inputTokens + e.agent!.usage.cacheCreationInputTokens + e.agent!.usage.cacheReadInputTokens + e.agent!.usage.outputTokens, 0);
  const passed = episodes.filter((e) => e.status === 'passed').length;
  const perTask = (name: string) => median(rows.map((row) => row.figures[name] ?? 0));
  return {
    usd_total: usdTotal,
    median_usd_per_task: round(perTask('usd')),
    median_tokens_per_task: perTask('model_tokens'),
    usd_per_passed_episode: passed === 0 ? null : round(usdTotal / passed),
    tokens_per_passed_episode: passed === 0 ? null : Math.round(tokensTotal / passed),
    spend,
  };
}

function withheldTools(episodes: readonly EpisodeResult[]): WithheldFigure[] {
  const byTool = new Map<string, WithheldFigure>();
  for (const { tool, why } of episodes.flatMap((e) => e.withheldTools ?? [])) {
    const seen = byTool.get(`${tool} ${why}`) ?? { tool, why, episodes: 0 };
    seen.episodes++;
    byTool.set(`${tool} ${why}`, seen);
  }
  return [...byTool.values()].sort((a, b) => a.why.localeCompare(b.why) || a.tool.localeCompare(b.tool));
}

/** Server `target` on the kept episodes (`episodes`, its own) and instances (`rows`, its own), beside the report's figures for it. */
export function serverOutcome(target: string, episodes: readonly EpisodeResult[], rows: readonly InstanceRow[], figures: TargetFigures | undefined): ServerOutcome {
  const passed = rows.filter((row) => row.passed).length;
  return {
    target,
    version: figures?.version ?? '',
    tasks: rows.length,
    passed,
    pass_rate: rows.length === 0 ? 0 : passed / rows.length,
    pass_rate_95: wilsonInterval(passed, rows.length).map((v) => round(v, 4)) as [number, number],
    episodes: episodes.length,
    passed_episodes: episodes.filter((e) => e.status === 'passed').length,
    tool_definitions: figures?.tool_definitions ?? null,
    withheld_tools: withheldTools(episodes),
    unknown_tool_calls: episodes.reduce((sum, e) => sum + e.calls.filter((call) => call.outcome === 'unknown_tool').length, 0),
    observation_tokens_per_task: figures?.observation_tokens.per_task ?? null,
    steps_per_task: figures?.steps_per_task ?? null,
    model: modelSpend(episodes, rows),
  };
}
