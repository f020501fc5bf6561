import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-hard-founders-rivers',
  title: 'Encyclopedia: compare the rivers of two founders\' birthplaces',
  startUrl: 'http://wiki.arena.test/',
  goal: 'On Arenapedia, look up the companies Wesova Industries and Ereley Company. Each founder was born in a city through which one river flows. Which of those two rivers is longer, and by how many kilometres?',
  rationale: 'Two chains of three hops (company → founder → birthplace → river): Henrik Wesova, Elovmora, Maren River 1,016 km; Isidor Ereley, Moreline, Osesk River 482 km. The answer must name the Maren River and the difference, 534 km.',
  tags: ['hard'],
  maxSteps: 50,
  maxDurationMs: 240_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Maren River', of: 'wiki.rivers' },
      { kind: 'answer', number: 534, unit: 'km' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Wesova Industries' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Henrik Wesova', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Elovmora', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Maren River', nth: 0 } },
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Ereley Company' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Isidor Ereley', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Moreline', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Osesk River', nth: 0 } },
    { do: 'answer', text: 'The Maren River (1,016 km, through Elovmora, birthplace of Henrik Wesova) is longer than the Osesk River (482 km, through Moreline, birthplace of Isidor Ereley) by 534 km.' },
  ],
});
