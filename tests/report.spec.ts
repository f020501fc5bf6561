import fs from 'node:fs';
import path from 'node:path';
import xterm from '@xterm/headless';
import { strFromU8, unzipSync } from 'fflate';
import { resultAttachmentName, type EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { readBaseline } from '../benchmarks/gate/baseline.ts';
import { bin, jsonAttachment, markerEnv, MINI_SUITE, newMarker, processesWithMarker, runPlaywright, runProcess, type PlaywrightRun } from './run-playwright.ts';
import type { ContractEvalReport } from '../benchmarks/report/model.ts';
import { expectCurvesAddUp } from './budget-curves.ts';

/** What a terminal of `columns` shows after `output`, line by line (scrollback included): the list reporter rewrites lines in place on a TTY. */
async function screen(output: string, columns: number): Promise<string[]> {
  const terminal = new xterm.Terminal({ cols: columns, rows: 50, scrollback: 10_000, allowProposedApi: true, convertEol: true });
  await new Promise<void>((resolve) => terminal.write(output, resolve));
  const buffer = terminal.buffer.active;
  const lines = Array.from({ length: buffer.length }, (_, row) => buffer.getLine(row)?.translateToString(true) ?? '');
  terminal.dispose();
  return lines;
}

const report = async (input: string, outDir: string) => {
  const run = await runProcess(bin('tsx'), ['scripts/report.ts', '--normalize-timings', '--input', input, '--out-dir', outDir]);
  expect(run.code, run.stderr).toBe(0);
  const [markdown] = fs.readdirSync(outDir).filter((f) => f.endsWith('.md'));
  return { md: fs.readFileSync(path.join(outDir, markdown), 'utf8'), json: fs.readFileSync(path.join(outDir, markdown.replace(/\.md$/, '.json')), 'utf8') };
};

test.describe('the two-task suite run whole in a terminal, and in two shards merged with merge-reports', () => {
  // One set of runs for the tests below: in order, in one worker.
  test.describe.configure({ mode: 'default' });
  const COLUMNS = 200;
  let out: (name: string) => string;
  let whole: PlaywrightRun;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000);
    out = (name: string) => testInfo.outputPath(name);
    const args = ['--project=mock', '--workers=1'];
    whole = await runPlaywright(args, { ...MINI_SUITE, PLAYWRIGHT_FORCE_TTY: `${COLUMNS}x50` }, out('whole'));
    expect(whole.code, whole.stdout + whole.stderr).toBe(0);
    fs.mkdirSync(out('blobs'));
    // The shards at once, as on CI's machines.
    const shards = await Promise.all(
      [1, 2].map((shard) => runPlaywright([...args, `--shard=${shard}/2`], { ...MINI_SUITE, PLAYWRIGHT_BLOB_OUTPUT_FILE: out(`blobs/shard-${shard}.zip`) }, out(`shard-${shard}`), 'blob')),
    );
    for (const run of shards) expect(run.code, run.stdout + run.stderr).toBe(0);
    const merged = await runProcess(bin('playwright'), ['merge-reports', '--reporter=json', out('blobs')], { PLAYWRIGHT_JSON_OUTPUT_FILE: out('merged.json') });
    expect(merged.code, merged.stderr).toBe(0);
  });

  test('in a terminal, every episode keeps its progress line beside the list reporter, the table is aligned, and the file gets Markdown', async () => {
    // The list reporter did draw on the terminal: it erases a test's line and rewrites it in place.
    expect(whole.stdout).toContain('\u001b[2K\u001b[0G');

    const shown = await screen(whole.stdout, COLUMNS);
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

    const markdown = fs.readFileSync(path.join(out('whole/results'), 'episodes.md'), 'utf8');
    expect(markdown).toMatch(/^\| project \| agent \| target \| suite \| task \|/m);
  });

  test('the merged report gives the same contract-eval report, byte for byte, as the unsharded run', async () => {
    const fromWhole = await report(out('whole/report.json'), out('report-whole'));
    const fromShards = await report(out('merged.json'), out('report-merged'));
    expect(fromShards.md).toBe(fromWhole.md);
    expect(fromShards.json).toBe(fromWhole.json);
    expect(fromWhole.md).toContain('**contract-eval score = 2 / 2** tasks passed');
    // The run's pass rate at a budget adds up: the figures at each cap never fall, and end at the pass rate.
    expectCurvesAddUp(JSON.parse(fromWhole.json) as ContractEvalReport);
    expect(fromWhole.md).toMatch(/\| mock \| playwright-mcp \| example-h1 \|  \| passed \| 0 \| 2 \(0\/1\/0\) \| \d+ \|  \| Example Domain \|/);
  });

  test("the merged report gates as the whole run does: it drops the shards' --shard and expects every task", async () => {
    const gated = await runProcess(bin('tsx'), ['scripts/report.ts', '--gate', '--input', out('merged.json'), '--out-dir', out('report-gated'), '--baseline', MINI_SUITE.BENCH_BASELINE_FILE], MINI_SUITE);
    expect(gated.code, gated.stderr).toBe(0);
    expect(gated.stdout).toContain('gate playwright-mcp/mini: ok, 2 passed, baseline 2');
  });

  test('the report gate refuses a baseline.json lowered against the committed one', async ({}, testInfo) => {
    const lowered = readBaseline();
    lowered.expected_pass_count['playwright-mcp'].webvoyager = 9;
    fs.writeFileSync(testInfo.outputPath('lowered.json'), JSON.stringify(lowered));
    const refused = await runProcess(bin('tsx'), ['scripts/report.ts', '--gate', '--input', out('merged.json'), '--out-dir', testInfo.outputPath('reports'), '--baseline', testInfo.outputPath('lowered.json')], MINI_SUITE);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('gate: baseline.json lowers playwright-mcp.webvoyager: 10 → 9 (compared with HEAD)');
  });
});

test.describe('one shard whose episode fails: the recovery task under a lowered step cap', () => {
  // One run for the tests below: in order, in one worker.
  test.describe.configure({ mode: 'default' });
  const marker = newMarker();
  let out: (name: string) => string;
  let run: PlaywrightRun;

  test.beforeAll(async ({}, testInfo) => {
    out = (name: string) => testInfo.outputPath(name);
    run = await runPlaywright(
      ['--project=mock', '-g', 'local-recovery-stall', '--shard=1/1'],
      { ...MINI_SUITE, BENCH_MAX_STEPS: '1', PLAYWRIGHT_BLOB_OUTPUT_FILE: out('blobs/shard-1.zip'), ...markerEnv(marker) },
      out('shard'),
      'list,./benchmarks/report/episode-table.ts,json,blob',
    );
  });

  test('a lowered step cap stops the recovery task at 1 step and the run exits cleanly, naming the task, its status and its last call', () => {
    expect(run.code, run.stdout).toBe(1);
    expect(run.results).toHaveLength(1);
    const episode = jsonAttachment<EpisodeResult>(run.results[0].result, resultAttachmentName('local-recovery-stall'));
    expect(episode).toMatchObject({
      task: 'local-recovery-stall',
      status: 'max_steps',
      steps: 1,
      maxSteps: 1,
      lastToolCall: { step: 1, tool: 'browser_snapshot' },
      toolCalls: { total: 1, errors: 0 },
    });
    expect(episode.message).toContain('stopped at maxSteps 1');
    // The list reporter's failure line names the task, the status and the last tool call.
    expect(run.stdout).toContain('local-recovery-stall: max_steps after 1 step');
    expect(run.stdout).toContain('last tool call: step 1 browser_snapshot');
    // A run narrowed by -g is gated on what it selected: the task it ran must pass.
    expect(run.stderr).toContain('gate playwright-mcp/mini: FAILED, partial selection (1 of 2 tasks): 1 did not pass');
    // No Chromium or MCP server outlives the run.
    expect(processesWithMarker(marker)).toEqual([]);
  });

  test('the failed episode keeps its trace, with each MCP call as a step and its response attached', () => {
    const tracePath = run.results[0].result.attachments.find((a) => a.name === 'trace')?.path;
    expect(tracePath && fs.existsSync(tracePath), 'trace.zip kept').toBeTruthy();
    const files = unzipSync(fs.readFileSync(tracePath!));
    const events = Object.entries(files)
      .filter(([name]) => path.basename(name) === 'test.trace')
      .flatMap(([, bytes]) => strFromU8(bytes).trim().split('\n').map((line) => JSON.parse(line) as { type: string; title?: string; attachments?: Array<{ name: string }> }));
    const titles = events.filter((e) => e.type === 'before').map((e) => e.title);
    expect(titles).toEqual(expect.arrayContaining(['1. browser_snapshot {}', 'judge: success contract']));
    const attached = events.flatMap((e) => e.attachments ?? []).map((a) => a.name);
    expect(attached).toEqual(expect.arrayContaining(['step 1 browser_snapshot response', 'verdict']));
  });

  test("the trace survives the shard's blob report and merge-reports: the report copies it beside itself and links the copy", async () => {
    // As on CI: the merging machine has the blob reports only, not the shard's test-results/.
    fs.rmSync(out('shard'), { recursive: true, force: true });
    const merged = await runProcess(bin('playwright'), ['merge-reports', '--reporter=json', out('blobs')], { PLAYWRIGHT_JSON_OUTPUT_FILE: out('merged.json') });
    expect(merged.code, merged.stderr).toBe(0);
    const written = await runProcess(bin('tsx'), ['scripts/report.ts', '--input', out('merged.json'), '--out-dir', out('reports')]);
    expect(written.code, written.stderr).toBe(0);

    // The copy lives beside the report, whatever becomes of the blob reports afterwards.
    fs.rmSync(out('blobs'), { recursive: true, force: true });
    const [html] = fs.readdirSync(out('reports')).filter((file) => file.endsWith('.html'));
    const links = [...fs.readFileSync(out(`reports/${html}`), 'utf8').matchAll(/<a href="([^"]+\.zip)">/g)].map(([, href]) => decodeURIComponent(href));
    expect(links).toEqual([`${html.replace(/\.html$/, '')}-traces/mock-playwright-mcp-local-recovery-stall.zip`]);
    expect(fs.readFileSync(out(`reports/${links[0]}`)).subarray(0, 2).toString()).toBe('PK');
  });
});

test('the report script refuses input that is not a Playwright JSON report, in one line', async ({}, testInfo) => {
  fs.writeFileSync(testInfo.outputPath('not-a-report.json'), '{"hello":');
  const run = await runProcess(bin('tsx'), ['scripts/report.ts', '--input', testInfo.outputPath('not-a-report.json'), '--out-dir', testInfo.outputPath('out')]);
  expect(run.code).toBe(1);
  expect(run.stderr.trim()).toMatch(/^report: .*not-a-report\.json: not a Playwright JSON report \(.*\)$/);
});
