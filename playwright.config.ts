import { defineConfig } from '@playwright/test';
import type { WorkerOptions } from './benchmarks/fixtures.ts';
import type { WebMode } from './benchmarks/web/mode.ts';

// Benchmark projects run the task episodes; their results make the episode table.
// Only the mock project is gated against baseline.json: live runs are measurements.
const EPISODES = ['benchmarks/episodes.spec.ts', 'benchmarks/secret-episodes.spec.ts'];
const benchmark = (name: string, adapterName: string, webMode: WebMode, testMatch: string[] = EPISODES) =>
  ({ name, testMatch, use: { adapterName, webMode }, metadata: { benchmark: true, gate: name === 'mock' } }) as const;

export default defineConfig<{}, WorkerOptions>({
  testDir: '.',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  globalSetup: './benchmarks/global-setup.ts',
  reporter: [
    ['list'],
    ['./benchmarks/report/episode-table.ts'],
    ['json', { outputFile: 'test-results/report.json' }],
    ['html', { open: 'never' }],
  ],
  use: { trace: 'retain-on-failure' },
  projects: [
    // Replays every task's recorded transcript: no model, no internet. The CI default.
    benchmark('mock', 'mock', 'replay'),
    // A live Claude model chooses the calls, on the real sites (BENCH_WEB=replay keeps it offline).
    benchmark('claude', 'claude', 'live'),
    // Executes the hand-authored plans; with BENCH_RECORD=1 writes them as transcripts.
    benchmark('plan', 'plan', 'replay', [...EPISODES, 'benchmarks/negative-controls.spec.ts']),
    // The project's own tests.
    { name: 'self-test', testDir: 'tests', use: { adapterName: 'mock', webMode: 'replay' } },
  ],
});
