import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-02-mdn-fetch-syntax',
  title: 'MDN: the syntax of fetch()',
  startUrl: 'https://developer.mozilla.org/en-US/',
  goal: "On MDN Web Docs, find the reference page of the global fetch() method and tell me the simplest (one-argument) call form its Syntax section shows.",
  rationale: 'fetch() is a shipped web API; its one-argument form `fetch(resource)` cannot change without breaking the web. The start page is the home page, so the agent must search or browse to the reference page.',
  tags: ['smoke'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://developer\\.mozilla\\.org/[a-zA-Z-]+/docs/Web/API/(Window/fetch|fetch)', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'call_form', description: 'the one-argument call form, as the Syntax section writes it', value: ['fetch(resource)', 'window.fetch(resource)'], type: 'text' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search MDN' }, text: 'fetch' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search MDN' } },
    { do: 'click', on: { role: 'link', name: 'Window: fetch() method' } },
    { do: 'answer', fields: { call_form: 'fetch(resource)' }, explanation: 'fetch(resource)' },
  ],
});
