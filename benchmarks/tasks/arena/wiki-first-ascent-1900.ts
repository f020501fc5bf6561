import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-first-ascent-1900',
  title: 'Encyclopedia: the mountain first climbed in 1900',
  startUrl: 'http://wiki.arena.test/',
  goal: 'Using Arenapedia\'s search, find the mountain whose first ascent was made in 1900. Tell me its name and its elevation.',
  rationale: 'No title names the year: a full-text search ("first ascent 1900") lists Halishorn and its climber with snippets; the elevation (5,110 m) is in the Halishorn infobox.',
  tags: ['smoke'],
  maxSteps: 15,
  maxDurationMs: 90_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Halishorn', of: 'wiki.mountains' },
      { kind: 'answer', number: 5110, unit: 'm' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'first ascent 1900' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Halishorn', nth: 0 } },
    { do: 'answer', text: 'Halishorn, first climbed in 1900, is 5,110 m high.' },
  ],
});
