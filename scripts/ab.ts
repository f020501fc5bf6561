// A server A/B (docs/benchmarks/servers.md): one agent, the same task instances, several MCP servers.
//   npm run ab -- --targets <a>,<b>[,…] [--project claude|openai|outside] [--repeat <k>] [--out <dir>] [--order-seed <n>] [--dry-run]
//                 [--agent "<command>" [--name <n>] [--pass-env NAME]…   (outside)] [playwright test options…]
// A live model's run is estimated per server first and refused past the run's cap (BENCH_MAX_USD);
// then the selected tasks run on every target in one Playwright run, task by task, the servers of
// each in an order drawn from a seed (--order-seed, else a new one, printed and recorded), and the
// comparison is written beside its JSON report: <out>/ab.md and <out>/ab.json.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { abComparison } from '../benchmarks/ab/comparison.ts';
import { renderAb } from '../benchmarks/ab/render.ts';
import { LIVE_MODELS, missingKey } from '../benchmarks/adapters/live-models.ts';
import { usd } from '../benchmarks/adapters/model/price.ts';
import { RUN_CAP_ENV } from '../benchmarks/adapters/model/run-budget.ts';
import { estimateRun, type RunEstimate } from '../benchmarks/adapters/model/run-estimate.ts';
import { AGENT_OPTIONS_USAGE, agentCommandEnv, agentCommandProblem, splitAgentArgs } from '../benchmarks/adapters/outside/agent-command.ts';
import { takeOptions } from '../benchmarks/cli/take-options.ts';
import { OPTIONS, optionEnv } from '../benchmarks/environment/registry.ts';
import { optionDefaults } from '../benchmarks/options.ts';
import { readReport } from '../benchmarks/report/read-report.ts';
import { knownTargets } from '../benchmarks/targets/index.ts';

const USAGE = `usage: npm run ab -- --targets <a>,<b>[,…] [--project claude|openai|outside] [--repeat <k>] [--out <dir>] [--order-seed <n>] [--dry-run] [${AGENT_OPTIONS_USAGE} (outside)] [playwright test options…]`;
const PROJECTS = [...Object.keys(LIVE_MODELS), 'outside'];

function fail(message: string): never {
  console.error(`ab: ${message}\n${USAGE}`);
  process.exit(1);
}

const agentArgs = splitAgentArgs(process.argv.slice(2));
const { values, rest } = takeOptions(agentArgs.rest, { targets: 'value', project: 'value', repeat: 'value', out: 'value', 'order-seed': 'value', 'dry-run': 'flag' });

const targets = [...new Set((values.targets ?? '').split(',').map((name) => name.trim()).filter(Boolean))];
if (targets.length < 2) fail('--targets: two MCP targets or more, comma-separated');
let known: ReturnType<typeof knownTargets>;
try {
  known = knownTargets();
} catch (error) {
  fail((error as Error).message);
}
for (const name of targets) {
  if (!known[name]) fail(`--targets: ${name} is not a known MCP target (known: ${Object.keys(known).join(', ')})`);
  const unavailable = known[name].unavailable?.();
  if (unavailable) fail(`--targets: ${name} cannot run here: ${unavailable}`);
}
const project = values.project ?? 'claude';
if (!PROJECTS.includes(project)) fail(`--project ${project}: one of ${PROJECTS.join(', ')}`);
const repeats = Number(values.repeat ?? 1);
if (!Number.isInteger(repeats) || repeats < 1) fail(`--repeat ${values.repeat}: a whole number of runs per task, 1 or more`);
// Each instance runs on the servers in an order drawn from this seed (benchmarks/ab/order.ts).
const orderSeed = values['order-seed'] === undefined ? randomInt(1_000_000_000) : Number(values['order-seed']);
if (!Number.isInteger(orderSeed) || orderSeed < 0 || orderSeed >= 1_000_000_000) fail(`--order-seed ${values['order-seed']}: a whole number of at most 9 digits`);
const out = path.resolve(values.out ?? path.join(optionDefaults().runsDir, `ab-${new Date().toISOString().replace(/[:.]/g, '-')}-${project}`));

const env: NodeJS.ProcessEnv = { ...process.env, ...optionEnv({ target: targets.join(','), serverOrderSeed: String(orderSeed) }) };
// The same instances on every server: no target runs a spot check only.
delete env[OPTIONS.fullTargets.variable];
const live = LIVE_MODELS[project];
let estimate: RunEstimate | undefined;
if (live) {
  const noKey = missingKey(project);
  if (noKey) fail(noKey);
  // The same estimate as bench:real's dry run, per server, before anything is sent.
  const grepAt = rest.findIndex((arg) => arg === '-g' || arg === '--grep' || arg.startsWith('--grep='));
  const grep = grepAt === -1 ? undefined : new RegExp(rest[grepAt].startsWith('--grep=') ? rest[grepAt].slice('--grep='.length) : rest[grepAt + 1]);
  estimate = await estimateRun(live, { grep, repeats, targets });
  console.log(`Estimate for ${estimate.model} (${project}), before anything is sent, from the tasks' recorded responses on each server:`);
  for (const target of targets) {
    const t = estimate.perTarget[target];
    console.log(`  ${target}: ${t.episodes} episode${t.episodes === 1 ? '' : 's'}, expected ${usd(t.expectedUsd, 2)}, worst case ${usd(t.worstUsd, 2)}`);
  }
  const { expectedUsd, worstUsd } = estimate.total;
  console.log(`  in all: expected ${usd(expectedUsd, 2)}, worst case ${usd(worstUsd, 2)}; the run's cap is ${usd(estimate.runCap, 2)} (${RUN_CAP_ENV}).`);
  if (estimate.total.episodes === 0) fail('no task is selected');
  if (expectedUsd > estimate.runCap)
    fail(`the expected cost ${usd(expectedUsd, 2)} is over the run's cap ${usd(estimate.runCap, 2)} (${RUN_CAP_ENV}): nothing was sent. Raise ${RUN_CAP_ENV} or select fewer tasks.`);
  if (worstUsd > estimate.runCap) console.log(`  The worst case is over the cap: the cap stops starting episodes once it is spent, and instances left unrun on some server are left out of the pairs.`);
} else {
  const problem = agentCommandProblem(agentArgs);
  if (problem) fail(problem);
  Object.assign(env, agentCommandEnv(agentArgs), optionEnv({ record: '1' }));
}
if (values['dry-run']) process.exit(0);
console.log(`Server order: each instance's drawn from seed ${orderSeed} (--order-seed ${orderSeed} runs the same order again).`);

fs.mkdirSync(out, { recursive: true });
const reportFile = path.join(out, 'report.json');
const args = ['test', `--project=${project}`, ...(repeats > 1 ? [`--repeat-each=${repeats}`] : []), '--output', path.join(out, 'test-results'), ...rest, '--reporter=list,json'];
spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'), args, { stdio: 'inherit', env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile } });
if (!fs.existsSync(reportFile)) {
  console.error(`ab: the run wrote no report (${path.relative(process.cwd(), reportFile)}): nothing to compare`);
  process.exit(1);
}
const comparison = abComparison(readReport(reportFile), project, targets, { orderSeed, ...(estimate && { estimate: estimate.perTarget }) });
if (comparison.servers.every((server) => server.episodes === 0)) {
  const leftOut = comparison.left_out.length > 0 ? ` (${comparison.left_out.length} never ran: ${comparison.left_out[0].instance} on ${comparison.left_out[0].target}, ${comparison.left_out[0].why}${comparison.left_out.length > 1 ? ', …' : ''})` : '';
  console.error(`ab: no episode of the ${project} project ran${leftOut}: nothing to compare (see the run's output above)`);
  process.exit(1);
}
const markdown = renderAb(comparison);
fs.writeFileSync(path.join(out, 'ab.json'), `${JSON.stringify(comparison, null, 1)}\n`);
fs.writeFileSync(path.join(out, 'ab.md'), markdown);
console.log(`\n${markdown}\n(written: ${path.relative(process.cwd(), path.join(out, 'ab.md'))} and ab.json; the run's own report: npm run report -- --input ${path.relative(process.cwd(), reportFile)})`);
