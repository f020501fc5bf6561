import { arena, defineFamily } from 'contract-eval/task';

// Every company whose founder was born in a city no river flows through (the others have a length
// to give); a founder of two such companies would make two instances with one answer, so each
// founder counts once (the first of their companies).
export default defineFamily({
  family: 'wiki-founder-river-not-found',
  defaultKey: 'corasen-sons',
  instances: () => {
    const world = arena.wiki.world();
    return world.companies.filter(
      (company) => world.riversThrough(company.founder.birthplace).length === 0 && world.companies.find((other) => other.founder === company.founder) === company,
    );
  },
  key: (company) => arena.slug(company.name).toLowerCase(),
  task: (company) => {
    const founder = company.founder;
    const city = founder.birthplace.name;
    const path = arena.wiki.articlePath(city).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return {
      title: `Encyclopedia: the river through the founder's birthplace of ${company.name} (there is none)`,
      startUrl: 'http://wiki.arena.test/',
      goal: `On Arenapedia, find the founder of the company ${company.name} and the city where that person was born. What is the length of the river that flows through that city?`,
      rationale: `The founder, ${founder.name}, was born in ${city}, which no river passes (its article says so and no river article lists it): the right answer is NOT FOUND, after the ${city} article was requested.`,
      tags: ['standard', 'not-possible'],
      maxSteps: 24,
      maxDurationMs: 120_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'network', url_pattern: `^http://wiki\\.arena\\.test${path}$`, status_in: [200], since: 'contract_enter' },
          { kind: 'answer', not_found: true, field: 'river_length', description: 'the length of the river that flows through the city of birth', unit: 'km' },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: company.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        { do: 'click', on: { role: 'link', name: founder.name, nth: 0 } },
        { do: 'click', on: { role: 'link', name: city, nth: 0 } },
        { do: 'answer', not_found: true, explanation: `NOT FOUND: ${company.name} was founded by ${founder.name}, born in ${city}, and no river flows through ${city}.` },
      ],
    };
  },
});
