/**
 * The functions of the reference: one module per resource, with create/get/list/update/delete,
 * a few actions, and older verbs (fetch, remove…) deprecated in favour of the current ones.
 */
import { Random } from '../../../site-kit/random.ts';
import type { Access, ApiError, ApiItem, Field, Group } from './api-items.ts';
import { evolveParam, supersede } from './history.ts';
import { firstOf, getLibrary, LATEST_MAJOR, latestOf, minorBetween, type Release } from './library.ts';
import { article, lowerFirst, snakeCase, upperFirst } from './names.ts';
import { ACTION_VERBS, ERROR_WORDS, FIELD_WORDS, PARAM_WORDS, RESOURCES, SAMPLE_NAMES, SUPERSEDED_VERBS, type ParamWord } from './words.ts';

function paramWord(name: string): ParamWord {
  const word = PARAM_WORDS.find((w) => w.name === name);
  if (!word) throw new Error(`no parameter word ${name}`);
  return word;
}

/** Which optional parameters a verb's function may take, and how many of them. */
const VERB_PARAMS: Record<string, { pool: readonly string[]; count: readonly [number, number]; always?: readonly string[] }> = {
  create: { pool: ['description', 'labels', 'region', 'ttlSeconds', 'retentionDays', 'visibility', 'dryRun', 'notify', 'overwrite'], count: [3, 5] },
  get: { pool: ['expand', 'includeDeleted'], count: [1, 2] },
  list: { pool: ['cursor', 'orderBy', 'filter', 'includeDeleted', 'expand'], count: [2, 4], always: ['pageSize'] },
  update: { pool: ['description', 'labels', 'visibility', 'retentionDays', 'ifMatch', 'notify', 'ttlSeconds'], count: [3, 5] },
  delete: { pool: ['force', 'dryRun', 'reason', 'notify'], count: [1, 3] },
  count: { pool: ['includeDeleted'], count: [0, 1], always: ['filter'] },
  export: { pool: ['compression', 'checksum', 'notify', 'priority', 'waitForCompletion'], count: [2, 3], always: ['destination', 'format'] },
  import: { pool: ['overwrite', 'batchSize', 'concurrency', 'checksum', 'maxAttempts', 'dryRun'], count: [2, 4], always: ['destination'] },
  watch: { pool: ['filter', 'cursor', 'timeoutSeconds'], count: [1, 3] },
  action: { pool: ['dryRun', 'reason', 'notify', 'priority', 'waitForCompletion', 'timeoutSeconds', 'region', 'visibility', 'force', 'maxAttempts'], count: [2, 4] },
};

const CRUD: Record<string, { method: string; target: 'collection' | 'item'; result: 'resource' | 'page' | 'void' }> = {
  create: { method: 'POST', target: 'collection', result: 'resource' },
  get: { method: 'GET', target: 'item', result: 'resource' },
  list: { method: 'GET', target: 'collection', result: 'page' },
  update: { method: 'PATCH', target: 'item', result: 'resource' },
  delete: { method: 'DELETE', target: 'item', result: 'void' },
  fetch: { method: 'GET', target: 'item', result: 'resource' },
  remove: { method: 'DELETE', target: 'item', result: 'void' },
  modify: { method: 'PUT', target: 'item', result: 'resource' },
  enumerate: { method: 'GET', target: 'collection', result: 'page' },
};

const SUMMARIES: Record<string, string> = {
  create: 'Creates a new {singular} in the workspace',
  get: 'Retrieves a {singular} by its ID',
  list: 'Lists the {plural} of the workspace, one page at a time',
  update: 'Updates the settings of a {singular}; fields you leave out keep their values',
  delete: 'Deletes a {singular}. Deleted {plural} can be restored for 30 days',
  fetch: 'Fetches a {singular} by its ID',
  remove: 'Removes a {singular} from the workspace',
  modify: 'Replaces the whole configuration of a {singular}',
  enumerate: 'Enumerates all the {plural} of the workspace',
};

const ROLES = ['Owner', 'Admin', 'Editor', 'Maintainer'] as const;

function fill(template: string, group: Pick<Group, 'singular' | 'plural'>): string {
  const singular = group.singular.toLowerCase();
  return template.replaceAll('{a}', article(singular)).replaceAll('{singular}', singular).replaceAll('{plural}', group.plural);
}

/** Two to four sentences about a function, drawn from what applies to it. */
function functionDetails(random: Random, name: string, group: Group, result: string, access: Access): string[] {
  const sentences = [
    `Calls to \`${name}\` count against the ${access.limit} rate limit of your plan (see Rate limits).`,
    `Only members with the ${access.role} role or higher can call \`${name}\`; other API keys get \`permission_denied\`.`,
    `Changes made this way appear in list results within ${random.int(2, 30)} seconds.`,
    `The call is safe to retry when you pass \`idempotencyKey\` in the request options: a repeated request is applied once.`,
    `The ${group.singular.toLowerCase()} must be in the \`active\` state; otherwise the call fails with \`precondition_failed\`.`,
    `Every call is recorded in the workspace audit log with the API key that made it.`,
  ];
  if (result === 'page') sentences.push(`Results come in pages; pass the returned \`nextCursor\` to get the next one, or let \`Paginator\` walk through them all.`);
  if (result === 'operation') sentences.push(`The call returns as soon as the work is accepted; poll the returned \`Operation\` (or pass \`waitForCompletion\`) to follow it.`);
  return random.sample(sentences, random.int(2, 4));
}

function returnsOf(result: string, group: Group): ApiItem['returns'] {
  const noun = group.singular;
  switch (result) {
    case 'page':
      return { type: `Promise<Page<${noun}>>`, pythonType: `Page[${noun}]`, description: `A page of ${group.plural}: \`items\`, and \`nextCursor\` (null on the last page).` };
    case 'void':
      return { type: 'Promise<void>', pythonType: 'None', description: 'Nothing; the promise resolves once the change is made.' };
    case 'operation':
      return { type: 'Promise<Operation>', pythonType: 'Operation', description: 'A long-running operation: `id`, `state` (`running`, `succeeded` or `failed`) and, when done, its `result`.' };
    case 'count':
      return { type: 'Promise<number>', pythonType: 'int', description: `The number of matching ${group.plural}.` };
    default:
      return { type: `Promise<${noun}>`, pythonType: noun, description: `The ${noun.toLowerCase()} as it is after the call.` };
  }
}

function errorsFor(random: Random, group: Group, targetsItem: boolean): ApiError[] {
  const wanted = new Set(['invalid_argument', 'unauthenticated', ...(targetsItem ? ['not_found'] : [])]);
  for (const [code] of random.sample(ERROR_WORDS, random.int(2, 4))) wanted.add(code);
  return ERROR_WORDS.filter(([code]) => wanted.has(code)).map(([code, status, description]) => ({ code, status, description: fill(description, group) }));
}

interface FunctionPlan {
  verb: string;
  name: string;
  introduced: Release;
  /** The verb that decides parameters, HTTP call and result (`fetch` behaves like `get`). */
  like: string;
}

function makeFunction(random: Random, group: Group, plan: FunctionPlan): ApiItem {
  const crud = CRUD[plan.verb];
  const action = ACTION_VERBS.find((a) => a.verb === plan.verb);
  const result = crud?.result ?? action!.result;
  const targetsItem = crud ? crud.target === 'item' : plan.verb !== 'count';
  const idName = `${lowerFirst(group.singular)}Id`;
  const method = crud?.method ?? (plan.verb === 'count' || plan.verb === 'watch' ? 'GET' : 'POST');
  const access: Access = { role: method === 'GET' ? 'Viewer' : random.pick(ROLES), limit: method === 'GET' ? 'read' : random.pick(['write', 'management'] as const), idempotent: method !== 'POST' };
  const item: ApiItem = {
    name: plan.name,
    kind: 'function',
    group,
    summary: `${fill(crud ? SUMMARIES[plan.verb] : action!.does, group)}.`,
    details: functionDetails(random, plan.name, group, result, access),
    usage: [],
    introduced: plan.introduced,
    params: [],
    returns: returnsOf(result, group),
    access,
    errors: errorsFor(random, group, targetsItem),
    methods: [],
    seeAlso: [],
  };
  const until = latestOf(LATEST_MAJOR);
  if (targetsItem) item.params.push({ name: idName, type: 'string', required: true, description: `ID of the ${group.singular.toLowerCase()}.`, sample: `'${group.plural.slice(0, 3)}_${random.int(1000, 9999)}'`, added: plan.introduced, defaults: [] });
  if (plan.like === 'create') item.params.push({ name: 'name', type: 'string', required: true, description: `Name of the ${group.singular.toLowerCase()}, unique in the workspace. Lower-case letters, digits and dashes.`, sample: `'${random.pick(SAMPLE_NAMES)}'`, added: plan.introduced, defaults: [] });
  const rule = VERB_PARAMS[plan.like] ?? VERB_PARAMS.action;
  // The parameters a verb always has come with the function; the others may have come later.
  for (const name of rule.always ?? []) item.params.push({ ...evolveParam(random, paramWord(name), plan.introduced, plan.introduced), description: fill(paramWord(name).description, group) });
  for (const name of random.sample(rule.pool, random.int(rule.count[0], rule.count[1])))
    item.params.push({ ...evolveParam(random, paramWord(name), plan.introduced, until), description: fill(paramWord(name).description, group) });
  const placeholder = `{${snakeCase(idName)}}`;
  item.http = {
    method,
    path: (major) => {
      const base = `/v${major}/${group.plural}`;
      if (crud) return crud.target === 'item' ? `${base}/${placeholder}` : base;
      // v3 moved custom actions to the `resource:verb` style; earlier versions used sub-paths.
      const separator = major === 3 ? ':' : '/';
      return targetsItem ? `${base}/${placeholder}${separator}${plan.verb}` : `${base}${separator}${plan.verb}`;
    },
  };
  return item;
}

export function makeModules(random: Random): { groups: Group[]; items: ApiItem[] } {
  const releases = getLibrary().releases;
  const groups: Group[] = [];
  const items: ApiItem[] = [];
  for (const [singular, plural] of random.sample(RESOURCES, 11).sort((a, b) => a[1].localeCompare(b[1]))) {
    const r = Random.for('docs', 'module', plural);
    const fields: Field[] = [
      { name: 'id', type: 'string', description: `Unique ID of the ${singular.toLowerCase()}.` },
      { name: 'name', type: 'string', description: 'Name, unique in the workspace.' },
      ...r.sample(FIELD_WORDS, r.int(6, 10)).map(([name, type, description]) => ({ name, type, description })),
      { name: 'createdAt', type: 'string', description: 'When it was created (ISO 8601).' },
      { name: 'updatedAt', type: 'string', description: 'When it was last changed (ISO 8601).' },
    ];
    const group: Group = {
      id: plural,
      title: upperFirst(plural),
      kind: 'module',
      singular,
      plural,
      fields,
      intro: `${upperFirst(article(singular.toLowerCase()))} ${r.pick(['holds', 'groups', 'describes', 'manages'])} ${r.pick(['the data of one team', 'a unit of work your services share', 'settings that apply across projects', 'records your applications write and read'])}. The functions below create, read, change and remove ${plural}.`,
    };
    groups.push(group);
    const superseded = new Map(r.sample(SUPERSEDED_VERBS, r.int(0, 2)).map(([oldVerb, newVerb]) => [newVerb, oldVerb]));
    const plans: FunctionPlan[] = [];
    const nameFor = (verb: string) => (CRUD[verb]?.result === 'page' || verb === 'count' ? `${verb}${upperFirst(plural)}` : `${verb}${singular}`);
    for (const verb of ['create', 'get', 'list', 'update', 'delete']) {
      const oldVerb = superseded.get(verb);
      if (!oldVerb) {
        plans.push({ verb, name: nameFor(verb), like: verb, introduced: r.chance(0.85) ? releases[0] : minorBetween(r, releases[1], firstOf(2)) });
        continue;
      }
      const replacedIn = minorBetween(r, releases[3], latestOf(LATEST_MAJOR));
      plans.push({ verb: oldVerb, name: nameFor(oldVerb), like: verb, introduced: releases[0] });
      plans.push({ verb, name: nameFor(verb), like: verb, introduced: replacedIn });
    }
    for (const { verb } of r.sample(ACTION_VERBS, r.int(3, 6))) {
      plans.push({ verb, name: nameFor(verb), like: verb, introduced: r.chance(0.4) ? releases[0] : minorBetween(r, releases[1], latestOf(LATEST_MAJOR)) });
    }
    const made = plans.map((plan) => makeFunction(Random.for('docs', 'function', plan.name), group, plan));
    for (const [newVerb, oldVerb] of superseded) {
      supersede(r, made.find((f) => f.name === nameFor(oldVerb))!, made.find((f) => f.name === nameFor(newVerb))!);
    }
    items.push(...made);
  }
  return { groups, items };
}
