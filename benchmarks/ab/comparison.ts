/**
 * A server A/B: one agent (a model, or an outside agent), the same task instances, several MCP
 * targets, in one run. Which server makes the agent pass more, for fewer tokens and dollars, and
 * where the tokens went. Built from the run's Playwright JSON report, as `npm run report` is.
 */
import type { RunEstimate } from '../adapters/model/run-estimate.ts';
import { buildReport } from '../report/model.ts';
import type { ServerFindings } from '../report/findings.ts';
import type { BudgetCurve } from '../report/pass-at-budget.ts';
import type { ReadReport } from '../report/read-report.ts';
import { instanceRows, type InstanceRow } from './instances.ts';
import { endedInError, leaveOut, type LeftOut } from './left-out.ts';
import { serverPair, type ServerPair } from './pairs.ts';
import { serverOutcome, type ServerOutcome } from './servers.ts';

/** What a live model's run was estimated to cost on a server before anything was sent, beside what it spent. */
export interface SpendAgainstEstimate {
  target: string;
  episodes_estimated: number;
  episodes_run: number;
  expected_usd: number;
  worst_usd: number;
  /** Every billed episode of the server, those left out of the comparison included. */
  spent_usd: number;
}

export interface AbComparison {
  project: string;
  agents: string[];
  models: string[];
  targets: string[];
  repeats: number;
  /** The seed each instance's server order was drawn from (benchmarks/ab/order.ts); null for a run declared target by target. */
  order_seed: number | null;
  /** Episodes that never ran (not started, or stopped before the agent's first call): their instances are left out of every figure, on every server. */
  left_out: LeftOut[];
  /** Episodes that ran and then ended in error: counted as not passed. */
  ended_in_error: LeftOut[];
  servers: ServerOutcome[];
  /** Every instance on every server that ran it, in the order the servers ran it. */
  instances: InstanceRow[];
  pairs: ServerPair[];
  /** Instances some server ran and another did not: left out of the pairs. */
  unpaired: string[];
  /** A live model's estimate per server, against its spend; null without one. */
  estimate: SpendAgainstEstimate[] | null;
  /** What each server did that cost the agent, on the compared episodes, as the report lists it. */
  findings: ServerFindings[];
  /** Each server's pass rate under the ladders of caps, on the compared episodes, as the report gives it. */
  pass_at_budget: BudgetCurve[];
}

export interface AbOptions {
  orderSeed: number | null;
  estimate?: RunEstimate['perTarget'];
}

function spendAgainstEstimate(run: ReadReport['tests'], targets: readonly string[], estimate: RunEstimate['perTarget']): SpendAgainstEstimate[] {
  return targets.map((target) => {
    const episodes = run.flatMap((test) => (test.target === target && test.episode ? [test.episode] : []));
    return {
      target,
      episodes_estimated: estimate[target]?.episodes ?? 0,
      episodes_run: episodes.length,
      expected_usd: estimate[target]?.expectedUsd ?? 0,
      worst_usd: estimate[target]?.worstUsd ?? 0,
      spent_usd: Number(episodes.reduce((sum, e) => sum + (e.agent?.costUsd ?? 0), 0).toFixed(6)),
    };
  });
}

/** The A/B of `project`'s episodes in a run's report, across `targets` (in the order asked). */
export function abComparison(run: ReadReport, project: string, targets: readonly string[], options: AbOptions): AbComparison {
  const all = run.tests.filter((test) => test.project === project && targets.includes(test.target ?? ''));
  const { leftOut, kept } = leaveOut(all);
  const report = buildReport(kept, { sha: '', dirty: false }, { normalizeTimings: false });
  const instances = instanceRows(kept, targets, options.orderSeed);
  const servers = targets.map((target) =>
    serverOutcome(
      target,
      kept.flatMap((test) => (test.target === target && test.episode ? [test.episode] : [])),
      instances.filter((row) => row.target === target),
      report.targets.find((t) => t.target === target),
    ),
  );
  const pairs = targets.flatMap((a, i) => targets.slice(i + 1).map((b) => serverPair(a, b, instances)));
  const ranOn = (instance: string) => new Set(instances.filter((row) => row.instance === instance).map((row) => row.target)).size;
  return {
    project,
    agents: report.header.adapters,
    models: report.header.models,
    targets: [...targets],
    repeats: Math.max(1, ...instances.map((row) => row.runs)),
    order_seed: options.orderSeed,
    left_out: leftOut,
    ended_in_error: kept.flatMap((test) => endedInError(test) ?? []),
    servers,
    instances,
    pairs,
    unpaired: [...new Set(instances.map((row) => row.instance))].filter((instance) => ranOn(instance) < targets.length),
    estimate: options.estimate ? spendAgainstEstimate(all, targets, options.estimate) : null,
    findings: report.findings,
    pass_at_budget: report.pass_at_budget,
  };
}
