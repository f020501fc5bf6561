import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-webhook-tolerance-sidebar',
  title: 'Docs: the webhook signature tolerance, found through the sidebar tree',
  startUrl: 'http://docs.arena.test/',
  goal: 'In the Larkspur SDK documentation (v3), find the guide about verifying webhook signatures and tell me how old, in seconds, a webhook request may be before it should be rejected.',
  rationale: 'The guide sits three levels deep in the sidebar (Guides › Advanced › Webhooks, collapsed); the tolerance (600 s) is generated, so only the guide gives the number. Single task, not a family: the tolerance is one generated figure of one guide, so the seed offers no other record of its kind to draw instances from.',
  tags: ['smoke', 'navigation'],
  maxSteps: 15,
  maxDurationMs: 90_000,
  success: { kind: 'answer', field: 'max_age', description: 'how old a webhook request may be before it should be rejected', number: 600, unit: 's', tolerance: 0 },
  reference: [
    { do: 'click', on: { role: 'button', name: 'Webhooks' } },
    { do: 'click', on: { role: 'link', name: 'Verifying signatures', nth: 0 } },
    { do: 'answer', fields: { max_age: 600 }, explanation: '600 seconds' },
  ],
});
