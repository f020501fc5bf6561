import { arena, defineFamily } from 'contract-eval/task';
import { figure } from './shared/wiki-text.ts';

// Every mountain first climbed in a year no other first ascent shares (two would be two right
// answers) and no article title names (the goal says a search finds it, not a title), whose
// full-text search ("first ascent <year>") lists the mountain and its climber.
export default defineFamily({
  family: 'wiki-first-ascent-1900',
  defaultKey: '1900',
  instances: () => {
    const world = arena.wiki.world();
    const titles = arena.wiki.encyclopedia().articles.map((article) => article.title);
    return world.mountains.filter((mountain) => {
      const ascent = mountain.firstAscent;
      if (!ascent || world.mountains.some((other) => other !== mountain && other.firstAscent?.year === ascent.year)) return false;
      if (titles.some((title) => title.includes(String(ascent.year)))) return false;
      const hits = arena.wiki.searchIndex().search(`first ascent ${ascent.year}`).map((hit) => hit.article.title);
      return hits.includes(mountain.name) && hits.includes(ascent.by.name);
    });
  },
  key: (mountain) => String(mountain.firstAscent!.year),
  task: (mountain) => {
    const year = mountain.firstAscent!.year;
    const elevation = `${figure(mountain.elevationM)} m`;
    return {
      title: `Encyclopedia: the mountain first climbed in ${year}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `Using Arenapedia's search, find the mountain whose first ascent was made in ${year}. Tell me its name and its elevation.`,
      rationale: `No title names the year: a full-text search ("first ascent ${year}") lists ${mountain.name} and its climber with snippets; the elevation (${elevation}) is in the ${mountain.name} infobox.`,
      tags: ['smoke'],
      maxSteps: 15,
      maxDurationMs: 90_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'mountain', description: 'the mountain first climbed in that year', value: mountain.name, of: 'wiki.mountains' },
          { kind: 'answer', field: 'elevation', description: 'the mountain’s elevation', number: mountain.elevationM, unit: 'm' },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: `first ascent ${year}` },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        { do: 'click', on: { role: 'link', name: mountain.name, nth: 0 } },
        { do: 'answer', fields: { mountain: mountain.name, elevation: mountain.elevationM }, explanation: `${mountain.name}, first climbed in ${year}, is ${elevation} high.` },
      ],
    };
  },
});
