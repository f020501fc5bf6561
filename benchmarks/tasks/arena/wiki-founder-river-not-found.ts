import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-founder-river-not-found',
  title: 'Encyclopedia: the river through the founder\'s birthplace of Corasen & Sons (there is none)',
  startUrl: 'http://wiki.arena.test/',
  goal: 'On Arenapedia, find the founder of the company Corasen & Sons and the city where that person was born. What is the length of the river that flows through that city?',
  rationale: 'The founder, Gustav Corasen, was born in Aldport, which no river passes (its article says so and no river article lists it): the right answer is NOT FOUND, after the Aldport article was requested.',
  tags: ['standard', 'not-possible'],
  maxSteps: 24,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^http://wiki\\.arena\\.test/wiki/Aldport$', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', not_found: true, unit: 'km' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Corasen & Sons' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Gustav Corasen', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Aldport', nth: 0 } },
    { do: 'answer', text: 'NOT FOUND: Corasen & Sons was founded by Gustav Corasen, born in Aldport, and no river flows through Aldport.' },
  ],
});
