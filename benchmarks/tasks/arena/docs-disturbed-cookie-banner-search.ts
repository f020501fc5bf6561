import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-disturbed-cookie-banner-search',
  title: 'Docs behind a cookie banner: when a function was added',
  startUrl: 'http://docs.arena.test/',
  goal: 'Search the Larkspur SDK docs (v3) for unlockPolicy and tell me in which release it was added.',
  rationale:
    'A consent dialog makes the whole page inert until it is answered, and comes back on every page until then; the contract wants the answer (3.3.0) with the banner answered (it stays gone on every page after that).',
  tags: ['standard', 'disturbance', 'search'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  setup: { disturbances: ['cookie-banner'] },
  success: {
    kind: 'and',
    children: [
      { kind: 'dom_count', selector: '[data-arena-disturbance="cookie-banner"]', op: 'eq', value: 0 },
      { kind: 'no_dialog' },
      { kind: 'answer', value: '3.3.0', of: 'docs.releases' },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'button', name: 'Accept all' } },
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'unlockPolicy' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'unlockPolicy' } },
    { do: 'answer', text: 'unlockPolicy was added in release 3.3.0.' },
  ],
});
