import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import type { Chart } from 'chart.js';
import type { EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { renderHtml } from '../benchmarks/report/html-report.ts';
import { renderMarkdown } from '../benchmarks/report/markdown-report.ts';
import { buildReport } from '../benchmarks/report/model.ts';
import type { ReportedTest } from '../benchmarks/report/read-report.ts';
import { copyTraces } from '../benchmarks/report/traces.ts';
import type { EpisodeStatus } from '../benchmarks/status/status.ts';

const SHA = 'abc123def456';
const VERSIONS = { 'playwright-mcp': '0.0.83', 'chrome-devtools-mcp': '1.11.0' } as const;
const EXPECTED_CHARTS = ['latency-mock-chrome-devtools-mcp', 'latency-mock-playwright-mcp', 'observation-tokens', 'pass-at-steps', 'pass-rate-suite', 'pass-rate-tier', 'tokens-per-call', 'tool-calls'];

interface SampleRun {
  target: keyof typeof VERSIONS;
  suite: string;
  task: string;
  tier: string;
  status: EpisodeStatus;
  trace?: string;
}

/** A hand-made episode of the mock project; its figures vary with `seed`, so the charts have shapes. */
function reportedTest(run: SampleRun, seed: number): ReportedTest {
  const classes = ['navigate', 'observe', 'act', 'observe', 'script'] as const;
  const calls = classes.slice(0, 2 + (seed % 4)).map((cls, i) => ({ tool: `tool_${cls}`, class: cls, ms: 40 + ((seed * 37 + i * 53) % 400), tokens: 300 + ((seed * 71 + i * 29) % 900), outcome: 'ok' as const }));
  const failed = run.status !== 'passed';
  const episode: EpisodeResult = {
    task: run.task,
    adapter: 'mock',
    target: { name: run.target, version: VERSIONS[run.target] },
    web: 'replay',
    status: run.status,
    ...(run.status === 'timeout' && { message: 'the episode ran out of time (30 s)' }),
    steps: calls.length,
    maxSteps: 20,
    durationMs: 900 + seed * 410,
    toolCalls: { total: calls.length, actions: calls.filter((c) => c.class !== 'observe').length, observations: calls.filter((c) => c.class === 'observe').length, errors: failed ? 1 : 0 },
    responseBytes: 1_500 + seed * 2_750,
    phases: { resetMs: 50, startPageMs: 30, serverStartMs: 0, toolCallsMs: calls.reduce((sum, c) => sum + c.ms, 0), judgeMs: 20 },
    workerMaxRssMb: 120,
    toolDefinitions: { count: 21, tokens: 4_100 + seed },
    calls,
    finalUrl: `http://fixtures.test/${run.task}.html`,
    ...(!failed && { submission: { status: 'answered', fields: { value: `value of ${run.task}` }, explanation: `explanation of ${run.task}` } }),
    noProgressEpisodes: 0,
    transcript: { file: `transcripts/${run.target}/${run.task}.jsonl`, method: 'reference', recordedBy: 'reference plan' },
    evidence: { finalTitle: run.task, htmlBytes: 4_000, textBytes: 800, blocked: { captcha: false, loginWall: false, browserErrorPage: false } },
    ...(run.status === 'failed' && { failedClause: { clause: 'success.and[1] (dom_text)', kind: 'dom_text', outcome: 'fail', expected: 'contains "Thanks"', observed: '"Contact us"' } }),
    // A failure kept its trace: its call is the example the findings link.
    ...(run.trace && { findings: [{ kind: 'blind_action', step: 1, tool: 'tool_navigate', detail: `held 3% of the page's words (${run.task})` }] }),
  };
  return {
    project: 'mock',
    suite: run.suite,
    target: run.target,
    title: run.task,
    episode,
    status: failed ? 'failed' : 'passed',
    skipped: false,
    tags: [run.tier],
    ...(run.trace && { trace: run.trace }),
  };
}

/** Two targets, three tiers, a task run twice (once failing), a failure whose trace file is gone. */
function sampleTests(traceDir: string): ReportedTest[] {
  const runs: SampleRun[] = [
    { target: 'playwright-mcp', suite: 'episode', task: 'example-h1', tier: 'smoke', status: 'passed' },
    { target: 'playwright-mcp', suite: 'episode', task: 'local-form-submit', tier: 'standard', status: 'passed' },
    { target: 'playwright-mcp', suite: 'episode', task: 'local-form-submit', tier: 'standard', status: 'passed' },
    { target: 'playwright-mcp', suite: 'webvoyager', task: 'task-03-wikipedia-eiffel-height', tier: 'hard', status: 'failed', trace: path.join(traceDir, 'a.zip') },
    { target: 'chrome-devtools-mcp', suite: 'episode', task: 'example-h1', tier: 'smoke', status: 'passed' },
    { target: 'chrome-devtools-mcp', suite: 'episode', task: 'local-form-submit', tier: 'standard', status: 'passed' },
    { target: 'chrome-devtools-mcp', suite: 'episode', task: 'local-form-submit', tier: 'standard', status: 'failed', trace: path.join(traceDir, 'b.zip') },
    { target: 'chrome-devtools-mcp', suite: 'webvoyager', task: 'task-03-wikipedia-eiffel-height', tier: 'hard', status: 'timeout', trace: path.join(traceDir, 'gone.zip') },
  ];
  return runs.map(reportedTest);
}

/** Renders the sample report into `dir` as `npm run report` would, its traces beside it; returns the page's path. */
function writeSampleReport(dir: string): string {
  const traceDir = path.join(dir, 'test-results');
  fs.mkdirSync(traceDir, { recursive: true });
  for (const name of ['a.zip', 'b.zip']) fs.writeFileSync(path.join(traceDir, name), `trace ${name}`);
  const report = buildReport(sampleTests(traceDir), { sha: SHA, dirty: true }, { normalizeTimings: false });
  const base = path.join(dir, 'reports', SHA);
  fs.mkdirSync(path.dirname(base), { recursive: true });
  fs.writeFileSync(`${base}.html`, renderHtml(report, copyTraces(report.rows, base)));
  return `${base}.html`;
}

/** Opens the page, recording console errors, page errors and every request it makes. */
async function openReport(page: Page, file: string) {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(pathToFileURL(file).href);
  return { problems, requests };
}

test('the HTML report opens in Chromium offline: no console error, no request but its own file, every chart drawn', async ({ browser }, testInfo) => {
  const file = writeSampleReport(testInfo.outputPath());
  const page = await browser.newPage();
  const { problems, requests } = await openReport(page, file);
  const charts = await page.evaluate(() =>
    [...document.querySelectorAll('canvas')].map((canvas) => {
      const chart = (window as unknown as { Chart: typeof Chart }).Chart.getChart(canvas);
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      return {
        id: canvas.id,
        width: canvas.width,
        height: canvas.height,
        datasets: chart?.data.datasets.length ?? 0,
        painted: pixels.some((value, i) => i % 4 === 3 && value > 0),
      };
    }),
  );
  await page.close();
  expect(problems).toEqual([]);
  expect(requests).toEqual([pathToFileURL(file).href]);
  expect(charts.map((c) => c.id).sort()).toEqual(EXPECTED_CHARTS);
  for (const chart of charts) {
    expect(chart.width, chart.id).toBeGreaterThan(0);
    expect(chart.height, chart.id).toBeGreaterThan(0);
    expect(chart.datasets, chart.id).toBeGreaterThan(0);
    expect(chart.painted, chart.id).toBe(true);
  }
});

test('the HTML report names what ran, lists the failures first and links each to its copied trace', async ({ browser }, testInfo) => {
  const file = writeSampleReport(testInfo.outputPath());
  const page = await browser.newPage();
  await page.goto(pathToFileURL(file).href);

  await expect(page.locator('header.report h1')).toHaveText('contract-eval score = 3 / 6 tasks passed uncommitted changes');
  const facts = await page.locator('dl.what-ran dt').evaluateAll((terms) => Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])));
  expect(facts).toMatchObject({
    commit: `${SHA} with uncommitted changes`,
    projects: 'mock',
    adapters: 'mock',
    'MCP targets': 'chrome-devtools-mcp 1.11.0, playwright-mcp 0.0.83',
    models: '— (no model ran)',
    'web modes': 'replay',
    transcripts: 'reference: reference plan',
    episodes: '8: 5 passed, 3 did not',
  });

  const sections = await page.locator('main > section').evaluateAll((all) => all.map((s) => s.id));
  expect(sections[0]).toBe('did-not-pass');
  expect(sections.at(-1)).toBe('passed');
  const failures = page.locator('#did-not-pass li.failure');
  await expect(failures).toHaveCount(3);
  await expect(failures.locator('.status')).toHaveText(['failed', 'timeout', 'failed']);
  await expect(page.locator('#passed tbody tr .status')).toHaveText(Array(5).fill('passed'));
  // Every failing clause, with what it expected and what the judge saw.
  await expect(failures.nth(0).locator('ul.clauses li')).toHaveText(['success.and[1] (dom_text) expected: contains "Thanks" observed: "Contact us"']);
  await expect(failures.nth(1)).toContainText('the episode ran out of time (30 s)');
  await expect(failures.nth(1)).toContainText('trace not found');
  await expect(failures.nth(0)).toContainText('3.4 s');

  const links = await failures.locator('a').evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
  expect(links.map((href) => path.basename(href))).toEqual(['mock-chrome-devtools-mcp-local-form-submit.zip', 'mock-playwright-mcp-task-03-wikipedia-eiffel-height.zip']);
  expect(links.map((href) => fs.readFileSync(fileURLToPath(href), 'utf8'))).toEqual(['trace b.zip', 'trace a.zip']);
  await expect(failures.nth(0).locator('code')).toHaveText(`npm run show-trace -- ${SHA}-traces/mock-chrome-devtools-mcp-local-form-submit.zip`);
  await page.close();
});

test("the findings list each server's calls and rate per call, with examples linked to their copied traces; the pass rate at a budget ends at the pass rate", async ({ browser }, testInfo) => {
  const file = writeSampleReport(testInfo.outputPath());
  const page = await browser.newPage();
  await page.goto(pathToFileURL(file).href);
  const overview = page.locator('#findings table').first();
  await expect(overview.locator('thead th')).toHaveText(['finding', 'chrome-devtools-mcp 1.11.0: calls (per call)', 'playwright-mcp 0.0.83: calls (per call)']);
  // Each server: two traced failures (one of them whose trace is gone) and one, over its calls.
  await expect(overview.locator('tr', { hasText: 'blind action' }).locator('td')).toHaveText(['blind action', /^2 \(\d+\.\d%\)$/, /^1 \(\d+\.\d%\)$/]);
  const examples = page.locator('#findings table').nth(1);
  const links = await examples.locator('a').evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
  expect(links.map((href) => path.basename(href))).toEqual(['mock-chrome-devtools-mcp-local-form-submit.zip', 'mock-playwright-mcp-task-03-wikipedia-eiffel-height.zip']);
  await expect(examples).toContainText("local-form-submit step 1 tool_navigate: held 3% of the page's words (local-form-submit)");
  const budget = page.locator('#budget table').last();
  await expect(budget.locator('tr', { hasText: 'playwright-mcp 0.0.83every tier' }).locator('td').last()).toHaveText('75.0% (3)');
  await page.close();
});

test('without JavaScript the HTML report shows every chart as a table of its numbers', async ({ browser }, testInfo) => {
  const file = writeSampleReport(testInfo.outputPath());
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pathToFileURL(file).href);
  const figures = page.locator('figure.chart');
  await expect(figures).toHaveCount(EXPECTED_CHARTS.length);
  for (const figure of await figures.all()) {
    await expect(figure.locator('table')).toBeVisible();
    await expect(figure.locator('canvas')).toBeHidden();
  }
  await expect(figures.filter({ has: page.locator('#tool-calls') }).locator('tbody tr')).toHaveCount(3);
  await context.close();
});

test('the same report renders to the same HTML, byte for byte', ({}, testInfo) => {
  const tests = sampleTests(testInfo.outputPath());
  const render = () => renderHtml(buildReport(tests, { sha: SHA, dirty: false }, { normalizeTimings: false }), (trace) => path.basename(trace));
  expect(render()).toBe(render());
});

test('copyTraces copies the traces of the runs that did not pass into a fresh folder, one file per run', ({}, testInfo) => {
  const trace = (name: string) => {
    fs.writeFileSync(testInfo.outputPath(name), name);
    return testInfo.outputPath(name);
  };
  const run = { target: 'playwright-mcp', suite: 'episode', task: 'local-form-submit', tier: 'standard' } as const;
  const runs: SampleRun[] = [
    { ...run, status: 'failed', trace: trace('first.zip') },
    { ...run, status: 'timeout', trace: trace('second.zip') },
    { ...run, task: 'example-h1', status: 'passed', trace: trace('passed.zip') },
    { ...run, task: 'example-h1', status: 'failed', trace: testInfo.outputPath('gone.zip') },
  ];
  const base = testInfo.outputPath('reports', SHA);
  fs.mkdirSync(`${base}-traces`, { recursive: true });
  fs.writeFileSync(`${base}-traces/stale.zip`, 'from an earlier report');

  const href = copyTraces(buildReport(runs.map(reportedTest), { sha: SHA, dirty: false }, { normalizeTimings: true }).rows, base);
  const copied = fs.readdirSync(`${base}-traces`).sort();
  expect(Object.fromEntries(copied.map((name) => [name, fs.readFileSync(path.join(`${base}-traces`, name), 'utf8')]))).toEqual({
    'mock-playwright-mcp-local-form-submit.zip': 'first.zip',
    'mock-playwright-mcp-local-form-submit-2.zip': 'second.zip',
  });
  expect(href(testInfo.outputPath('second.zip'))).toBe(`${SHA}-traces/mock-playwright-mcp-local-form-submit-2.zip`);
  expect(href(testInfo.outputPath('passed.zip'))).toBeUndefined();
  expect(href(testInfo.outputPath('gone.zip'))).toBeUndefined();
});

test('side effects are their own reason for not passing, in the JSON, the Markdown and the HTML', () => {
  const failedOn = (task: string, clause: string, observed: string): ReportedTest => {
    const test = reportedTest({ target: 'playwright-mcp', suite: 'arena', task, tier: 'standard', status: 'failed' }, 1);
    // The report reads the blamed clause's kind as the verdict typed it, never out of the label.
    const kind = /\((\w+)\)$/.exec(clause)![1];
    return { ...test, episode: { ...test.episode!, failedClause: { clause, kind, outcome: 'fail', expected: '', observed } } };
  };
  const tests = [
    failedOn('app-edit-customer', 'side_effects (side_effects)', 'app customers CUS-1202 contactEmail changed'),
    failedOn('shop-deal-of-the-day-to-cart', 'side_effects (side_effects)', 'shop orders ORD-1001 added'),
    failedOn('wiki-city-population', 'success (answer)', 'population: 608399, not 608398'),
    reportedTest({ target: 'playwright-mcp', suite: 'arena', task: 'app-sign-in', tier: 'smoke', status: 'timeout' }, 2),
    reportedTest({ target: 'playwright-mcp', suite: 'arena', task: 'app-renewals-due', tier: 'smoke', status: 'passed' }, 3),
  ];
  const report = buildReport(tests, { sha: SHA, dirty: false }, { normalizeTimings: true });
  expect(report.reasons).toEqual([
    { project: 'mock', agent: null, target: 'playwright-mcp', reason: 'side effects', episodes: 2 },
    { project: 'mock', agent: null, target: 'playwright-mcp', reason: 'answer', episodes: 1 },
    { project: 'mock', agent: null, target: 'playwright-mcp', reason: 'timeout', episodes: 1 },
  ]);
  expect(report.rows.map((r) => r.why_kind)).toEqual(['side effects', null, 'timeout', 'side effects', 'answer']);
  expect(renderMarkdown(report)).toContain('| mock | playwright-mcp | side effects | 2 |');
  expect(renderHtml(report, () => undefined)).toMatch(/<td>playwright-mcp<\/td><td>side effects<\/td><td class="num">2<\/td>/);
});

test("a live model's runs over two shards: tokens and cost per task for each server, the spend of each shard summed, and the shard its cap stopped named with what it did not start", () => {
  const live = (target: keyof typeof VERSIONS, task: string, costUsd: number, seed: number, shard: string, message?: string): ReportedTest => {
    const test = reportedTest({ target, suite: 'arena', task, tier: 'hard', status: message ? 'timeout' : 'passed' }, seed);
    const budget = { maxTokensPerTurn: 4096, maxToolIterations: 20, maxUsdPerTask: 1.5 };
    const usage = { apiCalls: 10, inputTokens: 1_000 * seed, outputTokens: 900, cacheCreationInputTokens: 20_000, cacheReadInputTokens: 100_000 };
    const episode = { ...test.episode!, adapter: 'openai', ...(message && { status: 'budget_exceeded' as const, message }), agent: { model: { id: 'gpt-5.4', maxTokens: 4096 }, budget, usage, costUsd } };
    return { ...test, project: 'openai', shard, episode };
  };
  const notStarted: ReportedTest = { project: 'openai', suite: 'arena', target: 'playwright-mcp', title: 'book-vienna-declined-card', status: 'skipped', skipped: true, tags: ['hard'], shard: '2/2', notStarted: 'shard 2/2 has USD 0.2000 of its …: not started' };
  const tests = [
    live('playwright-mcp', 'shop-lamp-full-workflow', 0.4, 1, '1/2'),
    live('playwright-mcp', 'app-sign-in', 0.1, 3, '1/2'),
    live('playwright-mcp', 'app-renewals-due', 0.25, 2, '2/2', 'budget cap BENCH_MAX_USD reached: turn 4 could cost up to USD 0.0500 and shard 2/2 has …'),
    live('chrome-devtools-mcp', 'app-sign-in', 0.05, 2, '2/2'),
    notStarted,
  ];
  const report = buildReport(tests, { sha: SHA, dirty: false }, { normalizeTimings: true });
  expect(report.targets.map((t) => [t.target, t.cost_usd_per_task, t.tokens_per_task])).toEqual([
    ['chrome-devtools-mcp', 0.05, { input: 122_000, output: 900 }],
    // Medians of the three tasks: USD 0.10, 0.25, 0.40; input 121k, 122k, 123k.
    ['playwright-mcp', 0.25, { input: 122_000, output: 900 }],
  ]);
  // Every shard's spend summed; the one its cap stopped named, with the episode it ended and the one it did not start.
  expect(report.model_spend).toEqual({
    usd: 0.8,
    tokens: { input: 488_000, output: 3_600 },
    episodes: 4,
    shards: [
      { shard: '1/2', usd: 0.5, tokens: { input: 244_000, output: 1_800 }, episodes: 2, stopped_by_cap: false, not_started: [], ended_by_cap: [] },
      { shard: '2/2', usd: 0.3, tokens: { input: 244_000, output: 1_800 }, episodes: 2, stopped_by_cap: true, not_started: ['playwright-mcp book-vienna-declined-card'], ended_by_cap: ['playwright-mcp app-renewals-due'] },
    ],
  });
  const markdown = renderMarkdown(report);
  expect(markdown).toContain('| 122.0k / 0.9k | 0.2500 |');
  expect(markdown).toContain('## Model spend');
  expect(markdown).toContain('USD 0.8000 over 4 episodes and 2 shards; 488,000 input and 3,600 output tokens.');
  expect(markdown).toContain('Shard 2/2 was stopped by its cap (BENCH_MAX_USD, its share): it did not start 1 (playwright-mcp book-vienna-declined-card) and ended 1 (playwright-mcp app-renewals-due).');
  expect(markdown).toContain('| 2/2 | 0.3000 | 244000 | 1800 | 2 | yes: 1 not started, 1 ended |');
  expect(renderHtml(report, () => undefined)).toContain('<td>2/2</td><td class="num">0.3000</td>');

  // Without a model: no tokens nor cost, and no spend section.
  const mock = buildReport([reportedTest({ target: 'playwright-mcp', suite: 'arena', task: 'app-sign-in', tier: 'smoke', status: 'passed' }, 1)], { sha: SHA, dirty: false }, { normalizeTimings: true });
  expect(mock.targets[0]).toMatchObject({ cost_usd_per_task: null, tokens_per_task: null });
  expect(mock.model_spend).toBeNull();
  expect(renderMarkdown(mock)).not.toContain('Model spend');
});

test("a workday's sub-goals right out of all, per task, in the JSON, the Markdown and the HTML: partial progress that never changes the score", () => {
  const workday = (task: string, status: EpisodeStatus, right: number, missed: string[], seed: number): ReportedTest => {
    const test = reportedTest({ target: 'playwright-mcp', suite: 'arena', task, tier: 'workday', status }, seed);
    return { ...test, episode: { ...test.episode!, subGoals: { right, total: right + missed.length, missed } } };
  };
  const tests = [
    workday('workday-monday-inbox', 'failed', 8, ['Falcon Growers Ltd on hold', 'The report: the requests left out, and why'], 1),
    workday('workday-quarter-end', 'passed', 10, [], 2),
    reportedTest({ target: 'playwright-mcp', suite: 'arena', task: 'app-renewals-due', tier: 'smoke', status: 'passed' }, 3),
  ];
  const report = buildReport(tests, { sha: SHA, dirty: false }, { normalizeTimings: true });
  expect(report.header.score).toBe('contract-eval score = 2 / 3');
  expect(report.rows.map((r) => [r.task, r.sub_goals])).toEqual([
    ['app-renewals-due', null],
    ['workday-monday-inbox', { right: 8, total: 10, missed: ['Falcon Growers Ltd on hold', 'The report: the requests left out, and why'] }],
    ['workday-quarter-end', { right: 10, total: 10, missed: [] }],
  ]);
  expect(report.tasks.map((t) => [t.task, t.sub_goals])).toEqual([
    ['app-renewals-due', null],
    ['workday-monday-inbox', { right: 8, total: 10 }],
    ['workday-quarter-end', { right: 10, total: 10 }],
  ]);
  const markdown = renderMarkdown(report);
  expect(markdown).toContain('## Sub-goals: partial progress');
  expect(markdown).toContain('| mock | playwright-mcp | workday-monday-inbox | no | 8 / 10 | Falcon Growers Ltd on hold; The report: the requests left out, and why |');
  expect(markdown).toContain('| mock | playwright-mcp | workday-quarter-end | yes | 10 / 10 | — |');
  const html = renderHtml(report, () => undefined);
  expect(html).toMatch(/<td>workday-monday-inbox<\/td><td>no<\/td><td class="num">8 \/ 10<\/td><td>Falcon Growers Ltd on hold; The report: the requests left out, and why<\/td>/);
  expect(html).toContain('<a href="#sub-goals">Sub-goals</a>');
  // A run with no task judged by sub-goals has no such section.
  const plain = buildReport([tests[2]], { sha: SHA, dirty: false }, { normalizeTimings: true });
  expect(renderMarkdown(plain)).not.toContain('Sub-goals');
  expect(renderHtml(plain, () => undefined)).not.toContain('sub-goals');
});
