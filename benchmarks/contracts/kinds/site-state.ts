import { z } from 'zod';
import { type ContractKind, defineKind } from '../kind.ts';

const schema = z.strictObject({
  kind: z.literal('site_state'),
  /** An arena site (fixtures-site/arena/<site>/). */
  site: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a site name: lower-case letters, digits and dashes'),
  /** One of the site's record collections (its docs list them: orders, carts, sessions, …). */
  collection: z.string().regex(/^[a-z][a-z0-9_]*$/, 'a collection name'),
  /**
   * Which records count: each field must equal the record's (objects compared field by field, the
   * record may have more; each array item must match a different item of the record's array).
   */
  where: z.record(z.string(), z.unknown()).optional(),
  /**
   * Free text in the matching records (a message's body): each named field, a string, must hold
   * every listed text, compared without case and with runs of white space as one space. A record
   * must match `where` and this to count; the side-effect diff reads `where` alone.
   */
  contains: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a field name'), z.array(z.string().trim().min(1).max(200)).min(1).max(20)).optional(),
  /** How many records must match; at least one by default. */
  count: z.strictObject({ op: z.enum(['eq', 'gte', 'lte']), value: z.number().int().min(0) }).optional(),
});
export type SiteStateContract = z.infer<typeof schema>;

/** Whether `actual` has everything `wanted` has (objects: subset of fields; arrays: each item matched once). */
export function matchesRecord(actual: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted)) {
    if (!Array.isArray(actual)) return false;
    const free = [...actual];
    return wanted.every((item) => {
      const index = free.findIndex((candidate) => matchesRecord(candidate, item));
      if (index < 0) return false;
      free.splice(index, 1);
      return true;
    });
  }
  if (wanted !== null && typeof wanted === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(wanted).every(([key, value]) => matchesRecord((actual as Record<string, unknown>)[key], value));
  }
  return actual === wanted;
}

const folded = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** Whether each field `contains` names is a string holding every text it lists (no case, white space folded). */
export function containsTexts(actual: unknown, contains: Readonly<Record<string, readonly string[]>>): boolean {
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(contains).every(([field, texts]) => {
    const value = (actual as Record<string, unknown>)[field];
    return typeof value === 'string' && texts.every((text) => folded(value).includes(folded(text.trim())));
  });
}

const COMPARE = { eq: (n: number, v: number) => n === v, gte: (n: number, v: number) => n >= v, lte: (n: number, v: number) => n <= v } as const;
const SYMBOL = { eq: '=', gte: '≥', lte: '≤' } as const;
// Records shown in full when more match than the clause allows.
const EXTRA_SHOWN = 3;

/** How many of `wanted`'s requirements `actual` meets: a value each, an object field by field, an array item each. */
function agreement(actual: unknown, wanted: unknown): { met: number; of: number } {
  if (Array.isArray(wanted)) {
    const items = Array.isArray(actual) ? actual : [];
    return { met: wanted.filter((item) => items.some((candidate) => matchesRecord(candidate, item))).length, of: wanted.length };
  }
  if (wanted !== null && typeof wanted === 'object') {
    const fields = actual !== null && typeof actual === 'object' && !Array.isArray(actual) ? (actual as Record<string, unknown>) : {};
    return Object.entries(wanted).reduce((sum, [key, value]) => {
      const part = agreement(fields[key], value);
      return { met: sum.met + part.met, of: sum.of + part.of };
    }, { met: 0, of: 0 });
  }
  return { met: actual === wanted ? 1 : 0, of: 1 };
}

/** What of the clause a record does not meet: each field of `where` it differs in, each text of `contains` it lacks. */
function differences(record: unknown, contract: SiteStateContract): string[] {
  const fields = (record ?? {}) as Record<string, unknown>;
  const show = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
  return [
    ...Object.entries(contract.where ?? {}).flatMap(([key, wanted]) => (matchesRecord(fields[key], wanted) ? [] : [`${key}: wanted ${show(wanted)}, has ${show(fields[key])}`])),
    ...Object.entries(contract.contains ?? {}).flatMap(([key, texts]) => texts.filter((text) => !containsTexts(fields, { [key]: [text] })).map((text) => `${key} lacks ${JSON.stringify(text)}`)),
  ];
}

/**
 * What a failing clause's reader needs to see, in full: with more matching records than allowed,
 * those records; with too few, the record nearest the expectation (the most of `where`'s values
 * and `contains`'s texts; the latest of equals) and what it lacks.
 */
function failureEvidence(contract: SiteStateContract, collection: readonly unknown[], matching: readonly unknown[], tooMany: boolean): string {
  if (tooMany) {
    const shown = matching.slice(-EXTRA_SHOWN).map((record) => JSON.stringify(record));
    return `; matching: ${shown.join('; ')}${matching.length > EXTRA_SHOWN ? ` (the last ${EXTRA_SHOWN} of ${matching.length})` : ''}`;
  }
  const score = (record: unknown) => {
    const where = agreement(record, contract.where ?? {});
    const texts = Object.entries(contract.contains ?? {}).flatMap(([key, list]) => list.filter((text) => containsTexts(record, { [key]: [text] })));
    return where.met + texts.length;
  };
  const scored = collection.filter((record) => !matching.includes(record)).map((record) => ({ record, score: score(record) }));
  if (scored.length === 0) return '';
  const nearest = scored.reduce((best, next) => (next.score >= best.score ? next : best)).record;
  const lacks = differences(nearest, contract);
  return `; nearest: ${JSON.stringify(nearest)}${lacks.length > 0 ? `, which differs in ${lacks.join('; ')}` : ''}`;
}

/** The site's own records, judged as WebArena judges its databases: what the agent's actions left on the server. */
declare module '../kind.ts' {
  interface ContractShapes {
    site_state: SiteStateContract;
  }
}

export const siteState: ContractKind<SiteStateContract> = defineKind({
  kind: 'site_state',
  summary: "an arena site's own records (orders, carts, sessions, edits) hold a number of records matching a partial record",
  check: (contract, { sites }) =>
    sites.includes(contract.site) ? [] : [`site: no arena site named ${JSON.stringify(contract.site)} (known: ${sites.join(', ') || 'none'})`],
  schema: () => schema,
  async evaluate(contract, { siteRecords, outcomeOnly }, path) {
    const count = contract.count ?? { op: 'gte' as const, value: 1 };
    const expected = `${SYMBOL[count.op]} ${count.value} ${contract.site}.${contract.collection} record(s)${contract.where ? ` matching ${JSON.stringify(contract.where)}` : ''}${contract.contains ? ` containing ${JSON.stringify(contract.contains)}` : ''}`;
    const records = siteRecords(contract.site);
    if (!records) throw new Error(`no arena site named ${contract.site}`);
    const collection = records[contract.collection];
    if (!collection) throw new Error(`site ${contract.site} has no collection ${contract.collection} (it has: ${Object.keys(records).join(', ') || 'none'})`);
    const matching = collection.filter((record) => (contract.where === undefined || matchesRecord(record, contract.where)) && (contract.contains === undefined || containsTexts(record, contract.contains)));
    const pass = COMPARE[count.op](matching.length, count.value);
    // A stop condition checked after every call needs the outcome alone: no record is looked for.
    const evidence = pass || outcomeOnly ? '' : failureEvidence(contract, collection, matching, matching.length > count.value);
    return {
      outcome: pass ? 'pass' : 'fail',
      path,
      kind: 'site_state',
      expected,
      observed: `${matching.length} of ${collection.length} record(s) match${evidence}`,
      details: { matched_count: matching.length, total: collection.length },
    };
  },
});
