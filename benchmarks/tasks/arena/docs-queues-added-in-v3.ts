import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-queues-added-in-v3',
  title: 'Docs: the Queues functions added during v3, with role and HTTP method',
  startUrl: 'http://docs.arena.test/',
  goal:
    'Which functions of the Queues module of the Larkspur SDK were added in a 3.x release? For each, tell me the release it came in, the minimum role needed to call it, and the HTTP method its cURL example uses.',
  rationale:
    'The module page’s Since column gives the three functions (listQueues 3.1.0, cloneQueue 3.1.0, watchQueue 3.6.0); roles are on each reference page and methods only in each cURL tab.',
  tags: ['hard', 'tabs', 'navigation'],
  maxSteps: 50,
  maxDurationMs: 300_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', items: ['listQueues', 'cloneQueue', 'watchQueue'], of: 'docs.functions' },
      {
        kind: 'answer',
        per: {
          listQueues: [{ value: '3.1.0', of: 'docs.releases' }, { value: 'Viewer', of: 'docs.roles' }, { value: 'GET', of: 'docs.methods' }],
          cloneQueue: [{ value: '3.1.0', of: 'docs.releases' }, { value: 'Owner', of: 'docs.roles' }, { value: 'POST', of: 'docs.methods' }],
          watchQueue: [{ value: '3.6.0', of: 'docs.releases' }, { value: 'Viewer', of: 'docs.roles' }, { value: 'GET', of: 'docs.methods' }],
        },
      },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'button', name: 'Queues' } },
    { do: 'click', on: { role: 'link', name: 'Queues overview' } },
    { do: 'click', on: { role: 'link', name: 'listQueues', nth: 1 } },
    { do: 'click', on: { role: 'tab', name: 'cURL' } },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'cloneQueue', nth: 1 } },
    { do: 'click', on: { role: 'tab', name: 'cURL' } },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'watchQueue', nth: 1 } },
    { do: 'click', on: { role: 'tab', name: 'cURL' } },
    { do: 'answer', text: 'listQueues (3.1.0, Viewer, GET), cloneQueue (3.1.0, Owner, POST), watchQueue (3.6.0, Viewer, GET).' },
  ],
});
