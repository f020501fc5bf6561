import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-05-whatwg-section-element',
  title: 'HTML Standard: what the section element represents',
  startUrl: 'https://html.spec.whatwg.org/multipage/',
  goal: 'In the HTML Standard, find the definition of the <section> element: what does the section element represent?',
  rationale: 'The definition of <section> has been "represents a generic section of a document or application" since HTML5; the start page is the table of contents, so the agent must open the definition.',
  tags: ['smoke'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://html\\.spec\\.whatwg\\.org/', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'represents', description: 'what the element represents, in the definition’s own words', value: ['a generic section of a document or application', 'generic section', 'a generic section of a document'], type: 'text' },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: '4.3 Sections' } },
    { do: 'click', on: { role: 'link', name: '4.3.3 The section element' } },
    { do: 'wait_for', text: 'represents a generic section' },
    { do: 'answer', fields: { represents: 'a generic section of a document or application' }, explanation: 'It represents a generic section of a document or application.' },
  ],
});
