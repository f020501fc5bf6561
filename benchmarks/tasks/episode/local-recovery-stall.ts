import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'local-recovery-stall',
  title: 'Resume the stalled export',
  startUrl: 'http://fixtures.test/stall.html',
  goal: 'The nightly export is stalled. Get it going again without losing the work already done.',
  maxSteps: 6,
  maxDurationMs: 30_000,
  success: { kind: 'dom_text', selector: '#status', contains: 'Export resumed from 40%' },
  setup: { viewport: { width: 1024, height: 768 } },
  reference: [
    { do: 'click', on: { role: 'button', name: 'Resume export' } },
    { do: 'click', on: { role: 'button', name: 'Resume from 40%' } },
  ],
});
