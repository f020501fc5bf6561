import fs from 'node:fs';
import path from 'node:path';
import { billedUsage } from '../benchmarks/adapters/claude/agent.ts';
import { modelPrice } from '../benchmarks/adapters/claude/models.ts';
import { usageUsd } from '../benchmarks/adapters/model/price.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import type { ContractEvalReport } from '../benchmarks/report/model.ts';
import { answered } from './model-stand-in.ts';
import { startStandIn, submit, toolUse, type MessagesRequest, type StandIn } from './anthropic-stand-in.ts';
import { bin, MINI_SUITE, runPlaywright, runProcess, taskFolder, type PlaywrightRun } from './run-playwright.ts';

// A live run split over two machines keeps one cap: the claude project, through the real SDK
// against a local stand-in of the Messages API, run as two shards (two Playwright runs, each its
// own ledger, as on two machines), their blob reports merged.

const CAP = 0.6;
const SHARE = CAP / 2;
const TASK_CAP = 0.2;
// The stand-in's model: on a "dear" task, four calls of 3,000 output tokens each (USD 0.03 at
// Sonnet 5.5's price), then the answer: about USD 0.135 an episode, after which a shard's USD 0.30
// cannot pay another task's cap of 0.20; on a "cheap" one, the answer at once, about USD 0.015.
// Playwright gives the first shard the three cheap tasks and the second the three dear ones (about
// USD 0.40 in all: more than its share, within the run's cap).
const TASKS = ['a-cheap-1', 'a-cheap-2', 'a-cheap-3', 'b-dear-1', 'b-dear-2', 'b-dear-3'];
const DEAR_CALLS = 4;

function writeTasks(dir: string): string {
  taskFolder(dir, 'live');
  for (const id of TASKS) {
    const task = { id, title: id, startUrl: 'https://example.com/', goal: `Read the main heading (${id}).`, maxSteps: 10, maxDurationMs: 60_000, success: { kind: 'dom_text', selector: 'h1', contains: 'Example Domain' }, budget: { maxUsdPerTask: TASK_CAP } };
    fs.writeFileSync(path.join(dir, 'live', `${id}.ts`), `export default ${JSON.stringify(task)};\n`);
  }
  return dir;
}

const taskOf = (request: MessagesRequest) => /\((\w-\w+-\d)\)/.exec(JSON.stringify(request.messages[0]))?.[1] ?? '?';
const callsMade = (request: MessagesRequest) => JSON.stringify(request.messages).split('"tool_result"').length - 1;

function respond(request: MessagesRequest) {
  const made = callsMade(request);
  if (!taskOf(request).includes('dear') || made >= DEAR_CALLS) return submit(answered('Example Domain'));
  return made % 2 === 0 ? toolUse('browser_press_key', { key: 'Shift' }, 3_000) : toolUse('browser_snapshot', {}, 3_000);
}

test.describe('a live run over two machines', () => {
  test.describe.configure({ mode: 'default' });
  let out: (name: string) => string;
  let standIn: StandIn;
  let shards: PlaywrightRun[];
  let report: ContractEvalReport;
  let env: Record<string, string>;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(300_000);
    out = (name: string) => testInfo.outputPath(name);
    standIn = await startStandIn([], { respond });
    env = {
      ANTHROPIC_API_KEY: 'sk-ant-shards',
      ANTHROPIC_BASE_URL: standIn.url,
      BENCH_TASKS_DIR: writeTasks(out('tasks')),
      BENCH_TARGET: 'playwright-mcp',
      BENCH_WEB: 'replay',
      BENCH_MAX_USD: String(CAP),
    };
    fs.mkdirSync(out('blobs'));
    // The shards at once, as on two machines: each its own runs folder (and so its own ledger).
    shards = await Promise.all(
      [1, 2].map((shard) =>
        runPlaywright(['--project=claude', `--shard=${shard}/2`], { ...env, BENCH_RUNS_DIR: out(`runs-${shard}`), PLAYWRIGHT_BLOB_OUTPUT_FILE: out(`blobs/shard-${shard}.zip`) }, out(`shard-${shard}`), 'blob'),
      ),
    );
    for (const run of shards) expect(run.code, run.stdout + run.stderr).toBe(0);
    const merged = await runProcess(bin('playwright'), ['merge-reports', '--reporter=json', out('blobs')], { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out('merged.json') });
    expect(merged.code, merged.stderr).toBe(0);
    const written = await runProcess(bin('tsx'), ['scripts/report.ts', '--input', out('merged.json'), '--out-dir', out('report')], env);
    expect(written.code, written.stderr).toBe(0);
    const [file] = fs.readdirSync(out('report')).filter((name) => name.endsWith('.json'));
    report = JSON.parse(fs.readFileSync(path.join(out('report'), file), 'utf8')) as ContractEvalReport;
  });
  test.afterAll(async () => standIn?.close());

  test("each shard says its share; neither spends more than it; the merged report's spend is the sum, and names the shard its cap stopped and the episodes it did not start", () => {
    for (const [index, run] of shards.entries()) expect(run.stdout).toContain(`model spend: at most USD 0.3000, shard ${index + 1}/2's share of USD 0.60 (BENCH_MAX_USD / 2); ledger `);
    // What the stand-in billed, task by task, at Sonnet 5.5's prices: each request and its answer, in order.
    expect(standIn.usages).toHaveLength(standIn.requests.length);
    const price = modelPrice('claude-sonnet-5-5');
    const billed = new Map<string, number>();
    standIn.requests.forEach((request, index) => billed.set(taskOf(request), (billed.get(taskOf(request)) ?? 0) + usageUsd(price, billedUsage(standIn.usages[index]))));
    const spend = report.model_spend!;
    expect(spend.shards.map((shard) => shard.shard)).toEqual(['1/2', '2/2']);
    const [first, second] = spend.shards;
    // Each shard's spend in the report is what the stand-in billed for its episodes, and within its share.
    const billedFor = (tasks: readonly string[]) => tasks.reduce((sum, task) => sum + (billed.get(task) ?? 0), 0);
    expect(first).toMatchObject({ episodes: 3, stopped_by_cap: false, not_started: [] });
    expect(first.usd).toBeCloseTo(billedFor(['a-cheap-1', 'a-cheap-2', 'a-cheap-3']), 4);
    expect(second).toMatchObject({ episodes: 1, stopped_by_cap: true, not_started: ['playwright-mcp b-dear-2', 'playwright-mcp b-dear-3'], ended_by_cap: [] });
    expect(second.usd).toBeCloseTo(billedFor(['b-dear-1']), 4);
    expect([...billed.keys()].sort()).toEqual(['a-cheap-1', 'a-cheap-2', 'a-cheap-3', 'b-dear-1']);
    for (const shard of spend.shards) expect(shard.usd, shard.shard!).toBeLessThanOrEqual(SHARE);
    console.log(spend.shards.map((s) => `shard ${s.shard}: USD ${s.usd.toFixed(4)} of its share USD ${SHARE.toFixed(4)}, ${s.episodes} episodes, ${s.not_started.length} not started`).join('; '));
    // The dear shard would have spent more than its share: its one episode cost more than what was left of the share after it could pay another.
    expect(second.usd).toBeGreaterThan(SHARE - TASK_CAP);
    expect(spend.usd).toBeCloseTo(first.usd + second.usd, 6);
    expect(spend.tokens.input).toBe(first.tokens.input + second.tokens.input);
    expect(spend.episodes).toBe(4);
    const markdown = fs.readFileSync(path.join(out('report'), fs.readdirSync(out('report')).find((name) => name.endsWith('.md'))!), 'utf8');
    expect(markdown).toContain('Shard 2/2 was stopped by its cap (BENCH_MAX_USD, its share): it did not start 2 (playwright-mcp b-dear-2, playwright-mcp b-dear-3).');
  });

  test('the gate refuses the merged run without one of its shards, naming its tests and the shard; the whole run passes it', async () => {
    // Each gate lists the run's tests again (a Playwright run of its own), and merging is one more.
    test.setTimeout(180_000);
    const gate = (input: string) => runProcess(bin('tsx'), ['scripts/report.ts', '--gate', '--input', input, '--out-dir', out(`gated-${path.basename(input)}`), '--baseline', MINI_SUITE.BENCH_BASELINE_FILE], env);
    const whole = await gate(out('merged.json'));
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stdout).toContain('gate: ok');

    fs.mkdirSync(out('first-only'));
    fs.copyFileSync(out('blobs/shard-1.zip'), out('first-only/shard-1.zip'));
    const merged = await runProcess(bin('playwright'), ['merge-reports', '--reporter=json', out('first-only')], { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out('first-only.json') });
    expect(merged.code, merged.stderr).toBe(0);
    const partial = await gate(out('first-only.json'));
    expect(partial.code).toBe(1);
    for (const task of ['b-dear-1', 'b-dear-2', 'b-dear-3']) expect(partial.stderr).toContain(`gate: did not run: [claude] playwright-mcp live/${task}`);
    expect(partial.stderr).toContain('gate: no test of shard 2/2 is in the report: its blob report is missing');
  });
});
