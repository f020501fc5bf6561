import type { CallFinding, FindingInput, FindingKind, FindingName } from '../finding.ts';
import { blindAction } from './blind-action.ts';
import { droppedAnswer } from './dropped-answer.ts';
import { lostScriptResult } from './lost-script-result.ts';
import { serverError } from './server-error.ts';
import { silentNoOp } from './silent-no-op.ts';
import { staleReference } from './stale-reference.ts';

/** Every finding the harness looks for in an episode's calls, one module each, in the order reports list them. */
export const FINDING_KINDS: readonly FindingKind[] = [silentNoOp, blindAction, lostScriptResult, droppedAnswer, staleReference, serverError];

export const findingKind = (name: FindingName): FindingKind => FINDING_KINDS.find((kind) => kind.name === name)!;

/** What every kind finds in one episode, by step, then in the kinds' order. */
export function findingsOf(input: FindingInput): CallFinding[] {
  const order = (finding: CallFinding) => FINDING_KINDS.findIndex((kind) => kind.name === finding.kind);
  return FINDING_KINDS.flatMap((kind) => kind.find(input)).sort((a, b) => a.step - b.step || order(a) - order(b));
}
