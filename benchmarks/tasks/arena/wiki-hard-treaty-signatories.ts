import { arena, defineFamily, type Step } from 'contract-eval/task';
import { articleText, capitalNumberWord, figure, numberWord } from './shared/wiki-text.ts';

// Every treaty with at least two signatories (one leaves nothing to compare), born in as many
// different cities (a shared birthplace would be compared with itself), the largest of which is
// larger than the others (a tie has two answers), unless the treaty's article already gives that
// population (a shortcut past the people's and cities' articles).
export default defineFamily({
  family: 'wiki-hard-treaty-signatories',
  defaultKey: 'treaty-of-ulvik',
  instances: () =>
    arena.wiki
      .world()
      .events.filter((event) => event.type === 'treaty')
      .filter((treaty) => {
        const cities = treaty.participants.map((person) => person.birthplace);
        const populations = cities.map((city) => city.population).sort((a, b) => b - a);
        return cities.length >= 2 && new Set(cities).size === cities.length && populations[0] > populations[1] && !articleText(treaty.name).includes(figure(populations[0]));
      }),
  key: (treaty) => arena.slug(treaty.name).toLowerCase(),
  task: (treaty) => {
    const signatories = treaty.participants;
    const [largest, ...others] = [...signatories].sort((a, b) => b.birthplace.population - a.birthplace.population);
    const steps = signatories.flatMap((person, i): Step[] => [
      { do: 'click', on: { role: 'link', name: person.name, nth: 0 } },
      { do: 'click', on: { role: 'link', name: person.birthplace.name, nth: 0 } },
      ...(i < signatories.length - 1 ? [{ do: 'back' } as const, { do: 'back' } as const] : []),
    ]);
    const listed = others.map((person) => `${person.birthplace.name} had ${figure(person.birthplace.population)}`);
    const rest = listed.length === 1 ? listed[0] : `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)!.replace(' had ', ' ')}`;
    return {
      title: `Encyclopedia: the largest birthplace among the signatories of the ${treaty.name}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `The ${treaty.name} on Arenapedia has several signatories. Of the cities where they were born, which had the largest population at the 2021 census, and what was that population?`,
      rationale: `${capitalNumberWord(signatories.length)} signatories, ${numberWord(signatories.length)} birthplaces (${signatories.map((person) => `${person.birthplace.name} ${figure(person.birthplace.population)}`).join('; ')}), each population on its own city page: the agent must visit ${signatories.length === 2 ? 'both' : `all ${numberWord(signatories.length)}`} and compare.`,
      tags: ['hard'],
      maxSteps: 50,
      maxDurationMs: 240_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'city', description: 'the birthplace with the largest population', value: largest.birthplace.name, of: 'wiki.cities' },
          { kind: 'answer', field: 'population', description: 'that city’s population at the 2021 census', number: largest.birthplace.population },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: treaty.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        ...steps,
        { do: 'answer', fields: { city: largest.birthplace.name, population: largest.birthplace.population }, explanation: `${largest.birthplace.name}, birthplace of ${largest.name}, with ${figure(largest.birthplace.population)} inhabitants (${rest}).` },
      ],
    };
  },
});
