import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../benchmarks/fixtures.ts';
import { BASELINE_FILE, loweredNumbers, parseBaseline, readBaseline } from '../benchmarks/gate/baseline.ts';
import { checkCeiling } from '../benchmarks/gate/ceiling.ts';
import { gate } from '../benchmarks/gate/gate.ts';
import { gateRun, type RunRecord } from '../benchmarks/gate/run-gate.ts';
import { selectionArgs } from '../benchmarks/gate/selection.ts';
import { suiteRuns, tallyTasks, type GatedTest } from '../benchmarks/gate/tally.ts';
import { TARGETS } from '../benchmarks/targets/index.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { bin, markerEnv, MINI_SUITE, newMarker, processesWithMarker, runPlaywright, runProcess, taskFolder } from './run-playwright.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const episode = (status: string) => ({ status }) as GatedTest['episode'];
const mini = readBaseline(MINI_SUITE.BENCH_BASELINE_FILE);

test('baseline.json expects every task of every suite to pass, on every target', async () => {
  const { tasks } = await loadTasks();
  const sizes: Record<string, number> = {};
  for (const task of tasks) sizes[task.suite] = (sizes[task.suite] ?? 0) + 1;
  for (const target of Object.keys(TARGETS)) expect(readBaseline().expected_pass_count[target], target).toEqual(sizes);
});

test('a baseline lowered against the committed one is caught', () => {
  const committed = parseBaseline(execFileSync('git', ['show', 'HEAD:baseline.json'], { cwd: path.dirname(BASELINE_FILE), encoding: 'utf8' }), 'HEAD:baseline.json');
  expect(loweredNumbers(committed, readBaseline())).toEqual([]);
  const lowered = structuredClone(committed);
  lowered.expected_pass_count['playwright-mcp'].webvoyager = 9;
  delete lowered.expected_pass_count['playwright-mcp'].episode;
  expect(loweredNumbers(committed, lowered)).toEqual([`playwright-mcp.episode: ${committed.expected_pass_count['playwright-mcp'].episode} → removed`, 'playwright-mcp.webvoyager: 10 → 9']);
});

test('the gate fails a whole suite below its baseline; a partial selection must pass whole; a suite without baseline is only reported', () => {
  const failures = ['example-h1: failed after 1 step — success (dom_text): …'];
  expect(gate(mini, 'playwright-mcp', new Map([['mini', { planned: 2, passed: 1, failures, repeats: 1, unloadable: [] }]]))).toEqual({
    ok: false,
    lines: ['gate playwright-mcp/mini: FAILED, 1 passed, baseline 2', `  - ${failures[0]}`],
  });
  expect(gate(mini, 'playwright-mcp', new Map([['mini', { planned: 1, passed: 1, failures: [], repeats: 1, unloadable: [] }]]))).toEqual({
    ok: true,
    lines: ['gate playwright-mcp/mini: ok, partial selection (1 of 2 tasks), all passed'],
  });
  expect(gate(mini, 'playwright-mcp', new Map([['mini', { planned: 1, passed: 0, failures, repeats: 1, unloadable: [] }]])).ok).toBe(false);
  expect(gate(mini, 'playwright-mcp', new Map([['other', { planned: 1, passed: 0, failures, repeats: 1, unloadable: [] }]]))).toEqual({
    ok: true,
    lines: ['gate playwright-mcp/other: not gated, no baseline (add it to baseline.json), 0 of 1 passed'],
  });
});

test('repeats count per task: a task that failed one of its repeats does not pass, and never counts twice', () => {
  const run = (title: string, status: string): GatedTest => ({ project: 'mock', suite: 'mini', target: 'playwright-mcp', title, episode: episode(status) });
  const tasks = tallyTasks([run('a', 'passed'), run('a', 'passed'), run('b', 'passed'), run('b', 'failed')]);
  expect(tasks.map((t) => [t.title, t.runs, t.passes])).toEqual([['a', 2, 2], ['b', 2, 1]]);
  const suites = suiteRuns(tasks);
  expect(suites.get('mini')).toMatchObject({ planned: 2, passed: 1, repeats: 2 });
  expect(gate(mini, 'playwright-mcp', suites).lines[0]).toBe('gate playwright-mcp/mini: FAILED, 1 passed, baseline 2 (a task passes only if all 2 repeats passed)');
});

test('a null agent above its ceiling on one suite and target fails the run, naming the tasks it passed', () => {
  const control = (agent: string, title: string, status: string): GatedTest => ({ project: 'controls', agent, suite: 'arena', target: 'playwright-mcp', title, episode: episode(status) });
  const titles = Array.from({ length: 20 }, (_, i) => `task-${i}`);
  const floor = titles.map((title, i) => control('give-up', title, i === 0 ? 'passed' : 'failed'));
  expect(checkCeiling(floor, 'controls', 0.05)).toEqual({ ok: true, lines: ['controls: give-up on playwright-mcp arena: 1 / 20 (5.0%) at most 5.0%'] });

  const above = [...floor, ...titles.map((title, i) => control('do-nothing', title, i < 2 ? 'passed' : 'failed'))];
  const verdict = checkCeiling(above, 'controls', 0.05);
  expect(verdict.ok).toBe(false);
  expect(verdict.lines).toEqual([
    'controls: do-nothing on playwright-mcp arena: 2 / 20 (10.0%) FAILED, above the ceiling of 5.0%',
    '  - passed: task-0',
    '  - passed: task-1',
    'controls: give-up on playwright-mcp arena: 1 / 20 (5.0%) at most 5.0%',
  ]);
});

test('a shallow agent is held to the ceiling on its gated tiers alone, each apart, across suites; its other tasks are not gated', () => {
  const shallow = (title: string, tier: string, status: string, suite = 'arena'): GatedTest => ({
    project: 'controls',
    agent: 'url-guesser',
    suite,
    target: 'playwright-mcp',
    title,
    tags: [suite, tier],
    episode: episode(status),
  });
  // Half the smoke tier passed: information, not a failure.
  const smoke = Array.from({ length: 10 }, (_, i) => shallow(`smoke-${i}`, 'smoke', i < 5 ? 'passed' : 'failed'));
  const frontier = Array.from({ length: 20 }, (_, i) => shallow(`frontier-${i}`, 'frontier', i === 0 ? 'passed' : 'failed'));
  const tiers = { 'url-guesser': ['frontier', 'chore'] };
  expect(checkCeiling([...smoke, ...frontier], 'controls', 0.05, tiers)).toEqual({ ok: true, lines: ['controls: url-guesser on playwright-mcp frontier tier: 1 / 20 (5.0%) at most 5.0%'] });

  // Two frontier tasks passed, one of them in another suite: counted together, and the run fails.
  const above = [...smoke, ...frontier, shallow('frontier-other', 'frontier', 'passed', 'webvoyager')];
  const verdict = checkCeiling(above, 'controls', 0.05, tiers);
  expect(verdict.ok).toBe(false);
  expect(verdict.lines).toEqual([
    'controls: url-guesser on playwright-mcp frontier tier: 2 / 21 (9.5%) FAILED, above the ceiling of 5.0%',
    '  - passed: frontier-0',
    '  - passed: frontier-other',
  ]);
  // The chore tier is a group of its own: one pass in ten there fails it, whatever the frontier tier's figure.
  const chores = Array.from({ length: 10 }, (_, i) => shallow(`chore-${i}`, 'chore', i === 0 ? 'passed' : 'failed'));
  const mixed = checkCeiling([...smoke, ...frontier, ...chores], 'controls', 0.05, tiers);
  expect(mixed.ok).toBe(false);
  expect(mixed.lines).toEqual([
    'controls: url-guesser on playwright-mcp chore tier: 1 / 10 (10.0%) FAILED, above the ceiling of 5.0%',
    '  - passed: chore-0',
    'controls: url-guesser on playwright-mcp frontier tier: 1 / 20 (5.0%) at most 5.0%',
  ]);
  // Without the tier, the same agent is a null agent: its smoke suite fails the ceiling.
  expect(checkCeiling(smoke, 'controls', 0.05).ok).toBe(false);
});

test('the gate lists what the run selected: a task that did not run, errors outside any test and an interrupted run are all refused', () => {
  const ran = (title: string, status = 'passed') => ({ project: 'mock', suite: 'mini', target: 'playwright-mcp', title, episode: episode(status), status: 'passed', skipped: false });
  const record = (tests: RunRecord['tests'], errors: string[] = []): RunRecord => ({
    tests,
    errors,
    argv: ['node', 'playwright', 'test', '--project=mock', '--reporter=blob', '--shard=1/2'],
    sharded: false,
    selection: { targets: ['playwright-mcp'], tasksDir: MINI_SUITE.BENCH_TASKS_DIR },
    gatedProjects: ['mock'],
    ceilings: {},
  });
  // The merged report of two shards drops --shard: the whole selection is expected.
  expect(selectionArgs(record([]).argv, false)).toEqual(['--project=mock']);
  expect(selectionArgs(['node', 'pw', 'test', '-g', 'mini', '--shard', '1/2', 'benchmarks/x.spec.ts', '--workers', '2'], true)).toEqual(['-g', 'mini', '--shard', '1/2', 'benchmarks/x.spec.ts']);
  expect(gateRun([record([ran('example-h1'), ran('local-recovery-stall')])], mini)).toMatchObject({ ok: true });

  const missing = gateRun([record([ran('example-h1')])], mini);
  expect(missing.ok).toBe(false);
  expect(missing.lines).toContain('gate: did not run: [mock] playwright-mcp mini/local-recovery-stall');

  const errored = gateRun([record([ran('example-h1'), ran('local-recovery-stall')], ['Error: No Chromium found'])], mini);
  expect(errored).toMatchObject({ ok: false });
  expect(errored.lines[0]).toBe('gate: the run failed outside any test: Error: No Chromium found');

  const interrupted = gateRun([record([ran('example-h1'), { ...ran('local-recovery-stall'), episode: undefined, status: 'interrupted' }])], mini);
  expect(interrupted).toEqual({ ok: false, interrupted: true, lines: ['gate: interrupted, not gated (1 episode did not finish)'] });
});

test.describe('whole runs of the two-task suite', () => {
  test.setTimeout(180_000);

  test('task files that do not load (one throws on import, one does not parse, one breaks a cap) each fail under their own name; the other tasks still run; the suite fails in the run and in the report gate, even in a run narrowed by --grep; no process outlives the run', async ({}, testInfo) => {
    const tasks = testInfo.outputPath('tasks');
    // Each of the suite's tasks by its absolute path, as modules: the test's output folder may be anywhere (--output).
    taskFolder(tasks, 'mini');
    for (const file of fs.readdirSync(path.join(MINI_SUITE.BENCH_TASKS_DIR, 'mini')))
      fs.writeFileSync(path.join(tasks, 'mini', file), `export { default } from ${JSON.stringify(path.join(MINI_SUITE.BENCH_TASKS_DIR, 'mini', file))};\n`);
    const broken = {
      'throws.ts': "throw new Error('boom while importing');\n",
      'broken.ts': 'export default {{ syntax error\n',
      'bad-cap.ts': `export default ${JSON.stringify({ id: 'bad-cap', title: 'x', startUrl: 'http://fixtures.test/', goal: 'x', maxSteps: 0, success: { kind: 'url', pattern: 'x' } })};\n`,
    };
    for (const [file, text] of Object.entries(broken)) fs.writeFileSync(path.join(tasks, 'mini', file), text);
    // Every process of the run (Chromium, the MCP server) inherits the marker: none may outlive it.
    const marker = newMarker();
    const run = await runPlaywright(['--project=mock', '--grep', '@mini'], { ...MINI_SUITE, BENCH_TASKS_DIR: tasks, ...markerEnv(marker) }, testInfo.outputPath('run'));
    expect(processesWithMarker(marker)).toEqual([]);
    expect(run.code).toBe(1);
    const byTitle = Object.fromEntries(run.results.map(({ title, result }) => [title, result]));
    expect(byTitle['example-h1'].status).toBe('passed');
    expect(byTitle['local-recovery-stall'].status).toBe('passed');
    const fileTest = (file: string) => byTitle[`task file ${path.relative(ROOT, path.join(tasks, 'mini', file))}`];
    for (const file of Object.keys(broken)) expect(fileTest(file)?.status, file).toBe('failed');
    expect(fileTest('throws.ts').errors[0].message).toContain('boom while importing');
    expect(run.stderr).toContain('gate playwright-mcp/mini: FAILED, 3 task file(s) did not load; 2 of 2 passed');
    expect(run.stderr).toMatch(/- task file .*broken\.ts: /);
    expect(run.stderr).toMatch(/- task file .*bad-cap\.ts: .*maxSteps: Too small/);
    expect(run.stdout).not.toContain('unknown');

    const gated = await runProcess(bin('tsx'), ['scripts/report.ts', '--gate', '--input', testInfo.outputPath('run', 'report.json'), '--out-dir', testInfo.outputPath('reports'), '--baseline', MINI_SUITE.BENCH_BASELINE_FILE], {
      ...MINI_SUITE,
      BENCH_TASKS_DIR: tasks,
    });
    expect(gated.code).toBe(1);
    expect(gated.stderr).toContain('gate playwright-mcp/mini: FAILED, 3 task file(s) did not load; 2 of 2 passed');
  });

  test('a broken baseline.json fails the run with its problem in one line, never a reporter crash', async ({}, testInfo) => {
    fs.writeFileSync(testInfo.outputPath('baseline.json'), '{"expected_pass_count": {"playwright-mcp": {"mini": "two"}}}');
    const run = await runPlaywright(['--project=mock', '-g', 'example-h1'], { ...MINI_SUITE, BENCH_BASELINE_FILE: testInfo.outputPath('baseline.json') }, testInfo.outputPath('run'));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/gate: .*baseline\.json: 1 problem/);
    expect(run.stderr).toContain('expected_pass_count.playwright-mcp.mini: Invalid input: expected number');
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  });
});
