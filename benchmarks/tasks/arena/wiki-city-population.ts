import { arena, defineFamily } from 'contract-eval/task';

// Every city whose population the main page does not give: it is in the city's own article only.
export default defineFamily({
  family: 'wiki-city-population',
  defaultKey: 'quarsund',
  instances: () => arena.wiki.world().cities.filter((city) => !arena.wiki.mainPage().includes(city.population.toLocaleString('en-US'))),
  key: (city) => arena.slug(city.name).toLowerCase(),
  task: (city) => {
    const population = city.population.toLocaleString('en-US');
    return {
      title: `Encyclopedia: the population of ${city.name}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `Using the Arenapedia encyclopedia, find how many inhabitants the city of ${city.name} had at the 2021 census.`,
      rationale: `The figure (${population}) is only in the ${city.name} article (infobox, lead and census table), not on the main page; searching the exact title leads straight to it.`,
      tags: ['smoke'],
      maxSteps: 12,
      maxDurationMs: 90_000,
      success: { kind: 'answer', field: 'population', description: 'the city’s number of inhabitants at the 2021 census', number: city.population },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: city.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        { do: 'answer', fields: { population: city.population }, explanation: `${city.name} had ${population} inhabitants at the 2021 census.` },
      ],
    };
  },
});
