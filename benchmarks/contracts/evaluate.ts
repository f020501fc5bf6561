import type { Contract } from './contract.ts';
import type { ContractKind, EvalContext } from './kind.ts';
import { CONTRACT_KINDS } from './kinds/index.ts';
import type { Verdict } from './verdict.ts';

export type { EvalContext } from './kind.ts';

export const KINDS_BY_NAME: ReadonlyMap<string, ContractKind> = new Map(CONTRACT_KINDS.map((kind) => [kind.kind, kind]));

export function kindOf(contract: Contract): ContractKind {
  const kind = KINDS_BY_NAME.get(contract.kind);
  if (!kind) throw new Error(`unknown contract kind ${JSON.stringify(contract.kind)} (validate contracts before judging)`);
  return kind;
}

/**
 * Judges a validated contract against the live page. Never throws: a clause that cannot be
 * judged (the page crashed, did not answer, the selector is invalid) is `inconclusive`.
 */
export async function evaluate(contract: Contract, context: EvalContext, path = 'success'): Promise<Verdict> {
  const kind = kindOf(contract);
  try {
    return await kind.evaluate(contract, context, path, (child, childPath) => evaluate(child, context, childPath));
  } catch (error) {
    return {
      outcome: 'inconclusive',
      path,
      kind: contract.kind,
      expected: 'a judgeable page',
      observed: (error as Error).message.split('\n')[0],
    };
  }
}
