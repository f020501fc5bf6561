import { arena, defineFamily } from 'contract-eval/task';
import { v3Functions, resultLink } from './shared/docs-params.ts';

const unquoted = (literal: string) => literal.slice(1, -1);

// Every v3 function that v1 does not have, asked about its first parameter with a named default
// (a quoted string; numbers and booleans are left out so that the default is a name). Left out:
// functions that replaced a v1 function (the old one's parameter could pass for an answer), and
// functions with no such parameter.
export default defineFamily({
  family: 'docs-not-in-v1',
  defaultKey: 'clonequeue',
  instances: () => {
    const items = arena.docs.api().items;
    const replacesV1 = new Set(items.filter((old) => old.deprecated && arena.docs.existsIn(old, 1)).map((old) => old.deprecated!.replacement));
    return v3Functions().flatMap((item) => {
      if (arena.docs.existsIn(item, 1) || replacesV1.has(item.name)) return [];
      const param = item.params.find((p) => !p.required && p.defaults.length > 0 && p.defaults.every((d) => /^'[^']+'$/.test(d.value)));
      return param ? [{ item, param: param.name, values: [...new Set(param.defaults.map((d) => unquoted(d.value)))] }] : [];
    });
  },
  key: ({ item }) => item.name.toLowerCase(),
  task: ({ item, param, values }) => {
    const lib = arena.docs.library().name;
    return {
      title: 'Docs: a function that does not exist in the version asked for',
      startUrl: 'http://docs.arena.test/',
      goal: `What is the default value of the ${param} parameter of ${item.name} in version 1 of the ${lib} SDK?`,
      rationale: `${item.name} came in ${item.introduced.version}, so v1 has no such function (its v1 URL says so); the answer must be NOT FOUND, and a ${item.name} page of some version must have been read (a request for it is the evidence).`,
      tags: ['standard', 'not-possible', 'versions'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'network', url_pattern: `^http://docs\\.arena\\.test/v[123]/api/${item.name}$`, status_in: [200, 404], since: 'contract_enter' },
          { kind: 'answer', not_found: true, field: 'default_value', description: 'the parameter’s default value in version 1, as the docs write it', of: values, type: 'text' },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: resultLink(item.name) },
        { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v1' },
        { do: 'wait_for', text: 'is not part of v1' },
        { do: 'answer', not_found: true, explanation: `NOT FOUND: ${item.name} does not exist in version 1; it was added in ${item.introduced.version}.` },
      ],
    };
  },
});
