import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-10-tc39-ecma262',
  title: 'Reach the ECMAScript specification draft',
  startUrl: 'https://tc39.es/ecma262/',
  goal: "Open TC39's current draft of the ECMAScript specification at tc39.es.",
  rationale: 'tc39.es/ecma262/ has been the home of the living ECMAScript draft since 2015; only the URL is judged, plus the word ECMAScript.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://tc39\\.es/ecma262/' },
      { kind: 'dom_text', contains: 'ECMAScript' },
    ],
  },
});
