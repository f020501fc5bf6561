import { century } from '../world/dates.ts';
import type { Country } from '../world/model.ts';
import type { World } from '../world/world.ts';
import type { CategoryRef, Navbox } from './model.ts';
import { capitalise } from './writer.ts';

/** A category and the categories it sits in. */
export function category(name: string, ...parents: string[]): CategoryRef {
  return { name, parents };
}

/** "Populated places established in the 12th century", under its by-century parent. */
export function establishedIn(what: string, year: number): CategoryRef {
  return category(`${what} established in the ${century(year)}`, `${what} by century of establishment`);
}

/** The country's navbox, at the foot of every article about something in it. */
export function countryNavbox(world: World, country: Country): Navbox {
  const byName = <T extends { name: string }>(items: T[]) => items.map((i) => i.name).sort();
  return {
    title: country.name,
    groups: [
      { label: 'Cities', titles: world.citiesOf(country).map((c) => c.name) },
      { label: 'Rivers', titles: byName(world.riversOf(country)) },
      { label: 'Mountains', titles: byName(world.mountainsOf(country)) },
      { label: 'Universities', titles: byName(world.universities.filter((u) => u.city.country === country)) },
      { label: 'Companies', titles: byName(world.companies.filter((c) => c.headquarters.country === country)) },
      { label: 'History', titles: world.events.filter((e) => e.city.country === country).map((e) => e.name) },
    ].filter((group) => group.titles.length > 0),
  };
}

type NavboxKind = 'river' | 'mountain' | 'company' | 'university' | 'event' | 'invention';

/** All articles of one kind, grouped (by country, industry, type or century), at the foot of each of them. */
export function kindNavbox(world: World, kind: NavboxKind): Navbox {
  const names = <T extends { name: string }>(items: T[]) => items.map((i) => i.name);
  const byCountry = (title: string, countryOf: (name: string) => Country, items: string[]): Navbox => ({
    title,
    groups: world.countries.map((c) => ({ label: c.name, titles: items.filter((name) => countryOf(name) === c) })).filter((g) => g.titles.length > 0),
  });
  switch (kind) {
    case 'river':
      return byCountry('Rivers of the region', (n) => world.rivers.find((r) => r.name === n)!.country, names(world.rivers));
    case 'mountain':
      return byCountry('Mountains of the region', (n) => world.mountains.find((m) => m.name === n)!.country, names(world.mountains));
    case 'university':
      return byCountry('Universities of the region', (n) => world.universities.find((u) => u.name === n)!.city.country, names(world.universities));
    case 'company': {
      const industries = [...new Set(world.companies.map((c) => c.industry.name))].sort();
      return { title: 'Companies of the region', groups: industries.map((i) => ({ label: i, titles: names(world.companies.filter((c) => c.industry.name === i)) })) };
    }
    case 'event': {
      const types = [['Battles', 'battle'], ['Treaties', 'treaty'], ['Floods', 'flood'], ['Expositions', 'exposition'], ['Earthquakes', 'earthquake']] as const;
      return { title: 'History of the region', groups: types.map(([label, type]) => ({ label, titles: names(world.events.filter((e) => e.type === type)) })) };
    }
    case 'invention': {
      const centuries = [...new Set(world.inventions.map((i) => century(i.year)))].sort();
      return { title: 'Inventions by century', groups: centuries.map((c) => ({ label: capitalise(c), titles: names(world.inventions.filter((i) => century(i.year) === c)) })) };
    }
  }
}

/** The list articles (see lists.ts), named here so other articles can link to them. */
export const LIST_TITLES = [
  'List of cities by population',
  'List of rivers by length',
  'List of mountains by elevation',
  'List of companies by founding year',
  'Timeline of inventions',
  'List of universities',
] as const;
