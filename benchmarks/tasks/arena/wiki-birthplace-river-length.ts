import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-birthplace-river-length',
  title: 'Encyclopedia: the river through Katarina Tesenock\'s birthplace',
  startUrl: 'http://wiki.arena.test/',
  goal: 'On Arenapedia, find where the physicist Katarina Tesenock was born. A river flows through that city: how long is that river?',
  rationale: 'Two hops from the search: her article names her birthplace (Jorby), the Jorby article names its one river (Kelesk River), whose infobox gives 372 km; no page before the river article states the length next to her name.',
  tags: ['standard'],
  maxSteps: 24,
  maxDurationMs: 120_000,
  success: { kind: 'answer', number: 372, unit: 'km' },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Katarina Tesenock' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Jorby', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Kelesk River', nth: 0 } },
    { do: 'answer', text: 'Katarina Tesenock was born in Jorby, on the Kelesk River, which is 372 km long.' },
  ],
});
