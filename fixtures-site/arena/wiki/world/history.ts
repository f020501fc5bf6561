import type { Random } from '../../../site-kit/random.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { addDays, dayIn, isoDate, TODAY_YEAR, yearOf } from './dates.ts';
import type { Geography } from './geography.ts';
import { ROUTES, type OccupationKey } from './lexicon.ts';
import type { City, EventType, HistoricEvent, Mountain, Person } from './model.ts';
import type { NameForge } from './names.ts';

/** Mountains nobody has climbed (yet): their articles say so. */
const UNCLIMBED = 4;
const EVENT_COUNTS: Record<EventType, number> = { battle: 7, treaty: 6, flood: 6, exposition: 5, earthquake: 6 };
/** Every so many events falls on ARENA_TODAY's day of the year, for the main page's "On this day". */
const ANNIVERSARY_EVERY = 5;

/** Whether `person` was between `minAge` and `maxAge` and alive in `year`. */
function activeIn(person: Person, year: number, minAge: number, maxAge: number): boolean {
  const age = year - yearOf(person.born);
  return age >= minAge && age <= maxAge && (!person.died || yearOf(person.died.date) > year);
}

/** Gives most mountains a first ascent, each by a mountaineer or explorer in the prime of life. */
export function makeFirstAscents(random: Random, mountains: Mountain[], people: Person[]): void {
  const climbers = people.filter((p) => p.occupation === 'mountaineer' || p.occupation === 'explorer');
  for (const mountain of random.shuffle(mountains).slice(UNCLIMBED)) {
    const by = random.pick(climbers);
    const year = Math.max(1780, yearOf(by.born) + random.int(20, 45));
    if (!activeIn(by, year, 18, 60)) continue;
    mountain.firstAscent = { year, date: dayIn(random, year), by, route: random.pick(ROUTES) };
  }
}

/** Someone of `occupation` and a year when they were between `minAge` and `maxAge` (undefined when that year misses their life). */
function someoneActive(random: Random, people: Person[], occupation: OccupationKey, minAge: number, maxAge: number): { person: Person; year: number } | undefined {
  const person = random.pick(people.filter((p) => p.occupation === occupation));
  const year = yearOf(person.born) + random.int(minAge, maxAge);
  return activeIn(person, year, minAge, maxAge) && year < TODAY_YEAR - 1 ? { person, year } : undefined;
}

/** Up to `count` people of `occupation`, other than `except`, active in `year`. */
function colleagues(random: Random, people: Person[], occupation: OccupationKey, year: number, count: number, except?: Person): Person[] {
  return random.sample(people.filter((p) => p !== except && p.occupation === occupation && activeIn(p, year, 25, 80)), count);
}

/** The first of `names` nobody has yet (claiming it), or undefined: the caller draws again. */
function firstFree(forge: NameForge, ...names: string[]): string | undefined {
  return names.find((name) => forge.claim(name));
}

type EventDraft = Omit<HistoricEvent, 'kind' | 'type' | 'date' | 'name'> & { name: string | undefined; year: number };

export function makeEvents(random: Random, forge: NameForge, geography: Geography, people: Person[]): HistoricEvent[] {
  const events: HistoricEvent[] = [];
  const citiesFoundedBefore = (year: number, within?: City['country']) => geography.cities.filter((c) => c.founded < year && (!within || c.country === within));
  const [, todayMonth, todayDay] = ARENA_TODAY.split('-').map(Number);
  const dateIn = (year: number) => (events.length % ANNIVERSARY_EVERY === 0 ? isoDate(year, todayMonth, todayDay) : dayIn(random, year));

  const draft: Record<EventType, () => EventDraft | undefined> = {
    battle: () => {
      const lead = someoneActive(random, people, 'general', 28, 65);
      if (!lead) return undefined;
      const city = random.pick(citiesFoundedBefore(lead.year, lead.person.birthplace.country));
      return {
        name: firstFree(forge, `Battle of ${city.name}`, `Battle of ${city.name} (${lead.year})`),
        year: lead.year,
        city,
        participants: [lead.person, ...colleagues(random, people, 'general', lead.year, 1, lead.person)],
        figure: random.int(4, 380) * 100,
      };
    },
    treaty: () => {
      const lead = someoneActive(random, people, 'politician', 35, 75);
      if (!lead) return undefined;
      const city = random.chance(0.5) ? lead.person.birthplace.country.capital : random.pick(citiesFoundedBefore(lead.year));
      return {
        name: firstFree(forge, `Treaty of ${city.name}`, `Treaty of ${city.name} (${lead.year})`),
        year: lead.year,
        city,
        participants: [lead.person, ...colleagues(random, people, 'politician', lead.year, random.int(1, 2), lead.person)],
        figure: random.int(8, 64),
      };
    },
    flood: () => {
      const river = random.pick(geography.rivers);
      const year = random.int(1780, 2015);
      const city = random.pick(river.cities);
      return { name: firstFree(forge, `${year} ${river.name} flood`), year, city, river, participants: colleagues(random, people, 'engineer', year, 1), figure: random.int(3, 2_400) };
    },
    exposition: () => {
      const year = random.int(1851, 1990);
      const city = random.pick(geography.countries).capital;
      const participants = [...colleagues(random, people, 'architect', year, 1), ...colleagues(random, people, 'inventor', year, 2)];
      return { name: firstFree(forge, `${year} ${city.name} Exposition`), year, city, participants, figure: random.int(4, 320) * 100_000 };
    },
    earthquake: () => {
      const year = random.int(1750, 2020);
      const city = random.pick(citiesFoundedBefore(year));
      const magnitude = Math.round((4.8 + random.next() * 2.8) * 10) / 10;
      return { name: firstFree(forge, `${year} ${city.name} earthquake`), year, city, participants: [], figure: Math.round((magnitude - 4.5) ** 3 * random.int(20, 300)), magnitude };
    },
  };

  for (const type of Object.keys(EVENT_COUNTS) as EventType[]) {
    for (let made = 0; made < EVENT_COUNTS[type]; ) {
      const event = draft[type]();
      if (!event?.name) continue;
      const { year, name, ...rest } = event;
      const date = dateIn(year);
      const days = type === 'battle' ? random.int(0, 3) : type === 'exposition' ? random.int(150, 190) : 0;
      events.push({ kind: 'event', type, name, date, ...(days > 0 && { endDate: addDays(date, days) }), ...rest });
      made++;
    }
  }
  return events;
}
