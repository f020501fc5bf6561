import type { Random } from '../../../site-kit/random.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { dayIn, TODAY_YEAR, yearOf } from './dates.ts';
import type { Geography } from './geography.ts';
import {
  ARTWORK_ADJECTIVES, ARTWORK_NOUNS, AWARDS, BUILDING_KINDS, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, MOTTOS, OCCUPATION_COUNTS,
  PAPER_TOPICS, type OccupationKey,
} from './lexicon.ts';
import type { City, Person, University } from './model.ts';
import type { NameForge } from './names.ts';

const UNIVERSITIES = 16;
/** Of everyone born before this year, nobody is alive on ARENA_TODAY. */
const OLDEST_LIVING_BIRTH_YEAR = 1936;

/** Birth years of each occupation: inventors belong to the industrial age, poets to any. */
const BIRTH_YEARS: Record<OccupationKey, [number, number]> = {
  physicist: [1760, 1960],
  chemist: [1760, 1960],
  engineer: [1750, 1950],
  inventor: [1750, 1930],
  industrialist: [1750, 1950],
  painter: [1740, 1985],
  composer: [1740, 1980],
  novelist: [1740, 1985],
  poet: [1740, 1985],
  politician: [1740, 1975],
  explorer: [1740, 1900],
  mountaineer: [1760, 1970],
  architect: [1740, 1970],
  general: [1730, 1900],
};

/** How likely each occupation studied at a university. */
const STUDIED: Record<OccupationKey, number> = {
  physicist: 1, chemist: 1, engineer: 0.9, inventor: 0.4, industrialist: 0.4, painter: 0.2, composer: 0.4, novelist: 0.4,
  poet: 0.3, politician: 0.7, explorer: 0.3, mountaineer: 0.3, architect: 0.9, general: 0.3,
};

/** A city picked with a chance growing with its size (more people were born in big cities). */
function pickCity(random: Random, cities: readonly City[]): City {
  const weights = cities.map((c) => Math.sqrt(c.population));
  let roll = random.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < cities.length; i++) {
    roll -= weights[i];
    if (roll < 0) return cities[i];
  }
  return cities[cities.length - 1];
}

function makeUniversities(random: Random, forge: NameForge, geography: Geography): University[] {
  const hosts = geography.countries.flatMap((country) => {
    const cities = geography.cities.filter((c) => c.country === country);
    return [cities[0], ...random.sample(cities.slice(1, 8), 2)];
  });
  return random.sample(hosts, UNIVERSITIES).map((city) => {
    const name = random.pick([`University of ${city.name}`, `${city.name} Polytechnic Institute`, `${city.name} Technical University`, `Royal Academy of ${city.name}`]);
    forge.claim(name);
    return {
      kind: 'university' as const,
      name,
      city,
      founded: Math.max(city.founded + 60, random.int(1180, 1900)),
      students: random.int(40, 460) * 100,
      motto: random.pick(MOTTOS),
    };
  });
}

function worksOf(random: Random, occupation: OccupationKey, city: City, from: number, to: number): Person['works'] {
  const title = (n: number): string | undefined => {
    const adjective = random.pick(ARTWORK_ADJECTIVES);
    const noun = random.pick(ARTWORK_NOUNS);
    switch (occupation) {
      case 'painter':
      case 'novelist':
        return `The ${adjective} ${noun}`;
      case 'composer':
        return random.chance(0.5) ? `Symphony No. ${n + 1}` : `${adjective} ${noun}, tone poem`;
      case 'poet':
        return `${noun} and Other Poems`;
      case 'architect':
        return `${city.name} ${random.pick(BUILDING_KINDS)}`;
      case 'physicist':
      case 'chemist':
        return `On ${random.pick(PAPER_TOPICS)}`;
      default:
        return undefined;
    }
  };
  if (to <= from) return [];
  const years = Array.from({ length: random.int(3, 7) }, () => random.int(from, to)).sort((a, b) => a - b);
  const works = years.flatMap((year, i) => {
    const name = title(i);
    return name ? [{ title: name, year }] : [];
  });
  return works.filter((work, i) => works.findIndex((w) => w.title === work.title) === i);
}

function makePerson(random: Random, forge: NameForge, geography: Geography, universities: University[], occupation: OccupationKey, surnames: Set<string>): Person {
  const [earliest, latest] = BIRTH_YEARS[occupation];
  const bornYear = random.int(earliest, latest);
  const born = dayIn(random, bornYear);
  const birthplace = pickCity(random, geography.cities.filter((c) => c.founded <= bornYear - 30));
  const female = random.chance(0.4);
  // Some people share a surname with someone earlier: families, and namesakes the search must tell apart.
  const surname = surnames.size > 8 && random.chance(0.12) ? random.pick([...surnames]) : forge.surname();
  let given = '';
  do given = random.pick(female ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES);
  while (!forge.claim(`${given} ${surname}`));
  surnames.add(surname);

  const deathYear = bornYear + random.int(45, 95);
  const dies = bornYear < OLDEST_LIVING_BIRTH_YEAR || random.chance(0.35);
  const deathDate = dayIn(random, deathYear);
  const died = dies && deathDate < ARENA_TODAY
    ? {
        date: deathDate,
        place: random.chance(0.55) ? birthplace : pickCity(random, geography.cities.filter((c) => c.country === birthplace.country)),
      }
    : undefined;
  const lastYear = died ? yearOf(died.date) : TODAY_YEAR - 1;
  const studiedAt = random.chance(STUDIED[occupation])
    ? universities.filter((u) => u.founded <= bornYear + 18 && (u.city.country === birthplace.country || random.chance(0.25)))
    : [];
  const awardYear = random.int(bornYear + 35, lastYear);
  return {
    kind: 'person',
    name: `${given} ${surname}`,
    given,
    surname,
    female,
    occupation,
    born,
    birthplace,
    ...(died && { died }),
    ...(studiedAt.length > 0 && { almaMater: random.pick(studiedAt) }),
    ...(awardYear < lastYear && random.chance(0.55) && { award: { name: random.pick(AWARDS), year: awardYear } }),
    works: worksOf(random, occupation, birthplace, bornYear + 22, Math.min(lastYear, bornYear + 80)),
  };
}

export interface Society {
  universities: University[];
  people: Person[];
}

export function makeSociety(random: Random, forge: NameForge, geography: Geography): Society {
  const universities = makeUniversities(random, forge, geography);
  const surnames = new Set<string>();
  const occupations = (Object.keys(OCCUPATION_COUNTS) as OccupationKey[]).flatMap((o) => Array<OccupationKey>(OCCUPATION_COUNTS[o]).fill(o));
  const people = random.shuffle(occupations).map((occupation) => makePerson(random, forge, geography, universities, occupation, surnames));
  return { universities, people };
}
