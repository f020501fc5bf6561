import { arena, defineFamily } from 'contract-eval/task';
import { paramIn, v3Functions } from './shared/docs-params.ts';

const unquoted = (literal: string) => literal.slice(1, -1);

// Every parameter of a v3 function whose default (a quoted string) changed exactly once: with
// two or more changes "the release that default changed in" would have several answers, and
// other literals (numbers, booleans, {}) are left out so that every answer is a name.
export default defineFamily({
  family: 'docs-disturbed-slow-responses-default',
  defaultKey: 'listqueues-orderby',
  instances: () =>
    v3Functions().flatMap((item) =>
      item.params.flatMap((param) => {
        const v3 = paramIn(param, 3);
        if (!v3 || param.defaults.length !== 2 || !param.defaults.every((d) => /^'[^']+'$/.test(d.value))) return [];
        const [before, after] = param.defaults;
        return [{ item, name: v3.name, before: unquoted(before.value), after: unquoted(after.value), changed: after.from.version }];
      }),
    ),
  key: ({ item, name }) => `${item.name}-${name}`.toLowerCase(),
  task: ({ item, name, before, after, changed }) => {
    const lib = arena.docs.library().name;
    return {
      title: 'Docs on a slow server: a default and when it changed',
      startUrl: 'http://docs.arena.test/',
      goal: `In the v3 ${lib} SDK docs, what is the default value of the ${name} parameter of ${item.name}, and in which release did that default change?`,
      rationale: `Every response (page, stylesheet, script) is 1.5 s late, so each page takes seconds; the facts (${after}, changed in ${changed}) are on the function’s page only.`,
      tags: ['smoke', 'disturbance', 'search'],
      maxSteps: 20,
      maxDurationMs: 180_000,
      setup: { disturbances: ['slow-responses'] },
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'default_value', description: 'the parameter’s default value in v3, as the docs write it', value: after, type: 'text' },
          { kind: 'answer', field: 'changed_in', description: 'the release in which that default changed (its version number)', value: changed, of: 'docs.releases' },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: { role: 'link', name: item.name, nth: 0 } },
        { do: 'answer', fields: { default_value: after, changed_in: changed }, explanation: `The default is '${after}'; it changed in ${changed} (it was '${before}').` },
      ],
    };
  },
});
