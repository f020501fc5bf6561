import { arena, defineFamily } from 'contract-eval/task';
import { articleText, figure, numberWord, their } from './shared/wiki-text.ts';

// Every invention that the first word of its name, typed into the search box, offers among the
// suggestions (the others cannot be opened the way the goal says), unless the invention's or the
// inventor's article already gives the birthplace's population (a shortcut past the city's article).
export default defineFamily({
  family: 'wiki-invention-inventor-hometown',
  defaultKey: 'halley-lens',
  instances: () =>
    arena.wiki
      .world()
      .inventions.map((invention) => ({ invention, prefix: invention.name.split(' ')[0], suggested: arena.wiki.searchIndex().suggest(invention.name.split(' ')[0]).length }))
      .filter(({ invention, prefix }) => arena.wiki.searchIndex().suggest(prefix).some((article) => article.title === invention.name))
      .filter(({ invention }) => ![invention.name, invention.inventor.name].some((title) => articleText(title).includes(figure(invention.inventor.birthplace.population)))),
  key: ({ invention }) => arena.slug(invention.name).toLowerCase(),
  task: ({ invention, prefix, suggested }) => {
    const inventor = invention.inventor;
    const city = inventor.birthplace;
    const population = figure(city.population);
    return {
      title: `Encyclopedia: the home town of the inventor of the ${invention.name}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `Type "${prefix}" into the Arenapedia search box and open the ${invention.name} from the suggestions. In which city was its inventor born, and how many inhabitants did that city have at the 2021 census?`,
      rationale: `Suggestions offer ${numberWord(suggested)} ${prefix} articles; the ${invention.name.split(' ').at(-1)} article names its inventor (${inventor.name}), ${their(inventor.female)} article ${their(inventor.female)} birthplace (${city.name}), whose article gives ${population} inhabitants.`,
      tags: ['standard'],
      maxSteps: 24,
      maxDurationMs: 120_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'city', description: 'the city where the inventor was born', value: city.name, of: 'wiki.cities' },
          { kind: 'answer', field: 'population', description: 'that city’s number of inhabitants at the 2021 census', number: city.population },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: prefix },
        { do: 'wait_for', text: `Search for pages containing ${prefix}` },
        { do: 'click', on: { role: 'option', name: invention.name } },
        { do: 'click', on: { role: 'link', name: inventor.name, nth: 0 } },
        { do: 'click', on: { role: 'link', name: city.name, nth: 0 } },
        { do: 'answer', fields: { city: city.name, population: city.population }, explanation: `The ${invention.name} was invented by ${inventor.name}, born in ${city.name}, which had ${population} inhabitants in 2021.` },
      ],
    };
  },
});
