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
  summary: 'every child passes; judged in order, stopping at the first that fails',
  children: (contract) => contract.children.map((child, index) => ({ contract: child, key: ['children', index] })),
  schema: (contract) => z.strictObject({ kind: z.literal('and'), children: z.array(contract).min(1) }),
  async evaluate(contract, _context, path, evaluateChild) {
    const children = await evaluateUntil('fail', contract.children, path, evaluateChild);
    const failed = children.find((c) => c.outcome === 'fail');
    const unsure = children.find((c) => c.outcome === 'inconclusive');
    return {
      outcome: failed ? 'fail' : unsure ? 'inconclusive' : 'pass',
      path,
      kind: 'and',
      expected: `all ${contract.children.length} children pass`,
      observed: failed ? `${failed.path} failed` : unsure ? `${unsure.path} inconclusive` : 'all passed',
      children,
    };
  },
});
