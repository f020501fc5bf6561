import type { Step, Success } from 'contract-eval/task';
import { SIGN_IN_STEPS } from './app-sign-in.ts';

/**
 * What the rules chore tasks share: the answer's reason, one of a fixed list of the kinds of rule
 * that keep part of a request undone (the same list in every such task, so it tells nothing about
 * the task at hand), the field naming what was left out, and the opening steps (the request in
 * Arena Mail read, then Harbor CRM signed in to at a page: a policy, or the dashboard).
 */
export const RULE_REASONS = ['do not contact', 'key account', 'unit price over the limit', 'ARR change over the limit', 'over the budget', 'change freeze'] as const;

export type RuleReason = (typeof RULE_REASONS)[number];

/** Other wordings of a reason that name it as plainly (the judge matches whole words). */
const REASON_ALIASES: Partial<Record<RuleReason, readonly string[]>> = {
  'key account': ['key accounts'],
  'unit price over the limit': ['unit price over limit', 'price over the limit', 'over the per-unit limit'],
  'ARR change over the limit': ['ARR change over limit', 'change over the limit', 'ARR change above the limit'],
};

/** The answer's two clauses: the set of names left out (of a vocabulary's kind), and the reason among the kinds of rule. */
export function leftOutClauses(what: string, names: readonly string[], of: string, reason: RuleReason): Success[] {
  return [
    { kind: 'answer', field: 'left_out', description: `the ${what} you left out of the request`, items: [...names], of },
    { kind: 'answer', field: 'reason', description: `why they were left out, one of: ${RULE_REASONS.map((r) => `"${r}"`).join(', ')}`, value: [reason, ...(REASON_ALIASES[reason] ?? [])], of: [...RULE_REASONS], type: 'name' },
  ];
}

/** The reference's answer to those clauses. */
export function leftOutAnswer(names: readonly string[], reason: RuleReason, explanation: string): Step {
  return { do: 'answer', fields: { left_out: [...names], reason }, explanation };
}

/** The request opened and read in Arena Mail, then Harbor CRM signed in to at `page` (a path), read when `read`. */
export function readRequest(subject: string, page: string, read: boolean): Step[] {
  return [{ do: 'click', on: { role: 'link', name: subject } }, { do: 'read' }, { do: 'go', url: `http://app.arena.test${page}` }, ...SIGN_IN_STEPS, ...(read ? [{ do: 'read' } satisfies Step] : [])];
}
