import { z } from 'zod';
import { defineKind } from '../kind.ts';
import type { Contract } from '../schema.ts';
import type { Verdict } from '../verdict.ts';

export interface AndContract {
  kind: 'and';
  children: Contract[];
}

export const and = defineKind<AndContract>({
  kind: 'and',
  schema: (contract) => z.strictObject({ kind: z.literal('and'), children: z.array(contract).min(1) }),
  async evaluate(contract, _context, path, evaluateChild) {
    const children: Verdict[] = [];
    for (const [index, child] of contract.children.entries()) {
      const verdict = await evaluateChild(child, `${path}.children[${index}]`);
      children.push(verdict);
      // The first failing child decides; an inconclusive one does not, a later failure still can.
      if (verdict.outcome === 'fail') break;
    }
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
