import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'local-export-from-home',
  title: 'Find the stalled export from the home page and resume it',
  startUrl: 'http://fixtures.test/index.html',
  goal: "Starting from the fixture site's home page, find the nightly export that is stalled and get it going again without losing the work already done.",
  rationale: 'The export is one link away from the start page; resuming it from 40% tells the server (export.json?resume=40), and that request is the evidence.',
  maxSteps: 10,
  maxDurationMs: 30_000,
  success: { kind: 'network', url_pattern: '^http://fixtures\\.test/export\\.json\\?resume=40$', status_in: [200], since: 'contract_enter', from_page: true },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Stalled export' } },
    { do: 'click', on: { role: 'button', name: 'Resume export' } },
    { do: 'click', on: { role: 'button', name: 'Resume from 40%' } },
    { do: 'answer', explanation: 'Resumed the nightly export from 40%.' },
  ],
});
