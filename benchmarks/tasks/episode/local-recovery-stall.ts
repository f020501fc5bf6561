import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'local-recovery-stall',
  title: 'Resume the stalled export',
  startUrl: 'http://fixtures.test/stall.html',
  goal: 'The nightly export is stalled. Get it going again without losing the work already done.',
  maxSteps: 6,
  maxDurationMs: 30_000,
  rationale: 'Only "Resume export", then "Resume from 40%", resumes without losing work; the page then tells the server (export.json?resume=40), and that request is the evidence.',
  success: { kind: 'network', url_pattern: '^http://fixtures\\.test/export\\.json\\?resume=40$', status_in: [200], since: 'contract_enter', from_page: true },
  setup: { viewport: { width: 1024, height: 768 } },
  reference: [
    { do: 'click', on: { role: 'button', name: 'Resume export' } },
    { do: 'click', on: { role: 'button', name: 'Resume from 40%' } },
    { do: 'answer', explanation: 'Resumed the nightly export from 40%.' },
  ],
});
