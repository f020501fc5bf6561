import { arena, defineFamily } from 'contract-eval/task';
import { searchWiki } from './shared/wiki-steps.ts';
import { figure, numberWord, ordinalWord } from './shared/wiki-text.ts';

/** The rows per page the reference asks the search for (its largest choice). */
const PER = 100;
/** The full-text search the reference runs: every biography of someone who died says "died". */
const QUERY = 'died';
/** Whole years between two ISO dates. */
const ageAt = (born: string, died: string) => Number(died.slice(0, 4)) - Number(born.slice(0, 4)) - (died.slice(5) < born.slice(5) ? 1 : 0);
/** The people who died from `from` to `to` (both included; every year when absent), oldest at death first. */
const diedBetween = (from?: number, to?: number) =>
  arena.wiki
    .world()
    .people.filter((person) => person.died && (from === undefined || to === undefined || (arena.wiki.yearOf(person.died.date) >= from && arena.wiki.yearOf(person.died.date) <= to)))
    .map((person) => ({ person, age: ageAt(person.born, person.died!.date) }))
    .sort((a, b) => b.age - a.age);

/** A span of death years the goal asks about, in its words. */
interface Span {
  key: string;
  from?: number;
  to?: number;
  /** "died in the 19th century (1801 to 1900)". */
  goal: string;
  /** "died in the 19th century". */
  title: string;
}

const century = (c: number): Span => ({ key: `${c}th-century`, from: (c - 1) * 100 + 1, to: c * 100, goal: `died in the ${c}th century (${(c - 1) * 100 + 1} to ${c * 100})`, title: `died in the ${ordinalWord(c)} century` });
const years = (from: number, to: number): Span => ({ key: `${from}-to-${to}`, from, to, goal: `died between ${from} and ${to}`, title: `died from ${from} to ${to}` });
const ever: Span = { key: 'any-century', goal: 'have died', title: 'have died' };

// Every century (1801–1900 and so on) in which at least ten people with a biography died, one of
// them older at death than every other (the search results show years only: a gap of a year is
// settled on the candidates' own articles, which give the exact age), the same person when the
// century is counted from its 00 year (1800–1899), and the search for "died" running past one page
// of results even at 100 per page. After the centuries, for seeds where none qualifies, the halves
// of the 19th and 20th centuries and then every person who died, on the same terms.
export default defineFamily({
  family: 'wiki-frontier-oldest-at-death',
  defaultKey: '19th-century',
  instances: () => {
    const hits = arena.wiki.searchIndex().search(QUERY).length;
    if (hits <= PER) return [];
    const spans = [18, 19, 20, 21].map(century).concat([years(1801, 1850), years(1851, 1900), years(1901, 1950), years(1951, 2000), ever]);
    return spans.flatMap((span) => {
      const dead = diedBetween(span.from, span.to);
      if (dead.length < 10 || dead[0].age === dead[1].age) return [];
      if (span.key.endsWith('-century') && span.from !== undefined && diedBetween(span.from - 1, span.to! - 1)[0]?.person !== dead[0].person) return [];
      return [{ span, dead, hits }];
    });
  },
  key: ({ span }) => span.key,
  task: ({ span, dead, hits }) => {
    const [oldest, next] = dead;
    // On the first page of results or the second.
    const rank = arena.wiki.searchIndex().search(QUERY).findIndex((hit) => hit.article.title === oldest.person.name);
    const all = arena.wiki.world().people.filter((person) => person.died);
    const gap = oldest.age - next.age;
    return {
      title: `Encyclopedia: who lived longest of the people who ${span.title}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `Of all the people who have a biography on Arenapedia and ${span.goal}, who lived to the greatest age, and how old were they when they died?`,
      rationale: `aggregation: ${span.from === undefined ? `${dead.length} people with a biography have died` : `${dead.length} of the ${all.length} people with a biography died from ${span.from} to ${span.to}`}; no list, category or table orders people by age at death, so every biography has to be compared: the full-text search for "${QUERY}" gives ${figure(hits)} results, over two pages even at ${PER} a page, each with the years of birth and death in its description. ${oldest.person.name} died aged ${oldest.age} (${arena.wiki.yearOf(oldest.person.born)}–${arena.wiki.yearOf(oldest.person.died!.date)}), ${gap === 1 ? 'a year' : `${numberWord(gap)} years`} older than ${next.person.name} (${next.age}). The goal names no article: a search's top hit or a guessed URL lands on a page that does not say.`,
      tags: ['frontier', 'aggregation', 'search'],
      maxSteps: 50,
      maxDurationMs: 300_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'person', description: 'the person who was the oldest at death', value: oldest.person.name, of: 'wiki.people' },
          { kind: 'answer', field: 'age_at_death', description: 'that person’s age at death', number: oldest.age, unit: 'year' },
        ],
      },
      reference: [
        ...searchWiki(QUERY),
        { do: 'click', on: { role: 'link', name: `Show ${PER} results per page`, nth: 0 } },
        { do: 'click', on: { role: 'link', name: `next ${PER}`, nth: 0 } },
        ...(rank < PER ? [{ do: 'back' } as const] : []),
        { do: 'click', on: { role: 'link', name: oldest.person.name, nth: 0 } },
        { do: 'answer', fields: { person: oldest.person.name, age_at_death: oldest.age }, explanation: `${oldest.person.name}, who died at the age of ${oldest.age} years.` },
      ],
    };
  },
});
