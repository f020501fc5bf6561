/** What the judge says about one clause of a contract, with the evidence it saw. */
export type Outcome = 'pass' | 'fail' | 'inconclusive';

export interface Verdict {
  outcome: Outcome;
  /** Where the clause sits in the task spec, e.g. `success.children[1]`. */
  path: string;
  kind: string;
  /** What the clause asks for, in words. */
  expected: string;
  /** What the judge saw: a bounded preview, never a whole page. */
  observed: string;
  /** Kind-specific measurements (text length, element count, …). */
  details?: Record<string, unknown>;
  /** Evaluated children, in order; and/or stop at the first child that decides. */
  children?: Verdict[];
}

export const PREVIEW_LIMIT = 240;

/** Whitespace-collapsed text cut to PREVIEW_LIMIT characters. */
export function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PREVIEW_LIMIT ? flat : `${flat.slice(0, PREVIEW_LIMIT - 1)}…`;
}

/** `success.children[1] (dom_text)` — how reports and failures name a clause. */
export function clauseLabel(verdict: Pick<Verdict, 'path' | 'kind'>): string {
  return `${verdict.path} (${verdict.kind})`;
}

/**
 * The clause to blame for a verdict that is not a pass: follow `and` (and `sub_goals`) into its first
 * non-passing child; an `or` or `not` is blamed as a whole (no single child decided it).
 */
export function blamedClause(verdict: Verdict): Verdict | undefined {
  if (verdict.outcome === 'pass') return undefined;
  if (verdict.kind === 'and' || verdict.kind === 'sub_goals') {
    const child = verdict.children?.find((c) => c.outcome === 'fail') ?? verdict.children?.find((c) => c.outcome !== 'pass');
    if (child) return blamedClause(child);
  }
  return verdict;
}
