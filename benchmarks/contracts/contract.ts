/**
 * An outcome contract: its type (each kind's shape, declared by its module: ./kind.ts) and its
 * schema, built from the registry (./kinds/index.ts): adding a kind changes neither.
 */
import { z } from 'zod';
import type { Contract } from './kind.ts';
import { CONTRACT_KINDS } from './kinds/index.ts';

export type { Contract } from './kind.ts';

export const contractSchema: z.ZodType<Contract> = z
  .lazy(() => {
    const [first, ...rest] = CONTRACT_KINDS.map((kind) => kind.schema(contractSchema));
    return z.discriminatedUnion('kind', [first, ...rest]);
  })
  .meta({ id: 'Contract', description: 'An outcome contract, judged on the page the agent ended on.' });
