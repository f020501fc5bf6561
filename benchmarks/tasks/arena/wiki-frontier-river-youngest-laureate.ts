import { arena, defineFamily, type Step } from 'contract-eval/task';
import { searchWiki } from './shared/wiki-steps.ts';
import { numberWord } from './shared/wiki-text.ts';

/** Years from a person's birth to their award: the age at the award, give or take the birthday. */
const awardAge = (person: arena.wiki.Person) => person.award!.year - arena.wiki.yearOf(person.born);

// Every river through at least three cities whose natives (the city articles' "Notable people"
// tables) include at least two award winners, one of them younger at the award than every other
// by two years or more (by award year minus birth year; a gap of one could flip on birthdays), and
// with enough natives for a long walk (at least 25 reference steps). The youngest may be the first
// winner met in reading order (the seeds' data is sparse); only the other articles show it is.
export default defineFamily({
  family: 'wiki-frontier-river-youngest-laureate',
  defaultKey: 'joresk-river',
  instances: () => {
    const world = arena.wiki.world();
    return world.rivers.flatMap((river) => {
      if (river.cities.length < 3) return [];
      const natives = river.cities.flatMap((city) => world.bornIn(city));
      const winners = natives.filter((person) => person.award);
      if (winners.length < 2 || river.cities.length + natives.length < 12) return [];
      const byAge = [...winners].sort((a, b) => awardAge(a) - awardAge(b));
      if (awardAge(byAge[1]) - awardAge(byAge[0]) < 2) return [];
      const answer = byAge[0];
      return [{ river, natives, winners, answer, runnerUp: byAge[1] }];
    });
  },
  key: ({ river }) => arena.slug(river.name).toLowerCase(),
  task: ({ river, natives, winners, answer, runnerUp }) => {
    const world = arena.wiki.world();
    const steps = river.cities.flatMap((city): Step[] => [
      { do: 'click', on: { role: 'link', name: city.name, nth: 0 } },
      ...world.bornIn(city).flatMap((person): Step[] => [{ do: 'click', on: { role: 'link', name: person.name, nth: 0 } }, { do: 'back' }]),
      { do: 'back' },
    ]);
    const first = winners[0];
    return {
      title: `Encyclopedia: the youngest award winner among the natives of the cities on the ${river.name}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `The ${river.name} flows through several cities, and Arenapedia's article on each city lists the notable people born there. Some of those people received an award. Which of them was the youngest when they received their award, and in which year did they receive it?`,
      rationale: `long-horizon: the ${river.name} article lists ${numberWord(river.cities.length)} cities; their "Notable people" tables name ${natives.length} natives with their dates but no awards: each award and its year is only in the person's own article, so every native's article must be opened (${numberWord(winners.length)} received one) and the award year set against the birth year. ${answer.name} (born ${arena.wiki.yearOf(answer.born)}, ${answer.award!.name} ${answer.award!.year}) was about ${awardAge(answer)}, the next youngest ${runnerUp.name} about ${awardAge(runnerUp)}; ${first === answer ? `${answer.name} is also the first winner met in reading order, but only the other natives' articles show that no one was younger.` : `the first winner met in reading order is ${first.name} (${first.award!.name} ${first.award!.year}).`} The river's article names no person, and a search's top hit for the river is the river's article: the shallow agents answer with a value one page shows.`,
      tags: ['frontier', 'long-horizon'],
      maxSteps: 90,
      maxDurationMs: 480_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'person', description: 'the person who was the youngest when they received their award', value: answer.name, of: 'wiki.people' },
          { kind: 'answer', field: 'award_year', description: 'the year they received it', date: String(answer.award!.year) },
        ],
      },
      reference: [
        ...searchWiki(river.name),
        ...steps,
        { do: 'answer', fields: { person: answer.name, award_year: String(answer.award!.year) }, explanation: `${answer.name} received the ${answer.award!.name} in ${answer.award!.year}.` },
      ],
    };
  },
});
