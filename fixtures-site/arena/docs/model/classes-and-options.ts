/** The reference's helper classes and client options, with their histories. */
import { Random } from '../../../site-kit/random.ts';
import type { ApiItem, ClassMethod, Group } from './api-items.ts';
import { evolveParam, introductions, supersedeAll } from './history.ts';
import { firstOf, getLibrary, LATEST_MAJOR, latestOf, minorBetween } from './library.ts';
import { snakeCase, upperFirst } from './names.ts';
import { CLASS_SUCCESSORS, CLASS_WORDS, CORE_OPTIONS, OPTION_SUCCESSORS, OPTION_WORDS, PARAM_WORDS } from './words.ts';

export function makeClasses(random: Random): { group: Group; items: ApiItem[] } {
  const group: Group = { id: 'classes', title: 'Classes', kind: 'classes', singular: 'Class', plural: 'classes', fields: [], intro: 'Helper classes for retries, pagination, streaming, uploads and webhooks. Create them yourself or get them from the client.' };
  const until = latestOf(LATEST_MAJOR);
  const chosen = random.sample(CLASS_WORDS, 15).sort((a, b) => a.name.localeCompare(b.name));
  const introducedOf = introductions(random, chosen.map((w) => w.name), CLASS_SUCCESSORS, 0.45);
  const items = chosen.map((word): ApiItem => {
    const r = Random.for('docs', 'class', word.name);
    const introduced = introducedOf.get(word.name)!;
    const methods = word.methods.map((name): ClassMethod => {
      const added = r.chance(0.75) ? introduced : minorBetween(r, introduced, until);
      return {
        name,
        added,
        params: r.sample(PARAM_WORDS, r.int(0, 2)).map((w) => evolveParam(r, w, added, until)),
        returns: r.pick(['void', 'Promise<void>', 'boolean', 'number', `Promise<${word.name}Stats>`, 'this']),
        description: `${upperFirst(name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`))}: part of how the ${word.name} ${word.purpose}.`,
      };
    });
    return {
      name: word.name,
      kind: 'class',
      group,
      summary: `A class that ${word.purpose}.`,
      details: [
        `Create one \`${word.name}\` per client and reuse it; it is safe to share between concurrent requests.`,
        `The client creates a default \`${word.name}\` for you; pass your own in the client options to change how it behaves.`,
        `All methods of \`${word.name}\` are synchronous unless they return a promise.`,
      ].slice(0, r.int(2, 3)),
      usage: [],
      introduced,
      params: r.sample(PARAM_WORDS, r.int(2, 4)).map((w) => evolveParam(r, w, introduced, until)),
      returns: { type: word.name, pythonType: word.name, description: `A new ${word.name}.` },
      errors: [],
      methods,
      seeAlso: [],
    };
  });
  supersedeAll(random, items, CLASS_SUCCESSORS);
  return { group, items };
}

export function makeOptions(random: Random): { group: Group; items: ApiItem[] } {
  const library = getLibrary();
  const group: Group = { id: 'options', title: 'Client options', kind: 'options', singular: 'Option', plural: 'options', fields: [], intro: `Options you pass when you create the client (\`new ${library.name}({ … })\`). Each one can also be set with an environment variable.` };
  const until = latestOf(LATEST_MAJOR);
  const introducedOf = introductions(random, OPTION_WORDS.map((w) => w.name), OPTION_SUCCESSORS, 0.55, CORE_OPTIONS);
  const resolve = (value: string) =>
    value
      .replace('{ENV}', library.envPrefix)
      .replace('{API}', `https://${library.apiHost(LATEST_MAJOR)}`)
      .replace('{HOST}', library.apiHost(LATEST_MAJOR))
      .replace('{LIB}', library.name.toLowerCase())
      .replace('{VERSION}', '<version>')
      .replace('{APIVERSION}', firstOf(LATEST_MAJOR).date);
  const items = OPTION_WORDS.map((word): ApiItem => {
    const r = Random.for('docs', 'option', word.name);
    const introduced = introducedOf.get(word.name)!;
    const envVar = `${library.envPrefix}_${snakeCase(word.name).toUpperCase()}`;
    const value = evolveParam(r, { ...word, defaults: word.defaults.map(resolve), sample: resolve(word.sample) }, introduced, until, { breaking: false });
    return {
      name: word.name,
      kind: 'option',
      group,
      summary: word.description,
      details: [
        'Set it once when you create the client; it applies to every request the client makes.',
        `The environment variable \`${envVar}\` is read when the option is not passed.`,
        r.pick(['Per-request options override it for a single call.', 'It cannot be changed after the client is created.', 'Invalid values make the constructor throw a `ConfigurationError`.']),
      ],
      usage: [],
      introduced,
      params: [value],
      returns: { type: word.type, pythonType: word.type, description: '' },
      errors: [],
      methods: [],
      envVar,
      seeAlso: [],
    };
  });
  supersedeAll(random, items, OPTION_SUCCESSORS);
  return { group, items };
}
