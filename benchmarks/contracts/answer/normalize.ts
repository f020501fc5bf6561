/**
 * How the judge reads a submitted string: the normalisations it claims, and nothing more. Case,
 * accents, punctuation and whitespace do not count, nor does a leading article; `&` is `and`, dots
 * inside abbreviations (`S.L.`) and apostrophes go, and a run of single letters is one word
 * (`S. L.` = `SL`); dots between digits (`2.3.0`, `12.5`) stay. Beside the words, the marks that
 * set context apart from a value (a comma, a colon, a dash between spaces, parentheses) are kept
 * as separators for the typed judge (./judge-text.ts). An organisation's legal form reads the same
 * written out (`Limited` = `Ltd`), and a version its leading `v` (`v3.4.0` = `3.4.0`).
 */
const ARTICLES = new Set(['the', 'a', 'an']);

/** What stands between two words: context set apart from the value. */
export const SEPARATOR = '|';
const SEPARATOR_MARKS = /\s[-–—]\s|[,;:()[\]{}/|–—]/gu;

/** The words of `text` with the separators between them (`SEPARATOR`), as the judge compares them. */
export function tokens(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(SEPARATOR_MARKS, ` ${SEPARATOR} `)
    .replace(/(?<=\p{L})\.(?=\p{L})/gu, '')
    .replace(/(?<=\d)\.(?=\d)/g, '\u0000')
    .replace(/[^\p{L}\p{N}\u0000|]+/gu, ' ')
    .replaceAll('\u0000', '.');
  const split = plain.split(' ').filter(Boolean);
  // A run of single letters is one initialism: S.L., S. L. and SL are one word.
  const joined: string[] = [];
  let initialism = false;
  for (const word of split) {
    const letter = /^\p{L}$/u.test(word);
    if (letter && initialism) joined[joined.length - 1] += word;
    else joined.push(word);
    initialism = letter;
  }
  return joined;
}

/** The words of `text` as the judge compares them: its tokens without separators or a leading article. */
export function words(text: string): string[] {
  const kept = tokens(text).filter((token) => token !== SEPARATOR);
  return kept.length > 1 && ARTICLES.has(kept[0]) ? kept.slice(1) : kept;
}

/** `text` normalised to one string: equal strings are the same value to the judge. */
export const normalized = (text: string): string => words(text).join(' ');

/**
 * Legal forms written out, each as the abbreviation it reads as (longest first where one holds
 * another). The abbreviations themselves come through `tokens` already joined (`K.K.` = `kk`).
 */
const LEGAL_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['gesellschaft mit beschrankter haftung', 'gmbh'],
  ['societe par actions simplifiee', 'sas'],
  ['limited liability company', 'llc'],
  ['public limited company', 'plc'],
  ['proprietary limited', 'pty ltd'],
  ['besloten vennootschap', 'bv'],
  ['naamloze vennootschap', 'nv'],
  ['sociedad limitada', 'sl'],
  ['sociedad anonima', 'sa'],
  ['societe anonyme', 'sa'],
  ['kabushiki kaisha', 'kk'],
  ['aktiengesellschaft', 'ag'],
  ['aktiebolag', 'ab'],
  ['incorporated', 'inc'],
  ['corporation', 'corp'],
  ['limitada', 'ltda'],
  ['limited', 'ltd'],
  ['company', 'co'],
].map(([long, short]) => [long, short] as const);
const LEGAL_FORM_WORDS = LEGAL_FORMS.map(([long, short]) => [long.split(' '), short.split(' ')] as const);
/** Every legal form as the judge reads it (`ltd`, `gmbh`, `pty ltd`…): what an organisation's name may end in. */
export const LEGAL_FORM_ABBREVIATIONS: ReadonlySet<string> = new Set(LEGAL_FORMS.map(([, short]) => short));

/** An organisation's tokens with each legal form as its abbreviation: `Larkspur Digital Limited` reads `larkspur digital ltd`. */
export function organisationTokens(given: readonly string[]): string[] {
  const read: string[] = [];
  for (let at = 0; at < given.length; ) {
    const form = LEGAL_FORM_WORDS.find(([long]) => long.every((word, offset) => given[at + offset] === word));
    if (form) {
      read.push(...form[1]);
      at += form[0].length;
    } else read.push(given[at++]);
  }
  return read;
}

/** A version's tokens with a leading `v` dropped from each version number: `v3.4.0` reads `3.4.0`. */
export const versionTokens = (given: readonly string[]): string[] => given.map((token) => (/^v\d+(?:\.\d+)+$/.test(token) ? token.slice(1) : token));
