import { z } from 'zod';
import { defineKind } from '../kind.ts';
import { regexSource } from '../regex.ts';
import { preview } from '../verdict.ts';

const schema = z.strictObject({
  kind: z.literal('url'),
  /** Regex source tested against the top-frame URL; never auto-anchored. */
  pattern: regexSource,
});
export type UrlContract = z.infer<typeof schema>;

export const url = defineKind<UrlContract>({
  kind: 'url',
  schema: () => schema,
  async evaluate(contract, { page }, path) {
    const current = page.url();
    return {
      outcome: new RegExp(contract.pattern).test(current) ? 'pass' : 'fail',
      path,
      kind: 'url',
      expected: `URL matches /${contract.pattern}/`,
      observed: preview(current),
    };
  },
});
