import { z } from 'zod';
import { type Contract, type ContractKind, defineKind, evaluateUntil } from '../kind.ts';

export interface AndContract {
  kind: 'and';
  children: Contract[];
}

declare module '../kind.ts' {
  interface ContractShapes {
    and: AndContract;
  }
}

export const and: ContractKind<AndContract> = defineKind({
  kind: 'and',
  summary: 'every child passes; each judged in order, so that a verdict names every child that fails (a stop condition checked after every call stops at the first)',
  children: (contract) => contract.children.map((child, index) => ({ contract: child, key: ['children', index] })),
  schema: (contract) => z.strictObject({ kind: z.literal('and'), children: z.array(contract).min(1) }),
  async evaluate(contract, { outcomeOnly }, path, evaluateChild) {
    // The verdict a person reads names every failing child; a stop condition needs only the first.
    const children = await evaluateUntil(outcomeOnly ? 'fail' : undefined, contract.children, path, evaluateChild);
    const failed = children.filter((c) => c.outcome === 'fail');
    const unsure = children.filter((c) => c.outcome === 'inconclusive');
    const paths = (verdicts: typeof children) => verdicts.map((c) => c.path).join(', ');
    return {
      outcome: failed.length > 0 ? 'fail' : unsure.length > 0 ? 'inconclusive' : 'pass',
      path,
      kind: 'and',
      expected: `all ${contract.children.length} children pass`,
      observed: failed.length > 0 ? `${paths(failed)} failed` : unsure.length > 0 ? `${paths(unsure)} inconclusive` : 'all passed',
      children,
    };
  },
});
