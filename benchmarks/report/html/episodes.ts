import path from 'node:path';
import { submissionLine } from '../../contracts/answer/submission.ts';
import type { ContractEvalReport, ReportRow } from '../model.ts';
import { formatCount, formatMs, runLabel } from './format.ts';
import { escapeHtml, htmlTable, markup, numberColumn } from './markup.ts';

/** Where a row's trace is, relative to the page; undefined when it was not kept. */
export type TraceHref = (trace: string) => string | undefined;

const status = (row: ReportRow) => `<span class="status${row.result === 'passed' ? ' ok' : ''}">${escapeHtml(row.result)}</span>`;
const where = (report: ContractEvalReport, row: ReportRow) => [runLabel(report, row), row.suite, row.tier ?? 'no tier'].join(' · ');
const calls = (row: ReportRow) => `${row.tool_calls.total} tool call${row.tool_calls.total === 1 ? '' : 's'}, ${row.tool_calls.errors} failed`;

function traceLine(trace: string | null, traceHref: TraceHref): string {
  if (!trace) return '<span class="note">no trace</span>';
  const href = traceHref(trace);
  if (!href) return `<span class="note">trace not found: ${escapeHtml(trace)}</span>`;
  const file = decodeURI(href);
  // npm reads a relative path from the folder it is called in: the page's, in a contract-eval checkout.
  return `<a href="${escapeHtml(href)}">${escapeHtml(path.basename(file))}</a> <code>npm run show-trace -- ${escapeHtml(file)}</code>`;
}

/** Why an episode did not pass: why it was stopped, or each clause that did not pass with what it expected and what the judge saw, in full. */
function why(row: ReportRow): string {
  if (row.failed_clauses.length === 0) return escapeHtml(row.why_not || '—');
  const clause = (c: ReportRow['failed_clauses'][number]) =>
    `<li><span class="clause">${escapeHtml(c.clause)}</span>${c.outcome === 'inconclusive' ? ' (not judged)' : ''}\n<div>expected: ${escapeHtml(c.expected)}</div>\n<div>observed: ${escapeHtml(c.observed)}</div></li>`;
  return `<ul class="clauses">${row.failed_clauses.map(clause).join('')}</ul>`;
}

/** The episodes that did not pass, one block each: why, the agent's submission and explanation, the trace and how to open it. */
export function failureList(report: ContractEvalReport, rows: readonly ReportRow[], traceHref: TraceHref): string {
  const item = (row: ReportRow) => `<li class="failure">
<p class="headline">${status(row)} <strong>${escapeHtml(row.task)}</strong> <span class="note">${escapeHtml(`${where(report, row)} · ${formatMs(row.duration_ms)} · ${calls(row)} · ${formatCount(row.response_bytes)} response bytes`)}</span></p>
<dl>
<dt>why</dt><dd>${why(row)}</dd>
<dt>submission</dt><dd>${escapeHtml(row.submission ? submissionLine(row.submission) : '—')}</dd>
<dt>explanation</dt><dd>${escapeHtml(row.submission?.explanation ?? '—')}</dd>
<dt>trace</dt><dd>${traceLine(row.trace, traceHref)}</dd>
</dl>
</li>`;
  return `<ol class="failures">\n${rows.map(item).join('\n')}\n</ol>`;
}

/** The episodes that passed, one table row each. */
export function passedTable(report: ContractEvalReport, rows: readonly ReportRow[]): string {
  return htmlTable(
    [{ title: 'episode' }, { title: 'result' }, numberColumn('duration'), numberColumn('tool calls'), numberColumn('failed calls'), numberColumn('response bytes'), { title: 'submission', look: 'prose' }],
    rows.map((row) => [
      markup(`<strong>${escapeHtml(row.task)}</strong> <span class="note">${escapeHtml(where(report, row))}</span>`),
      markup(status(row)),
      formatMs(row.duration_ms),
      row.tool_calls.total,
      row.tool_calls.errors,
      formatCount(row.response_bytes),
      row.submission ? submissionLine(row.submission) : '—',
    ]),
  );
}
