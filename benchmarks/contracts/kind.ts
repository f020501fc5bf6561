/**
 * What a contract kind is: its JSON shape, what it checks beyond the shape, and how it is judged.
 * A kind module imports this file and the bottom layer (./judge-context.ts, ./verdict.ts) only,
 * never the registry (./kinds/index.ts) nor anything built from it (./contract.ts, ./evaluate.ts).
 */
import type { z } from 'zod';
import type { CheckContext, EvalContext } from './judge-context.ts';
import type { Verdict } from './verdict.ts';

/**
 * The shape of every contract kind, by kind name. Empty here: each kind module adds its own shape
 * (`declare module '../kind.ts' { interface ContractShapes { url: UrlContract } }`), so a composite
 * kind (and, or, not) can hold `Contract` children without importing the registry, and the type
 * stays whole. tests/contract-registry.spec.ts does not compile if the shapes and the registry part.
 */
export interface ContractShapes {}

/** An outcome contract: a clause of one of the kinds (their shapes in ContractShapes). */
export type Contract = ContractShapes[keyof ContractShapes];

export type EvaluateChild = (contract: Contract, path: string) => Promise<Verdict>;

/** A clause inside another, and the JSON path from its parent to it (e.g. `['children', 1]`). */
export interface ChildClause {
  contract: Contract;
  key: ReadonlyArray<string | number>;
}

/** What a kind's zod schema must be: one member of the `kind`-discriminated union of contracts. */
export type KindSchema<C> = z.ZodType<C> & z.core.$ZodTypeDiscriminable;

/**
 * One contract kind, as its module writes it: its JSON shape (a zod schema, the single source for
 * validation, types, the JSON Schema and the docs), what it checks beyond the shape, and how to
 * judge it. Composite kinds receive the schema of a whole contract, name their child clauses and
 * get a function that evaluates one.
 */
export interface KindDefinition<C extends { kind: string }> {
  kind: C['kind'];
  /** One line for the docs' table of kinds. */
  summary: string;
  schema(contract: z.ZodType<Contract>): KindSchema<C>;
  /** Problems the schema cannot see (a class or a site that does not exist), each one message. */
  check?(contract: C, context: CheckContext): string[];
  children?(contract: C): ChildClause[];
  evaluate(contract: C, context: EvalContext, path: string, evaluateChild: EvaluateChild): Promise<Verdict>;
}

/** A registered kind: its definition's hooks take any contract of this kind, so the registry can dispatch on `kind`. */
export interface ContractKind<C extends { kind: string } = { kind: string }> {
  kind: C['kind'];
  summary: string;
  schema(contract: z.ZodType<Contract>): KindSchema<C>;
  check(contract: Contract, context: CheckContext): string[];
  children(contract: Contract): ChildClause[];
  evaluate(contract: Contract, context: EvalContext, path: string, evaluateChild: EvaluateChild): Promise<Verdict>;
}

export function defineKind<C extends { kind: string }>(definition: KindDefinition<C>): ContractKind<C> {
  // Contracts are validated before they are judged: the kind field decides the shape.
  const isMine = (contract: { kind: string }): contract is C => contract.kind === definition.kind;
  const mine = (contract: Contract): C => {
    if (!isMine(contract)) throw new Error(`the ${definition.kind} kind was given a ${contract.kind} contract`);
    return contract;
  };
  return {
    kind: definition.kind,
    summary: definition.summary,
    schema: definition.schema,
    check: (contract, context) => definition.check?.(mine(contract), context) ?? [],
    children: (contract) => definition.children?.(mine(contract)) ?? [],
    evaluate: (contract, context, path, evaluateChild) => definition.evaluate(mine(contract), context, path, evaluateChild),
  };
}

/**
 * Evaluates `children` in order until one comes out `decisive` (fail for and, pass for or), or
 * every one of them without: the evidence keeps every child that was evaluated and none after the
 * deciding one.
 */
export async function evaluateUntil(
  decisive: Verdict['outcome'] | undefined,
  children: readonly Contract[],
  path: string,
  evaluateChild: EvaluateChild,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const [index, child] of children.entries()) {
    const verdict = await evaluateChild(child, `${path}.children[${index}]`);
    verdicts.push(verdict);
    if (verdict.outcome === decisive) break;
  }
  return verdicts;
}
