import type { Page } from '@playwright/test';
import type { z } from 'zod';
import type { DialogWatch } from '../episode/dialog-watch.ts';
import type { NetworkLog } from '../episode/network-log.ts';
import type { ScreenshotClasses } from './screenshot/classes.ts';
import type { Contract } from './schema.ts';
import type { Verdict } from './verdict.ts';

/** Points in episode time (milliseconds) that `network` contracts count requests from. */
export interface EpisodeMarkers {
  /** The agent got control: the start page had loaded and the server was ready. */
  contract_enter: number;
  /** The last tool call was sent; absent when the agent made none. */
  last_tool_call?: number;
}

/** What the judge may look at: the page the agent ended on and what the harness recorded. */
export interface EvalContext {
  page: Page;
  network: NetworkLog;
  markers: EpisodeMarkers;
  dialogs: DialogWatch;
  screenshotClasses: ScreenshotClasses;
}

export type EvaluateChild = (contract: Contract, path: string) => Promise<Verdict>;

/**
 * One contract kind: its JSON shape (a zod schema, the single source for validation, types
 * and docs) and how to judge it. Composite kinds receive the schema of a whole contract and a
 * function that evaluates a child clause.
 */
export interface ContractKind<C extends { kind: string }> {
  kind: C['kind'];
  schema(contract: z.ZodType<Contract>): z.ZodType<C>;
  evaluate(contract: C, context: EvalContext, path: string, evaluateChild: EvaluateChild): Promise<Verdict>;
}

export function defineKind<C extends { kind: string }>(kind: ContractKind<C>): ContractKind<C> {
  return kind;
}

/**
 * Evaluates `children` in order until one comes out `decisive` (fail for and, pass for or):
 * the evidence keeps every child that was evaluated and none after the deciding one.
 */
export async function evaluateUntil(
  decisive: Verdict['outcome'],
  children: readonly Contract[],
  path: string,
  evaluateChild: EvaluateChild,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const [index, child] of children.entries()) {
    const verdict = await evaluateChild(child, `${path}.children[${index}]`);
    verdicts.push(verdict);
    if (verdict.outcome === decisive) break;
  }
  return verdicts;
}
