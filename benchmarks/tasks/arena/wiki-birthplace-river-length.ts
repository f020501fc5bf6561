import { arena, defineFamily } from 'contract-eval/task';
import { articleText, figure, possessiveOf, their } from './shared/wiki-text.ts';

// Every person born in a city that exactly one river flows through (none: nothing to measure;
// two: two right answers), unless the person's or the city's article already gives the river's
// length (a shortcut past the river article).
export default defineFamily({
  family: 'wiki-birthplace-river-length',
  defaultKey: 'katarina-tesenock',
  instances: () =>
    arena.wiki
      .world()
      .people.map((person) => ({ person, rivers: arena.wiki.world().riversThrough(person.birthplace) }))
      .filter(({ rivers }) => rivers.length === 1)
      .map(({ person, rivers }) => ({ person, river: rivers[0] }))
      .filter(({ person, river }) => ![person.name, person.birthplace.name].some((title) => articleText(title).includes(`${figure(river.lengthKm)} km`))),
  key: ({ person }) => arena.slug(person.name).toLowerCase(),
  task: ({ person, river }) => {
    const city = person.birthplace.name;
    const length = `${figure(river.lengthKm)} km`;
    return {
      title: `Encyclopedia: the river through ${possessiveOf(person.name)} birthplace`,
      startUrl: 'http://wiki.arena.test/',
      goal: `On Arenapedia, find where the ${arena.wiki.occupationOf(person)} ${person.name} was born. A river flows through that city: how long is that river?`,
      rationale: `Two hops from the search: ${their(person.female)} article names ${their(person.female)} birthplace (${city}), the ${city} article names its one river (${river.name}), whose infobox gives ${length}; no page before the river article states the length next to ${their(person.female)} name.`,
      tags: ['standard'],
      maxSteps: 24,
      maxDurationMs: 120_000,
      success: { kind: 'answer', field: 'river_length', description: 'the length of the river that flows through the city of birth', number: river.lengthKm, unit: 'km' },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: person.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        { do: 'click', on: { role: 'link', name: city, nth: 0 } },
        { do: 'click', on: { role: 'link', name: river.name, nth: 0 } },
        { do: 'answer', fields: { river_length: river.lengthKm }, explanation: `${person.name} was born in ${city}, on the ${river.name}, which is ${length} long.` },
      ],
    };
  },
});
