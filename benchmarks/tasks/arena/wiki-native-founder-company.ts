import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-native-founder-company',
  title: 'Encyclopedia: the company founded by a native of Norlund',
  startUrl: 'http://wiki.arena.test/',
  goal: 'Of the notable people born in the city of Norlund listed on Arenapedia, one founded a company. Which company is it, and how many employees does it have?',
  rationale: 'Norlund\'s "Notable people" table lists four natives; only Gustav Marez founded a company (Marez Manufacturing), whose infobox gives 1,408 employees.',
  tags: ['standard'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Marez Manufacturing', of: 'wiki.companies' },
      { kind: 'answer', number: 1408 },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Norlund' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Gustav Marez', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Marez Manufacturing', nth: 0 } },
    { do: 'answer', text: 'Gustav Marez, born in Norlund, founded Marez Manufacturing, which has 1,408 employees.' },
  ],
});
