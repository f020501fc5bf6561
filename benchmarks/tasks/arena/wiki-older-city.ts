import { arena, defineFamily } from 'contract-eval/task';

// Every two cities of two different countries (the rationale's "two articles of two countries")
// founded in different years (a tie has no older city) at most 30 years apart (close enough that
// neither age is obvious), named in alphabetical order so the older one is sometimes the first
// and sometimes the second.
export default defineFamily({
  family: 'wiki-older-city',
  defaultKey: 'marbrook-rosehold',
  instances: () => {
    const cities = [...arena.wiki.world().cities].sort((a, b) => a.name.localeCompare(b.name));
    return cities.flatMap((first, i) =>
      cities
        .slice(i + 1)
        .filter((second) => second.country !== first.country && second.founded !== first.founded && Math.abs(second.founded - first.founded) <= 30)
        .map((second) => ({ first, second })),
    );
  },
  key: ({ first, second }) => `${arena.slug(first.name)}-${arena.slug(second.name)}`.toLowerCase(),
  task: ({ first, second }) => {
    const [older, newer] = first.founded < second.founded ? [first, second] : [second, first];
    const years = newer.founded - older.founded;
    const span = `${years} ${years === 1 ? 'year' : 'years'}`;
    return {
      title: `Encyclopedia: which is older, ${first.name} or ${second.name}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `Using Arenapedia, find out which of the two cities ${first.name} and ${second.name} was founded earlier, and by how many years.`,
      rationale: `The founding years (${older.name} ${older.founded}, ${newer.name} ${newer.founded}) are in two articles of two countries (or in the sortable list of cities); the answer must name ${older.name} and the difference of ${span}. Any page may hold them, so only the answer is judged.`,
      tags: ['standard'],
      maxSteps: 24,
      maxDurationMs: 120_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'city', description: 'the city that was founded earlier', value: older.name, of: 'wiki.cities' },
          { kind: 'answer', field: 'years_older', description: 'how many years earlier it was founded', number: years, unit: 'year' },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: first.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: second.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        { do: 'answer', fields: { city: older.name, years_older: years }, explanation: `${older.name} (founded ${older.founded}) is older than ${newer.name} (founded ${newer.founded}), by ${span}.` },
      ],
    };
  },
});
