import { arena } from 'contract-eval/task';

/** Small text helpers the encyclopedia's task families share. */

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** "three"; the digits from 13 on. */
export function numberWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** "Three"; the digits from 13 on. */
export function capitalNumberWord(n: number): string {
  const word = numberWord(n);
  return word[0].toUpperCase() + word.slice(1);
}

/** "1,016": a count or length as the encyclopedia writes it. */
export function figure(n: number): string {
  return n.toLocaleString('en-US');
}

/** "her" or "his". */
export function their(female: boolean): string {
  return female ? 'her' : 'his';
}

/** The text of an article as a reader sees it (infobox included), by title. */
export function articleText(title: string): string {
  const encyclopedia = arena.wiki.encyclopedia();
  const article = encyclopedia.get(title);
  if (!article) throw new Error(`Arenapedia has no article ${title}`);
  return encyclopedia.text(article);
}

/** "Wynorley Industries'", "Broell Manufacturing's". */
export function possessiveOf(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

/** "fifth"; "13th" and on. */
export function ordinalWord(n: number): string {
  return ORDINALS[n] ?? `${n}th`;
}

/** "the Royal Academy of Lorehold", "the University of Drabrook", but "Calstad Technical University". */
export function theUniversity(name: string): string {
  return name.endsWith(' University') ? name : `the ${name}`;
}
