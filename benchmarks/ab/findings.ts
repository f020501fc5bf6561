import { findingsMarkdown } from '../report/findings-tables.ts';
import type { ServerFindings } from '../report/findings.ts';
import { buildReport } from '../report/model.ts';
import type { BudgetCurve } from '../report/pass-at-budget.ts';
import type { ReadReport } from '../report/read-report.ts';

/** What each server of an A/B did that cost the agent, and its pass rate at a budget: the report's sections, on the A/B's episodes. */
export interface AbFindings {
  findings: ServerFindings[];
  pass_at_budget: BudgetCurve[];
  /** The two sections as Markdown, for ab.md. */
  markdown: string;
}

/** The findings and budget curves of `project`'s episodes on `targets` in a run's report, as `npm run report` gives them. */
export function abFindings(run: ReadReport, project: string, targets: readonly string[]): AbFindings {
  const tests = run.tests.filter((test) => test.project === project && !test.skipped && targets.includes(test.target ?? ''));
  const report = buildReport(tests, { sha: '', dirty: false }, { normalizeTimings: false });
  return { findings: report.findings, pass_at_budget: report.pass_at_budget, markdown: findingsMarkdown(report).join('\n') };
}
