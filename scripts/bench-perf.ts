// The harness's performance benchmark (never a timed test): the mock suite with 1 and 2 workers,
// a few runs each; wall time, where each episode's time goes, peak worker memory.
//   npm run bench:perf [-- --runs 2]   → prints the table and writes reports/perf-<git-sha>.md
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readReport } from '../benchmarks/report/read-report.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2' } } });
const runs = Number(values.runs);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-perf-'));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows: string[] = [];
for (const workers of [1, 2])
  for (let run = 1; run <= runs; run++) {
    const json = path.join(scratch, `w${workers}-r${run}.json`);
    const started = performance.now();
    spawnSync('npx', ['playwright', 'test', '--project=mock', `--workers=${workers}`, '--reporter=json', '--output', path.join(scratch, `out-${workers}-${run}`)], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: json },
      stdio: 'ignore',
    });
    const wallS = (performance.now() - started) / 1000;
    // An episode's time is its test's: the fixtures' work before and after the episode counts too.
    const episodes = readReport(json).flatMap((t) => (t.episode ? [{ ...t.episode.phases, testMs: t.testDurationMs ?? t.episode.durationMs, rssMb: t.episode.workerMaxRssMb }] : []));
    const work = episodes.map((e) => e.toolCallsMs + e.judgeMs);
    const overhead = episodes.map((e, i) => e.testMs - e.resetMs - e.serverStartMs - work[i]);
    const ratio = overhead.map((ms, i) => ms / Math.max(1, work[i]));
    const med = (pick: (e: (typeof episodes)[number]) => number) => Math.round(median(episodes.map(pick)));
    const starts = episodes.filter((e) => e.serverStartMs > 0);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    rows.push(
      `| ${workers} | ${run} | ${episodes.length} | ${wallS.toFixed(1)} | ${(sum(work) / 1000).toFixed(1)} | ${med((e) => e.testMs)} | ${starts.length} (${(sum(starts.map((e) => e.serverStartMs)) / 1000).toFixed(1)} s) | ${med((e) => e.resetMs)} | ${med((e) => e.toolCallsMs)} | ${med((e) => e.judgeMs)} | ${Math.round(median(overhead))} | ${(100 * median(ratio)).toFixed(0)}% (max ${(100 * Math.max(...ratio)).toFixed(0)}%) | ${Math.max(0, ...episodes.map((e) => e.rssMb))} |`,
    );
    console.log(rows.at(-1));
  }

const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
const table = [
  `Mock suite, ${runs} run(s) per worker count, ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${new Date().toISOString().slice(0, 10)}, commit ${sha}.`,
  'Floor: the tool calls\' own latencies plus the judge, summed over the suite. Per-episode columns are medians over the run\'s episodes;',
  'an episode\'s time is its test\'s duration; overhead = episode time − (server start + reset + tool calls + judge).',
  '',
  '| workers | run | episodes | suite wall s | floor s | episode ms | MCP server starts (time) | context reset + start URL ms | tool calls ms | judge ms | harness overhead ms | overhead ÷ (tool calls + judge) | peak worker RSS MB |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
].join('\n');
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync(path.join('reports', `perf-${sha}.md`), table);
console.log(`\n${table}\nwrote reports/perf-${sha}.md`);
