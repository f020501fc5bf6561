import type { EpisodeResult } from '../episode/result.ts';
import { fromServer, observationTokens } from '../report/model.ts';
import type { ReportedTest } from '../report/read-report.ts';
import { median } from '../report/stats.ts';
import { instanceKey, serverOrder } from './order.ts';

/**
 * One figure of the per-task table: read from each episode, an instance's value is the median of
 * its runs. `paired`: the figure is tested server against server (Wilcoxon's signed-rank test).
 * A new figure (a server finding's count) is one more entry here.
 */
export interface InstanceColumn {
  name: string;
  title: string;
  unit: 'count' | 'tokens' | 'USD' | 'ms';
  paired: boolean;
  /** Null where the episode has no such figure (a model's dollars for an outside agent). */
  of(episode: EpisodeResult): number | null;
}

const modelTokens = (e: EpisodeResult) => (e.agent ? e.agent.usage.inputTokens + e.agent.usage.cacheCreationInputTokens + e.agent.usage.cacheReadInputTokens + e.agent.usage.outputTokens : null);

export const INSTANCE_COLUMNS: readonly InstanceColumn[] = [
  { name: 'steps', title: 'steps', unit: 'count', paired: true, of: (e) => e.steps },
  { name: 'observation_tokens', title: 'observation tokens', unit: 'tokens', paired: true, of: observationTokens },
  { name: 'model_tokens', title: 'model tokens', unit: 'tokens', paired: true, of: modelTokens },
  { name: 'usd', title: 'model USD', unit: 'USD', paired: true, of: (e) => e.agent?.costUsd ?? null },
  { name: 'findings', title: 'server findings (calls)', unit: 'count', paired: true, of: (e) => e.findings?.length ?? 0 },
  { name: 'server_ms', title: "server latency (ms, its calls' own, summed)", unit: 'ms', paired: true, of: (e) => e.calls.filter(fromServer).reduce((sum, call) => sum + call.ms, 0) },
];

/** One instance on one server: where it ran in the instance's server order, how its runs ended, and each column's figure (the median of its runs). */
export interface InstanceRow {
  instance: string;
  target: string;
  /** 1 when this server ran the instance first; null without a server order (a run declared target by target). */
  order: number | null;
  runs: number;
  passed_runs: number;
  /** Passed every run (pass^k). */
  passed: boolean;
  statuses: string[];
  figures: Record<string, number | null>;
}

/** The per-task table of an A/B: each instance on each server, instances in order, servers in the order they ran it. */
export function instanceRows(tests: readonly ReportedTest[], targets: readonly string[], orderSeed: number | null): InstanceRow[] {
  const groupKey = (instance: string, target: string) => `${instance}\u0000${target}`;
  const groups = new Map<string, EpisodeResult[]>();
  for (const test of tests) {
    if (!test.episode || !test.target) continue;
    const key = groupKey(instanceKey({ suite: test.suite, task: test.title }), test.target);
    groups.set(key, [...(groups.get(key) ?? []), test.episode]);
  }
  const instances = [...new Set(tests.map((test) => instanceKey({ suite: test.suite, task: test.title })))].sort();
  return instances.flatMap((instance) => {
    const order = orderSeed === null ? null : serverOrder(orderSeed, instance, targets);
    const ran = (order ?? targets).filter((target) => groups.has(groupKey(instance, target)));
    return ran.map((target): InstanceRow => {
      const episodes = groups.get(groupKey(instance, target))!;
      const passedRuns = episodes.filter((e) => e.status === 'passed').length;
      const figure = (column: InstanceColumn) => {
        const values = episodes.map((e) => column.of(e)).filter((v): v is number => v !== null);
        return values.length === 0 ? null : median(values);
      };
      return {
        instance,
        target,
        order: order ? order.indexOf(target) + 1 : null,
        runs: episodes.length,
        passed_runs: passedRuns,
        passed: passedRuns === episodes.length,
        statuses: episodes.map((e) => e.status),
        figures: Object.fromEntries(INSTANCE_COLUMNS.map((column) => [column.name, figure(column)])),
      };
    });
  });
}
