import { arena, defineFamily, type Step } from 'contract-eval/task';
import { figure } from './shared/wiki-text.ts';

type Chain = { company: arena.wiki.Company; river: arena.wiki.River };

// Every two companies (in the encyclopedia's order) whose founders were each born in a city that
// exactly one river flows through (none or two: no single river to compare), the two rivers
// different and of different lengths (one river twice, or a tie, has no longer river).
export default defineFamily({
  family: 'wiki-hard-founders-rivers',
  defaultKey: 'wesova-industries-ereley-company',
  instances: () => {
    const world = arena.wiki.world();
    const chains: Chain[] = world.companies.flatMap((company) => {
      const rivers = world.riversThrough(company.founder.birthplace);
      return rivers.length === 1 ? [{ company, river: rivers[0] }] : [];
    });
    return chains.flatMap((first, i) =>
      chains.slice(i + 1).filter((second) => second.river !== first.river && second.river.lengthKm !== first.river.lengthKm).map((second) => ({ first, second })),
    );
  },
  key: ({ first, second }) => `${arena.slug(first.company.name)}-${arena.slug(second.company.name)}`.toLowerCase(),
  task: ({ first, second }) => {
    const [longer, shorter] = first.river.lengthKm > second.river.lengthKm ? [first, second] : [second, first];
    const difference = longer.river.lengthKm - shorter.river.lengthKm;
    const chain = ({ company, river }: Chain) => `${company.founder.name}, ${company.founder.birthplace.name}, ${river.name} ${figure(river.lengthKm)} km`;
    const told = ({ company, river }: Chain) => `${river.name} (${figure(river.lengthKm)} km, through ${company.founder.birthplace.name}, birthplace of ${company.founder.name})`;
    const steps = ({ company, river }: Chain): Step[] => [
      { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: company.name },
      { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
      { do: 'click', on: { role: 'link', name: company.founder.name, nth: 0 } },
      { do: 'click', on: { role: 'link', name: company.founder.birthplace.name, nth: 0 } },
      { do: 'click', on: { role: 'link', name: river.name, nth: 0 } },
    ];
    return {
      title: 'Encyclopedia: compare the rivers of two founders\' birthplaces',
      startUrl: 'http://wiki.arena.test/',
      goal: `On Arenapedia, look up the companies ${first.company.name} and ${second.company.name}. Each founder was born in a city through which one river flows. Which of those two rivers is longer, and by how many kilometres?`,
      rationale: `Two chains of three hops (company → founder → birthplace → river): ${chain(first)}; ${chain(second)}. The answer must name the ${longer.river.name} and the difference, ${figure(difference)} km.`,
      tags: ['hard'],
      maxSteps: 50,
      maxDurationMs: 240_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'longer_river', description: 'the longer of the two rivers', value: longer.river.name, of: 'wiki.rivers' },
          { kind: 'answer', field: 'difference', description: 'how much longer it is', number: difference, unit: 'km' },
        ],
      },
      reference: [...steps(first), ...steps(second), { do: 'answer', fields: { longer_river: longer.river.name, difference }, explanation: `The ${told(longer)} is longer than the ${told(shorter)} by ${figure(difference)} km.` }],
    };
  },
});
