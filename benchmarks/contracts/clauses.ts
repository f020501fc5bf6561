/**
 * The clauses of a contract that ask for something: those under `and`, `or` and `sub_goals`, never
 * under a `not` (a clause under `not` says what must not hold).
 */
import type { AnswerClause } from './answer/clause.ts';
import type { Contract } from './contract.ts';
import type { SiteStateContract } from './kinds/site-state.ts';

/** The clauses a clause asks for together: an `and`'s or an `or`'s children, a `sub_goals`' goals. */
function asked(contract: Contract): readonly Contract[] {
  if (contract.kind === 'and' || contract.kind === 'or') return contract.children;
  if (contract.kind === 'sub_goals') return contract.goals.map((goal) => goal.contract);
  return [];
}

function asking<K extends Contract['kind']>(contract: Contract, kind: K): Array<Extract<Contract, { kind: K }>> {
  if (contract.kind === kind) return [contract as Extract<Contract, { kind: K }>];
  return asked(contract).flatMap((child) => asking(child, kind));
}

/** The `site_state` clauses: what the task asks of the sites' records. */
export const siteStateClauses = (contract: Contract): SiteStateContract[] => asking(contract, 'site_state');

/** The `answer` clauses an answer must satisfy. */
export const answerClauses = (contract: Contract): AnswerClause[] => asking(contract, 'answer') as AnswerClause[];

/**
 * Whether some way to pass the contract lets the answer be `given`, whatever the page and the
 * sites hold: `none` (no submission fails every `answer` clause) or `not-found` (status
 * not_found with no field: it can pass only a clause whose right answer is not_found).
 */
export function answerCanPass(contract: Contract, given: 'none' | 'not-found'): boolean {
  if (contract.kind === 'answer') return given === 'not-found' && (contract as AnswerClause).not_found === true;
  if (contract.kind === 'and' || contract.kind === 'sub_goals') return asked(contract).every((child) => answerCanPass(child, given));
  if (contract.kind === 'or') return contract.children.some((child) => answerCanPass(child, given));
  return true;
}

/** Whether every way to pass the contract goes through an `answer` clause: an episode that ends without an answer fails it. */
export const requiresAnswer = (contract: Contract): boolean => !answerCanPass(contract, 'none');
