import { OPTIONS } from '../environment/registry.ts';
import type { ReportedTest } from './read-report.ts';

/** A model's input tokens (cached and written included) and output tokens. */
export interface ModelTokens {
  input: number;
  output: number;
}

/** What one shard of a run (or the whole run, unsharded) spent on the model, and what its cap stopped. */
export interface ShardSpend {
  /** `i/N`; null for a run that was not sharded. */
  shard: string | null;
  usd: number;
  tokens: ModelTokens;
  /** Episodes a model ran in (not those it never started). */
  episodes: number;
  /** The run's cap (the shard's share of it) stopped the shard: it ended an episode, or did not start some. */
  stopped_by_cap: boolean;
  /** `<target> <task>` of each episode the cap did not start, and of each it ended. */
  not_started: string[];
  ended_by_cap: string[];
}

/** A live model's spend over a run: every shard's summed, and each shard's own. */
export interface ModelSpend {
  usd: number;
  tokens: ModelTokens;
  episodes: number;
  shards: ShardSpend[];
}

const RUN_CAP_ENV = OPTIONS.maxUsd.variable;
const ENDED_BY_RUN_CAP = `budget cap ${RUN_CAP_ENV} reached`;
const byShard = (a: ShardSpend, b: ShardSpend) => Number(a.shard?.split('/')[0] ?? 0) - Number(b.shard?.split('/')[0] ?? 0);
const round = (usd: number) => Number(usd.toFixed(6));

/**
 * The model spend of every test of a run (shards merged: each test names its shard), the tests a
 * model's budget did not start among them; null when no model ran and none was refused.
 */
export function modelSpend(tests: readonly ReportedTest[]): ModelSpend | null {
  const shards = new Map<string, ShardSpend>();
  for (const test of tests) {
    const agent = test.episode?.agent;
    if (!agent && !test.notStarted) continue;
    const key = test.shard ?? '';
    const shard = shards.get(key) ?? { shard: test.shard ?? null, usd: 0, tokens: { input: 0, output: 0 }, episodes: 0, stopped_by_cap: false, not_started: [], ended_by_cap: [] };
    shards.set(key, shard);
    const name = `${test.target ?? ''} ${test.title}`.trim();
    if (test.notStarted) shard.not_started.push(name);
    if (!agent) continue;
    shard.episodes++;
    shard.usd = round(shard.usd + agent.costUsd);
    shard.tokens.input += agent.usage.inputTokens + agent.usage.cacheCreationInputTokens + agent.usage.cacheReadInputTokens;
    shard.tokens.output += agent.usage.outputTokens;
    if (test.episode?.message?.startsWith(ENDED_BY_RUN_CAP)) shard.ended_by_cap.push(name);
  }
  if (shards.size === 0) return null;
  const all = [...shards.values()].sort(byShard);
  for (const shard of all) shard.stopped_by_cap = shard.not_started.length + shard.ended_by_cap.length > 0;
  return {
    usd: round(all.reduce((sum, shard) => sum + shard.usd, 0)),
    tokens: { input: all.reduce((sum, shard) => sum + shard.tokens.input, 0), output: all.reduce((sum, shard) => sum + shard.tokens.output, 0) },
    episodes: all.reduce((sum, shard) => sum + shard.episodes, 0),
    shards: all,
  };
}

/** The spend in sentences: the total, then each shard a cap stopped and what it did not start. */
export function spendLines(spend: ModelSpend): string[] {
  const usd = (amount: number) => `USD ${amount.toFixed(4)}`;
  const sharded = spend.shards.filter((shard) => shard.shard !== null).length;
  const lines = [
    `${usd(spend.usd)} over ${spend.episodes} episode${spend.episodes === 1 ? '' : 's'}${sharded > 0 ? ` and ${sharded} shard${sharded === 1 ? '' : 's'}` : ''}; ${spend.tokens.input.toLocaleString('en-US')} input and ${spend.tokens.output.toLocaleString('en-US')} output tokens.`,
  ];
  for (const shard of spend.shards.filter((s) => s.stopped_by_cap)) {
    const who = shard.shard ? `Shard ${shard.shard}` : 'The run';
    const parts = [
      ...(shard.not_started.length > 0 ? [`did not start ${shard.not_started.length} (${shard.not_started.join(', ')})`] : []),
      ...(shard.ended_by_cap.length > 0 ? [`ended ${shard.ended_by_cap.length} (${shard.ended_by_cap.join(', ')})`] : []),
    ];
    lines.push(`${who} was stopped by its cap (${RUN_CAP_ENV}${shard.shard ? ', its share' : ''}): it ${parts.join(' and ')}.`);
  }
  return lines;
}

/** One row per shard: its spend, tokens and episodes, and what its cap stopped. */
export function shardRows(spend: ModelSpend): { titles: string[]; rows: Array<Array<string | number>> } {
  return {
    titles: ['shard', 'USD', 'input tokens', 'output tokens', 'episodes', 'stopped by its cap'],
    rows: spend.shards.map((s) => [
      s.shard ?? 'the run',
      s.usd.toFixed(4),
      s.tokens.input,
      s.tokens.output,
      s.episodes,
      s.stopped_by_cap ? `yes: ${s.not_started.length} not started, ${s.ended_by_cap.length} ended` : 'no',
    ]),
  };
}
