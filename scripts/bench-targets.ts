// Runs the mock suite once per MCP target available on this machine and writes the side-by-side
// table: npm run bench:targets  → reports/targets-<git-sha>.md (and the usual report files).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TARGET_ENV, TARGETS } from '../benchmarks/targets/index.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-targets-'));
const inputs: string[] = [];
for (const target of Object.values(TARGETS)) {
  const why = target.unavailable?.();
  if (why) {
    console.log(`${target.name}: skipped — ${why}`);
    continue;
  }
  const json = path.join(scratch, `${target.name}.json`);
  console.log(`${target.name}: running the mock suite…`);
  const run = spawnSync('npx', ['playwright', 'test', '--project=mock', '--reporter=json', '--output', path.join(scratch, target.name)], {
    env: { ...process.env, [TARGET_ENV]: target.name, PLAYWRIGHT_JSON_OUTPUT_FILE: json },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`${target.name}: exit ${run.status}`);
  inputs.push('--input', json);
}
const report = spawnSync('npx', ['tsx', 'scripts/report.ts', ...inputs, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(report.status ?? 1);
