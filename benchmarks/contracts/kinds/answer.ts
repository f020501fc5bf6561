import { answerClauseSchema, subjectSlots, type AnswerClause, type AnswerSlot } from '../answer/clause.ts';
import { judgeAnswer } from '../answer/judge-answer.ts';
import { type ContractKind, defineKind } from '../kind.ts';
import type { z } from 'zod';

export type AnswerContract = z.infer<typeof answerClauseSchema>;

const show = (value: unknown) => JSON.stringify(value);

function slotExpectation(slot: AnswerSlot): string {
  const kindOf = slot.of === undefined ? '' : typeof slot.of === 'string' ? ` (of ${slot.of})` : ` (of ${slot.of.length} listed values)`;
  const value = (() => {
    if (slot.value !== undefined) return `${typeof slot.value === 'string' ? show(slot.value) : slot.value.map(show).join(' or ')}${kindOf}`;
    if (slot.number !== undefined) return `${slot.number}${slot.unit ? ` ${slot.unit}` : ''}${slot.tolerance ? ` ± ${slot.tolerance}` : ''}`;
    if (slot.date !== undefined) return slot.date;
    return `exactly {${slot.items!.map((item) => (Array.isArray(item) ? show(item[0]) : show(item))).join(', ')}}${kindOf}`;
  })();
  return `${slot.field} = ${value}`;
}

function expectation(clause: AnswerClause): string {
  if (clause.not_found) return 'status not_found, with no field';
  if (clause.per)
    return `${clause.field}: ${Object.entries(clause.per)
      .map(([subject, slots]) => `${subject} {${subjectSlots(slots).map(slotExpectation).join(', ')}}`)
      .join('; ')}`;
  return slotExpectation(clause);
}

/** The agent's submission, judged field by field on its types: no submission fails, it is never inconclusive (but for a vocabulary that does not exist). */
declare module '../kind.ts' {
  interface ContractShapes {
    answer: AnswerContract;
  }
}

export const answer: ContractKind<AnswerContract> = defineKind({
  kind: 'answer',
  summary:
    "the agent's submission (submit_answer) gives the field the value asked: a string naming the expected value and no other of its kind, a number in the slot's unit within its tolerance, a date at the slot's precision, the exact set of items, one object per subject; or status not_found with no field, where the thing does not exist",
  schema: () => answerClauseSchema,
  async evaluate(contract, { submission, vocabulary }, path) {
    const judged = judgeAnswer(contract as AnswerClause, submission, { vocabulary });
    return {
      outcome: judged.pass ? 'pass' : 'fail',
      path,
      kind: 'answer',
      expected: expectation(contract as AnswerClause),
      observed: judged.reason,
      details: { submitted: submission !== undefined, reason: judged.reason, ...(contract.field !== undefined && { field: contract.field }) },
    };
  },
});
