/**
 * The clauses of a contract that ask for something: those under `and` and `or`, never under a
 * `not` (a clause under `not` says what must not hold).
 */
import type { AnswerClause } from './answer/judge-answer.ts';
import type { Contract } from './contract.ts';
import type { SiteStateContract } from './kinds/site-state.ts';

function asking<K extends Contract['kind']>(contract: Contract, kind: K): Array<Extract<Contract, { kind: K }>> {
  if (contract.kind === kind) return [contract as Extract<Contract, { kind: K }>];
  if (contract.kind === 'and' || contract.kind === 'or') return contract.children.flatMap((child) => asking(child, kind));
  return [];
}

/** The `site_state` clauses: what the task asks of the sites' records. */
export const siteStateClauses = (contract: Contract): SiteStateContract[] => asking(contract, 'site_state');

/** The `answer` clauses an answer must satisfy. */
export const answerClauses = (contract: Contract): AnswerClause[] => asking(contract, 'answer') as AnswerClause[];

/**
 * Whether every way to pass the contract goes through an `answer` clause: then an episode that
 * ends without an answer fails it, whatever the page and the sites hold (no answer fails every
 * answer clause).
 */
export function requiresAnswer(contract: Contract): boolean {
  if (contract.kind === 'answer') return true;
  if (contract.kind === 'and') return contract.children.some(requiresAnswer);
  if (contract.kind === 'or') return contract.children.every(requiresAnswer);
  return false;
}
