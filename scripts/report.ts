// Turns Playwright's JSON report (one run, or merged shards) into the contract-eval report and,
// with --gate, checks it against baseline.json:
//   npm run report -- [--input test-results/report.json]… [--out-dir reports] [--normalize-timings]
//                     [--gate] [--base-ref HEAD] [--baseline baseline.json]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BASELINE_FILE, baselineFile, loweredNumbers, parseBaseline, readBaseline } from '../benchmarks/gate/baseline.ts';
import { gateRun } from '../benchmarks/gate/run-gate.ts';
import { renderHtml } from '../benchmarks/report/html-report.ts';
import { renderMarkdown } from '../benchmarks/report/markdown-report.ts';
import { buildReport } from '../benchmarks/report/model.ts';
import { readReport } from '../benchmarks/report/read-report.ts';
import { copyTraces } from '../benchmarks/report/traces.ts';

const { values } = parseArgs({
  options: {
    // Repeatable: runs of several MCP targets make one side-by-side report.
    input: { type: 'string', multiple: true, default: ['test-results/report.json'] },
    'out-dir': { type: 'string', default: 'reports' },
    'normalize-timings': { type: 'boolean', default: false },
    gate: { type: 'boolean', default: false },
    'base-ref': { type: 'string', default: 'HEAD' },
    baseline: { type: 'string', default: baselineFile() },
  },
});

const git = (...args: string[]) => execFileSync('git', args, { cwd: path.dirname(BASELINE_FILE), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function fail(message: string): never {
  console.error(`report: ${message}`);
  process.exit(1);
}

let reports;
try {
  reports = values.input.map((file) => readReport(file));
} catch (error) {
  fail((error as Error).message);
}
const tests = reports.flatMap((report) => report.tests);
if (tests.length === 0 && reports.every((report) => report.errors.length === 0 && report.judgeChecks.length === 0))
  fail(`${values.input.join(', ')} has no benchmark tests (run npx playwright test --project=mock first)`);

const sha = git('rev-parse', '--short=12', 'HEAD');
const report = buildReport(tests, { sha, dirty: git('status', '--porcelain', '--untracked-files=no') !== '' }, {
  normalizeTimings: values['normalize-timings'],
  ceilings: Object.assign({}, ...reports.map((report) => report.ceilings)),
  judgeChecks: reports.flatMap((report) => report.judgeChecks),
  selections: reports.map((report) => report.selection),
});
const outDir = path.resolve(values['out-dir']);
fs.mkdirSync(outDir, { recursive: true });
const base = path.join(outDir, sha);
fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(`${base}.md`, renderMarkdown(report));
fs.writeFileSync(`${base}.html`, renderHtml(report, copyTraces(report.rows, base)));
console.log(`${report.header.score} tasks passed: ${path.relative(process.cwd(), base)}.{md,json,html}`);

if (values.gate) {
  const problems: string[] = [];
  let baseline;
  try {
    baseline = readBaseline(values.baseline);
  } catch (error) {
    fail((error as Error).message);
  }
  // Compared with its own committed version; a file git does not track (a copy) stands in for the project's baseline.json.
  const candidate = path.relative(path.dirname(BASELINE_FILE), path.resolve(values.baseline));
  const tracked = !candidate.startsWith('..') && git('ls-files', '--', candidate) !== '';
  const committedPath = tracked ? candidate : path.basename(BASELINE_FILE);
  let committed;
  try {
    committed = parseBaseline(git('show', `${values['base-ref']}:${committedPath}`), `${values['base-ref']}:${committedPath}`);
  } catch {
    console.log(`gate: no ${committedPath} at ${values['base-ref']}; nothing to compare it with`);
  }
  if (committed) for (const lowered of loweredNumbers(committed, baseline)) problems.push(`${committedPath} lowers ${lowered} (compared with ${values['base-ref']})`);

  const verdict = gateRun(reports, baseline);
  for (const line of verdict.lines) (verdict.ok ? console.log : console.error)(line);
  if (!verdict.ok) problems.push(verdict.interrupted ? 'the run was interrupted: not gated' : 'the run is below baseline.json or incomplete');
  if (problems.length > 0) {
    for (const problem of problems) console.error(`gate: ${problem}`);
    process.exit(1);
  }
  console.log('gate: ok');
}
