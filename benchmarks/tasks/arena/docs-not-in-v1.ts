import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-not-in-v1',
  title: 'Docs: a function that does not exist in the version asked for',
  startUrl: 'http://docs.arena.test/',
  goal: 'What is the default value of the region parameter of cloneQueue in version 1 of the Larkspur SDK?',
  rationale: 'cloneQueue came in 3.1.0, so v1 has no such function (its v1 URL says so); the answer must be NOT FOUND, and a cloneQueue page of some version must have been read (a request for it is the evidence).',
  tags: ['standard', 'not-possible', 'versions'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^http://docs\\.arena\\.test/v[123]/api/cloneQueue$', status_in: [200, 404], since: 'contract_enter' },
      { kind: 'answer', not_found: true, of: ['eu-west'] },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'cloneQueue' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'cloneQueue' } },
    { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v1' },
    { do: 'wait_for', text: 'is not part of v1' },
    { do: 'answer', text: 'NOT FOUND: cloneQueue does not exist in version 1; it was added in 3.1.0.' },
  ],
});
