// The harness's performance benchmark (never a timed test): the mock suite (or any selection of it)
// with 1 and 2 workers, a few runs each; wall time against the floor, where each episode's time
// goes, peak worker memory.
//   npm run bench:perf [-- --runs 2] [--workers 1,2] [-- <playwright test options, e.g. --grep @arena>]
//   → prints the table and writes reports/perf-<git-sha>.md
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readOption } from '../benchmarks/environment/registry.ts';
import { readReport } from '../benchmarks/report/read-report.ts';
import { median, sum } from '../benchmarks/report/stats.ts';

const USAGE = 'usage: npm run bench:perf -- [--runs 2] [--workers 1,2] [-- <playwright test options, e.g. --grep @arena>]';
function usageError(problem: string): never {
  console.error(`bench:perf: ${problem}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals: selection } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '2' }, workers: { type: 'string', default: '1,2' } } });
  } catch (error) {
    return usageError((error as Error).message.split('.')[0]);
  }
})();
const runs = Number(values.runs);
const workerCounts = values.workers!.split(',').map(Number);
for (const n of [runs, ...workerCounts]) if (!Number.isInteger(n) || n < 1) usageError(`--runs and --workers take positive whole numbers (got ${values.runs}, ${values.workers})`);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-perf-'));

const HEADER = [
  'workers',
  'run',
  'episodes',
  'suite wall s',
  'floor s',
  'wall ÷ floor',
  'episode ms',
  'MCP server starts (time)',
  'reset ms (context, site state)',
  'start page ms',
  'tool calls ms',
  'judge ms',
  'harness overhead ms',
  'overhead ÷ (tool calls + judge)',
  'change watch ms per call',
  'peak worker RSS MB',
];
const rows: string[] = [];
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
for (const workers of workerCounts)
  for (let run = 1; run <= runs; run++) {
    const json = path.join(scratch, `w${workers}-r${run}.json`);
    const started = performance.now();
    spawnSync('npx', ['playwright', 'test', '--project=mock', `--workers=${workers}`, ...selection, '--reporter=json', '--output', path.join(scratch, `out-${workers}-${run}`)], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: json },
      stdio: 'ignore',
    });
    const wallS = (performance.now() - started) / 1000;
    // An episode's time is its test's: the fixtures' work before and after the episode counts too.
    const episodes = readReport(json).tests.flatMap((t) =>
      t.episode ? [{ ...t.episode.phases, testMs: t.testDurationMs ?? t.episode.durationMs, rssMb: t.episode.workerMaxRssMb, calls: t.episode.calls.length }] : [],
    );
    if (episodes.length === 0) throw new Error(`run ${run} with ${workers} worker(s) ran no episode: is the selection (${selection.join(' ') || 'none'}) right?`);
    const work = episodes.map((e) => e.toolCallsMs + e.judgeMs);
    const overhead = episodes.map((e, i) => e.testMs - e.resetMs - e.startPageMs - e.serverStartMs - work[i]);
    const ratio = overhead.map((ms, i) => ms / Math.max(1, work[i]));
    const med = (pick: (e: (typeof episodes)[number]) => number) => Math.round(median(episodes.map(pick)));
    const starts = episodes.filter((e) => e.serverStartMs > 0);
    const floorS = sum(work) / 1000;
    rows.push(
      row([
        workers,
        run,
        episodes.length,
        wallS.toFixed(1),
        floorS.toFixed(1),
        (wallS / floorS).toFixed(1),
        med((e) => e.testMs),
        `${starts.length} (${(sum(starts.map((e) => e.serverStartMs)) / 1000).toFixed(1)} s)`,
        med((e) => e.resetMs),
        med((e) => e.startPageMs),
        med((e) => e.toolCallsMs),
        med((e) => e.judgeMs),
        Math.round(median(overhead)),
        `${(100 * median(ratio)).toFixed(0)}% (max ${(100 * Math.max(...ratio)).toFixed(0)}%)`,
        (sum(episodes.map((e) => e.watchMs ?? 0)) / Math.max(1, sum(episodes.map((e) => e.calls)))).toFixed(1),
        Math.max(0, ...episodes.map((e) => e.rssMb)),
      ]),
    );
    console.log(rows.at(-1));
  }

const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
const table = [
  `Mock ${selection.length > 0 ? `selection \`${selection.join(' ')}\`` : 'suite'}, targets ${readOption('target').join(',') || 'all available'}, ${runs} run(s) per worker count, ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${new Date().toISOString().slice(0, 10)}, commit ${sha}.`,
  "Floor: the tool calls' own latencies plus the judge, summed over the episodes. Per-episode columns are medians over the run's episodes;",
  "an episode's time is its test's duration; overhead = episode time − (server start + reset + start page + tool calls + judge).",
  "Change watch: the time spent counting what each call changed and reading the findings, over the run's calls (benchmarks/episode/change-watch.ts).",
  '',
  row(HEADER),
  row(HEADER.map(() => '---:')),
  ...rows,
  '',
].join('\n');
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync(path.join('reports', `perf-${sha}.md`), table);
console.log(`\n${table}\nwrote reports/perf-${sha}.md`);
