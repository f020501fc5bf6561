import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-disturbed-slow-responses-default',
  title: 'Docs on a slow server: a default and when it changed',
  startUrl: 'http://docs.arena.test/',
  goal: 'In the v3 Larkspur SDK docs, what is the default value of the orderBy parameter of listQueues, and in which release did that default change?',
  rationale:
    'Every response (page, stylesheet, script) is 1.5 s late, so each page takes seconds; the facts (updatedAt, changed in 3.3.0) are on the function’s page only.',
  tags: ['smoke', 'disturbance', 'search'],
  maxSteps: 20,
  maxDurationMs: 180_000,
  setup: { disturbances: ['slow-responses'] },
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'updatedAt' },
      { kind: 'answer', value: '3.3.0', of: 'docs.releases' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'listQueues' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'listQueues', nth: 0 } },
    { do: 'answer', text: "The default is 'updatedAt'; it changed in 3.3.0 (it was 'createdAt')." },
  ],
});
