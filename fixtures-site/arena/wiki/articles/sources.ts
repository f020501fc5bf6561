import type { Random } from '../../../site-kit/random.ts';
import { dayIn, longDate, TODAY_YEAR } from '../world/dates.ts';
import { AUTHOR_SURNAMES, FEMALE_GIVEN_NAMES, JOURNALS, MALE_GIVEN_NAMES, NEWSPAPER_WORDS, PUBLISHERS } from '../world/lexicon.ts';
import type { Inline } from './model.ts';

/** What the works an article cites are about: titles made for its subject. */
export interface SourceTopics {
  books: string[];
  papers: string[];
  headlines: string[];
  /** The city whose newspaper reports on the subject. */
  newspaperCity: string;
  /** Nothing about the subject was published before this year. */
  since: number;
}

function author(random: Random): string {
  const given = random.pick(random.chance(0.5) ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  return `${random.pick(AUTHOR_SURNAMES)}, ${given[0]}.`;
}

function isbn(random: Random): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  return `978-${digits(1)}-${digits(3)}-${digits(5)}-${digits(1)}`;
}

function yearFrom(random: Random, since: number): number {
  return random.int(Math.min(since, TODAY_YEAR - 2), TODAY_YEAR - 1);
}

/** Where a citation of a book gives its page: each citation of a book may cite another page. */
export const PAGE = '{page}';

/** The works one article cites, formatted as its reference list shows them. */
export function sourcePool(random: Random, topics: SourceTopics): Inline[] {
  const books = topics.books.map((title) => {
    const year = yearFrom(random, topics.since);
    return `${author(random)} (${year}). ''${title}''. ${random.pick(PUBLISHERS)}. p. ${PAGE}. ISBN ${isbn(random)}.`;
  });
  const papers = topics.papers.map((title) => {
    const year = yearFrom(random, topics.since);
    const first = random.int(1, 400);
    return `${author(random)}; ${author(random)} (${year}). "${title}". ''${random.pick(JOURNALS)}''. ${random.int(1, 90)} (${random.int(1, 4)}): ${first}–${first + random.int(6, 30)}.`;
  });
  const news = topics.headlines.map((headline) => {
    const published = dayIn(random, random.int(Math.max(topics.since, 1995), TODAY_YEAR - 2));
    return `"${headline}". ''The ${topics.newspaperCity} ${random.pick(NEWSPAPER_WORDS)}''. ${longDate(published)}. Retrieved ${longDate(dayIn(random, TODAY_YEAR - 1))}.`;
  });
  return [...books, ...papers, ...news];
}
