/**
 * What the judge check's extra changes are made of: a change on a site after a state task's
 * reference solution that nobody asked for, and what each site's module (its `extra-changes.ts`,
 * beside the site) needs to pick a record the task never names. The registry of those modules is
 * ./site-changes.ts.
 */
import type { Contract } from '../contracts/contract.ts';
import { siteStateClauses } from '../contracts/clauses.ts';
import type { ReferenceStep } from '../reference/steps.ts';

export interface ExtraChange {
  /** What changes, for the check's report: `app customers CUS-1001 phone edited`. */
  what: string;
  steps: ReferenceStep[];
}

/** A judged collection: a `site_state` clause's site and collection. */
export interface JudgedCollection {
  site: string;
  collection: string;
}

/** The collections a task judges: its `site_state` clauses' sites and collections. */
export function judgedCollections(contract: Contract): JudgedCollection[] {
  return siteStateClauses(contract).map(({ site, collection }) => ({ site, collection }));
}

/** The id of the first record of `collection` a clause asks to exist with named fields (not one it asks to be gone). */
export function namedRecord(contract: Contract, collection: string): string | undefined {
  const clause = siteStateClauses(contract).find(
    (c) => c.collection === collection && typeof c.where?.id === 'string' && !(c.count?.op === 'eq' && c.count.value === 0),
  );
  return clause?.where?.id as string | undefined;
}

/** The first of `ids` that the task's contract never names. */
export const unnamed = (contract: Contract, ids: readonly string[]) => ids.find((id) => !JSON.stringify(contract).includes(id))!;
