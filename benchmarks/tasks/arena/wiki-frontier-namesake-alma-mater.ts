import { arena, defineFamily } from 'contract-eval/task';
import { searchWiki } from './shared/wiki-steps.ts';
import { ordinalWord, theUniversity } from './shared/wiki-text.ts';

// Every surname two people with a biography share where the search for the surname ranks the one
// the goal asks about second among the people (the namesake comes first), the one asked about
// studied at a university the namesake did not (the same one would make the namesake's page right),
// and the two were born in different cities (the goal tells them apart by birthplace).
export default defineFamily({
  family: 'wiki-frontier-namesake-alma-mater',
  defaultKey: 'ostock',
  instances: () => {
    const world = arena.wiki.world();
    const surnames = [...new Set(world.people.map((person) => person.surname))];
    return surnames.flatMap((surname) => {
      const namesakes = world.people.filter((person) => person.surname === surname);
      if (namesakes.length !== 2) return [];
      const hits = arena.wiki.searchIndex().search(surname).map((hit) => hit.article.title);
      const [decoy, target] = [...namesakes].sort((a, b) => hits.indexOf(a.name) - hits.indexOf(b.name));
      if (hits.indexOf(decoy.name) < 0 || !target.almaMater || target.almaMater === decoy.almaMater || target.birthplace === decoy.birthplace) return [];
      return [{ surname, decoy, target, university: target.almaMater, rank: hits.indexOf(target.name) + 1, decoyRank: hits.indexOf(decoy.name) + 1 }];
    });
  },
  key: ({ surname }) => arena.slug(surname).toLowerCase(),
  task: ({ surname, decoy, target, university, rank, decoyRank }) => {
    const decoyStudied = decoy.almaMater ? `studied at ${theUniversity(decoy.almaMater.name)} (founded ${decoy.almaMater.founded})` : 'names no university, and every date on its page is the wrong person’s';
    return {
      title: `Encyclopedia: the university of the ${surname} born in ${target.birthplace.name}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `${surname} is the surname of a person born in ${target.birthplace.name} who has a biography on Arenapedia. Which university did this ${surname} attend, and in which year was that university founded?`,
      rationale: `adversarial: two people named ${surname} have biographies. The search for "${surname}" ranks ${decoy.name} (born in ${decoy.birthplace.name}, ${arena.wiki.occupationOf(decoy)}) ${ordinalWord(decoyRank)} and ${target.name} (born in ${target.birthplace.name}) ${ordinalWord(rank)}; the first person found ${decoyStudied}. Only the birthplace tells them apart, and the founding year is on the university's article, one more hop: ${target.name} studied at ${theUniversity(university.name)}, founded in ${university.founded}. The search's top hit and a guessed search URL both show the namesake first.`,
      tags: ['frontier', 'adversarial', 'search'],
      maxSteps: 30,
      maxDurationMs: 240_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'university', description: 'the university this person attended', value: university.name, of: 'wiki.universities' },
          { kind: 'answer', field: 'founded', description: 'the year that university was founded', date: String(university.founded) },
        ],
      },
      reference: [
        ...searchWiki(surname),
        { do: 'click', on: { role: 'link', name: target.name, nth: 0 } },
        { do: 'click', on: { role: 'link', name: university.name, nth: 0 } },
        { do: 'answer', fields: { university: university.name, founded: String(university.founded) }, explanation: `${target.name}, born in ${target.birthplace.name}, studied at ${theUniversity(university.name)}, which was founded in ${university.founded}.` },
      ],
    };
  },
});
