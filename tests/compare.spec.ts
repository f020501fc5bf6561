import fs from 'node:fs';
import path from 'node:path';
import { benchmarkAnnotations } from '../benchmarks/annotations.ts';
import { resultAttachmentName, type EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { compareRuns, readComparedRun } from '../benchmarks/report/compare.ts';
import { renderMarkdown } from '../benchmarks/report/markdown-report.ts';
import { buildReport } from '../benchmarks/report/model.ts';
import type { ReportedTest } from '../benchmarks/report/read-report.ts';
import { clopperPearson, mcnemarExactP, pairedDifferenceInterval, pairedInstancesNeeded, signedRankTest, smallestDetectableDifference, smallestSignedRankP } from '../benchmarks/report/stats.ts';
import { bin, runProcess } from './run-playwright.ts';
import { episodeStub } from './episode-stub.ts';

/** One task instance of a synthetic report: target, suite, task, tier, passed. */
type Instance = [target: string, suite: string, task: string, tier: string | null, passed: boolean];

/** A contract-eval report JSON with the fields a comparison reads (docs/report.md), and a null agent's task that must not count. */
function reportJson(instances: readonly Instance[], project = 'mock') {
  return {
    header: { git_sha: 'f00', controls: ['controls'], total_tasks: instances.length },
    tasks: [
      ...instances.map(([target, suite, task, tier, passed]) => ({ project, agent: null, target, suite, task, tier, runs: 1, passes: passed ? 1 : 0, pass_hat_k: passed })),
      { project: 'controls', agent: 'do-nothing', target: 'playwright-mcp', suite: 'arena', task: 'only-the-floor-ran-this', tier: 'smoke', runs: 1, passes: 1, pass_hat_k: true },
    ],
  };
}

/** `count` arena tasks on playwright-mcp, tiers in turn, the first `passing` of them passed. */
const arena = (count: number, passing: number): Instance[] =>
  Array.from({ length: count }, (_, i) => ['playwright-mcp', 'arena', `task-${String(i).padStart(2, '0')}`, ['smoke', 'standard', 'hard'][i % 3], i < passing]);

const compare = (...inputs: string[]) => runProcess(bin('tsx'), ['scripts/compare.ts', ...inputs]);

test("McNemar's exact test, two-sided, matches the binomial tails", () => {
  expect(mcnemarExactP(0, 6)).toBeCloseTo(0.03125, 10);
  expect(mcnemarExactP(6, 0)).toBeCloseTo(0.03125, 10);
  expect(mcnemarExactP(1, 9)).toBeCloseTo(22 / 1024, 10);
  expect(mcnemarExactP(7, 7)).toBe(1);
  expect(mcnemarExactP(0, 0)).toBe(1);
  // Thousands of discordant pairs: no underflow, and close to the normal approximation with continuity correction (p ≈ 0.0754).
  expect(mcnemarExactP(1500, 1600)).toBeCloseTo(0.0754, 3);
  expect(mcnemarExactP(0, 3000)).toBeGreaterThanOrEqual(0);
});

test("the exact binomial interval is Clopper–Pearson's, as SciPy's binomtest gives it", () => {
  // scipy.stats.binomtest(x, n).proportion_ci(0.95, 'exact'), to 7 digits.
  const cases: Array<[successes: number, trials: number, low: number, high: number]> = [
    [2, 2, 0.1581139, 1],
    [7, 7, 0.5903836, 1],
    [5, 10, 0.187086, 0.812914],
    [1, 10, 0.002528579, 0.4450161],
    [0, 10, 0, 0.3084971],
    [6, 22, 0.1072892, 0.5022212],
  ];
  for (const [x, n, low, high] of cases) {
    const [l, h] = clopperPearson(x, n);
    expect(l, `${x}/${n}`).toBeCloseTo(low, 6);
    expect(h, `${x}/${n}`).toBeCloseTo(high, 6);
  }
});

test("the paired difference's 95% interval leaves out 0 exactly when McNemar's exact test is significant at 5%, on a table of known cases", () => {
  // [both, A only, B only, neither], McNemar's p, and whether the interval leaves 0 out.
  const known: Array<[table: [number, number, number, number], p: number, excludesZero: boolean]> = [
    // The live A/B of issue 51: 2 instances, both A's; Newcombe's interval was +7 to +100 points.
    [[0, 2, 0, 0], 0.5, false],
    [[0, 5, 0, 0], 0.0625, false],
    [[0, 6, 0, 0], 0.03125, true],
    [[3, 1, 9, 4], 22 / 1024, true],
    // Cavo et al. (2012): Newcombe's method 10 gives −11.86 to −0.46 points, leaving 0 out, at p = 0.0525.
    [[59, 6, 16, 80], 0.052478, false],
    [[0, 7, 0, 0], 0.015625, true],
    [[7, 0, 0, 0], 1, false],
    [[100, 0, 0, 0], 1, false],
    [[40, 20, 5, 35], 0.004077, true],
    [[40, 17, 8, 35], 0.107752, false],
  ];
  const leavesOutZero = ([low, high]: [number, number]) => low > 0 || high < 0;
  for (const [[both, a_only, b_only, neither], p, excludes] of known) {
    const table = { both, a_only, b_only, neither };
    expect(mcnemarExactP(a_only, b_only), JSON.stringify(table)).toBeCloseTo(p, 5);
    expect(leavesOutZero(pairedDifferenceInterval(table)), JSON.stringify(table)).toBe(excludes);
  }
  // And on every table of up to 30 discordant instances, with and without agreeing ones.
  for (let discordant = 0; discordant <= 30; discordant++)
    for (let a_only = 0; a_only <= discordant; a_only++)
      for (const agree of [0, 150]) {
        const table = { both: agree, a_only, b_only: discordant - a_only, neither: agree };
        const interval = pairedDifferenceInterval(table);
        expect(leavesOutZero(interval), JSON.stringify(table)).toBe(mcnemarExactP(a_only, discordant - a_only) < 0.05);
        // It holds the observed difference, within [−1, 1].
        const difference = (a_only - (discordant - a_only)) / (discordant + 2 * agree || 1);
        expect(interval[0] <= difference && difference <= interval[1] && interval[0] >= -1 && interval[1] <= 1, JSON.stringify(table)).toBe(true);
      }
  // No instance told the two apart: the interval still says how far apart they may be (about 3/n either way).
  const [low, high] = pairedDifferenceInterval({ both: 60, a_only: 0, b_only: 0, neither: 40 });
  expect(low).toBeCloseTo(-0.0362, 3);
  expect(high).toBeCloseTo(0.0362, 3);
});

test("the planned sizes follow Connor's formula", () => {
  // Half the instances discordant, 80% power, 5% two-sided: 10 points need 391 instances.
  expect(pairedInstancesNeeded(0.1)).toBe(391);
  expect(smallestDetectableDifference(391)).toBeLessThanOrEqual(0.1);
  expect(smallestDetectableDifference(390)).toBeGreaterThan(0.1);
  expect(smallestDetectableDifference(10)).toBeNull();
});

test("Wilcoxon's signed-rank test cannot reach 5% on fewer than 6 differences", () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(smallestSignedRankP)).toEqual([1, 0.5, 0.25, 0.125, 0.0625, 0.03125, 0.015625]);
  // Every difference of one sign is the test's smallest p: 5 are not significant, 6 are.
  expect(signedRankTest([1, 2, 3, 4, 5]).p_value).toBe(0.0625);
  expect(signedRankTest([1, 2, 3, 4, 5, 6]).p_value).toBe(0.03125);
});

test('two runs with a known difference: significant; two identical runs: not', async ({}, testInfo) => {
  const file = (name: string, instances: Instance[]) => {
    fs.writeFileSync(testInfo.outputPath(name), JSON.stringify(reportJson(instances)));
    return testInfo.outputPath(name);
  };
  // A passes 25 of 30, B the first 10 of those: 15 discordant instances, all A's.
  const better = file('a.json', arena(30, 25));
  const worse = file('b.json', arena(30, 10));
  const differ = await compare(better, worse);
  expect(differ.code, differ.stderr).toBe(0);
  expect(differ.stdout).toContain('30 instances both ran');
  expect(differ.stdout).toMatch(/A − B = \+50\.0 points \(95% interval \+\d+\.\d to \+\d+\.\d, exact: it leaves out 0 exactly when the test is significant\); McNemar's exact p = < 0\.0001 on 15 discordant instances: significant at 5%/);

  const same = await compare(better, file('a-again.json', arena(30, 25)));
  expect(same.code, same.stderr).toBe(0);
  expect(same.stdout).toContain("A − B = +0.0 points");
  expect(same.stdout).toContain('p = 1.0000 on 0 discordant instances: not significant at 5%');
  // Every instance is listed with both outcomes.
  expect(differ.stdout).toMatch(/playwright-mcp\s+arena\s+task-12\s+smoke\s+pass\s+fail/);
});

test('per tier and per target, and only the instances both ran are compared', ({}, testInfo) => {
  fs.mkdirSync(testInfo.outputPath('a'));
  const a = testInfo.outputPath('a/0123456789ab.json');
  const b = testInfo.outputPath('b.json');
  const extra: Instance = ['chrome-devtools-mcp', 'episode', 'example-h1', null, true];
  fs.writeFileSync(a, JSON.stringify(reportJson([...arena(12, 12), extra, ['playwright-mcp', 'arena', 'only-in-a', 'hard', true]])));
  fs.writeFileSync(b, JSON.stringify(reportJson([...arena(12, 0), extra, ['playwright-mcp', 'arena', 'only-in-b', 'hard', false]], 'claude')));
  // A folder holding one contract-eval report reads as that report.
  const comparison = compareRuns(readComparedRun(testInfo.outputPath('a')), readComparedRun(b));
  expect(comparison.b.run).toBe('claude');
  expect(comparison.paired).toHaveLength(13);
  expect(comparison.only_a).toEqual(['playwright-mcp arena/only-in-a']);
  expect(comparison.only_b).toEqual(['playwright-mcp arena/only-in-b']);
  expect(comparison.overall.table).toEqual({ both: 1, a_only: 12, b_only: 0, neither: 0 });
  expect(comparison.tiers.map((t) => [t.group, t.instances, t.table.a_only])).toEqual([
    ['smoke', 4, 4],
    ['standard', 4, 4],
    ['hard', 4, 4],
    ['no tier', 1, 0],
  ]);
  expect(comparison.tiers.map((t) => t.p_value)).toEqual([0.125, 0.125, 0.125, 1]);
  expect(comparison.targets.map((t) => [t.group, t.instances, t.significant])).toEqual([
    ['chrome-devtools-mcp', 1, false],
    ['playwright-mcp', 12, true],
  ]);
});

/** A Playwright JSON report of one run (as test-results/report.json holds), each instance's episode attached to its test, and a null agent's test. */
function playwrightReportJson(instances: readonly Instance[]) {
  const episode = (task: string, target: string, passed: boolean): EpisodeResult =>
    episodeStub({ task, adapter: 'mock', target: { name: target, version: '1' }, status: passed ? 'passed' : 'failed' });
  const spec = (project: string, [target, suite, task, tier, passed]: Instance, agent?: string) => ({
    title: task,
    tags: tier ? [`@${tier}`] : [],
    tests: [
      {
        projectName: project,
        status: 'expected',
        annotations: benchmarkAnnotations(suite, target, agent),
        results: [
          {
            status: 'passed',
            duration: 1,
            errors: [],
            attachments: [{ name: resultAttachmentName(task), contentType: 'application/json', body: Buffer.from(JSON.stringify(episode(task, target, passed))).toString('base64') }],
          },
        ],
      },
    ],
  });
  return {
    config: { projects: [{ name: 'mock', metadata: {} }, { name: 'controls', metadata: { ceiling: 0.05 } }], metadata: {} },
    suites: [{ title: 'episodes', specs: [...instances.map((i) => spec('mock', i)), spec('controls', ['playwright-mcp', 'arena', 'only-the-floor-ran-this', 'smoke', true], 'do-nothing')], suites: [] }],
    errors: [],
  };
}

test("a run's Playwright JSON report, or its folder, reads as npm run report would count it", async ({}, testInfo) => {
  fs.mkdirSync(testInfo.outputPath('test-results'));
  fs.writeFileSync(testInfo.outputPath('test-results/report.json'), JSON.stringify(playwrightReportJson(arena(12, 2))));
  const run = readComparedRun(testInfo.outputPath('test-results'));
  expect(run).toMatchObject({ source: testInfo.outputPath('test-results/report.json'), run: 'mock' });
  expect(run.instances).toHaveLength(12);
  expect(run.instances.filter((i) => i.passed).map((i) => [i.task, i.tier])).toEqual([
    ['task-00', 'smoke'],
    ['task-01', 'standard'],
  ]);
  fs.writeFileSync(testInfo.outputPath('report.json'), JSON.stringify(reportJson(arena(12, 12))));
  const compared = await compare(testInfo.outputPath('test-results'), testInfo.outputPath('report.json'));
  expect(compared.code, compared.stderr).toBe(0);
  expect(compared.stdout).toContain("A − B = -83.3 points");
  expect(compared.stdout).toContain('on 10 discordant instances: significant at 5%');
});

test('bad input: one line on stderr naming the file and what is wrong', async ({}, testInfo) => {
  const good = testInfo.outputPath('good.json');
  fs.writeFileSync(good, JSON.stringify(reportJson(arena(3, 1))));
  const write = (name: string, text: string) => {
    fs.writeFileSync(testInfo.outputPath(name), text);
    return testInfo.outputPath(name);
  };
  const broken = reportJson(arena(3, 1)) as { tasks: Array<Record<string, unknown>> };
  delete broken.tasks[1].pass_hat_k;
  fs.mkdirSync(testInfo.outputPath('two-reports'));
  write('two-reports/aaaaaaa.json', '{}');
  write('two-reports/bbbbbbb.json', '{}');
  fs.mkdirSync(testInfo.outputPath('recordings'));
  write('recordings/example-h1.result.json', '{}');
  const cases: Array<[string[], RegExp]> = [
    [[good], /usage: npm run compare -- <run A> <run B>/],
    [[testInfo.outputPath('missing.json'), good], /missing\.json: no such file or folder/],
    [[write('not-json.json', '{"header":'), good], /not-json\.json: not JSON \(/],
    [[write('missing-field.json', JSON.stringify(broken)), good], /missing-field\.json: not a contract-eval report: tasks\[1\]\.pass_hat_k: /],
    [[good, write('two-runs.json', JSON.stringify({ ...reportJson(arena(1, 1)), tasks: [...reportJson(arena(1, 1)).tasks, ...reportJson(arena(1, 1), 'claude').tasks] }))], /two-runs\.json: holds 2 runs \(mock, claude\)/],
    [[testInfo.outputPath('two-reports'), good], /two-reports: holds 2 contract-eval reports \(aaaaaaa\.json, bbbbbbb\.json\): name one/],
    [[testInfo.outputPath('recordings'), good], /recordings: holds neither report\.json nor a contract-eval report/],
    [[good, write('elsewhere.json', JSON.stringify(reportJson([['openchrome', 'arena', 'x', null, true]])))], /share no task instance/],
  ];
  for (const [inputs, expected] of cases) {
    const run = await compare(...inputs);
    expect(run.code, inputs.join(' ')).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^compare: /);
    expect(lines[0].length).toBeLessThan(600);
    expect(lines[0]).toMatch(expected);
  }
});

test("the report says the smallest difference a paired comparison of its size could detect", () => {
  // 115 tasks run twice each (repeats are one instance), and a null agent's tasks, which are not the run's.
  const test = (project: string, task: number): ReportedTest => ({ project, suite: 'arena', target: 'playwright-mcp', title: `task-${task}`, error: 'no episode', skipped: false, tags: ['smoke'] });
  const tests = [...Array.from({ length: 230 }, (_, i) => test('mock', i % 115)), ...Array.from({ length: 20 }, (_, i) => test('controls', 200 + i))];
  const report = buildReport(tests, { sha: 'f00', dirty: false }, { normalizeTimings: true, ceilings: { controls: { ceiling: 0.05 } } });
  expect(report.header.smallest_detectable_difference).toEqual({ instances: 115, points: 18.3, power: 0.8, alpha: 0.05, discordance: 0.5 });
  expect(renderMarkdown(report)).toContain(
    "| smallest detectable difference | 18.3 points of pass rate against another run of the same 115 instances (80% power, 5% two-sided, McNemar's test, assuming the two runs disagree on 50% of the instances; npm run compare) |",
  );
  const tiny = buildReport(tests.slice(0, 10), { sha: 'f00', dirty: false }, { normalizeTimings: true });
  expect(tiny.header.smallest_detectable_difference.points).toBeNull();
  expect(renderMarkdown(tiny)).toContain('| smallest detectable difference | none: 10 instances are too few for a paired comparison (80% power');
});

test("docs/comparing.md's tables are the code's numbers", () => {
  const doc = fs.readFileSync(path.join(import.meta.dirname, '../docs/comparing.md'), 'utf8');
  const rows = (header: string) => {
    const lines = doc.split('\n');
    const start = lines.findIndex((line) => line.startsWith(header));
    expect(start, header).toBeGreaterThan(-1);
    const body = lines.slice(start + 2);
    return body.slice(0, body.findIndex((line) => !line.startsWith('|'))).map((line) => line.split('|').slice(1, -1).map((cell) => Number(cell.trim())));
  };
  const needed = rows('| difference (points) |');
  expect(needed.map(([points]) => points)).toEqual([5, 10, 15, 20]);
  for (const [points, half, quarter] of needed) expect([half, quarter], `${points} points`).toEqual([pairedInstancesNeeded(points / 100, 0.5), pairedInstancesNeeded(points / 100, 0.25)]);
  const detectable = rows('| instances |');
  expect(detectable).toHaveLength(3);
  const inPoints = (instances: number, discordance: number) => Number((100 * smallestDetectableDifference(instances, discordance)!).toFixed(1));
  for (const [instances, half, quarter] of detectable) expect([half, quarter], `${instances} instances`).toEqual([inPoints(instances, 0.5), inPoints(instances, 0.25)]);
});
