import { newRunLedger } from './adapters/model/run-budget.ts';
import { resolveChromium } from './browser/chromium.ts';
import { optionEnv, readOption } from './environment/registry.ts';
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
  // One model-spend ledger for the whole run, which the workers inherit: the `maxUsd` option caps the run.
  Object.assign(process.env, optionEnv({ runLedger: readOption('runLedger') ?? newRunLedger(optionDefaults().runsDir) }));
}
