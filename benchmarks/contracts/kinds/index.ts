/**
 * The registry of contract kinds: the one place that knows every kind. Adding a kind is its
 * module in this folder and its line in CONTRACT_KINDS; the contract type and schema
 * (../contract.ts), the judge (../evaluate.ts), the task schema and the docs read it from here.
 */
import type { Contract, ContractKind } from '../kind.ts';
import { and } from './and.ts';
import { answer } from './answer.ts';
import { domCount } from './dom-count.ts';
import { domText } from './dom-text.ts';
import { network } from './network.ts';
import { noDialog } from './no-dialog.ts';
import { not } from './not.ts';
import { or } from './or.ts';
import { screenshotClass } from './screenshot-class.ts';
import { siteState } from './site-state.ts';
import { subGoals } from './sub-goals.ts';
import { url } from './url.ts';

/** Every contract kind the judge knows, one module each. */
export const CONTRACT_KINDS = [url, domText, domCount, network, screenshotClass, noDialog, answer, siteState, and, or, not, subGoals] as const;

export const KINDS_BY_NAME: ReadonlyMap<string, ContractKind> = new Map(CONTRACT_KINDS.map((kind) => [kind.kind, kind]));

export function kindOf(contract: Contract): ContractKind {
  const kind = KINDS_BY_NAME.get(contract.kind);
  if (!kind) throw new Error(`unknown contract kind ${JSON.stringify(contract.kind)} (validate contracts before judging)`);
  return kind;
}
