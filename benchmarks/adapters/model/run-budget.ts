import fs from 'node:fs';
import path from 'node:path';
import { OPTIONS, readOption } from '../../environment/registry.ts';

/** A new run's ledger, beside its recordings (created on its first charge). */
export const newRunLedger = (runsDir: string, now = new Date()) => path.join(runsDir, `spend-${now.toISOString().replace(/[:.]/g, '-')}-${process.pid}.jsonl`);
/** US dollars a whole run may spend on the model. */
export const RUN_CAP_ENV = OPTIONS.maxUsd.variable;

/** The run's cap is spent: the episode is not started. The harness reports such episodes as not run. */
export class RunBudgetSpent extends Error {
  override name = 'RunBudgetSpent';
}

/**
 * What a run has spent on the model, against its cap. With a ledger file, every worker of the run
 * shares it: each charge is one appended line (`fs.appendFileSync` of one short line is atomic),
 * and the spend is the sum of the lines. Without one (a test's own budget), the spend is this
 * object's alone.
 */
export class RunBudget {
  private readonly charges: number[] = [];

  constructor(
    readonly capUsd: number,
    readonly ledgerFile?: string,
  ) {}

  spentUsd(): number {
    if (!this.ledgerFile) return this.charges.reduce((sum, usd) => sum + usd, 0);
    if (!fs.existsSync(this.ledgerFile)) return 0;
    return fs
      .readFileSync(this.ledgerFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .reduce((sum, line, index) => {
        const usd = Number(line);
        if (!Number.isFinite(usd)) throw new Error(`${this.ledgerFile}:${index + 1}: not a cost in USD: ${JSON.stringify(line.slice(0, 40))}`);
        return sum + usd;
      }, 0);
  }

  remaining(): number {
    return Math.max(0, this.capUsd - this.spentUsd());
  }

  /** Whether an episode that may spend up to `needUsd` can start: the run can still pay all of it. */
  canStart(needUsd: number): boolean {
    return this.remaining() >= needUsd;
  }

  record(costUsd: number): void {
    if (costUsd <= 0) return;
    if (this.ledgerFile) {
      fs.mkdirSync(path.dirname(this.ledgerFile), { recursive: true });
      fs.appendFileSync(this.ledgerFile, `${costUsd}\n`);
    }
    else this.charges.push(costUsd);
  }
}

const budgets = new Map<string, RunBudget>();

/** The run's budget from the `maxUsd` and `runLedger` options: one per process for each, so episodes share it. */
export function runBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): RunBudget {
  const capUsd = readOption('maxUsd', env);
  const ledgerFile = readOption('runLedger', env);
  const key = `${capUsd} ${ledgerFile ?? ''}`;
  if (!budgets.has(key)) budgets.set(key, new RunBudget(capUsd, ledgerFile));
  return budgets.get(key)!;
}
