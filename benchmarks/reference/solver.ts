import type { ToolResponse } from '../mcp/session.ts';
import { SUBMIT_ANSWER_TOOL } from '../contracts/answer/submission.ts';
import { describeLocator, describeStep, stepSubmission, type Locator, type ReferenceStep } from './steps.ts';

/** How a solver makes its tool calls: through the harness, so each is counted, checked and recorded. */
export interface SolverIO {
  call(tool: string, args: Record<string, unknown>): Promise<ToolResponse>;
}

/** Where a solver finds what the harness provides; paths are written as runtime handles, never as this machine's. */
export interface SolverContext {
  /** A file of fixtures-site/uploads/ as the server should be given it. */
  uploadPath(file: string): string;
  /** The episode's envelope limit of one tool in a row (its maxConsecutiveSameTool). */
  sameToolLimit: number;
}

/** Carries out reference steps with one target's tools. `upcoming` is the next step, for solvers that must prepare for it. */
export interface Solver {
  perform(step: ReferenceStep, upcoming: ReferenceStep | undefined): Promise<void>;
  /** Reads the page (one observation call) and names its elements, as an agent sees them. */
  look(): Promise<readonly AccessibleNode[]>;
}

export type SolverFactory = (io: SolverIO, context: SolverContext) => Solver;

/** A step the solver cannot carry out: the message names the element or what is missing. */
export class SolverError extends Error {
  override name = 'SolverError';
}

/** A call the solver needed answered an error: not a missing element, the server failed it. */
export class ToolAnswerError extends SolverError {
  override name = 'ToolAnswerError';

  /** For `tool`'s answer that was not ok: what it answered, on one line and cut short. */
  static of(tool: string, response: { kind: string; text: string }): ToolAnswerError {
    return new ToolAnswerError(`${tool} answered ${response.kind}: ${response.text.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
}

/** One element of an accessibility snapshot: how the target names it, its role, name and states. */
export interface AccessibleNode {
  ref: string;
  role: string;
  name: string;
  states: ReadonlySet<string>;
  /** A field's current text, where the snapshot shows it. */
  value?: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The element a locator names among a snapshot's nodes: same role (or one of the target's aliases for
 * it) and the same name, whitespace collapsed; `nth` picks among several. Throws naming what was
 * looked for and what was there.
 */
export function findNode(nodes: readonly AccessibleNode[], locator: Locator, roleAliases: Readonly<Record<string, readonly string[]>> = {}): AccessibleNode {
  if ('css' in locator) throw new SolverError(`${describeLocator(locator)}: this solver finds elements by role and name only`);
  const roles = new Set([locator.role, ...(roleAliases[locator.role] ?? [])]);
  const name = collapse(locator.name);
  const matches = nodes.filter((node) => roles.has(node.role) && collapse(node.name) === name);
  if (matches.length === 0) {
    const sameRole = nodes.filter((node) => roles.has(node.role)).map((node) => JSON.stringify(node.name));
    throw new SolverError(
      `no ${describeLocator(locator)} in the snapshot (${sameRole.length === 0 ? `no ${locator.role} at all` : `${locator.role}s there: ${sameRole.slice(0, 12).join(', ')}${sameRole.length > 12 ? ', …' : ''}`})`,
    );
  }
  if (locator.nth === undefined && matches.length > 1) throw new SolverError(`${describeLocator(locator)} matches ${matches.length} elements; the step needs nth`);
  const match = matches[locator.nth ?? 0];
  if (!match) throw new SolverError(`${describeLocator(locator)}: only ${matches.length} match`);
  return match;
}

/**
 * The common part of solvers that find elements in an accessibility snapshot: the last snapshot is
 * kept until an action may have changed the page, and taken again when an element is not in it.
 */
export abstract class SnapshotSolver implements Solver {
  private nodes?: readonly AccessibleNode[];
  /** The tool of the last call and how many times in a row it was called. */
  private streak = { tool: '', calls: 0 };
  /** Fills waiting to be sent together. */
  private fills: Array<{ node: AccessibleNode; text: string }> = [];
  /** The target's names for ARIA roles where they differ (Chromium's `image` for `img`, …). */
  protected readonly roleAliases: Readonly<Record<string, readonly string[]>> = {};

  constructor(
    protected readonly io: SolverIO,
    protected readonly context: SolverContext,
  ) {}

  /** Takes a snapshot with the target's observation tool and parses it. */
  protected abstract observe(): Promise<AccessibleNode[]>;

  /**
   * Carries out one step. Reading the page and submitting the answer (the harness's own
   * submit_answer, which ends the episode once accepted) are the same everywhere; every other step
   * is the target's own.
   */
  async perform(step: ReferenceStep, upcoming: ReferenceStep | undefined): Promise<void> {
    if (step.do === 'read') return this.read();
    if (step.do === 'answer') return void (await this.must(SUBMIT_ANSWER_TOOL, stepSubmission(step)));
    return this.carryOut(step, upcoming);
  }

  /** A step with the target's own tools; a step it has no tool for throws `this.cannot(step)`. */
  protected abstract carryOut(step: Exclude<ReferenceStep, { do: 'read' | 'answer' }>, upcoming: ReferenceStep | undefined): Promise<void>;

  /** Why a step this server has no tool for stops the reference solution, naming the step. */
  protected cannot(step: ReferenceStep): SolverError {
    return new SolverError(`cannot ${describeStep(step)}`);
  }

  /** The element, from the last snapshot if it is there, else from a new one. */
  protected async element(locator: Locator): Promise<AccessibleNode> {
    // Near the envelope's limit of one tool in a row (a long form filled field by field), the
    // page is read afresh first: what the envelope recommends as it nears the limit — verify, go on.
    if (this.streak.calls + 1 >= this.context.sameToolLimit) this.nodes = undefined;
    if (this.nodes) {
      try {
        return findNode(this.nodes, locator, this.roleAliases);
      } catch {
        // not in the last snapshot: the page may have changed since
      }
    }
    this.nodes = await this.observe();
    return findNode(this.nodes, locator, this.roleAliases);
  }

  /**
   * Consecutive fills are sent as one call, as an agent fills a form from one look at it: a fill
   * followed by another (of an element named by role) waits; the last one returns them all.
   */
  protected queueFill(node: AccessibleNode, text: string, upcoming: ReferenceStep | undefined): Array<{ node: AccessibleNode; text: string }> | undefined {
    this.fills.push({ node, text });
    if (upcoming?.do === 'fill' && !('css' in upcoming.on)) return undefined;
    const fills = this.fills;
    this.fills = [];
    return fills;
  }

  /** Reads the page afresh (a `read` step): the snapshot is kept for the elements that follow. */
  protected async read(): Promise<void> {
    await this.look();
  }

  async look(): Promise<readonly AccessibleNode[]> {
    this.nodes = await this.observe();
    return this.nodes;
  }

  /** After an action that may change the page: the next element is looked up in a new snapshot. */
  protected changed(): void {
    this.nodes = undefined;
  }

  /** Every call of the solver, counted for the envelope's limit of one tool in a row. */
  protected async call(tool: string, args: Record<string, unknown>): Promise<ToolResponse> {
    this.streak = { tool, calls: tool === this.streak.tool ? this.streak.calls + 1 : 1 };
    return this.io.call(tool, args);
  }

  /** A tool call that must succeed: an error answer stops the reference solution, naming it. */
  protected async must(tool: string, args: Record<string, unknown>): Promise<ToolResponse> {
    const response = await this.call(tool, args);
    if (response.kind !== 'ok') throw ToolAnswerError.of(tool, response);
    return response;
  }
}
