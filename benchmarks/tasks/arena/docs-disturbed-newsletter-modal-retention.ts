import { arena, defineFamily } from 'contract-eval/task';
import { measured, paramIn, unitOf, v3Functions, resultLink } from './shared/docs-params.ts';

// Every numeric parameter of a function in both v1 and v3 that was renamed after v1, with a
// default in both versions. Left out: parameters v1 did not have yet or had no default for.
export default defineFamily({
  family: 'docs-disturbed-newsletter-modal-retention',
  defaultKey: 'updateworkspace-retentiondays',
  instances: () =>
    v3Functions().flatMap((item) =>
      item.params.flatMap((param) => {
        if (!param.renamedIn || !measured(param) || !arena.docs.existsIn(item, 1)) return [];
        const v1 = paramIn(param, 1);
        const v3 = paramIn(param, 3);
        if (!v1?.defaultValue || !v3?.defaultValue || !/^\d+$/.test(v1.defaultValue) || !/^\d+$/.test(v3.defaultValue)) return [];
        return [{ item, param, v1: { name: v1.name, value: Number(v1.defaultValue) }, v3: { name: v3.name, value: Number(v3.defaultValue) } }];
      }),
    ),
  key: ({ item, param }) => `${item.name}-${param.name}`.toLowerCase(),
  task: ({ item, param, v1, v3 }) => {
    const lib = arena.docs.library().name;
    const unit = unitOf(param);
    const quantity = (description: string, value: number) => ({ field: 'default', description, number: value, ...(unit && { unit: unit.unit }) });
    return {
      title: 'Docs with a newsletter modal: a parameter across versions',
      startUrl: 'http://docs.arena.test/',
      goal: `In the ${lib} SDK docs, look up ${item.name}. What is the default of its ${v3.name} parameter in version 3, and what was that parameter called in version 1 and what was its default there?`,
      rationale: `From the second page on, a modal newsletter dialog blocks the page until dismissed, and returns on every page until then (the contract wants the site's record of the choice, not only the dialog gone); the v1 page shows \`${v1.name}\` (${v1.value}), v3 \`${v3.name}\` (${v3.value}).`,
      tags: ['standard', 'disturbance', 'versions'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      setup: { disturbances: ['newsletter-modal'] },
      success: {
        kind: 'and',
        children: [
          { kind: 'site_state', site: 'docs', collection: 'disturbance_choices', where: { disturbance: 'newsletter-modal' } },
          { kind: 'dom_count', selector: 'dialog[data-arena-disturbance="newsletter-modal"][open]', op: 'eq', value: 0 },
          { kind: 'no_dialog' },
          {
            kind: 'answer',
            field: 'versions',
            description: 'the parameter in version 3 and in version 1',
            per: {
              v3: quantity('its default in version 3', v3.value),
              v1: [{ field: 'name', description: 'what the parameter was called in version 1', value: v1.name, of: 'docs.parameters' }, quantity('its default in version 1', v1.value)],
            },
          },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: { role: 'button', name: 'No thanks' } },
        { do: 'click', on: resultLink(item.name) },
        { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v1' },
        { do: 'wait_for', text: 'You are reading the docs of' },
        { do: 'answer', fields: { versions: { v3: { default: v3.value }, v1: { name: v1.name, default: v1.value } } }, explanation: `In v3 ${v3.name} defaults to ${v3.value}. In v1 the parameter was called ${v1.name} and defaulted to ${v1.value}.` },
      ],
    };
  },
});
