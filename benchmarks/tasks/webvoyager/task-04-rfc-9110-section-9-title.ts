import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-04-rfc-9110-section-9-title',
  title: 'RFC 9110: the title of section 9',
  startUrl: 'https://www.rfc-editor.org/',
  goal: "Using the RFC Editor's website, find RFC 9110 (HTTP Semantics), open the RFC itself and tell me the title of its section 9.",
  rationale: 'Published RFCs are immutable; section 9 of RFC 9110 is "Methods" for good. The agent must search the RFC Editor and reach the RFC (its request is the evidence).',
  tags: ['standard'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://www\\.rfc-editor\\.org/rfc/rfc9110(\\.html)?', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'title', description: 'the title of section 9, as the RFC writes it, without its number', value: 'Methods', type: 'text' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'textbox', name: 'Search RFCs' }, text: 'HTTP Semantics' },
    { do: 'press', key: 'Enter', on: { role: 'textbox', name: 'Search RFCs' } },
    { do: 'click', on: { role: 'link', name: 'RFC 9110' } },
    { do: 'click', on: { role: 'link', name: 'HTML' } },
    { do: 'click', on: { role: 'link', name: 'Methods', nth: 0 } },
    { do: 'answer', fields: { title: 'Methods' }, explanation: 'Section 9 is titled "Methods".' },
  ],
});
