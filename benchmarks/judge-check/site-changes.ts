/**
 * Changes on a site after a state task's reference solution that nobody asked for: another record
 * edited or cancelled, another field of the record the task is about, an extra item or order. A
 * judge that lets one pass misses side effects. Each site says, once, in its own module beside it
 * (`fixtures-site/arena/<site>/extra-changes.ts`), how its UI makes such a change; this registry
 * picks the modules a task's judged collections call for.
 */
import { extraChanges as appChanges } from '../../fixtures-site/arena/app/extra-changes.ts';
import { extraChanges as bookChanges } from '../../fixtures-site/arena/book/extra-changes.ts';
import { extraChanges as mailChanges } from '../../fixtures-site/arena/mail/extra-changes.ts';
import { extraChanges as shopChanges } from '../../fixtures-site/arena/shop/extra-changes.ts';
import type { Contract } from '../contracts/contract.ts';
import { judgedCollections, type ExtraChange, type JudgedCollection } from './extra-change.ts';

/** Each site's extra changes for a task whose first judged collection is on it. */
const SITE_CHANGES: Readonly<Record<string, (contract: Contract, judged: readonly JudgedCollection[]) => ExtraChange[]>> = {
  app: appChanges,
  book: bookChanges,
  shop: shopChanges,
};

/**
 * The extra changes for a state task (one that judges a site's records); none for a task that
 * judges none: the first judged collection's site's, and a message nobody asked for where the
 * task judges the mail it sends (a reply).
 */
export function extraChanges(contract: Contract): ExtraChange[] {
  const judged = judgedCollections(contract);
  const mail = judged.some((j) => j.site === 'mail' && j.collection === 'messages') ? mailChanges() : [];
  return [...(SITE_CHANGES[judged[0]?.site]?.(contract, judged) ?? []), ...mail];
}
