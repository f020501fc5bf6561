import { defineConfig } from '@playwright/test';
import { CONTROL_CEILING } from './benchmarks/adapters/controls.ts';
import { SHALLOW_AGENTS } from './benchmarks/adapters/shallow.ts';
import { SHALLOW_GATED_TIERS } from './benchmarks/task-spec/tiers.ts';
import type { TestOptions, WorkerOptions } from './benchmarks/fixtures.ts';
import { readOption } from './benchmarks/environment/registry.ts';
import { controlTargets, fullTargets, optionDefaults, runTargets } from './benchmarks/options.ts';
import { arenaSeed } from './fixtures-site/site-kit/random.ts';
import type { WebMode } from './benchmarks/web/mode.ts';

// Benchmark projects run the task episodes; their results make the episode table.
// Only the mock project is gated against baseline.json: live runs are measurements. In a live
// project an agent outside the recordings chooses the calls (a model spends the run's budget);
// the gate still refuses a merged live run that lacks some of its tests (a lost shard).
const EPISODES = ['benchmarks/episodes.spec.ts', 'benchmarks/secret-episodes.spec.ts'];
const LIVE = ['claude', 'openai', 'outside'];
const benchmark = (name: string, adapterName: string, webMode: WebMode, testMatch: string[] = EPISODES) =>
  ({ name, testMatch, use: { adapterName, webMode }, metadata: { benchmark: true, gate: name === 'mock', live: LIVE.includes(name) } }) as const;

export default defineConfig<TestOptions, WorkerOptions>({
  testDir: '.',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Measured on this project's 2-core machine (docs/performance.md): episodes wait on the servers'
  // settle times (OpenChrome's most), so more workers than cores keep the cores busy: the chore
  // tier's 78 mock episodes took 352 s of wall time on 3 workers (the CPU idle a quarter of it),
  // 291 s on 4 and 304 s on 5. The self-tests keep 3 (their project's own limit): 6 gained them
  // nothing, and their timeouts were sized under that load. --workers overrides it.
  workers: 4,
  globalSetup: './benchmarks/global-setup.ts',
  // The list reporter goes last so that its summary of failed and flaky tests ends the output,
  // after the episode table: CI logs are often read from the tail.
  reporter: [
    ['./benchmarks/report/episode-table.ts'],
    ['json', { outputFile: 'test-results/report.json' }],
    ['html', { open: 'never' }],
    ['list'],
  ],
  // A failed episode keeps its trace (network, console, each call's request and answer) without
  // the screencast: recording it took about a third of the CPU of a mock run on 2 cores.
  // `--trace retain-on-failure` on the command line brings the film strip back.
  use: { trace: { mode: 'retain-on-failure', screenshots: false } },
  // What decides, beside the command line, which tests the run declares: the gate lists them again from it.
  metadata: { selection: { targets: runTargets(), fullTargets: fullTargets(), controlTargets: controlTargets(), tasksDir: optionDefaults().tasksDir, seed: arenaSeed(), instances: String(readOption('instances')) } },
  projects: [
    // Replays every task's recorded transcript: no model, no internet. The CI default.
    benchmark('mock', 'mock', 'replay'),
    // A live Claude model chooses the calls, on the real sites (the web option set to replay keeps it offline).
    benchmark('claude', 'claude', 'live'),
    // A live model through the Chat Completions API: OpenAI's, or any OpenAI-compatible server's.
    benchmark('openai', 'openai', 'live'),
    // An outside agent (any MCP client) chooses the calls, each episode served to it over MCP:
    // npm run serve-task (one task) or npm run bench:agent (a suite) start it; skipped otherwise.
    benchmark('outside', 'outside', 'replay'),
    // Carries out every task's reference solution (and the negative controls) live on each target;
    // with the record option (npm run record) writes them as the transcripts mock replays.
    benchmark('reference', 'reference', 'replay', [...EPISODES, 'benchmarks/negative-controls.spec.ts']),
    // The null agents (do nothing, look once and give up, click at random) on every task, on one
    // target unless the controlsTarget or target option names others: the floor of every suite.
    // The run fails if one scores above the ceiling anywhere. Beside them the shallow agents (a
    // search and its top hit, a guessed URL), on the frontier, chore and workday tiers only and held to the ceiling on each.
    // With them, the judge check's episodes of its own: a task judged on evidence alone cut short,
    // and an unrecorded instance's state mutants. (A recorded task's answer variants, look elsewhere
    // and state mutants ride on the mock replay of the reference: benchmarks/judge-check/reference-check.ts.)
    {
      name: 'controls',
      testMatch: ['benchmarks/controls.spec.ts', 'benchmarks/judge-check.spec.ts'],
      use: { webMode: 'replay' },
      metadata: { benchmark: true, ceiling: CONTROL_CEILING, gatedTiers: Object.fromEntries(SHALLOW_AGENTS.map((agent) => [agent.name, SHALLOW_GATED_TIERS])) },
    },
    // The project's own tests. On CI a failed one runs once more: many start whole runs, browsers and
    // servers on a busy 2-core machine, and one that passes only the second time is listed as flaky
    // at the end of the output. The benchmark projects never retry: a verdict counts the first time.
    // No Playwright trace: some files type secrets (a trace would record them) and trace is a
    // worker option, so traced files would need workers of their own; a failed test keeps its
    // episode's events and verdict as attachments, and whole runs keep their traces as users' do.
    // Twice Playwright's default: machines of this kind differ by 2x, and a test that took 30 s
    // here (a browser, a server, a whole run) must still pass on the slower one. A test that
    // takes longer sets its own timeout, at least twice its time here; a child run adds its own
    // (tests/run-playwright.ts).
    { name: 'self-test', testDir: 'tests', timeout: 60_000, retries: process.env.CI ? 1 : 0, workers: 3, use: { adapterName: 'mock', webMode: 'replay', trace: 'off' } },
  ],
});
