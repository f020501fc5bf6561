import type { EvalContext } from './judge-context.ts';
import type { Contract } from './kind.ts';
import { kindOf } from './kinds/index.ts';
import type { Verdict } from './verdict.ts';

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
