import { shardRows, spendLines, type ModelSpend } from '../model-spend.ts';
import { floorRows, TIERS, type ContractEvalReport } from '../model.ts';
import type { ProfileTable } from '../server-profile.ts';
import { runLabel } from './format.ts';
import { escapeHtml, htmlTable, numberColumn } from './markup.ts';

/** Each suite's score per target run, with its episodes' pass rate and 95% interval. */
export function suiteTable(report: ContractEvalReport): string {
  return htmlTable(
    [{ title: 'target' }, { title: 'adapter' }, { title: 'suite' }, numberColumn('tasks passed'), numberColumn('episodes passed'), numberColumn('95% interval'), numberColumn('runs per task')],
    report.suites.map((s) => [runLabel(report, s), s.adapter, s.suite, s.score, `${s.pass_rate} (${s.passed_episodes}/${s.episodes})`, `${s.pass_rate_95[0]}–${s.pass_rate_95[1]}%`, s.repeats]),
  );
}

/** One of the server profile's tables (benchmarks/report/server-profile.ts) as HTML. */
export const profileTable = (t: ProfileTable): string =>
  htmlTable(
    t.titles.map((title, index) => (t.numeric[index] ? numberColumn(title) : { title })),
    t.rows,
  );

/** A live model's spend: the total, each shard a cap stopped, and a row per shard. */
export function spendTable(spend: ModelSpend): string {
  const { titles, rows } = shardRows(spend);
  return `${spendLines(spend)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}\n${htmlTable(
    titles.map((title, index) => (index > 0 && index < 5 ? numberColumn(title) : { title })),
    rows,
  )}`;
}

/** Tasks run more than once: pass@1, pass@k and pass^k (what the gate counts). */
export function repeatTable(report: ContractEvalReport): string {
  return htmlTable(
    [{ title: 'target' }, { title: 'task' }, numberColumn('runs'), numberColumn('pass@1'), { title: 'pass@k' }, { title: 'pass^k' }],
    report.tasks.filter((t) => t.runs > 1).map((t) => [runLabel(report, t), t.task, t.runs, t.pass_at_1.toFixed(2), t.pass_at_k ? 'yes' : 'no', t.pass_hat_k ? 'yes' : 'no']),
  );
}

/** Episodes that did not pass, by run, target and reason: side effects apart from wrong answers and stops. */
export function reasonTable(report: ContractEvalReport): string {
  return htmlTable(
    [{ title: 'target' }, { title: 'why it did not pass' }, numberColumn('episodes')],
    report.reasons.filter((r) => !report.header.controls.includes(r.project)).map((r) => [runLabel(report, r), r.reason, r.episodes]),
  );
}

/** The null and shallow agents' scores per tier, and what each is held to. */
export function floorTable(report: ContractEvalReport): string {
  const tiers = [...TIERS, 'no tier'].filter((tier) => report.floor_by_tier.some((f) => f.tiers[tier]));
  return htmlTable([{ title: 'agent' }, { title: 'target' }, ...tiers.map(numberColumn), { title: 'held to the ceiling on' }], floorRows(report, tiers));
}
