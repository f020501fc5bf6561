import type { Random } from '../../../site-kit/random.ts';
import { CURRENCY_WORDS, DISTRICT_WORDS, GOVERNMENTS, LANDMARK_KINDS, RANGE_WORDS, SAINTS, SEA_NAMES, TRADE_GOODS } from './lexicon.ts';
import type { City, Country, Mountain, River } from './model.ts';
import { demonym, type NameForge } from './names.ts';

const COUNTRIES = 6;
const CITIES_PER_COUNTRY = 15;
const MOUNTAINS_PER_COUNTRY = 5;
/** Rivers that reach the sea, and tributaries of them, per country. */
const MAIN_RIVERS = 3;
const TRIBUTARIES = 2;
/** No city has more rivers than this, so "the river through X" usually names one. */
const MAX_RIVERS_PER_CITY = 2;

export interface Geography {
  countries: Country[];
  cities: City[];
  mountains: Mountain[];
  rivers: River[];
}

/** A whole number from a log-uniform range: many small towns, few big cities. */
function logUniform(random: Random, min: number, max: number): number {
  return Math.round(Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))));
}

function makeCities(random: Random, forge: NameForge, country: Omit<Country, 'capital'>): City[] {
  const populations = Array.from({ length: CITIES_PER_COUNTRY }, (_, i) => (i === 0 ? random.int(450_000, 2_400_000) : logUniform(random, 3_500, 650_000)));
  populations.sort((a, b) => b - a);
  return populations.map((population, i) => {
    const coastal = random.chance(0.3);
    const density = random.int(180, 3_400);
    return {
      kind: 'city',
      name: forge.place(),
      country: country as Country,
      // The capital is among the oldest; later towns grew from markets and mines.
      founded: i === 0 ? random.int(640, 1050) : random.int(700, 1860),
      population,
      areaKm2: Math.max(4, Math.round((population / density) * 10) / 10),
      elevationM: coastal ? random.int(0, 40) : random.int(60, 1_850),
      lat: Math.round((country.origin.lat + random.next() * 2.6) * 1e4) / 1e4,
      lon: Math.round((country.origin.lon + random.next() * 3.4) * 1e4) / 1e4,
      coastal,
      districts: random.sample(DISTRICT_WORDS, random.int(4, 7)),
      landmark: random.pick(LANDMARK_KINDS) + random.pick(SAINTS),
      trade: random.pick(TRADE_GOODS),
    };
  });
}

function makeMountains(random: Random, forge: NameForge, country: Country, cities: City[]): Mountain[] {
  const inland = cities.filter((c) => !c.coastal);
  return Array.from({ length: MOUNTAINS_PER_COUNTRY }, () => {
    const stem = forge.stem();
    const name = random.pick([`Mount ${stem}`, `${stem} Peak`, `${stem}horn`]);
    forge.claim(name);
    const nearestCity = random.pick(inland.length ? inland : cities);
    const elevationM = random.int(Math.max(1_400, nearestCity.elevationM + 700), 5_600);
    return {
      kind: 'mountain' as const,
      name,
      country,
      range: random.pick(country.ranges),
      elevationM,
      prominenceM: random.int(300, elevationM - 900),
      nearestCity,
    };
  });
}

function makeRivers(random: Random, forge: NameForge, country: Country, cities: City[], mountains: Mountain[]): River[] {
  const riverCount = new Map<City, number>();
  const takeCities = (count: number) => {
    const free = random.shuffle(cities.filter((c) => (riverCount.get(c) ?? 0) < MAX_RIVERS_PER_CITY));
    const chosen = free.slice(0, count);
    for (const city of chosen) riverCount.set(city, (riverCount.get(city) ?? 0) + 1);
    // Upstream is higher: the river runs from the mountain towns down to the coast.
    return chosen.sort((a, b) => b.elevationM - a.elevationM);
  };
  const sources = random.shuffle(mountains);
  const river = (lengthKm: number, cityCount: number, index: number, mouthRiver?: River): River => {
    const stem = forge.stem();
    forge.claim(`${stem} River`);
    return {
      kind: 'river',
      name: `${stem} River`,
      country,
      lengthKm,
      basinKm2: lengthKm * random.int(40, 120) * 10,
      dischargeM3s: Math.round(lengthKm * (0.3 + random.next() * 0.9)),
      source: sources[index % sources.length],
      cities: takeCities(cityCount),
      ...(mouthRiver && { mouthRiver }),
    };
  };
  const main = Array.from({ length: MAIN_RIVERS }, (_, i) => river(random.int(180, 1_150), random.int(3, 5), i));
  const tributaries = Array.from({ length: TRIBUTARIES }, (_, i) => {
    const parent = random.pick(main);
    return river(random.int(40, Math.min(320, parent.lengthKm - 20)), random.int(1, 3), MAIN_RIVERS + i, parent);
  });
  return [...main, ...tributaries];
}

/** Gives some cities a twin town abroad (both sides name each other). */
function pairTwinTowns(random: Random, countries: Country[], cities: City[]): void {
  for (const country of countries) {
    for (const city of random.sample(cities.filter((c) => c.country === country && !c.twin), 4)) {
      const partner = random.pick(cities.filter((c) => c.country !== country && !c.twin));
      if (!partner || city.twin) continue;
      city.twin = partner;
      partner.twin = city;
    }
  }
}

export function makeGeography(random: Random, forge: NameForge): Geography {
  const out: Geography = { countries: [], cities: [], mountains: [], rivers: [] };
  for (let i = 0; i < COUNTRIES; i++) {
    const name = forge.country();
    const partial = {
      kind: 'country' as const,
      name,
      demonym: demonym(name),
      independence: random.int(1640, 1920),
      government: random.pick(GOVERNMENTS),
      currency: `${demonym(name)} ${random.pick(CURRENCY_WORDS)}`,
      sea: `${random.pick(SEA_NAMES)} ${forge.stem()}`,
      ranges: [0, 1].map(() => `${forge.stem()} ${random.pick(RANGE_WORDS)}`),
      origin: { lat: 38 + (i % 3) * 3.1, lon: 4 + Math.floor(i / 3) * 4 + (i % 3) * 1.2 },
    };
    const cities = makeCities(random, forge, partial);
    const country: Country = { ...partial, capital: cities[0] };
    for (const city of cities) city.country = country;
    const mountains = makeMountains(random, forge, country, cities);
    out.countries.push(country);
    out.cities.push(...cities);
    out.mountains.push(...mountains);
    out.rivers.push(...makeRivers(random, forge, country, cities, mountains));
  }
  pairTwinTowns(random, out.countries, out.cities);
  return out;
}
