import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-03-wikipedia-eiffel-height',
  title: 'Wikipedia: the height of the Eiffel Tower',
  startUrl: 'https://en.wikipedia.org/wiki/Main_Page',
  goal: "Using English Wikipedia, find the Eiffel Tower's height in metres, as its article's infobox gives it.",
  rationale: 'The height (330 m since the 2022 antenna) is stable for years; the agent must reach the article from the Main Page (its request is the evidence); the answer gives it in metres, the unit its field asks for.',
  tags: ['smoke'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://en\\.wikipedia\\.org/wiki/Eiffel_Tower', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'height', description: 'the tower’s height as the infobox gives it', number: 330, unit: 'm', tolerance: 1 },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Wikipedia' }, text: 'Eiffel Tower' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Wikipedia' } },
    { do: 'wait_for', text: '330 m (1,083 ft)' },
    { do: 'answer', fields: { height: 330 }, explanation: '330 m' },
  ],
});
