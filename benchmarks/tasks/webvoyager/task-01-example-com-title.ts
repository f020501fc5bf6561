import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-01-example-com-title',
  title: "example.com's main heading",
  startUrl: 'https://example.com/',
  goal: 'What is the main heading (h1) of https://example.com/? Find it on the page.',
  rationale: 'IANA-reserved documentation domain; its heading has read "Example Domain" for decades.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://example\\.com/' },
      { kind: 'dom_text', selector: 'h1', contains: 'Example Domain' },
    ],
  },
});
