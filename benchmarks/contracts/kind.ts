import type { Page } from '@playwright/test';
import type { z } from 'zod';
import type { Contract } from './schema.ts';
import type { Verdict } from './verdict.ts';

/** What the judge may look at: the page the agent ended on. */
export interface EvalContext {
  page: Page;
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
