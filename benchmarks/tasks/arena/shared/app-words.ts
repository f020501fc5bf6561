/** Wording helpers of the app's task families: the texts of an instance as the tasks write them. */

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** 5 → "five" (up to twenty; digits beyond). */
export const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);
/** 5 → "Five". */
export const NumberWord = (n: number): string => numberWord(n).replace(/^./, (c) => c.toUpperCase());

/** ["a", "b", "c"] → "a, b and c". */
export const listAnd = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-30" → "30 November 2026". */
export const longDate = (iso: string): string => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** 955100 → "$955,100". */
export const dollars = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** A company's name without its legal suffix, as one searches it: "Summit Power K.K." → "Summit Power". */
export const searchName = (company: string): string => company.split(' ').slice(0, 2).join(' ');

/** A name as an instance key: "Summit Power K.K." → "summit-power-k-k". */
export const keyOf = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
