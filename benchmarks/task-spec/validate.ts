import type { z } from 'zod';
import { contractSchema, type Contract } from '../contracts/contract.ts';
import type { CheckContext } from '../contracts/judge-context.ts';
import { kindOf } from '../contracts/kinds/index.ts';
import { describeIssues, jsonPath } from '../json-path.ts';
import { ScreenshotClasses } from '../contracts/screenshot/classes.ts';
import { arenaSiteNames } from '../web/sites.ts';
import { taskSpecSchema, type TaskSpec } from './schema.ts';

/** Invalid input, with every problem found (not just the first), each naming where it is. */
export class ValidationError extends Error {
  override name = 'ValidationError';
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`${source}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** How deep contracts may nest (and, or, not inside one another); deeper is refused before parsing. */
export const MAX_NESTING = 32;
// Any JSON deeper than this is refused before parsing too, so no input can exhaust the stack.
const MAX_JSON_DEPTH = 4 * MAX_NESTING + 16;

const isClause = (value: unknown): boolean => value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { kind?: unknown }).kind === 'string';

/** The first place `input` nests too deep: contract levels (objects with a `kind`) or raw JSON depth. */
function tooDeep(input: unknown): string | undefined {
  const stack: Array<[value: unknown, path: PropertyKey[], clauses: number]> = [[input, [], 0]];
  while (stack.length > 0) {
    const [value, path, parentClauses] = stack.pop()!;
    const clauses = parentClauses + (isClause(value) ? 1 : 0);
    if (clauses > MAX_NESTING) return `${jsonPath(path)}: contracts nested deeper than ${MAX_NESTING} levels`;
    if (path.length > MAX_JSON_DEPTH) return `${jsonPath(path)}: nested deeper than ${MAX_JSON_DEPTH} levels`;
    if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) stack.push([child, [...path, Array.isArray(value) ? Number(key) : key], clauses]);
  }
  return undefined;
}

/** What each contract kind checks beyond its schema, over a whole contract tree, each problem with its JSON path. */
function checkClauses(contract: Contract, path: PropertyKey[], context: CheckContext): string[] {
  const kind = kindOf(contract);
  return [
    ...kind.check(contract, context).map((problem) => `${jsonPath(path)}.${problem}`),
    ...kind.children(contract).flatMap((child) => checkClauses(child.contract, [...path, ...child.key], context)),
  ];
}

export interface ValidationOptions {
  /** Where `screenshot_class` contracts must find their class; the built-in classes by default. */
  screenshotClasses?: ScreenshotClasses;
  /** The arena sites `site_state` contracts may name; those under fixtures-site/arena/ by default. */
  sites?: readonly string[];
}

function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
  source: string,
  contractsOf: (value: T) => Array<[PropertyKey[], Contract | undefined]>,
  options: ValidationOptions,
  more: (value: T, context: CheckContext) => string[] = () => [],
): T {
  const deep = tooDeep(input);
  if (deep) throw new ValidationError(source, [deep]);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ValidationError(source, describeIssues(parsed.error.issues));
  const context: CheckContext = { screenshotClasses: options.screenshotClasses ?? new ScreenshotClasses(), sites: options.sites ?? arenaSiteNames() };
  const problems = [...contractsOf(parsed.data).flatMap(([path, contract]) => (contract ? checkClauses(contract, path, context) : [])), ...more(parsed.data, context)];
  if (problems.length > 0) throw new ValidationError(source, problems);
  return parsed.data;
}

export function validateTaskSpec(input: unknown, source: string, options: ValidationOptions = {}): TaskSpec {
  return validate(
    taskSpecSchema,
    input,
    source,
    (task) => [
      [['success'], task.success],
      [['signature', 'stopWhen'], task.signature?.stopWhen],
      [['signature', 'failureWhen'], task.signature?.failureWhen],
    ],
    options,
    (task, { sites }) =>
      (task.sideEffects?.allow ?? []).flatMap((allow, index) =>
        sites.includes(allow.site) ? [] : [`${jsonPath(['sideEffects', 'allow', index, 'site'])}: no arena site named ${JSON.stringify(allow.site)} (known: ${sites.join(', ') || 'none'})`],
      ),
  );
}

/** A contract on its own (as OpenChrome's documentation writes them); paths start at its root. */
export function validateContract(input: unknown, source: string, options: ValidationOptions = {}): Contract {
  return validate(contractSchema, input, source, (contract) => [[[], contract]], options);
}
