import { z } from 'zod';
import type { AndContract } from './kinds/and.ts';
import type { DomCountContract } from './kinds/dom-count.ts';
import type { DomTextContract } from './kinds/dom-text.ts';
import { CONTRACT_KINDS } from './kinds/index.ts';
import type { NotContract } from './kinds/not.ts';
import type { OrContract } from './kinds/or.ts';
import type { NetworkContract } from './kinds/network.ts';
import type { NoDialogContract } from './kinds/no-dialog.ts';
import type { ScreenshotClassContract } from './kinds/screenshot-class.ts';
import type { UrlContract } from './kinds/url.ts';

/** An outcome contract: the JSON shape of OpenChrome's Outcome Contracts. */
export type Contract =
  | UrlContract
  | DomTextContract
  | DomCountContract
  | NetworkContract
  | ScreenshotClassContract
  | NoDialogContract
  | AndContract
  | OrContract
  | NotContract;

type AnyKindSchema = z.ZodType<Contract> & z.core.$ZodTypeDiscriminable;

/** Built from the kind modules: adding a kind is adding a module to kinds/index.ts. */
export const contractSchema: z.ZodType<Contract> = z.lazy(() =>
  z.discriminatedUnion(
    'kind',
    CONTRACT_KINDS.map((kind) => kind.schema(contractSchema)) as unknown as [AnyKindSchema, ...AnyKindSchema[]],
  ),
).meta({ id: 'Contract', description: 'An outcome contract, judged on the page the agent ended on.' });
