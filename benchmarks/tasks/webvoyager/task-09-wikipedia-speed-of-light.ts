import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-09-wikipedia-speed-of-light',
  title: 'Wikipedia: the speed of light',
  startUrl: 'https://en.wikipedia.org/wiki/Main_Page',
  goal: 'On English Wikipedia, look up the speed of light in vacuum and give its exact value in metres per second, as the article states it.',
  rationale: 'c is exact by the definition of the metre (1983); the figure 299,792,458 cannot change. The agent must find the article from the Main Page (its request is the evidence).',
  tags: ['smoke'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://en\\.wikipedia\\.org/wiki/Speed_of_light', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'speed', description: 'the exact speed of light in vacuum', number: 299792458, unit: 'm/s' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Wikipedia' }, text: 'speed of light in vacuum' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Wikipedia' } },
    { do: 'click', on: { role: 'link', name: 'Speed of light' } },
    { do: 'answer', fields: { speed: 299792458 }, explanation: '299,792,458 m/s' },
  ],
});
