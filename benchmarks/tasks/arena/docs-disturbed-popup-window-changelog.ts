import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-disturbed-popup-window-changelog',
  title: 'Docs whose first click opens an advert popup: deprecations of a release',
  startUrl: 'http://docs.arena.test/',
  goal: 'According to the v3 changelog of the Larkspur SDK, which functions were deprecated in release 3.4.0?',
  rationale:
    'The first link click opens an advert in a popup window and does not navigate; the agent must click again in the original page. Judged on the answer only, as every answer task is.',
  tags: ['smoke', 'disturbance'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  setup: { disturbances: ['popup-window'] },
  success: { kind: 'answer', items: ['fetchDataset', 'fetchWorkspace'], of: 'docs.functions' },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Changelog', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Changelog', nth: 0 } },
    { do: 'wait_for', text: 'Every release of version 3' },
    { do: 'answer', text: 'fetchDataset and fetchWorkspace were deprecated in 3.4.0.' },
  ],
});
