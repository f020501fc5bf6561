import { z } from 'zod';
import { type Contract, type ContractKind, defineKind, evaluateUntil } from '../kind.ts';
import { clauseLabel } from '../verdict.ts';

export interface OrContract {
  kind: 'or';
  children: Contract[];
}

declare module '../kind.ts' {
  interface ContractShapes {
    or: OrContract;
  }
}

export const or: ContractKind<OrContract> = defineKind({
  kind: 'or',
  summary: 'at least one child passes; judged in order, stopping at the first that passes',
  children: (contract) => contract.children.map((child, index) => ({ contract: child, key: ['children', index] })),
  schema: (contract) => z.strictObject({ kind: z.literal('or'), children: z.array(contract).min(1) }),
  async evaluate(contract, _context, path, evaluateChild) {
    const children = await evaluateUntil('pass', contract.children, path, evaluateChild);
    const passed = children.find((c) => c.outcome === 'pass');
    // No pass and at least one child we could not judge: we cannot say it failed.
    const unsure = children.find((c) => c.outcome === 'inconclusive');
    return {
      outcome: passed ? 'pass' : unsure ? 'inconclusive' : 'fail',
      path,
      kind: 'or',
      expected: `at least one of ${contract.children.length} children passes`,
      // Every child was judged and none passed: each one's observation, in full, says why.
      observed: passed ? `${passed.path} passed` : `none passed: ${children.map((c) => `${clauseLabel(c)} ${c.outcome === 'fail' ? 'failed' : 'inconclusive'}, expected ${c.expected}, observed ${c.observed}`).join('; ')}`,
      children,
    };
  },
});
