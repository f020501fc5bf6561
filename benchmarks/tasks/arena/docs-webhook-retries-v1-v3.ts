import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-webhook-retries-v1-v3',
  title: 'Docs: the last webhook redelivery delay in v1 and in v3',
  startUrl: 'http://docs.arena.test/',
  goal: 'When a webhook delivery keeps failing, it is sent again on a schedule. How long is the wait before the very last redelivery attempt in version 1 of the Larkspur docs, and in version 3?',
  rationale: 'The retry schedule guide is nested (Guides › Advanced › Webhooks) and its table differs per version (12.8 h in v1, 4.3 h in v3): both versions must be read. Single task, not a family: the retry schedule is one generated table per version, so the seed offers one instance (the last delay in v1 and in v3) and no other records of its kind.',
  tags: ['standard', 'navigation', 'versions'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  success: {
    kind: 'answer',
    field: 'versions',
    description: 'for version 1 and version 3, the wait before the very last redelivery attempt',
    per: {
      v1: { field: 'wait', description: 'the wait before the very last redelivery attempt in version 1', number: 12.8, unit: 'h' },
      v3: { field: 'wait', description: 'the wait before the very last redelivery attempt in version 3', number: 4.3, unit: 'h' },
    },
  },
  reference: [
    { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v1' },
    { do: 'wait_for', text: 'You are reading the docs of' },
    { do: 'click', on: { role: 'button', name: 'Webhooks' } },
    { do: 'click', on: { role: 'link', name: 'Retry schedule', nth: 0 } },
    { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v3 (latest)' },
    { do: 'wait_for', text: 'Redelivery attempts (v3)' },
    { do: 'answer', fields: { versions: { v1: { wait: 12.8 }, v3: { wait: 4.3 } } }, explanation: 'v1: 12.8 h before the last attempt; v3: 4.3 h.' },
  ],
});
