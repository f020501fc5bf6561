import { z } from 'zod';
import type { ContractKind } from './kind.ts';
import { CONTRACT_KINDS } from './kinds/index.ts';

type ShapeOf<K> = K extends ContractKind<infer C> ? C : never;

/** An outcome contract: a clause of one of the registered kinds (kinds/index.ts). */
export type Contract = ShapeOf<(typeof CONTRACT_KINDS)[number]>;

/** Built from the registry: adding a kind is adding its module to kinds/index.ts. */
export const contractSchema: z.ZodType<Contract> = z
  .lazy(() => {
    const [first, ...rest] = CONTRACT_KINDS.map((kind) => kind.schema(contractSchema));
    return z.discriminatedUnion('kind', [first, ...rest]);
  })
  .meta({ id: 'Contract', description: 'An outcome contract, judged on the page the agent ended on.' });
