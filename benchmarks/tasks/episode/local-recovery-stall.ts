import { defineTask } from '../../task-spec/schema.ts';

// Its transcript makes one wrong first action (a guessed selector that does not exist), then
// looks at the page and recovers: the reference case for error counts and step caps.
export default defineTask({
  id: 'local-recovery-stall',
  title: 'Resume the stalled export',
  startUrl: 'http://fixtures.test/stall.html',
  goal: 'The nightly export is stalled. Get it going again.',
  maxSteps: 6,
  maxDurationMs: 30_000,
  success: { kind: 'dom_text', selector: '#status', contains: 'Export resumed' },
  setup: { viewport: { width: 1024, height: 768 } },
});
