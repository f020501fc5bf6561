import { defineConfig } from '@playwright/test';
import type { WorkerOptions } from './benchmarks/fixtures.ts';

// Benchmark projects run the task episodes; their results make the episode table.
const benchmark = (name: string, adapterName: string) =>
  ({ name, testMatch: 'benchmarks/episodes.spec.ts', use: { adapterName }, metadata: { benchmark: true } }) as const;

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
    benchmark('mock', 'mock'),
    // A live Claude model chooses the calls.
    benchmark('claude', 'claude'),
    // Executes the hand-authored plans live; with BENCH_RECORD=1 writes them as transcripts.
    benchmark('plan', 'plan'),
    // The project's own tests.
    { name: 'self-test', testDir: 'tests', use: { adapterName: 'mock' } },
  ],
});
