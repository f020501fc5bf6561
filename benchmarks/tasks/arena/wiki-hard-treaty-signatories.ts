import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-hard-treaty-signatories',
  title: 'Encyclopedia: the largest birthplace among the signatories of the Treaty of Ulvik',
  startUrl: 'http://wiki.arena.test/',
  goal: 'The Treaty of Ulvik on Arenapedia has several signatories. Of the cities where they were born, which had the largest population at the 2021 census, and what was that population?',
  rationale: 'Three signatories, three birthplaces (Venilheim 528,378; Osline 55,626; Kelarhold 125,420), each population on its own city page: the agent must visit all three and compare.',
  tags: ['hard'],
  maxSteps: 50,
  maxDurationMs: 240_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Venilheim', of: 'wiki.cities' },
      { kind: 'answer', number: 528378 },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Treaty of Ulvik' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Edvard Isini', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Venilheim', nth: 0 } },
    { do: 'back' },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'Rosalind Vorez', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Osline', nth: 0 } },
    { do: 'back' },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'Benedikt Athstein', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Kelarhold', nth: 0 } },
    { do: 'answer', text: 'Venilheim, birthplace of Edvard Isini, with 528,378 inhabitants (Kelarhold had 125,420 and Osline 55,626).' },
  ],
});
