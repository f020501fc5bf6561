import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-migrate-three-calls',
  title: 'Docs: what three old calls become in v3',
  startUrl: 'http://docs.arena.test/',
  goal:
    'We are moving code to version 3 of the Larkspur SDK. It calls modifyDataset with its ttl parameter, watchToken with its timeout parameter, and enumerateStreams. For v3, tell me: what the ttl parameter of modifyDataset is called now and its default, which function should replace modifyDataset, what the timeout parameter of watchToken is called now and its default, and what replaces enumerateStreams.',
  rationale:
    'Six generated facts on three reference pages; enumerateStreams is gone from v3, so its replacement is found only through an older version (or the v3 migration guide). Single task, not a family: its three calls are a hand-picked mix (a deprecated function with a renamed parameter whose default changed, a renamed parameter, a function removed in 3.0.0) that the records offer in very few combinations per seed.',
  tags: ['hard', 'versions', 'search'],
  maxSteps: 50,
  maxDurationMs: 300_000,
  success: {
    kind: 'answer',
    field: 'calls',
    description: 'for each of the three calls, what the question asks of it in v3',
    per: {
      modifyDataset: [
        { field: 'parameter', description: 'what its ttl parameter is called in v3', value: 'ttlSeconds', of: 'docs.parameters' },
        { field: 'default', description: 'that parameter’s default in v3', number: 3600, unit: 's' },
        { field: 'replacement', description: 'the function that should replace it', value: 'updateDataset', of: 'docs.functions' },
      ],
      watchToken: [
        { field: 'parameter', description: 'what its timeout parameter is called in v3', value: 'timeoutSeconds', of: 'docs.parameters' },
        { field: 'default', description: 'that parameter’s default in v3', number: 120, unit: 's' },
      ],
      enumerateStreams: { field: 'replacement', description: 'the function that replaces it', value: 'listStreams', of: 'docs.functions' },
    },
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'modifyDataset' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'modifyDataset' } },
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'watchToken' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'watchToken' } },
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'enumerateStreams' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v2' },
    { do: 'wait_for', text: 'You are reading the docs of' },
    { do: 'click', on: { role: 'link', name: 'enumerateStreams' } },
    { do: 'answer', fields: { calls: { modifyDataset: { parameter: 'ttlSeconds', default: 3600, replacement: 'updateDataset' }, watchToken: { parameter: 'timeoutSeconds', default: 120 }, enumerateStreams: { replacement: 'listStreams' } } }, explanation: 'modifyDataset: ttl is now ttlSeconds (default 3600), and modifyDataset is deprecated in favour of updateDataset. watchToken: timeout is now timeoutSeconds (default 120). enumerateStreams was removed in 3.0.0; use listStreams.' },
  ],
});
