import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-hard-river-natives',
  title: 'Encyclopedia: the city on the Galesk River with the most notable natives',
  startUrl: 'http://wiki.arena.test/',
  goal: 'The Galesk River flows through several cities. On Arenapedia, which of those cities has the most notable people born there (as listed in the city articles), and who is the earliest-born of them?',
  rationale: 'Five cities; their "Notable people" tables list 2, 5, 4, 2 and 0 natives: only visiting all of them shows Joremar leads, and its table (by date of birth) starts with Bastian Broell (born 1796).',
  tags: ['hard'],
  maxSteps: 60,
  maxDurationMs: 300_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Joremar', of: 'wiki.cities' },
      { kind: 'answer', value: 'Bastian Broell', of: 'wiki.people' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Galesk River' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Lorehold', nth: 0 } },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'Joremar', nth: 0 } },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'Osudell', nth: 0 } },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'Belemouth', nth: 0 } },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'Hargrad', nth: 0 } },
    { do: 'back' },
    { do: 'click', on: { role: 'link', name: 'Joremar', nth: 0 } },
    { do: 'answer', text: 'Joremar, with five notable natives; the earliest-born is Bastian Broell (born 17 July 1796).' },
  ],
});
