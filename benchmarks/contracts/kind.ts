import type { Page } from '@playwright/test';
import type { z } from 'zod';
import type { SiteRecords } from '../../fixtures-site/site-kit/site.ts';
import type { Submission } from './answer/submission.ts';
import type { Contract } from './contract.ts';
import type { MatchBudget } from './regex.ts';
import type { ScreenshotClasses } from './screenshot/classes.ts';
import type { Verdict } from './verdict.ts';

/** One request the browser made during an episode, as the judge sees it. */
export interface NetworkEntry {
  /** When the request was seen, in episode milliseconds. */
  t: number;
  method: string;
  url: string;
  /** A page made it (a form it sent, a link it followed, its script): it names its page as its Referer. A URL a tool navigated to names none. */
  fromPage: boolean;
  /** The request's body (a form sent by POST), its first NETWORK_BODY_LIMIT characters. */
  body?: string;
  /** Absent until a response arrives; a request that failed never gets one. */
  status?: number;
  failure?: string;
}

/** How much of a request's body the log keeps: enough for a form, bounded for a page that posts megabytes. */
export const NETWORK_BODY_LIMIT = 16 * 1024;

/** The requests of an episode, as recorded by the harness. */
export interface RecordedRequests {
  /** Entries seen at or after `t`, oldest first. */
  since(t: number): readonly NetworkEntry[];
  /** How many of the oldest entries were dropped because the log was full. */
  readonly dropped: number;
}

export interface OpenDialog {
  type: string;
  message: string;
}

/** Which JavaScript dialog is open on a page. */
export interface DialogState {
  openOn(page: Page): Promise<OpenDialog | undefined>;
}

/** Points in episode time (milliseconds) that `network` contracts count requests from. */
export interface EpisodeMarkers {
  /** The agent got control: the start page had loaded and the server was ready. */
  contract_enter: number;
  /** The last tool call was sent; absent when the agent made none. */
  last_tool_call?: number;
}

/** What the judge may look at: the page the agent ended on, what the harness recorded, what the agent answered. */
export interface EvalContext {
  page: Page;
  network: RecordedRequests;
  markers: EpisodeMarkers;
  dialogs: DialogState;
  screenshotClasses: ScreenshotClasses;
  /** The agent's accepted submission (submit_answer), when it made one. */
  submission?: Submission;
  /** The values of one kind on the arena's sites (`wiki.cities`), or undefined for a vocabulary that does not exist. */
  vocabulary(name: string): readonly string[] | undefined;
  /** An arena site's records now, or undefined for a site that does not exist. */
  siteRecords(site: string): SiteRecords | undefined;
  /** The judgement's regular-expression matching, bounded in text length and time. */
  matching: MatchBudget;
  /**
   * Only the outcome is wanted (a stop condition checked after every call): an `and` stops at its
   * first failing child. Otherwise every child of an `and` is judged, so that the verdict names
   * every clause that failed.
   */
  outcomeOnly?: boolean;
}

/** What a kind may check beyond its schema when a task is validated. */
export interface CheckContext {
  screenshotClasses: ScreenshotClasses;
  /** Names of the arena's sites. */
  sites: readonly string[];
}

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
