// Compares two runs on the task instances both ran: paired outcomes, the difference in pass rate
// with its 95% interval, and McNemar's exact test, overall, per tier and per target (docs/comparing.md):
//   npm run compare -- <run A> <run B>
// Each run is a contract-eval report JSON (reports/<sha>.json), a Playwright JSON report
// (test-results/report.json), or a folder holding one.
import { parseArgs } from 'node:util';
import { compareRuns, formatComparison, readComparedRun } from '../benchmarks/report/compare.ts';

function fail(message: string): never {
  console.error(`compare: ${message}`);
  process.exit(2);
}

let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  fail((error as Error).message);
}
if (positionals.length !== 2) fail('usage: npm run compare -- <run A> <run B> (each a report JSON or a folder holding one)');
try {
  const [a, b] = positionals.map(readComparedRun);
  process.stdout.write(formatComparison(compareRuns(a, b)));
} catch (error) {
  fail((error as Error).message);
}
