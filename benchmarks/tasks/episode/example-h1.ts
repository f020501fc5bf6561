import { defineTask } from '../../task-spec/schema.ts';

// A real public hostname, replayed offline from fixtures-site/mirrors/example.com/.
export default defineTask({
  id: 'example-h1',
  title: 'Read the heading of example.com',
  startUrl: 'https://example.com/',
  goal: 'Read the main heading of the page and report it.',
  maxSteps: 5,
  maxDurationMs: 30_000,
  success: { kind: 'dom_text', selector: 'h1', contains: 'Example Domain' },
});
