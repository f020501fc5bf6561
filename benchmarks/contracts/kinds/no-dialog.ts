import { z } from 'zod';
import { type ContractKind, defineKind } from '../kind.ts';

const schema = z.strictObject({ kind: z.literal('no_dialog') });
export type NoDialogContract = z.infer<typeof schema>;

declare module '../kind.ts' {
  interface ContractShapes {
    no_dialog: NoDialogContract;
  }
}

export const noDialog: ContractKind<NoDialogContract> = defineKind({
  kind: 'no_dialog',
  summary: 'no JavaScript dialog (alert, confirm, prompt, beforeunload) is open on the final page',
  schema: () => schema,
  async evaluate(_contract, { page, dialogs }, path) {
    const open = await dialogs.openOn(page);
    return {
      outcome: open ? 'fail' : 'pass',
      path,
      kind: 'no_dialog',
      expected: 'no alert/confirm/prompt/beforeunload dialog open',
      observed: open ? `${open.type} dialog open: ${JSON.stringify(open.message)}` : 'no dialog open',
      details: { dialog_open: open ?? null },
    };
  },
});
