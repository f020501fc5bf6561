import { arena, defineFamily } from 'contract-eval/task';
import { measured, paramIn, unitOf, v3Functions, resultLink } from './shared/docs-params.ts';

// Every numeric parameter of a v3 function that a major version renamed (3.0.0 or 2.0.0), asked
// in the version before the rename: the start (v3) shows the new name, only the older page the
// old one and its default there. Left out: parameters the older version had no default for, or
// did not have yet, and functions the older version did not have.
export default defineFamily({
  family: 'docs-param-default-v2',
  defaultKey: 'watchtoken-timeout',
  instances: () =>
    v3Functions().flatMap((item) =>
      item.params.flatMap((param) => {
        if (!param.renamedIn || !measured(param)) return [];
        const major = (param.renamedIn.major - 1) as 1 | 2;
        const older = paramIn(param, major);
        const current = paramIn(param, 3);
        if (!arena.docs.existsIn(item, major) || !older?.defaultValue || !current?.defaultValue || !/^\d+$/.test(older.defaultValue)) return [];
        return [{ item, param, major, older: { name: older.name, value: Number(older.defaultValue) }, current: { name: current.name, value: current.defaultValue } }];
      }),
    ),
  key: ({ item, param }) => `${item.name}-${param.formerName}`.toLowerCase(),
  task: ({ item, param, major, older, current }) => {
    const lib = arena.docs.library().name;
    const unit = unitOf(param);
    return {
      title: 'Docs: a parameter’s name and default in an older version',
      startUrl: 'http://docs.arena.test/',
      goal: `In version ${major} of the ${lib} SDK, what is the ${older.name} parameter of ${item.name} called, and what is its default value?`,
      rationale: `v3 (the start) calls it ${current.name} with default ${current.value}; only the v${major} page shows the v${major} name (${older.name}) and default (${older.value}), so the agent must switch versions on the right page.`,
      tags: ['standard', 'versions', 'search'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'name', description: 'what the parameter is called in that version', value: older.name, of: 'docs.parameters' },
          { kind: 'answer', field: 'default', description: 'its default value in that version', number: older.value, ...(unit && { unit: unit.unit }) },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: resultLink(item.name) },
        { do: 'select', on: { role: 'combobox', name: 'Version' }, option: `v${major}` },
        { do: 'wait_for', text: 'You are reading the docs of' },
        { do: 'answer', fields: { name: older.name, default: older.value }, explanation: `In v${major} the parameter is called ${older.name} and its default is ${older.value}${unit ? ` (${unit.words})` : ''}.` },
      ],
    };
  },
});
