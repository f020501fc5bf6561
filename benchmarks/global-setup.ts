import type { FullConfig } from '@playwright/test';
import { newRunLedger, runBudgetFromEnv } from './adapters/model/run-budget.ts';
import { resolveChromium } from './browser/chromium.ts';
import { OPTIONS, optionEnv, readOption } from './environment/registry.ts';
import { optionDefaults } from './options.ts';

/** The projects a run's command line names (`--project`, each or comma-separated); all of them when it names none. */
export function selectedProjects(config: Pick<FullConfig, 'projects'>, argv: readonly string[] = process.argv): string[] {
  const named = argv.flatMap((arg, index) => (arg === '--project' ? [argv[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [])).flatMap((names) => names.split(','));
  const all = config.projects.map((project) => project.name);
  return named.length === 0 ? all : all.filter((name) => named.some((pattern) => pattern.toLowerCase() === name.toLowerCase()));
}

export default function globalSetup(config: FullConfig): void {
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
  // On a shard, the workers take the shard's part of the cap: never a value the user set by hand.
  delete process.env[OPTIONS.runShard.variable];
  if (config.shard) Object.assign(process.env, optionEnv({ runShard: `${config.shard.current}/${config.shard.total}` }));
  const live = config.projects.filter((project) => (project.metadata as { live?: boolean } | undefined)?.live).map((project) => project.name);
  if (selectedProjects(config).some((name) => live.includes(name))) console.log(`model spend: at most ${runBudgetFromEnv().describe()}`);
}
