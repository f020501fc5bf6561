import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-changelog-release-date',
  title: 'Docs: the release date of 2.4.0, from the v2 changelog',
  startUrl: 'http://docs.arena.test/',
  goal: 'When was version 2.4.0 of the Larkspur SDK released? Look it up in the changelog of version 2.',
  rationale: 'The v3 docs (the start) only list 3.x releases: the agent must switch to v2 with the version menu and open its changelog; the date is generated.',
  tags: ['smoke', 'versions'],
  maxSteps: 15,
  maxDurationMs: 90_000,
  success: { kind: 'answer', date: '2022-11-25' },
  reference: [
    { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v2' },
    { do: 'wait_for', text: 'You are reading the docs of' },
    { do: 'click', on: { role: 'link', name: 'Changelog', nth: 0 } },
    { do: 'answer', text: 'Version 2.4.0 was released on 2022-11-25.' },
  ],
});
