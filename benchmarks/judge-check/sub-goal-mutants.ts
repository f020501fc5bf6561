/**
 * The judge check's sub-goal mutants, for a task judged by sub-goals (a workday): the reference's
 * result with one sub-goal's work left out, judged again on the same page, each must fail. Of the
 * sites' records as the reference left them, every record the sub-goal's `site_state` clauses
 * describe goes back to how it was when the agent got control (or goes, when it was made in the
 * episode); of the reference's submission, the fields its `answer` clauses judge go. A sub-goal
 * whose records the reference never changed (a key account left active, a booking kept) asks that
 * something stay as it was: it has no work to leave out. Nothing is replayed: the records are the
 * judge's evidence, and the mutant is that evidence without the sub-goal's writes.
 */
import type { CollectionChanges } from '../../fixtures-site/site-kit/site.ts';
import type { Submission } from '../contracts/answer/submitted.ts';
import { answerClauses, siteStateClauses } from '../contracts/clauses.ts';
import type { Contract } from '../contracts/contract.ts';
import type { SiteSnapshot } from '../contracts/side-effects.ts';
import { matchesRecord, type SiteStateContract } from '../contracts/kinds/site-state.ts';
import type { SubGoalsContract } from '../contracts/kinds/sub-goals.ts';

export interface SubGoalMutant {
  /** `mutant: sub-goal dropped: <its name>`. */
  name: string;
  records: SiteSnapshot;
  submission: Submission | undefined;
}

type Rules = (site: string) => Readonly<Record<string, CollectionChanges>>;
type Record_ = Record<string, unknown>;

/** The records of `after` with those `clause` describes as they were in `before` (or gone, where they were not there). */
function revert(after: SiteSnapshot, before: SiteSnapshot, clause: SiteStateContract, rules: Rules): SiteSnapshot {
  const { site, collection, where } = clause;
  const now = after.get(site)?.[collection];
  if (!now || !where || (clause.count?.op === 'eq' && clause.count.value === 0)) return after;
  const key = rules(site)[collection]?.key ?? 'id';
  const was = before.get(site)?.[collection] ?? [];
  const reverted = now.flatMap((record): Record_[] => {
    if (!matchesRecord(record, where)) return [record];
    const old = was.find((candidate) => candidate[key] !== undefined && candidate[key] === record[key]);
    return old ? [old] : [];
  });
  return new Map([...after, [site, { ...after.get(site), [collection]: reverted }]]);
}

/** The submission without the fields `contract`'s answer clauses judge. */
function withoutFields(submission: Submission | undefined, contract: Contract): Submission | undefined {
  const fields = new Set(answerClauses(contract).flatMap((clause) => (clause.field === undefined ? [] : [clause.field])));
  if (!submission?.fields || fields.size === 0) return submission;
  return { ...submission, fields: Object.fromEntries(Object.entries(submission.fields).filter(([name]) => !fields.has(name))) };
}

/** One mutant per sub-goal with work to leave out: its writes on the sites, or its fields in the submission. */
export function subGoalMutants(goals: SubGoalsContract['goals'], records: { before: SiteSnapshot; after: SiteSnapshot }, submission: Submission | undefined, rules: Rules): SubGoalMutant[] {
  const same = (a: SiteSnapshot, b: SiteSnapshot) => JSON.stringify([...a]) === JSON.stringify([...b]);
  return goals.flatMap((goal) => {
    const reverted = siteStateClauses(goal.contract).reduce((snapshot, clause) => revert(snapshot, records.before, clause, rules), records.after);
    const answered = withoutFields(submission, goal.contract);
    if (same(reverted, records.after) && answered === submission) return [];
    return [{ name: `mutant: sub-goal dropped: ${goal.name}`, records: reverted, submission: answered }];
  });
}
