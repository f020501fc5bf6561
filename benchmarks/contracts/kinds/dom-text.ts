import { z } from 'zod';
import { type ContractKind, defineKind } from '../kind.ts';
import { readPage } from '../page-read.ts';
import { flatText } from '../verdict.ts';

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

// An element's text is shown whole up to this many characters; a longer one (a whole page) by its
// passage nearest the expectation, which is what a person needs to see why it did not match.
const TEXT_SHOWN_LIMIT = 2_000;

/**
 * `text` on one line, whole when short; else the TEXT_SHOWN_LIMIT characters around where the
 * longest start of `wanted` occurs (the start of the text when none does), cut at word boundaries.
 */
export function nearestPassage(text: string, wanted: string): string {
  const flat = flatText(text);
  if (flat.length <= TEXT_SHOWN_LIMIT) return flat;
  const target = flatText(wanted);
  // Longest prefix of `wanted` in the text: a prefix that occurs has every shorter one occurring too.
  let [low, high] = [0, target.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (flat.includes(target.slice(0, middle))) low = middle;
    else high = middle - 1;
  }
  const at = low === 0 ? 0 : flat.indexOf(target.slice(0, low));
  let start = Math.max(0, Math.min(at - TEXT_SHOWN_LIMIT / 2, flat.length - TEXT_SHOWN_LIMIT));
  let end = start + TEXT_SHOWN_LIMIT;
  if (start > 0) start = flat.indexOf(' ', start) + 1;
  if (end < flat.length) end = flat.lastIndexOf(' ', end);
  const where = low === 0 ? 'its start' : `where ${JSON.stringify(target.slice(0, low))} occurs`;
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''} (${flat.length} characters; shown: ${where})`;
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
      observed: nearestPassage(text, contract.contains),
      details: { matched: true, textLength: text.length },
    };
  },
});
