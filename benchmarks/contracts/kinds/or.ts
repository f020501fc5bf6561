import { z } from 'zod';
import { defineKind, evaluateUntil } from '../kind.ts';
import type { Contract } from '../schema.ts';

export interface OrContract {
  kind: 'or';
  children: Contract[];
}

export const or = defineKind<OrContract>({
  kind: 'or',
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
      observed: passed ? `${passed.path} passed` : unsure ? `${unsure.path} inconclusive, none passed` : 'none passed',
      children,
    };
  },
});
