import { newRunLedger, RUN_LEDGER_ENV } from './adapters/model/run-budget.ts';
import { resolveChromium } from './browser/chromium.ts';
import { optionDefaults } from './options.ts';

export default function globalSetup(): void {
  // Fail once, before any task runs, with how to get a browser: one line, not a stack per worker.
  try {
    resolveChromium();
  } catch (error) {
    const clean = new Error((error as Error).message);
    clean.stack = `${(error as Error).name}: ${clean.message}`;
    throw clean;
  }
  // One model-spend ledger for the whole run, which the workers inherit: BENCH_MAX_USD caps the run.
  process.env[RUN_LEDGER_ENV] ||= newRunLedger(optionDefaults().runsDir);
}
