import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-disturbed-newsletter-modal-retention',
  title: 'Docs with a newsletter modal: a parameter across versions',
  startUrl: 'http://docs.arena.test/',
  goal:
    'In the Larkspur SDK docs, look up updateWorkspace. What is the default of its retentionDays parameter in version 3, and what was that parameter called in version 1 and what was its default there?',
  rationale:
    'From the second page on, a modal newsletter dialog blocks the page until dismissed, and returns on every page until then; the v1 page shows `retention` (90), v3 `retentionDays` (7).',
  tags: ['standard', 'disturbance', 'versions'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  setup: { disturbances: ['newsletter-modal'] },
  success: {
    kind: 'and',
    children: [
      { kind: 'dom_count', selector: 'dialog[data-arena-disturbance="newsletter-modal"][open]', op: 'eq', value: 0 },
      { kind: 'no_dialog' },
      { kind: 'answer', per: { v3: { number: 7, unit: 'day' }, v1: [{ value: 'retention', of: 'docs.parameters' }, { number: 90, unit: 'day' }] } },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'updateWorkspace' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'button', name: 'No thanks' } },
    { do: 'click', on: { role: 'link', name: 'updateWorkspace' } },
    { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v1' },
    { do: 'wait_for', text: 'You are reading the docs of' },
    { do: 'answer', text: 'In v3 retentionDays defaults to 7. In v1 the parameter was called retention and defaulted to 90.' },
  ],
});
