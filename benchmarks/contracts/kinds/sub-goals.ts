import { z } from 'zod';
import { type Contract, type ContractKind, defineKind } from '../kind.ts';
import type { Verdict } from '../verdict.ts';

/** One named part of a long task (a request of a workday): its clauses judge it whole. */
export interface SubGoal {
  name: string;
  contract: Contract;
}

export interface SubGoalsContract {
  kind: 'sub_goals';
  goals: SubGoal[];
}

/** How many of a task's sub-goals were right: partial progress, a diagnostic beside the verdict, never the score. */
export interface SubGoalTally {
  right: number;
  total: number;
  /** The names of the sub-goals that were not right, in the contract's order. */
  missed: string[];
}

declare module '../kind.ts' {
  interface ContractShapes {
    sub_goals: SubGoalsContract;
  }
}

const KIND = 'sub_goals';
const name = z.string().trim().min(3).max(120).regex(/^[^\n]*$/, 'one line');

export const subGoals: ContractKind<SubGoalsContract> = defineKind({
  kind: KIND,
  summary: 'every named sub-goal passes; each is judged, none skipped after a failure, and the number right is kept as partial progress',
  children: (contract) => contract.goals.map((goal, index) => ({ contract: goal.contract, key: ['goals', index, 'contract'] })),
  schema: (contract) => z.strictObject({ kind: z.literal(KIND), goals: z.array(z.strictObject({ name, contract })).min(1).max(40) }),
  check(contract) {
    const names = contract.goals.map((goal) => goal.name.toLowerCase());
    return [...new Set(names.filter((goal, index) => names.indexOf(goal) !== index))].map((twice) => `goals: two sub-goals are named ${JSON.stringify(twice)}`);
  },
  async evaluate(contract, { outcomeOnly }, path, evaluateChild) {
    // Every goal is judged, whatever the others gave: the count right is the point. Where only the
    // outcome is wanted (a stop condition, the judge check's other submissions), the first goal that
    // fails decides it, as for an `and`.
    const children: Verdict[] = [];
    for (const [index, goal] of contract.goals.entries()) {
      children.push(await evaluateChild(goal.contract, `${path}.goals[${index}].contract`));
      if (outcomeOnly && children[index].outcome === 'fail') break;
    }
    const missed = contract.goals.filter((_, index) => children[index] && children[index].outcome !== 'pass').map((goal) => goal.name);
    const failed = children.some((c) => c.outcome === 'fail');
    const tally: SubGoalTally = { right: children.filter((c) => c.outcome === 'pass').length, total: contract.goals.length, missed };
    return {
      outcome: failed ? 'fail' : missed.length > 0 ? 'inconclusive' : 'pass',
      path,
      kind: KIND,
      expected: `all ${contract.goals.length} sub-goals right`,
      observed: missed.length === 0 ? 'all right' : `${tally.right} of ${tally.total} right; not right: ${missed.join('; ')}`,
      // A goal left unjudged after an outcome-only stop has no outcome.
      details: { sub_goals: tally, goals: contract.goals.map((goal, index) => ({ name: goal.name, outcome: children[index]?.outcome ?? 'not judged' })) },
      children,
    };
  },
});

/** The sub-goals right of the first `sub_goals` clause in a verdict tree (the task's own), if it has one. */
export function subGoalTally(verdict: Verdict | undefined): SubGoalTally | undefined {
  if (!verdict) return undefined;
  if (verdict.kind === KIND) return verdict.details?.sub_goals as SubGoalTally | undefined;
  for (const child of verdict.children ?? []) {
    const found = subGoalTally(child);
    if (found) return found;
  }
  return undefined;
}
