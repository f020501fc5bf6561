import type { ContractEvalReport } from './model.ts';

const percent = (rate: number) => `${(100 * rate).toFixed(2)}%`;

/** The judge check as the reports show it: its figures beside the null agents' floor, and every wrong verdict. */
export function judgeCheckTables(report: ContractEvalReport): { note: string; figures: Array<[string, string]>; wrong: string[][] } {
  const check = report.judge_check;
  const floors = report.suites.filter((s) => s.ceiling !== null);
  const best = floors.reduce<(typeof floors)[number] | undefined>((top, s) => (!top || s.passed / s.tasks > top.passed / top.tasks ? s : top), undefined);
  const floor: [string, string] = [
    "null agents' best suite score",
    best ? `${best.score} (${best.agent ?? best.project}, ${best.suite} on ${best.target}; ceiling ${(100 * best.ceiling!).toFixed(0)}%)` : '— (the null agents did not run)',
  ];
  if (!check) return { note: 'The judge check did not run in this run: it runs with the controls project (npm test, npm run bench).', figures: [floor], wrong: [] };
  return {
    note: `Variants derived from each task's reference solution, judged like any agent: mutants a careful grader marks wrong (a field given another value of its kind, a number or date one step off, an item missing or extra, a hedged or negated value, not_found where the answer exists, a side effect, the reference cut short, a sub-goal dropped, an action the task forbids taken) and alternates it accepts (every normalisation the judge claims, reasoning in the explanation, another valid route). The rates are rates on these ${check.mutants + check.alternates} derived variants, not a judge error rate in general. A wrong verdict fails the run.`,
    figures: [
      ['tasks checked', String(check.tasks)],
      ['mutants (must fail)', String(check.mutants)],
      ['false passes', `${check.false_passes} of ${check.mutants} derived mutants (${percent(check.false_pass_rate)})`],
      ['alternates (must pass)', String(check.alternates)],
      ['false fails', `${check.false_fails} of ${check.alternates} derived alternates (${percent(check.false_fail_rate)})`],
      floor,
    ],
    wrong: check.wrong.map((w) => [w.task, w.target, w.name, w.expect, w.outcome, w.why ?? '']),
  };
}
