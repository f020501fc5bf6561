import { z } from 'zod';
import { containsWords, KNOWN_UNITS, normalizeAnswer, saysNotFound, statesNumber } from '../answer-match.ts';
import { type ContractKind, defineKind } from '../kind.ts';
import { preview } from '../verdict.ts';

const text = z.string().min(1).max(1024);

const schema = z
  .strictObject({
    kind: z.literal('answer'),
    /** Every one of these occurs in the answer, as whole words, compared normalised (case, accents, punctuation). */
    contains: z.union([text, z.array(text).min(1).max(20)]).optional(),
    /** The whole answer, normalised, is this. */
    equals: text.optional(),
    /** At least one of these occurs in the answer (accepted phrasings of one fact). */
    one_of: z.array(text).min(1).max(20).optional(),
    /** The answer states this number, in `unit` (converted from another unit of the same kind), within `tolerance`. */
    number: z.number().finite().optional(),
    unit: z.string().refine((u) => KNOWN_UNITS.includes(u.toLowerCase()), { message: `a known unit (${KNOWN_UNITS.join(', ')})` }).optional(),
    tolerance: z.number().min(0).optional(),
    /** The right answer is that the thing does not exist or cannot be done: the answer must begin with NOT FOUND. */
    not_found: z.literal(true).optional(),
  })
  .superRefine((contract, ctx) => {
    const ways = (['contains', 'equals', 'one_of', 'number', 'not_found'] as const).filter((key) => contract[key] !== undefined);
    if (ways.length !== 1)
      ctx.addIssue({ code: 'custom', message: `give exactly one of contains, equals, one_of, number, not_found (got ${ways.join(', ') || 'none'})` });
    if ((contract.unit !== undefined || contract.tolerance !== undefined) && contract.number === undefined)
      ctx.addIssue({ code: 'custom', path: [contract.unit !== undefined ? 'unit' : 'tolerance'], message: 'only with number' });
  });
export type AnswerContract = z.infer<typeof schema>;

function expectation(contract: AnswerContract): string {
  if (contract.not_found) return 'an answer saying NOT FOUND';
  if (contract.equals !== undefined) return `an answer equal to ${JSON.stringify(contract.equals)}`;
  if (contract.one_of) return `an answer containing one of ${contract.one_of.map((t) => JSON.stringify(t)).join(', ')}`;
  if (contract.number !== undefined)
    return `an answer stating ${contract.number}${contract.unit ? ` ${contract.unit}` : ''}${contract.tolerance ? ` ± ${contract.tolerance}` : ''}`;
  const all = typeof contract.contains === 'string' ? [contract.contains] : contract.contains!;
  return `an answer containing ${all.map((t) => JSON.stringify(t)).join(' and ')}`;
}

function holds(contract: AnswerContract, answer: string): boolean {
  if (contract.not_found) return saysNotFound(answer);
  // An answer that says "not found" never passes a task whose thing exists.
  if (saysNotFound(answer)) return false;
  if (contract.equals !== undefined) return normalizeAnswer(answer) === normalizeAnswer(contract.equals);
  if (contract.one_of) return contract.one_of.some((t) => containsWords(answer, t));
  if (contract.number !== undefined) return statesNumber(answer, contract.number, contract.unit, contract.tolerance ?? 0) !== undefined;
  const all = typeof contract.contains === 'string' ? [contract.contains] : contract.contains!;
  return all.every((t) => containsWords(answer, t));
}

/** The agent's final answer: no answer fails, it is never inconclusive. */
export const answer: ContractKind<AnswerContract> = defineKind({
  kind: 'answer',
  summary: "the agent's final answer states the fact (normalised text, numbers with units and a tolerance, one of several phrasings) or says NOT FOUND; no answer fails",
  schema: () => schema,
  async evaluate(contract, { answer: given }, path) {
    const expected = expectation(contract);
    if (given === undefined || given.trim() === '')
      return { outcome: 'fail', path, kind: 'answer', expected, observed: 'no answer was given', details: { answered: false } };
    return {
      outcome: holds(contract, given) ? 'pass' : 'fail',
      path,
      kind: 'answer',
      expected,
      observed: preview(given),
      details: { answered: true, normalized: preview(normalizeAnswer(given)) },
    };
  },
});
