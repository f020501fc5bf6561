import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-curl-endpoint-v2',
  title: 'Docs: the endpoint in a cURL example that only a tab shows',
  startUrl: 'http://docs.arena.test/',
  goal: 'In the version 2 docs of the Larkspur SDK, the reference page of rotateQueue has a cURL example. Which HTTP method and which URL does it request?',
  rationale: 'The endpoint appears only in the cURL tab (hidden until chosen), and v2 uses /v2/queues/…/rotate where v3 uses /v3/queues/…:rotate; the answer must give the v2 method and URL.',
  tags: ['standard', 'tabs', 'versions'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'POST', of: 'docs.methods' },
      { kind: 'answer', value: 'api.larkspur.dev/v2/queues/que_6728/rotate' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'rotateQueue' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'rotateQueue' } },
    { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v2' },
    { do: 'wait_for', text: 'You are reading the docs of' },
    { do: 'click', on: { role: 'tab', name: 'cURL' } },
    { do: 'answer', text: 'POST https://api.larkspur.dev/v2/queues/que_6728/rotate' },
  ],
});
