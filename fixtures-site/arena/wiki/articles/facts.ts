import { Random } from '../../../site-kit/random.ts';
import { MONTHS, ORDINALS } from '../world/lexicon.ts';
import type { City, Country } from '../world/model.ts';
import type { World } from '../world/world.ts';

/**
 * Figures derived from the world that more than one page shows (an article, a list, the main
 * page): computed in one place so that every page states the same number.
 */

/** The census every population figure is from. */
export const CENSUS_YEAR = 2021;

/** "first", "second", … (then "16th"). */
export function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

/** Inhabitants per km², rounded. */
export function density(city: City): number {
  return Math.round(city.population / city.areaKm2);
}

/** Everyone in the country, towns and countryside. */
export function countryPopulation(world: World, country: Country): number {
  const urban = world.citiesOf(country).reduce((sum, c) => sum + c.population, 0);
  return Math.round((urban * (1.4 + Random.for('wiki', 'rural', country.name).next() * 0.8)) / 1000) * 1000;
}

export function countryArea(country: Country): number {
  return Random.for('wiki', 'area', country.name).int(38, 290) * 1000;
}

/** Earlier censuses, oldest first, ending with CENSUS_YEAR's. */
export function populationHistory(city: City): Array<{ year: number; population: number }> {
  const random = Random.for('wiki', 'census', city.name);
  const years = [1800, 1850, 1900, 1950, 1975, 2000, CENSUS_YEAR].filter((y) => y > city.founded + 20);
  const out = [{ year: CENSUS_YEAR, population: city.population }];
  for (const year of years.slice(0, -1).reverse()) {
    const growth = 1 + random.next() * (year < 1900 ? 0.5 : 0.35) - 0.04;
    out.unshift({ year, population: Math.max(200, Math.round(out[0].population / growth / 10) * 10) });
  }
  return out;
}

/** `total` split into `parts` positive whole shares. */
function split(random: Random, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.4 + random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  shares[0] += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** The city's districts, whose populations and areas add up to the city's. */
export function districtsOf(city: City): Array<{ name: string; population: number; areaKm2: number }> {
  const random = Random.for('wiki', 'districts', city.name);
  const people = split(random, city.population, city.districts.length);
  const tenths = split(random, Math.round(city.areaKm2 * 10), city.districts.length);
  return city.districts.map((name, i) => ({ name, population: people[i], areaKm2: tenths[i] / 10 }));
}

export interface ClimateMonth {
  month: string;
  highC: number;
  lowC: number;
  rainMm: number;
  sunHours: number;
}

/** Monthly normals: colder with height and to the north, wetter by the sea. */
export function climateOf(city: City): ClimateMonth[] {
  const random = Random.for('wiki', 'climate', city.name);
  const base = 17 - (city.lat - 38) * 0.7 - city.elevationM * 0.0065;
  const round = (value: number) => Math.round(value * 10) / 10;
  return MONTHS.map((month, i) => {
    const season = Math.sin(((i - 3) / 12) * 2 * Math.PI);
    const high = base + 4 + 10 * season + (random.next() - 0.5);
    return {
      month,
      highC: round(high),
      lowC: round(high - 7 - random.next() * 3),
      rainMm: Math.round((city.coastal ? 70 : 50) - 25 * season + random.next() * 30),
      sunHours: Math.round(150 + 110 * season + random.next() * 20),
    };
  });
}
