import { arena, type AnswerUnit } from 'contract-eval/task';

type Item = ReturnType<typeof arena.docs.api>['items'][number];
type Param = Item['params'][number];
type Major = 1 | 2 | 3;

/** The unit of a numeric parameter, by its current name (none for plain counts). */
const UNITS: Record<string, { unit: AnswerUnit; words: string } | undefined> = {
  timeoutSeconds: { unit: 's', words: 'seconds' },
  ttlSeconds: { unit: 's', words: 'seconds' },
  retentionDays: { unit: 'day', words: 'days' },
};
const COUNTED = new Set(['maxAttempts', 'batchSize', 'concurrency', 'pageSize']);

/** Whether a parameter's value is a number this module knows the unit of (or a plain count). */
export const measured = (param: Param): boolean => param.name in UNITS || COUNTED.has(param.name);
export const unitOf = (param: Param) => UNITS[param.name];

/** A parameter as the docs of a major version show it: its name there and its default (code literal), or undefined when that version has no such parameter. */
export function paramIn(param: Param, major: Major): { name: string; defaultValue?: string } | undefined {
  const at = arena.docs.latestOf(major);
  if (param.added.index > at.index || (param.removed && param.removed.index <= at.index)) return undefined;
  const renamed = param.renamedIn !== undefined && param.renamedIn.index <= at.index;
  return { name: param.renamedIn && !renamed ? param.formerName! : param.name, defaultValue: param.defaults.filter((d) => d.from.index <= at.index).at(-1)?.value };
}

/** The v3 functions, reference order. */
export const v3Functions = (): Item[] => arena.docs.api().items.filter((item) => item.kind === 'function' && arena.docs.existsIn(item, 3));

/**
 * The link to a function among the v3 search results: the footer's "Popular functions" (the
 * create and list functions of the first six modules) links it too, after the results, so the
 * first of the two is the result.
 */
export function resultLink(name: string): { role: 'link'; name: string; nth?: number } {
  return arena.docs.popularFunctions(3).some((item) => item.name === name) ? { role: 'link', name, nth: 0 } : { role: 'link', name };
}
