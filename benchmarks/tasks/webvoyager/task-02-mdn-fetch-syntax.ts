import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-02-mdn-fetch-syntax',
  title: 'MDN: the syntax of fetch()',
  startUrl: 'https://developer.mozilla.org/en-US/docs/Web/API/Window/fetch',
  goal: 'On the MDN page for fetch(), find the Syntax section and the simplest call form it shows.',
  rationale: 'fetch() is a shipped web API; its one-argument form `fetch(resource)` cannot change without breaking the web.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://developer\\.mozilla\\.org/[a-zA-Z-]+/docs/Web/API/(Window/fetch|fetch)' },
      { kind: 'dom_text', selector: 'main', contains: 'fetch(resource)' },
    ],
  },
});
