import fs from 'node:fs';
import path from 'node:path';
import type { AbComparison } from '../benchmarks/ab/comparison.ts';
import { serverOrder } from '../benchmarks/ab/order.ts';
import { INPUT_PARTS } from '../benchmarks/adapters/model/spend.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { apiError, submit, startStandIn, toolUse, type MessagesRequest } from './anthropic-stand-in.ts';
import { bin, runProcess, taskFolder } from './run-playwright.ts';

// npm run ab end to end: the claude project against a local stand-in of the Messages API (the real
// SDK), and an outside agent, on two real servers, over tasks whose answer is the word the goal
// quotes. The agent answers right everywhere, or wrong wherever @playwright/mcp's browser_snapshot
// is not offered: a known difference of six instances out of six, the fewest McNemar's exact test
// calls significant (p = 2 × 0.5⁶ ≈ 0.031; five give 0.0625). Each episode costs seconds of CPU
// (every switch of server starts one), so a run has no more instances than its claim needs.
const WORDS = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord'];
// The same model right on both servers: no instance differs, so three show it as well as six.
const SAME_WORDS = WORDS.slice(0, 3);
const TARGETS = 'playwright-mcp,chrome-devtools-mcp';

function wordTasks(dir: string, words: readonly string[] = WORDS): string {
  taskFolder(dir, 'ab');
  for (const word of words)
    fs.writeFileSync(
      path.join(dir, 'ab', `word-${word}.ts`),
      `export default ${JSON.stringify({
        id: `word-${word}`,
        title: `The word ${word}`,
        startUrl: 'http://fixtures.test/form.html',
        goal: `Submit the word "${word}".`,
        maxSteps: 4,
        maxDurationMs: 30_000,
        success: { kind: 'answer', field: 'word', description: 'the word the goal quotes', value: word, type: 'text' },
      })};\n`,
    );
  return dir;
}

/** A model that submits the quoted word, or `wrong` on a server without browser_snapshot when `failing`. */
const wordModel = (failing: boolean) => (request: MessagesRequest) => {
  const first = request.messages[0].content;
  const text = typeof first === 'string' ? first : JSON.stringify(first);
  const word = /\\?"([a-z]+)\\?"\./.exec(text)?.[1] ?? '';
  const right = !failing || request.tools.some((tool) => tool.name === 'browser_snapshot');
  return submit({ status: 'answered', fields: { word: right ? word : 'wrong' }, explanation: 'The word of the goal.' });
};

// One worker, as runPlaywright's child runs: a failed episode restarts its worker (a browser and the
// tasks loaded again) whatever the count, and more workers only add their own starts.
const ab = (args: string[], env: Record<string, string>) => runProcess(bin('tsx'), ['scripts/ab.ts', '--targets', TARGETS, ...args, '--workers=1'], { BENCH_WEB: 'replay', ...env });
const comparisonIn = (out: string) => JSON.parse(fs.readFileSync(path.join(out, 'ab.json'), 'utf8')) as AbComparison;

test.describe('npm run ab', () => {
  // Each A/B runs its episodes task by task, the servers of each in a drawn order: every switch of
  // server starts one (a kept @playwright/mcp is not kept across a switch), a few seconds an episode
  // on a loaded machine. A run of 14 episodes took 275 s with the machine's load at 20 on 2 cores.
  test.setTimeout(600_000);

  test('claude on two servers: a model that fails on one of them is reported significantly worse there (McNemar p < 0.05); the same model right on both is not; where the tokens went adds up to what was billed', async ({}, testInfo) => {
    // Two A/B runs.
    test.setTimeout(900_000);
    for (const failing of [true, false]) {
      const words = failing ? WORDS : SAME_WORDS;
      const n = words.length;
      const tasks = wordTasks(testInfo.outputPath(failing ? 'tasks-differ' : 'tasks-same'), words);
      const stand = await startStandIn([], { respond: wordModel(failing) });
      const out = testInfo.outputPath(failing ? 'differs' : 'same');
      try {
        const run = await ab(['--project', 'claude', '--out', out], { BENCH_TASKS_DIR: tasks, ANTHROPIC_API_KEY: 'sk-ab-test', ANTHROPIC_BASE_URL: stand.url });
        expect(run.code, run.stdout + run.stderr).toBe(0);
        expect(run.stdout).toMatch(/Estimate for .* \(claude\), before anything is sent/);
        expect(run.stdout).toMatch(new RegExp(` {2}playwright-mcp: ${n} episodes, expected USD \\d+\\.\\d\\d, worst case USD \\d+\\.\\d\\d`));
        expect(stand.requests).toHaveLength(2 * n);
      } finally {
        await stand.close();
      }
      const comparison = comparisonIn(out);
      const [pair] = comparison.pairs;
      expect(comparison.servers.map((s) => [s.target, s.passed, s.tasks])).toEqual([
        ['playwright-mcp', n, n],
        ['chrome-devtools-mcp', failing ? 0 : n, n],
      ]);
      expect(pair).toMatchObject({ a: 'playwright-mcp', b: 'chrome-devtools-mcp', instances: n, table: failing ? { both: 0, a_only: n, b_only: 0, neither: 0 } : { both: n, a_only: 0, b_only: 0, neither: 0 } });
      if (failing) expect(pair.p_value).toBeLessThan(0.05);
      else expect(pair.p_value).toBe(1);
      expect(pair.significant).toBe(failing);
      expect(fs.readFileSync(path.join(out, 'ab.md'), 'utf8')).toContain(failing ? '| significant |' : '| not significant |');

      // Every episode's spend, part by part, adds up to what the stand-in billed.
      for (const server of comparison.servers) {
        const { spend, usd_total } = server.model!;
        const parts = INPUT_PARTS.reduce((sum, part) => sum + spend[part].usd, spend.output.usd);
        expect(Math.abs(parts - usd_total)).toBeLessThan(1e-5);
        expect(spend.tool_definitions.cache_read + spend.tool_definitions.cache_write + spend.tool_definitions.uncached).toBeGreaterThan(0);
        expect(server.tool_definitions!.tokens).toBeGreaterThan(0);
      }
      // A server's tool list is the difference the rank test on tokens sees: @playwright/mcp offers more.
      const tokens = pair.ranks.find((r) => r.figure === 'model tokens')!;
      expect(tokens.median_difference).not.toBe(0);
      expect(comparison.servers[1].model!.usd_per_passed_episode === null).toBe(failing);

      // Each server's findings, and its pass rate at a budget: with no cap, its episodes passed; under the USD caps, a model's.
      const { findings, pass_at_budget } = comparison;
      expect(findings.map((f) => f.target).sort()).toEqual(['chrome-devtools-mcp', 'playwright-mcp']);
      for (const server of comparison.servers)
        expect(pass_at_budget.find((c) => c.target === server.target && c.tier === 'all')).toMatchObject({ passed: server.passed_episodes, usd: expect.any(Array) });
      expect(fs.readFileSync(path.join(out, 'ab.md'), 'utf8')).toMatch(/## Each task on each server[\s\S]*server findings \(calls\)[\s\S]*## What the servers did that cost the agent[\s\S]*## Pass rate at a budget/);
    }
  });

  test('a model that calls a tool one server lacks gets a tool error and goes on; an episode that never ran is left out with a banner; 3 instances give no Wilcoxon result; the server order is drawn per instance', async ({}, testInfo) => {
    const words = ['amber', 'birch', 'cedar', 'delta'];
    const [pw, cdt] = TARGETS.split(',');
    // A seed whose draws put each server first somewhere: the order is per instance, not per server.
    const orderOf = (seed: number) => words.map((word) => serverOrder(seed, `ab/word-${word}`, [pw, cdt]));
    const seed = Array.from({ length: 50 }, (_, i) => i + 1).find((s) => new Set(orderOf(s).map((order) => order[0])).size === 2)!;
    // Its first turn calls @playwright/mcp's browser_snapshot on every server; then it submits the word.
    // On chrome-devtools-mcp the API refuses its first request for "delta": that episode never runs.
    const stand = await startStandIn([], {
      respond: (request) => {
        const first = JSON.stringify(request.messages[0].content);
        const word = /\\?"([a-z]+)\\?"\./.exec(first)?.[1] ?? '';
        const onPlaywright = request.tools.some((tool) => tool.name === 'browser_snapshot');
        if (!onPlaywright && word === 'delta') return apiError(400, 'invalid_request_error', 'the stand-in refuses this request');
        return request.messages.length === 1 ? toolUse('browser_snapshot', {}) : submit({ status: 'answered', fields: { word }, explanation: 'The word of the goal.' });
      },
    });
    const out = testInfo.outputPath('lacks');
    try {
      const run = await ab(['--project', 'claude', '--out', out, '--order-seed', String(seed)], { BENCH_TASKS_DIR: wordTasks(testInfo.outputPath('tasks'), words), ANTHROPIC_API_KEY: 'sk-ab-test', ANTHROPIC_BASE_URL: stand.url });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain(`Server order: each instance's drawn from seed ${seed}`);
      // The episodes ran instance by instance, each on its servers in the order drawn for it.
      const firstTurns = stand.requests.filter((request) => request.messages.length === 1);
      expect(firstTurns.map((request) => (request.tools.some((tool) => tool.name === 'browser_snapshot') ? pw : cdt))).toEqual(orderOf(seed).flat());
      // On chrome-devtools-mcp the unknown tool came back to the model as a tool error, and it went on.
      const afterError = stand.requests.filter((request) => request.messages.length > 1 && !request.tools.some((tool) => tool.name === 'browser_snapshot'));
      expect(afterError).toHaveLength(3);
      for (const request of afterError)
        expect(JSON.stringify(request.messages.at(-1)!.content)).toContain('unknown tool \\"browser_snapshot\\": chrome-devtools-mcp has no tool of that name');
    } finally {
      await stand.close();
    }
    const comparison = comparisonIn(out);
    expect(comparison.order_seed).toBe(seed);
    expect(comparison.left_out).toEqual([{ instance: 'ab/word-delta', target: cdt, why: expect.stringMatching(/^never ran: error before the agent's first call \(.*the stand-in refuses this request/) }]);
    // The instance is left out on both servers; every other episode passed, the agent's mistake counted as its own.
    expect(comparison.servers.map((s) => [s.target, s.tasks, s.passed, s.episodes, s.unknown_tool_calls])).toEqual([
      [pw, 3, 3, 3, 0],
      [cdt, 3, 3, 3, 3],
    ]);
    expect(comparison.instances.filter((row) => row.target === cdt).map((row) => row.statuses)).toEqual([['passed'], ['passed'], ['passed']]);
    // Three instances: no figure can reach 5% on Wilcoxon's test, so none is given a result.
    expect(comparison.pairs[0].ranks.length).toBeGreaterThan(0);
    for (const rank of comparison.pairs[0].ranks) expect(rank, rank.figure).toMatchObject({ test: null, smallest_p: expect.any(Number) });
    const markdown = fs.readFileSync(path.join(out, 'ab.md'), 'utf8');
    expect(markdown).toContain(`> **Left out of every comparison: 1 instance**, on every server, because an episode of it never ran`);
    expect(markdown).toContain(`> - ab/word-delta on ${cdt}: never ran: error before the agent's first call`);
    const costs = markdown.slice(markdown.indexOf('## Costs, paired'), markdown.indexOf('## ', markdown.indexOf('## Costs, paired') + 3));
    expect(costs).toContain('No figure differs on enough instances for the test to give a result.');
    expect(costs).toContain('Not tested (no result): with fewer than 6 instances that differ');
    expect(costs).not.toMatch(/\| (not )?significant \|/);
    // What was withheld, and the estimate against the spend.
    expect(comparison.servers[0].withheld_tools).toEqual([
      { tool: 'browser_close', why: 'target', episodes: 3 },
      { tool: 'browser_run_code_unsafe', why: 'target', episodes: 3 },
    ]);
    expect(markdown).toContain('## Tools withheld from the agent');
    expect(comparison.estimate!.map((e) => [e.target, e.episodes_estimated, e.episodes_run])).toEqual([
      [pw, 4, 4],
      [cdt, 4, 4],
    ]);
    expect(comparison.estimate!.every((e) => e.spent_usd > 0 && e.expected_usd > 0)).toBe(true);
    expect(markdown).toContain('## The estimate against the spend');
  });

  test('past the run cap the A/B is refused before any request, with the estimate per server', async ({}, testInfo) => {
    const stand = await startStandIn([], { respond: wordModel(false) });
    try {
      const out = testInfo.outputPath('capped');
      const run = await ab(['--project', 'claude', '--out', out], { BENCH_TASKS_DIR: wordTasks(testInfo.outputPath('tasks')), ANTHROPIC_API_KEY: 'sk-ab-test', ANTHROPIC_BASE_URL: stand.url, BENCH_MAX_USD: '0.0001' });
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(new RegExp(` {2}chrome-devtools-mcp: ${WORDS.length} episodes, expected USD`));
      expect(run.stderr).toMatch(/^ab: the expected cost USD \d+\.\d\d is over the run's cap USD 0\.00 \(BENCH_MAX_USD\): nothing was sent/);
      expect(stand.received).toBe(0);
      expect(fs.existsSync(path.join(out, 'report.json'))).toBe(false);
    } finally {
      await stand.close();
    }
  });

  test('an outside agent on two servers (bench:agent\'s way): the same comparison, without model costs', async ({}, testInfo) => {
    const out = testInfo.outputPath('outside');
    const agent = `${bin('tsx')} ${path.resolve(import.meta.dirname, 'ab/word-agent.ts')}`;
    const run = await ab(['--project', 'outside', '--agent', agent, '--name', 'word-agent', '--pass-env', 'AB_FAIL_WITHOUT_SNAPSHOT', '--out', out], {
      BENCH_TASKS_DIR: wordTasks(testInfo.outputPath('tasks')),
      AB_FAIL_WITHOUT_SNAPSHOT: '1',
      BENCH_RUNS_DIR: testInfo.outputPath('runs'),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const comparison = comparisonIn(out);
    expect(comparison.agents).toEqual(['outside: word-agent']);
    expect(comparison.servers.map((s) => [s.target, s.passed, s.model])).toEqual([
      ['playwright-mcp', WORDS.length, null],
      ['chrome-devtools-mcp', 0, null],
    ]);
    expect(comparison.pairs[0].p_value).toBeLessThan(0.05);
  });

  test('bad arguments are refused before anything runs, naming what was wrong', async () => {
    const refused = async (args: string[], message: string) => {
      const run = await runProcess(bin('tsx'), ['scripts/ab.ts', ...args]);
      expect(run.code).toBe(1);
      expect(run.stderr.split('\n')[0]).toBe(`ab: ${message}`);
    };
    await refused(['--targets', 'playwright-mcp'], '--targets: two MCP targets or more, comma-separated');
    await refused(['--targets', 'playwright-mcp,firefox-mcp'], '--targets: firefox-mcp is not a known MCP target (known: playwright-mcp, chrome-devtools-mcp, openchrome)');
    await refused(['--targets', TARGETS, '--project', 'mock'], '--project mock: one of claude, openai, outside');
    await refused(['--targets', TARGETS, '--repeat', '0'], '--repeat 0: a whole number of runs per task, 1 or more');
    await refused(['--targets', TARGETS, '--project', 'outside'], '--agent is missing: the command that starts your agent');
  });
});
