import type { ContractEvalReport } from './model.ts';

export const SUB_GOALS_NOTE =
  'Tasks judged by sub-goals (the workday tier): how many sub-goals were right, out of all, in each task (the median of its runs), and which were not right in its last run that missed any. Partial progress is a diagnostic: a workday passes only when every sub-goal is right and nothing else changed, and only passes count in the score.';

/** The sub-goals right per task judged by sub-goals, as the Markdown and HTML reports show them (the null and shallow agents left out); null when no such task ran. */
export function subGoalTable(report: ContractEvalReport): { titles: string[]; rows: string[][] } | null {
  const controls = new Set(report.header.controls);
  const tasks = report.tasks.filter((t) => t.sub_goals && !controls.has(t.project));
  if (tasks.length === 0) return null;
  const missed = (t: (typeof tasks)[number]) =>
    report.rows.filter((r) => r.project === t.project && r.agent === t.agent && r.target === t.target && r.task === t.task && r.sub_goals && r.sub_goals.missed.length > 0).at(-1)?.sub_goals?.missed ?? [];
  return {
    titles: ['project', 'target', 'task', 'passed', 'sub-goals right', 'not right'],
    rows: tasks.map((t) => [t.agent ? `${t.project} (${t.agent})` : t.project, t.target, t.task, t.pass_hat_k ? 'yes' : 'no', `${t.sub_goals!.right} / ${t.sub_goals!.total}`, missed(t).join('; ') || '—']),
  };
}
