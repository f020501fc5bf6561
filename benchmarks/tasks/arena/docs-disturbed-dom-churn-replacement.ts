import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-disturbed-dom-churn-replacement',
  title: 'Docs that keep re-rendering: from a deprecated function to its replacement',
  startUrl: 'http://docs.arena.test/',
  goal:
    'On the v3 API reference overview of the Larkspur SDK, the Queues section lists one deprecated function. Open it, follow the link to the function that replaces it, and tell me the replacement’s default page size.',
  rationale:
    'The links of the main content are replaced by identical copies after every click and key press, so references from an earlier snapshot go stale; the path (enumerateQueues → listQueues, default 10) runs through those links. Single task, not a family: only one module (Queues) lists exactly one deprecated v3 function whose replacement has a page size, so the records offer no second instance of this path.',
  tags: ['smoke', 'disturbance', 'navigation'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  setup: { disturbances: ['dom-churn'] },
  success: { kind: 'answer', field: 'page_size', description: 'the replacement’s default page size', number: 10, tolerance: 0 },
  reference: [
    { do: 'click', on: { role: 'link', name: 'API reference', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'enumerateQueues' } },
    { do: 'click', on: { role: 'link', name: 'listQueues', nth: 1 } },
    { do: 'answer', fields: { page_size: 10 }, explanation: 'listQueues replaces it; its default page size is 10.' },
  ],
});
