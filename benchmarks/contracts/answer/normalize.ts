/**
 * How the judge reads a submitted string: the normalisations it claims, and nothing more. Case,
 * accents, punctuation and whitespace do not count, nor does a leading article; `&` is `and`, dots
 * inside abbreviations (`S.L.`) and apostrophes go, and a run of single letters is one word
 * (`S. L.` = `SL`); dots between digits (`2.3.0`, `12.5`) stay.
 * Declared aliases are the task's (./clause.ts).
 */
const ARTICLES = new Set(['the', 'a', 'an']);

/** The words of `text` as the judge compares them. */
export function words(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/(?<=\p{L})\.(?=\p{L})/gu, '')
    .replace(/(?<=\d)\.(?=\d)/g, '\u0000')
    .replace(/[^\p{L}\p{N}\u0000]+/gu, ' ')
    .replaceAll('\u0000', '.');
  const split = plain.split(' ').filter(Boolean);
  const kept = split.length > 1 && ARTICLES.has(split[0]) ? split.slice(1) : split;
  // A run of single letters is one initialism: S.L., S. L. and SL are one word.
  const joined: string[] = [];
  let initialism = false;
  for (const word of kept) {
    const letter = /^\p{L}$/u.test(word);
    if (letter && initialism) joined[joined.length - 1] += word;
    else joined.push(word);
    initialism = letter;
  }
  return joined;
}

/** `text` normalised to one string: equal strings are the same value to the judge. */
export const normalized = (text: string): string => words(text).join(' ');
