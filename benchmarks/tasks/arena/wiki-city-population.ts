import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-city-population',
  title: 'Encyclopedia: the population of Quarsund',
  startUrl: 'http://wiki.arena.test/',
  goal: 'Using the Arenapedia encyclopedia, find how many inhabitants the city of Quarsund had at the 2021 census.',
  rationale: 'The figure (608,398) is only in the Quarsund article (infobox, lead and census table), not on the main page; searching the exact title leads straight to it.',
  tags: ['smoke'],
  maxSteps: 12,
  maxDurationMs: 90_000,
  success: { kind: 'answer', number: 608398 },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Quarsund' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'answer', text: 'Quarsund had 608,398 inhabitants at the 2021 census.' },
  ],
});
