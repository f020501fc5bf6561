import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-deprecated-fetch-dataset',
  title: 'Docs: what replaces the deprecated fetchDataset, and since when',
  startUrl: 'http://docs.arena.test/',
  goal: 'The function fetchDataset is deprecated in the current (v3) Larkspur SDK. Which function should be used instead, and since which release is fetchDataset deprecated?',
  rationale: 'Both facts (getDataset, 3.4.0) are on the v3 reference page of fetchDataset, reached through the search; the release is drawn from the seed.',
  tags: ['smoke', 'search'],
  maxSteps: 15,
  maxDurationMs: 90_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'getDataset', of: 'docs.functions' },
      { kind: 'answer', value: '3.4.0', of: 'docs.releases' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'fetchDataset' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'fetchDataset' } },
    { do: 'answer', text: 'Use getDataset instead; fetchDataset is deprecated since 3.4.0.' },
  ],
});
