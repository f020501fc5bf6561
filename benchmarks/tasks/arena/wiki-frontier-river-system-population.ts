import { arena, defineFamily, type Step } from 'contract-eval/task';
import { searchWiki } from './shared/wiki-steps.ts';
import { figure, numberWord } from './shared/wiki-text.ts';

/** The combined population of cities, each counted once. */
const populationOf = (cities: readonly arena.wiki.City[]) => [...new Set(cities)].reduce((total, city) => total + city.population, 0);

// Every river with tributaries (rivers that flow into it, at any depth) where a city lies on two of
// the rivers (counting it twice is the trap) and the tributaries add at least one city the main
// river does not pass (otherwise the main river's table alone is the answer).
export default defineFamily({
  family: 'wiki-frontier-river-system-population',
  defaultKey: 'vorar-river',
  instances: () => {
    const world = arena.wiki.world();
    const below = (river: arena.wiki.River): arena.wiki.River[] => world.tributariesOf(river).flatMap((t) => [t, ...below(t)]);
    return world.rivers.flatMap((river) => {
      const tributaries = below(river);
      if (tributaries.length === 0) return [];
      const listed = [river, ...tributaries].flatMap((r) => r.cities);
      const cities = [...new Set(listed)];
      if (cities.length === listed.length || cities.length === river.cities.length) return [];
      return [{ river, tributaries, listed, cities }];
    });
  },
  key: ({ river }) => arena.slug(river.name).toLowerCase(),
  task: ({ river, tributaries, listed, cities }) => {
    const world = arena.wiki.world();
    const total = populationOf(cities);
    const shared = cities.filter((city) => listed.filter((c) => c === city).length > 1);
    const added = cities.filter((city) => !river.cities.includes(city));
    // The main river's article, then each tributary's (reached from the article of the river it joins).
    const visit = (r: arena.wiki.River): Step[] =>
      world.tributariesOf(r).flatMap((t): Step[] => [{ do: 'click', on: { role: 'link', name: t.name, nth: 0 } }, ...visit(t), { do: 'back' }]);
    const steps = visit(river).slice(0, -1);
    return {
      title: `Encyclopedia: the combined population of the cities on the ${river.name} and its tributaries`,
      startUrl: 'http://wiki.arena.test/',
      goal: `What is the combined population (2021 census) of all the cities on the ${river.name} or on any river that flows into it, according to Arenapedia? A city on more than one of these rivers counts once.`,
      rationale: `aggregation: a sum over a river system rather than one list: the ${river.name} article's table has ${numberWord(river.cities.length)} cities (${figure(populationOf(river.cities))} people), and each tributary (${tributaries.map((t) => t.name).join(', ')}) has its own article and table; ${shared.map((c) => c.name).join(' and ')} ${shared.length === 1 ? 'lies' : 'lie'} on two of the rivers, ${added.map((c) => c.name).join(' and ')} only on a tributary. The ${numberWord(cities.length)} cities hold ${figure(total)} people; the main river alone gives ${figure(populationOf(river.cities))}, every table added up without removing the repeat ${figure(listed.reduce((sum, c) => sum + c.population, 0))}. No page states the total, and the first number on the river's article is its length.`,
      tags: ['frontier', 'aggregation'],
      maxSteps: 40,
      maxDurationMs: 240_000,
      success: { kind: 'answer', field: 'population', description: 'the combined 2021 census population of those cities', number: total },
      reference: [
        ...searchWiki(river.name),
        { do: 'read' },
        ...steps,
        { do: 'answer', fields: { population: total }, explanation: `The cities on the ${river.name} and the rivers that flow into it have a combined population of ${figure(total)}.` },
      ],
    };
  },
});
