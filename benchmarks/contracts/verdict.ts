/** What the judge says about one clause of a contract, with the evidence it saw. */
export type Outcome = 'pass' | 'fail' | 'inconclusive';

export interface Verdict {
  outcome: Outcome;
  /** Where the clause sits in the task spec, e.g. `success.children[1]`. */
  path: string;
  kind: string;
  /** What the clause asks for, in words, in full. */
  expected: string;
  /** What the judge saw, in full: the value compared (a URL, a record, an answer); of a long text, the passage nearest the expectation. */
  observed: string;
  /** Kind-specific measurements (text length, element count, …). */
  details?: Record<string, unknown>;
  /** Evaluated children, in order: an `or` stops at the first that passes; an `and` judged for its outcome only, at the first that fails. */
  children?: Verdict[];
}

export const PREVIEW_LIMIT = 240;

/** Whitespace-collapsed text cut to PREVIEW_LIMIT characters: for messages about a call, never a verdict's values. */
export function preview(text: string): string {
  const flat = flatText(text);
  return flat.length <= PREVIEW_LIMIT ? flat : `${flat.slice(0, PREVIEW_LIMIT - 1)}…`;
}

/** Text on one line: runs of white space as one space. */
export const flatText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** `success.children[1] (dom_text)` — how reports and failures name a clause. */
export function clauseLabel(verdict: Pick<Verdict, 'path' | 'kind'>): string {
  return `${verdict.path} (${verdict.kind})`;
}

/**
 * Every clause to blame for a verdict that is not a pass, in the contract's order: an `and` (and a
 * `sub_goals`) is followed into each of its children that did not pass; an `or` or a `not` is blamed as a whole
 * (no single child decided it; its observation names its children's).
 */
export function failingClauses(verdict: Verdict): Verdict[] {
  if (verdict.outcome === 'pass') return [];
  const within = verdict.kind === 'and' || verdict.kind === 'sub_goals' ? (verdict.children ?? []).flatMap(failingClauses) : [];
  return within.length > 0 ? within : [verdict];
}

/** The one clause to name first: the first that failed, else the first that could not be judged. */
export function blamedClause(verdict: Verdict): Verdict | undefined {
  const failing = failingClauses(verdict);
  return failing.find((clause) => clause.outcome === 'fail') ?? failing[0];
}
