import { z } from 'zod';
import { type ContractKind, defineKind } from '../kind.ts';
import { readPage } from '../page-read.ts';

const schema = z.strictObject({
  kind: z.literal('dom_count'),
  selector: z.string().min(1).max(1024),
  op: z.enum(['eq', 'gte', 'lte']),
  value: z.number().int().min(0),
});
export type DomCountContract = z.infer<typeof schema>;

const COMPARE = {
  eq: (count: number, value: number) => count === value,
  gte: (count: number, value: number) => count >= value,
  lte: (count: number, value: number) => count <= value,
} as const;

const SYMBOL = { eq: '=', gte: '≥', lte: '≤' } as const;

declare module '../kind.ts' {
  interface ContractShapes {
    dom_count: DomCountContract;
  }
}

export const domCount: ContractKind<DomCountContract> = defineKind({
  kind: 'dom_count',
  summary: 'the number of elements matching a selector is =, ≥ or ≤ a value',
  schema: () => schema,
  async evaluate(contract, { page }, path) {
    const count = await readPage(page, (sel) => document.querySelectorAll(sel).length, contract.selector);
    return {
      outcome: COMPARE[contract.op](count, contract.value) ? 'pass' : 'fail',
      path,
      kind: 'dom_count',
      expected: `count of ${contract.selector} ${SYMBOL[contract.op]} ${contract.value}`,
      observed: `${count} element${count === 1 ? '' : 's'}`,
      details: { count },
    };
  },
});
