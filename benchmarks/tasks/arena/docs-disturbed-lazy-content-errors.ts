import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-disturbed-lazy-content-errors',
  title: 'Docs with lazily loaded content: the error codes of a function',
  startUrl: 'http://docs.arena.test/',
  goal: 'According to the v3 Larkspur SDK docs, which error codes can deleteQueue fail with?',
  rationale:
    'The Errors section is far below the first screen and is only loaded when the reader scrolls near it (or follows its anchor); the six codes are a generated subset.',
  tags: ['standard', 'disturbance', 'search'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  setup: { disturbances: ['lazy-content'] },
  success: { kind: 'answer', items: ['invalid_argument', 'unauthenticated', 'permission_denied', 'not_found', 'locked', 'unavailable'], of: 'docs.errors' },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'deleteQueue' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'deleteQueue' } },
    { do: 'scroll' },
    { do: 'wait_for', text: 'Catch the codes you expect and let the others propagate' },
    { do: 'answer', text: 'invalid_argument, unauthenticated, permission_denied, not_found, locked and unavailable.' },
  ],
});
