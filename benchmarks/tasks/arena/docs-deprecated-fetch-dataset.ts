import { arena, defineFamily } from 'contract-eval/task';
import { resultLink } from './shared/docs-params.ts';

// Every function the v3 docs still list as deprecated: its page names the replacement and the
// release. Functions already removed from v3 are left out (the v3 search does not find them).
export default defineFamily({
  family: 'docs-deprecated-fetch-dataset',
  defaultKey: 'fetchdataset',
  instances: () => arena.docs.api().items.filter((item) => item.kind === 'function' && item.deprecated && arena.docs.existsIn(item, 3)),
  key: (item) => item.name.toLowerCase(),
  task: (item) => {
    const lib = arena.docs.library().name;
    const { replacement, in: since } = item.deprecated!;
    return {
      title: `Docs: what replaces the deprecated ${item.name}, and since when`,
      startUrl: 'http://docs.arena.test/',
      goal: `The function ${item.name} is deprecated in the current (v3) ${lib} SDK. Which function should be used instead, and since which release is ${item.name} deprecated?`,
      rationale: `Both facts (${replacement}, ${since.version}) are on the v3 reference page of ${item.name}, reached through the search; the release is drawn from the seed.`,
      tags: ['smoke', 'search'],
      maxSteps: 15,
      maxDurationMs: 90_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'replacement', description: 'the function to use instead', value: replacement, of: 'docs.functions' },
          { kind: 'answer', field: 'deprecated_since', description: 'the release since which it is deprecated (its version number)', value: since.version, of: 'docs.releases' },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: resultLink(item.name) },
        { do: 'answer', fields: { replacement, deprecated_since: since.version }, explanation: `Use ${replacement} instead; ${item.name} is deprecated since ${since.version}.` },
      ],
    };
  },
});
