/**
 * Queries of the booking site's records that several book-* task families share: a search run
 * exactly as the site runs it (from the query string it would get), and small wording helpers.
 */
import { arena } from 'contract-eval/task';

/** The site's answer to `/search?<params>`: the properties it lists, in its order (sold-out last). */
export function searchResults(params: Record<string, string | string[]>): ReturnType<typeof arena.book.runSearch>['results'] {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const one of [value].flat()) query.append(name, one);
  const parsed = arena.book.parseSearch(query);
  if (!parsed.destination) throw new Error(`the booking site has no destination ${JSON.stringify(params.destination)}`);
  return arena.book.runSearch({ ...parsed, destination: parsed.destination }).results;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "two" for 2 (up to ten), else the digits. */
export function numberWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** A key part from a name: "The Fig Tree Hotel & Spa" → "the-fig-tree-hotel-spa". */
export function keyOf(...names: string[]): string {
  return names
    .map((name) => name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''))
    .join('-');
}

/** "The Fig Tree" for "The Fig Tree Hotel & Spa": a property's name without its kind's ending, what namesakes share. */
export function coreName(name: string): string {
  const ending = nameEndings().find((end) => name.endsWith(` ${end}`));
  return ending ? name.slice(0, -ending.length - 1) : name;
}

// Every kind's name endings, the longest first (so "Hotel & Spa" is found before "Spa"): listed
// once, as families ask for the core name of every property they consider.
let endings: string[] | undefined;
const nameEndings = (): string[] => (endings ??= Object.values(arena.book.NAME_ENDINGS).flat().sort((a, b) => b.length - a.length));
