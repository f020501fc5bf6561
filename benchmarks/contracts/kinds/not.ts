import { z } from 'zod';
import { type Contract, type ContractKind, defineKind } from '../kind.ts';

export interface NotContract {
  kind: 'not';
  child: Contract;
}

const FLIP = { pass: 'fail', fail: 'pass', inconclusive: 'inconclusive' } as const;

declare module '../kind.ts' {
  interface ContractShapes {
    not: NotContract;
  }
}

export const not: ContractKind<NotContract> = defineKind({
  kind: 'not',
  summary: 'the child fails (an inconclusive child stays inconclusive)',
  children: (contract) => [{ contract: contract.child, key: ['child'] }],
  schema: (contract) => z.strictObject({ kind: z.literal('not'), child: contract }),
  async evaluate(contract, _context, path, evaluateChild) {
    const child = await evaluateChild(contract.child, `${path}.child`);
    return {
      // Never turns "could not judge" into a pass.
      outcome: FLIP[child.outcome],
      path,
      kind: 'not',
      expected: `${child.path} does not pass`,
      observed: `${child.path} ${child.outcome === 'pass' ? 'passed' : child.outcome === 'fail' ? 'failed' : 'inconclusive'}: ${child.observed}`,
      children: [child],
    };
  },
});
