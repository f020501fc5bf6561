import fs from 'node:fs';
import path from 'node:path';
import type { TraceHref } from './html/episodes.ts';
import type { ReportRow } from './model.ts';

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_');

/**
 * Copies the trace of each episode that did not pass next to the report, into `<report>-traces/`
 * (`<project>-<target>-<task>[-n].zip`, n for a task's further runs), and returns the page's links
 * to them, relative to the report: the report and that folder keep working together wherever
 * they go (a CI artifact, another machine). The folder is made afresh; a trace whose file is
 * missing gets no link.
 *
 * @param report the report's path without extension, e.g. `reports/<sha>`.
 */
export function copyTraces(rows: readonly ReportRow[], report: string): TraceHref {
  const folder = `${report}-traces`;
  fs.rmSync(folder, { recursive: true, force: true });
  const links = new Map<string, string>();
  const taken = new Set<string>();
  for (const row of rows) {
    if (row.result === 'passed' || !row.trace || links.has(row.trace) || !fs.existsSync(row.trace)) continue;
    const stem = fileSafe(`${row.project}-${row.target}-${row.task}`);
    let name = `${stem}.zip`;
    for (let n = 2; taken.has(name); n++) name = `${stem}-${n}.zip`;
    taken.add(name);
    fs.mkdirSync(folder, { recursive: true });
    fs.copyFileSync(row.trace, path.join(folder, name));
    links.set(row.trace, `${encodeURIComponent(path.basename(folder))}/${name}`);
  }
  return (trace) => links.get(trace);
}
