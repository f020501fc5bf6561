import { arena, defineFamily } from 'contract-eval/task';
import { figure } from './shared/wiki-text.ts';

// Every river whose first word, typed into the search box, offers it among the suggestions as the
// only river there (two rivers would leave "the river" ambiguous), unless the main page shows its
// length (then the answer is visible before any suggestion).
export default defineFamily({
  family: 'wiki-river-length-suggestion',
  defaultKey: 'wesun-river',
  instances: () =>
    arena.wiki
      .world()
      .rivers.map((river) => ({ river, prefix: river.name.split(' ')[0] }))
      .filter(({ river, prefix }) => {
        const suggested = arena.wiki.searchIndex().suggest(prefix).map((article) => article.title);
        const rivers = arena.wiki.world().rivers.filter((other) => suggested.includes(other.name));
        return rivers.length === 1 && rivers[0] === river && !arena.wiki.mainPage().includes(figure(river.lengthKm));
      }),
  key: ({ river }) => arena.slug(river.name).toLowerCase(),
  task: ({ river, prefix }) => ({
    title: `Encyclopedia: the length of the ${river.name}, through the search suggestions`,
    startUrl: 'http://wiki.arena.test/',
    goal: `On Arenapedia, start typing "${prefix}" into the search box, pick the river from the suggestions that appear, and tell me how long the river is.`,
    rationale: `The suggestion list (a listbox under the search box) offers the ${river.name} article; its length, ${figure(river.lengthKm)} km, is in the infobox and is not shown on the main page.`,
    tags: ['smoke'],
    maxSteps: 12,
    maxDurationMs: 90_000,
    success: { kind: 'answer', field: 'length', description: 'the river’s length', number: river.lengthKm, unit: 'km' },
    reference: [
      { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: prefix },
      { do: 'wait_for', text: `Search for pages containing ${prefix}` },
      { do: 'click', on: { role: 'option', name: river.name } },
      { do: 'answer', fields: { length: river.lengthKm }, explanation: `The ${river.name} is ${figure(river.lengthKm)} km long.` },
    ],
  }),
});
