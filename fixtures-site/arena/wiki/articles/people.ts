import { longDate, yearOf } from '../world/dates.ts';
import { OCCUPATIONS } from '../world/lexicon.ts';
import type { HistoricEvent, Person } from '../world/model.ts';
import type { Inline } from './model.ts';
import { link } from './writer.ts';

/** Short phrases about a person that many articles use. */

/** "1803–1860", or "born 1949" for the living. */
function lifespan(person: Person): string {
  return person.died ? `${yearOf(person.born)}–${yearOf(person.died.date)}` : `born ${yearOf(person.born)}`;
}

export function occupationOf(person: Person): string {
  return OCCUPATIONS[person.occupation].name;
}

/** "the Branenian physicist [[Agnes Ostot]] (1770–1826)". */
export function introduce(person: Person): Inline {
  return `the ${person.birthplace.country.demonym} ${occupationOf(person)} ${link(person.name)} (${lifespan(person)})`;
}

/** A row of a table of people: name, born, died, occupation. */
export function personRow(person: Person): Inline[] {
  return [link(person.name), longDate(person.born), person.died ? longDate(person.died.date) : '—', occupationOf(person)];
}

export const PERSON_COLUMNS = [{ label: 'Name' }, { label: 'Born' }, { label: 'Died' }, { label: 'Occupation' }];

/** "he", "she"; capitalised with `upper`. */
export function pronoun(person: Person, upper = false): string {
  const word = person.female ? 'she' : 'he';
  return upper ? word[0].toUpperCase() + word.slice(1) : word;
}

export function possessive(person: Person, upper = false): string {
  const word = person.female ? 'her' : 'his';
  return upper ? word[0].toUpperCase() + word.slice(1) : word;
}

/** "the [[Battle of Delport]] (1785)"; no year when the title has it already ("the [[1887 Orven River flood]]"). */
export function eventMention(event: HistoricEvent): Inline {
  const year = String(yearOf(event.date));
  return `the ${link(event.name)}${event.name.includes(year) ? '' : ` (${year})`}`;
}

/** What a person did in an event, as a verb phrase before the event ("signed", "commanded forces in"). */
export function roleIn(event: HistoricEvent, person: Person): string {
  switch (event.type) {
    case 'battle':
      return 'commanded forces in';
    case 'treaty':
      return 'signed';
    case 'flood':
      return 'led the relief work after';
    case 'exposition':
      return person.occupation === 'architect' ? 'designed the main hall of' : 'exhibited at';
    case 'earthquake':
      return 'witnessed';
  }
}

/** Three eras the prose of the world is written for. */
export type Era = 'early' | 'industrial' | 'modern';

export function eraOf(year: number): Era {
  return year < 1830 ? 'early' : year < 1945 ? 'industrial' : 'modern';
}
