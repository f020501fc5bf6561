import { z } from 'zod';
import { type ContractKind, defineKind } from '../kind.ts';
import { regexSource } from '../regex.ts';

const schema = z.strictObject({
  kind: z.literal('url'),
  /** Regex source tested against the top-frame URL; never auto-anchored. */
  pattern: regexSource,
});
export type UrlContract = z.infer<typeof schema>;

declare module '../kind.ts' {
  interface ContractShapes {
    url: UrlContract;
  }
}

export const url: ContractKind<UrlContract> = defineKind({
  kind: 'url',
  summary: 'the top-frame URL of the final page matches a regular expression (RE2, never auto-anchored)',
  schema: () => schema,
  async evaluate(contract, { page, matching }, path) {
    const current = page.url();
    return {
      outcome: matching.finds(contract.pattern, current) ? 'pass' : 'fail',
      path,
      kind: 'url',
      expected: `URL matches /${contract.pattern}/`,
      observed: current,
    };
  },
});
