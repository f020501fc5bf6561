import { defineTask } from 'contract-eval/task';

// A task with a signature: declared input, action space, stop condition, budgets and a loop guard.
export default defineTask({
  id: 'search-form',
  title: 'Search the catalogue for an input term',
  startUrl: 'http://fixtures.test/search.html',
  goal: 'Search the catalogue for "{{query}}".',
  rationale: 'The result appears on the same page and the page asks the catalogue for the terms (catalogue.json?q=…): that request is the evidence; the stop condition watches the page.',
  maxSteps: 10,
  maxDurationMs: 30_000,
  success: { kind: 'network', url_pattern: '^http://fixtures\\.test/catalogue\\.json\\?q=cats$', status_in: [200], since: 'contract_enter', from_page: true },
  signature: {
    inputs: { query: { type: 'string', required: true, redaction: 'none', value: 'cats' } },
    allowedToolClasses: ['observe', 'act'],
    stopWhen: { kind: 'dom_text', selector: '#result', contains: 'Searched: cats' },
    budgets: { maxToolCalls: 8, maxWallMs: 30_000 },
    loopGuards: [{ kind: 'max_observation_calls', limit: 2, window: 4 }],
    envelope: { allowedDomains: ['fixtures.test'] },
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search terms' }, text: '{{query}}' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search terms' } },
  ],
});
