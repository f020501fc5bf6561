import { z } from 'zod';
import { type ContractKind, defineKind } from '../kind.ts';
import { readPage } from '../page-read.ts';
import { preview } from '../verdict.ts';

const schema = z.strictObject({
  kind: z.literal('dom_text'),
  /** CSS selector; the first match is read. Defaults to `body`. */
  selector: z.string().min(1).max(1024).optional(),
  /** Case-sensitive substring of the element's rendered text (innerText). */
  contains: z.string().min(1).max(4096),
});
export type DomTextContract = z.infer<typeof schema>;

declare module '../kind.ts' {
  interface ContractShapes {
    dom_text: DomTextContract;
  }
}

export const domText: ContractKind<DomTextContract> = defineKind({
  kind: 'dom_text',
  summary: 'the rendered text of the first element matching a selector (default body) contains a string, case-sensitive',
  schema: () => schema,
  async evaluate(contract, { page }, path) {
    const selector = contract.selector ?? 'body';
    const text = await readPage(
      page,
      (sel) => (document.querySelector(sel) as HTMLElement | null)?.innerText ?? null,
      selector,
    );
    const expected = `text of ${selector} contains ${JSON.stringify(contract.contains)}`;
    if (text === null)
      return { outcome: 'fail', path, kind: 'dom_text', expected, observed: `no element matches ${selector}`, details: { matched: false } };
    return {
      outcome: text.includes(contract.contains) ? 'pass' : 'fail',
      path,
      kind: 'dom_text',
      expected,
      observed: preview(text),
      details: { matched: true, textLength: text.length },
    };
  },
});
