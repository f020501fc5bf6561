import { defineConfig } from '@playwright/test';
import type { WorkerOptions } from './benchmarks/fixtures.ts';

const EPISODES = 'benchmarks/episodes.spec.ts';

export default defineConfig<{}, WorkerOptions>({
  testDir: '.',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  globalSetup: './benchmarks/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }], ['html', { open: 'never' }]],
  use: { trace: 'retain-on-failure' },
  projects: [
    // Replays every task's recorded transcript: no model, no internet. The CI default.
    { name: 'mock', testMatch: EPISODES, use: { adapterName: 'mock' } },
    // A live Claude model chooses the calls.
    { name: 'claude', testMatch: EPISODES, use: { adapterName: 'claude' } },
    // Executes the hand-authored plans live; with BENCH_RECORD=1 writes them as transcripts.
    { name: 'plan', testMatch: EPISODES, use: { adapterName: 'plan' } },
    // The project's own tests.
    { name: 'self-test', testDir: 'tests', use: { adapterName: 'mock' } },
  ],
});
