import type { z } from 'zod';
import { contractSchema, type Contract } from '../contracts/schema.ts';
import { CLASS_ID_PATTERN, ScreenshotClasses } from '../contracts/screenshot/classes.ts';
import { taskSpecSchema, type TaskSpec } from './schema.ts';

/** `success.children[1].child` — a zod issue path written as a JSON path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${jsonPath(issue.path)}: ${issue.message}`);
}

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

/** Deeper nesting than any real contract needs; refused before parsing, so input cannot exhaust the stack. */
export const MAX_NESTING = 32;

/** Visits every object and array in `input` with its path, stopping below MAX_NESTING; reports the first too-deep path. */
function walk(input: unknown, visit: (value: object, path: PropertyKey[]) => void): string | undefined {
  const stack: Array<[unknown, PropertyKey[]]> = [[input, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (path.length > MAX_NESTING) return `${jsonPath(path)}: nested deeper than ${MAX_NESTING} levels`;
    if (value && typeof value === 'object') {
      visit(value, path);
      // Reversed, so children are visited in document order.
      for (const [key, child] of Object.entries(value).reverse()) stack.push([child, [...path, Array.isArray(value) ? Number(key) : key]]);
    }
  }
  return undefined;
}

export interface ValidationOptions {
  /** Where `screenshot_class` contracts must find their class; the built-in classes by default. */
  screenshotClasses?: ScreenshotClasses;
}

/** Checks the schema cannot: every `class_id` names a class that exists. */
function unknownClasses(input: unknown, classes: ScreenshotClasses): { problems: string[]; tooDeep?: string } {
  const problems: string[] = [];
  const tooDeep = walk(input, (value, path) => {
    const node = value as { kind?: unknown; class_id?: unknown };
    // An ill-formed id already has the schema's message.
    if (node.kind === 'screenshot_class' && typeof node.class_id === 'string' && CLASS_ID_PATTERN.test(node.class_id) && !classes.has(node.class_id)) {
      const known = classes.ids();
      problems.push(
        `${jsonPath([...path, 'class_id'])}: unknown screenshot class ${JSON.stringify(node.class_id)} (known: ${known.join(', ') || 'none'}; teach one with npm run teach-class)`,
      );
    }
  });
  return { problems, tooDeep };
}

function validate<T>(schema: z.ZodType<T>, input: unknown, source: string, options: ValidationOptions): T {
  const { problems, tooDeep } = unknownClasses(input, options.screenshotClasses ?? new ScreenshotClasses());
  if (tooDeep) throw new ValidationError(source, [tooDeep]);
  const parsed = schema.safeParse(input);
  if (!parsed.success || problems.length > 0)
    throw new ValidationError(source, [...(parsed.success ? [] : describeIssues(parsed.error.issues)), ...problems]);
  return parsed.data;
}

export function validateTaskSpec(input: unknown, source: string, options: ValidationOptions = {}): TaskSpec {
  return validate(taskSpecSchema, input, source, options);
}

/** A contract on its own (as OpenChrome's documentation writes them); paths start at its root. */
export function validateContract(input: unknown, source: string, options: ValidationOptions = {}): Contract {
  return validate(contractSchema, input, source, options);
}
