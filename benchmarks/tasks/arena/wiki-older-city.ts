import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-older-city',
  title: 'Encyclopedia: which is older, Marbrook or Rosehold',
  startUrl: 'http://wiki.arena.test/',
  goal: 'Using Arenapedia, find out which of the two cities Marbrook and Rosehold was founded earlier, and by how many years.',
  rationale: 'The founding years (Rosehold 731, Marbrook 755) are in two articles of two countries (or in the sortable list of cities); the answer must name Rosehold and the difference of 24 years. Any page may hold them, so only the answer is judged.',
  tags: ['standard'],
  maxSteps: 24,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Rosehold', of: 'wiki.cities' },
      { kind: 'answer', number: 24, unit: 'year' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Marbrook' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Rosehold' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'answer', text: 'Rosehold (founded 731) is older than Marbrook (founded 755), by 24 years.' },
  ],
});
