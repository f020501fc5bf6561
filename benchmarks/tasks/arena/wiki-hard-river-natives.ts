import { arena, defineFamily, type Step } from 'contract-eval/task';
import { capitalNumberWord, numberWord } from './shared/wiki-text.ts';

// Every river through at least three cities (the goal's "several"; fewer is barely a comparison)
// where one city has more notable natives than each other (a tie has two answers) and its
// earliest-born native was born before the next (two born the same day would both be "earliest").
export default defineFamily({
  family: 'wiki-hard-river-natives',
  defaultKey: 'galesk-river',
  instances: () => {
    const world = arena.wiki.world();
    return world.rivers.flatMap((river) => {
      if (river.cities.length < 3) return [];
      const counts = river.cities.map((city) => world.bornIn(city).length);
      const [most, next] = [...counts].sort((a, b) => b - a);
      if (most === next) return [];
      const leader = river.cities[counts.indexOf(most)];
      const natives = world.bornIn(leader);
      if (natives.length > 1 && natives[0].born === natives[1].born) return [];
      return [{ river, counts, leader, earliest: natives[0] }];
    });
  },
  key: ({ river }) => arena.slug(river.name).toLowerCase(),
  task: ({ river, counts, leader, earliest }) => {
    const most = Math.max(...counts);
    const visits = river.cities.flatMap((city): Step[] => [
      { do: 'click', on: { role: 'link', name: city.name, nth: 0 } },
      { do: 'back' },
    ]);
    return {
      title: `Encyclopedia: the city on the ${river.name} with the most notable natives`,
      startUrl: 'http://wiki.arena.test/',
      goal: `The ${river.name} flows through several cities. On Arenapedia, which of those cities has the most notable people born there (as listed in the city articles), and who is the earliest-born of them?`,
      rationale: `${capitalNumberWord(river.cities.length)} cities; their "Notable people" tables list ${counts.slice(0, -1).join(', ')} and ${counts.at(-1)} natives: only visiting all of them shows ${leader.name} leads, and its table (by date of birth) starts with ${earliest.name} (born ${arena.wiki.yearOf(earliest.born)}).`,
      tags: ['hard'],
      maxSteps: 60,
      maxDurationMs: 300_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'city', description: 'the city with the most notable people born there', value: leader.name, of: 'wiki.cities' },
          { kind: 'answer', field: 'earliest_born', description: 'the earliest-born of those people', value: earliest.name, of: 'wiki.people' },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: river.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        ...visits,
        { do: 'click', on: { role: 'link', name: leader.name, nth: 0 } },
        { do: 'answer', fields: { city: leader.name, earliest_born: earliest.name }, explanation: `${leader.name}, with ${numberWord(most)} notable ${most === 1 ? 'native' : 'natives'}; the earliest-born is ${earliest.name} (born ${arena.wiki.longDate(earliest.born)}).` },
      ],
    };
  },
});
