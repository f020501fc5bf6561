import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { negativeTranscriptPath, transcriptPath } from '../benchmarks/transcripts/format.ts';
import { bin, MINI_SUITE, runPlaywright, runProcess } from './run-playwright.ts';

const report = async (input: string, outDir: string) => {
  const run = await runProcess(bin('tsx'), ['scripts/report.ts', '--normalize-timings', '--input', input, '--out-dir', outDir]);
  expect(run.code, run.stderr).toBe(0);
  const [markdown] = fs.readdirSync(outDir).filter((f) => f.endsWith('.md'));
  return { md: fs.readFileSync(path.join(outDir, markdown), 'utf8'), json: fs.readFileSync(path.join(outDir, markdown.replace(/\.md$/, '.json')), 'utf8') };
};

test('two shards merged with merge-reports give the same report, byte for byte, as one unsharded run', async ({}, testInfo) => {
  test.setTimeout(240_000);
  const out = (name: string) => testInfo.outputPath(name);
  const args = ['--project=mock', '--workers=1'];

  const whole = await runPlaywright(args, MINI_SUITE, out('whole'));
  expect(whole.code, whole.stdout).toBe(0);

  fs.mkdirSync(out('blobs'));
  for (const shard of [1, 2]) {
    const run = await runPlaywright([...args, `--shard=${shard}/2`], { ...MINI_SUITE, PLAYWRIGHT_BLOB_OUTPUT_FILE: out(`blobs/shard-${shard}.zip`) }, out(`shard-${shard}`), 'blob');
    expect(run.code, run.stdout + run.stderr).toBe(0);
  }
  const merged = await runProcess(bin('playwright'), ['merge-reports', '--reporter=json', out('blobs')], { PLAYWRIGHT_JSON_OUTPUT_FILE: out('merged.json') });
  expect(merged.code, merged.stderr).toBe(0);

  const fromWhole = await report(out('whole/report.json'), out('report-whole'));
  const fromShards = await report(out('merged.json'), out('report-merged'));
  expect(fromShards.md).toBe(fromWhole.md);
  expect(fromShards.json).toBe(fromWhole.json);
  expect(fromWhole.md).toContain('**contract-eval score = 2 / 2** tasks passed');
  expect(fromWhole.md).toMatch(/\| mock \| playwright-mcp \| example-h1 \|  \| passed \| 0 \| 1 \(0\/1\/0\) \| \d+ \|  \| Example Domain \|/);

  // The merged report gates as the whole run does: it drops the shards' --shard and expects every task.
  const gated = await runProcess(bin('tsx'), ['scripts/report.ts', '--gate', '--input', out('merged.json'), '--out-dir', out('report-gated'), '--baseline', MINI_SUITE.BENCH_BASELINE_FILE], MINI_SUITE);
  expect(gated.code, gated.stderr).toBe(0);
  expect(gated.stdout).toContain('gate playwright-mcp/mini: ok, 2 passed, baseline 2');
});

test("a failed episode's trace survives a shard's blob report and merge-reports: the report copies it beside itself and links the copy", async ({}, testInfo) => {
  test.setTimeout(120_000);
  const out = (name: string) => testInfo.outputPath(name);
  // example-h1 replayed from its negative control (it ends on another page): it fails, and keeps its trace.
  const transcripts = out('transcripts');
  fs.mkdirSync(path.join(transcripts, 'playwright-mcp'), { recursive: true });
  fs.copyFileSync(negativeTranscriptPath('playwright-mcp', 'example-h1', 'wrong-page'), transcriptPath('playwright-mcp', 'example-h1', transcripts));
  fs.mkdirSync(out('blobs'));
  const shard = await runPlaywright(
    ['--project=mock', '-g', 'example-h1', '--shard=1/1'],
    { ...MINI_SUITE, BENCH_TRANSCRIPTS_DIR: transcripts, PLAYWRIGHT_BLOB_OUTPUT_FILE: out('blobs/shard-1.zip') },
    out('shard'),
    'blob',
  );
  expect(shard.code).toBe(1);
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
  expect(links).toEqual([`${html.replace(/\.html$/, '')}-traces/mock-playwright-mcp-example-h1.zip`]);
  expect(fs.readFileSync(out(`reports/${links[0]}`)).subarray(0, 2).toString()).toBe('PK');
});

test('the report script refuses input that is not a Playwright JSON report, in one line', async ({}, testInfo) => {
  fs.writeFileSync(testInfo.outputPath('not-a-report.json'), '{"hello":');
  const run = await runProcess(bin('tsx'), ['scripts/report.ts', '--input', testInfo.outputPath('not-a-report.json'), '--out-dir', testInfo.outputPath('out')]);
  expect(run.code).toBe(1);
  expect(run.stderr.trim()).toMatch(/^report: .*not-a-report\.json: not a Playwright JSON report \(.*\)$/);
});
