import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import xterm from '@xterm/headless';
import { MINI_SUITE, runPlaywright } from './run-playwright.ts';

/** What a terminal of `columns` shows after `output`, line by line (scrollback included): the list reporter rewrites lines in place on a TTY. */
async function screen(output: string, columns: number): Promise<string[]> {
  const terminal = new xterm.Terminal({ cols: columns, rows: 50, scrollback: 10_000, allowProposedApi: true, convertEol: true });
  await new Promise<void>((resolve) => terminal.write(output, resolve));
  const buffer = terminal.buffer.active;
  const lines = Array.from({ length: buffer.length }, (_, row) => buffer.getLine(row)?.translateToString(true) ?? '');
  terminal.dispose();
  return lines;
}

test('in a terminal, every episode keeps its progress line beside the list reporter, the table is aligned, and the file gets Markdown', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const columns = 200;
  const run = await runPlaywright(['--project=mock'], { ...MINI_SUITE, PLAYWRIGHT_FORCE_TTY: `${columns}x50` }, testInfo.outputPath('run'), 'list,./benchmarks/report/episode-table.ts');
  expect(run.code, run.stderr).toBe(0);
  // The list reporter did draw on the terminal: it erases a test's line and rewrites it in place.
  expect(run.stdout).toContain('\u001b[2K\u001b[0G');

  const shown = await screen(run.stdout, columns);
  for (const task of ['example-h1', 'local-recovery-stall']) expect(shown.some((line) => line.startsWith(`  [playwright-mcp] ${task}: passed, `)), task).toBe(true);

  // The episode table: one header and a row per episode, each column starting where its header does.
  const header = shown.findIndex((line) => /^project\s+agent\s+target\s+suite\s+task\s/.test(line));
  expect(header).toBeGreaterThan(-1);
  const rows = shown.slice(header + 2, header + 4);
  for (const column of ['task', 'status', 'steps']) {
    const at = shown[header].indexOf(column);
    for (const row of rows) expect(row[at - 1], `${column} in ${row}`).toBe(' ');
  }
  expect(rows.map((row) => row.slice(shown[header].indexOf('task')).split(/\s+/)[0])).toEqual(['example-h1', 'local-recovery-stall']);

  const markdown = fs.readFileSync(path.join(testInfo.outputPath('run', 'results'), 'episodes.md'), 'utf8');
  expect(markdown).toMatch(/^\| project \| agent \| target \| suite \| task \|/m);
});
