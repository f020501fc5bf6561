import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-param-default-v2',
  title: 'Docs: a parameter’s name and default in an older version',
  startUrl: 'http://docs.arena.test/',
  goal: 'In version 2 of the Larkspur SDK, what is the timeout parameter of watchToken called, and what is its default value?',
  rationale: 'v3 (the start) calls it timeoutSeconds with default 120; only the v2 page shows the v2 name (timeout) and default (300), so the agent must switch versions on the right page.',
  tags: ['standard', 'versions', 'search'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'timeout', of: 'docs.parameters' },
      { kind: 'answer', number: 300, unit: 's' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'watchToken' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'watchToken' } },
    { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v2' },
    { do: 'wait_for', text: 'You are reading the docs of' },
    { do: 'answer', text: 'In v2 the parameter is called timeout and its default is 300 (seconds).' },
  ],
});
