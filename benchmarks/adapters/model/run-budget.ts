import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPTIONS, readOption } from '../../environment/registry.ts';
import type { Shard } from '../../environment/types.ts';
import { usd } from './price.ts';

/** A new run's ledger, beside its recordings (created on its first charge). */
export const newRunLedger = (runsDir: string, now = new Date()) => path.join(runsDir, `spend-${now.toISOString().replace(/[:.]/g, '-')}-${process.pid}.jsonl`);
/** US dollars a whole run may spend on the model, over all its shards. */
export const RUN_CAP_ENV = OPTIONS.maxUsd.variable;
/** The folder on shared storage through which every shard of a run draws on one pool. */
export const SHARED_LEDGER_ENV = OPTIONS.sharedLedger.variable;

/** The run's cap is spent: the episode is not started. The harness reports such episodes as not run. */
export class RunBudgetSpent extends Error {
  override name = 'RunBudgetSpent';
}

/** A shard's part of the run's cap when the shards do not pool their spend. */
export const shardShare = (runCapUsd: number, shards: number): number => runCapUsd / shards;

/**
 * Where a run's spend is kept: lines of signed US dollars whose sum is what is spent or held. One
 * file shared by the workers of one machine (an append of one short line is atomic there), or a
 * folder on shared storage in which each process appends to a file of its own (appends from
 * several machines to one file are not atomic on network filesystems) and every file is read.
 */
export interface SpendStore {
  /** Where it is, for messages. */
  where: string;
  append(usd: number): void;
  total(): number;
}

function sumOfLines(file: string): number {
  if (!fs.existsSync(file)) return 0;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .reduce((sum, line, index) => {
      const usd = Number(line);
      if (!Number.isFinite(usd)) throw new Error(`${file}:${index + 1}: not an amount in USD: ${JSON.stringify(line.slice(0, 40))}`);
      return sum + usd;
    }, 0);
}

function appendLine(file: string, amount: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${amount}\n`);
}

/** One ledger file for every worker of a run on one machine. */
export const fileStore = (file: string): SpendStore => ({ where: file, append: (amount) => appendLine(file, amount), total: () => sumOfLines(file) });

/** A folder every shard's processes write to, each its own file: the sum of all of them is the pool's spend. */
export function folderStore(folder: string): SpendStore {
  const own = path.join(folder, `${os.hostname()}-${process.pid}.jsonl`);
  return {
    where: folder,
    append: (amount) => appendLine(own, amount),
    total: () =>
      fs.existsSync(folder)
        ? fs
            .readdirSync(folder)
            .filter((name) => name.endsWith('.jsonl'))
            .reduce((sum, name) => sum + sumOfLines(path.join(folder, name)), 0)
        : 0,
  };
}

/** The part of a sharded run a budget is for: this shard, and whether the shards pool their spend. */
export interface RunScope {
  shard?: Shard;
  pooled: boolean;
  /** BENCH_MAX_USD: the cap of the whole run. */
  runCapUsd: number;
}

/**
 * What a run (or, sharded, this shard of it) has spent on the model, against its cap. With a store
 * every worker (and, pooled, every shard) shares it; without one (a test's own budget) the spend is
 * this object's alone. A request is held at its worst case before it is sent (`hold`): the hold is
 * written first and the total read after, so that of two processes that would together pass the
 * cap, neither is let through; its answer then settles the hold at what it cost.
 */
export class RunBudget {
  private readonly charges: number[] = [];

  constructor(
    readonly capUsd: number,
    readonly store?: SpendStore,
    readonly scope: RunScope = { pooled: false, runCapUsd: capUsd },
  ) {}

  spentUsd(): number {
    return this.store ? this.store.total() : this.charges.reduce((sum, amount) => sum + amount, 0);
  }

  remaining(): number {
    return Math.max(0, this.capUsd - this.spentUsd());
  }

  /** Whether an episode that may spend up to `needUsd` can start: the run can still pay all of it. */
  canStart(needUsd: number): boolean {
    return this.remaining() >= needUsd;
  }

  /** Holds `worstUsd` for a request about to be sent; false, holding nothing, when the cap cannot take it. */
  hold(worstUsd: number): boolean {
    this.add(worstUsd);
    if (this.spentUsd() <= this.capUsd + 1e-12) return true;
    this.add(-worstUsd);
    return false;
  }

  /** A held request's answer: it cost `costUsd` (its worst case when it got no answer to read). */
  settle(heldUsd: number, costUsd: number): void {
    this.add(costUsd - heldUsd);
  }

  /** The cap in words: its amount, and what part of the run's it is. */
  cap(): string {
    const { shard, pooled, runCapUsd } = this.scope;
    if (pooled) return `${usd(this.capUsd, 2)} (${RUN_CAP_ENV}), one pool for every shard of the run`;
    if (shard) return `${usd(this.capUsd, 4)}, shard ${shard.current}/${shard.total}'s share of ${usd(runCapUsd, 2)} (${RUN_CAP_ENV} / ${shard.total})`;
    return `${usd(this.capUsd, 2)} (${RUN_CAP_ENV})`;
  }

  /** The cap in words, and where its ledger is: what a run's log says before it starts. */
  describe(): string {
    return `${this.cap()}${this.store ? `; ledger ${this.store.where}` : ''}`;
  }

  /** Who has this budget, in a message: the run, or a shard. */
  owner(): string {
    const { shard, pooled } = this.scope;
    return shard && !pooled ? `shard ${shard.current}/${shard.total}` : 'the run';
  }

  private add(amount: number): void {
    if (amount === 0) return;
    if (this.store) this.store.append(amount);
    else this.charges.push(amount);
  }
}

const budgets = new Map<string, RunBudget>();

/**
 * The run's budget from the options, one per process for each, so episodes share it: the run's
 * cap (`maxUsd`); on a shard (`runShard`, set by the global setup from `--shard`), its share of
 * the cap, or the whole cap pooled with the other shards' through `sharedLedger`.
 */
export function runBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): RunBudget {
  const runCapUsd = readOption('maxUsd', env);
  const shard = readOption('runShard', env);
  const pool = readOption('sharedLedger', env);
  const ledgerFile = readOption('runLedger', env);
  const key = JSON.stringify([runCapUsd, shard, pool, ledgerFile]);
  if (!budgets.has(key)) {
    const store = pool ? folderStore(pool) : ledgerFile ? fileStore(ledgerFile) : undefined;
    const capUsd = shard && !pool ? shardShare(runCapUsd, shard.total) : runCapUsd;
    budgets.set(key, new RunBudget(capUsd, store, { ...(shard && { shard }), pooled: pool !== undefined, runCapUsd }));
  }
  return budgets.get(key)!;
}
