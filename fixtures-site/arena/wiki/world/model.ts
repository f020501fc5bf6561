import type { Industry, OccupationKey } from './lexicon.ts';

/**
 * The encyclopedia's world: every entity is the subject of one article. Entities refer to each
 * other by object; the inverse relations (a city's notable people, a river's cities) are indexed
 * in `World` so both sides always agree.
 */

/** An ISO date (YYYY-MM-DD). */
export type IsoDate = string;

export interface Country {
  kind: 'country';
  name: string;
  demonym: string;
  capital: City;
  independence: number;
  government: string;
  currency: string;
  sea: string;
  ranges: string[];
  /** South-west corner of the country on the map, in degrees. */
  origin: { lat: number; lon: number };
}

export interface City {
  kind: 'city';
  name: string;
  country: Country;
  founded: number;
  population: number;
  areaKm2: number;
  elevationM: number;
  lat: number;
  lon: number;
  coastal: boolean;
  districts: string[];
  landmark: string;
  trade: string;
  twin?: City;
}

export interface Mountain {
  kind: 'mountain';
  name: string;
  country: Country;
  range: string;
  elevationM: number;
  prominenceM: number;
  nearestCity: City;
  firstAscent?: { year: number; date: IsoDate; by: Person; route: string };
}

export interface River {
  kind: 'river';
  name: string;
  country: Country;
  lengthKm: number;
  basinKm2: number;
  dischargeM3s: number;
  source: Mountain;
  /** Upstream to downstream. */
  cities: City[];
  /** The river it flows into; when absent it reaches the country's sea. */
  mouthRiver?: River;
}

export interface Person {
  kind: 'person';
  name: string;
  given: string;
  surname: string;
  female: boolean;
  occupation: OccupationKey;
  born: IsoDate;
  birthplace: City;
  died?: { date: IsoDate; place: City };
  almaMater?: University;
  award?: { name: string; year: number };
  /** Paintings, novels, symphonies…: titles and years, for the works table. */
  works: Array<{ title: string; year: number }>;
}

export interface University {
  kind: 'university';
  name: string;
  city: City;
  founded: number;
  students: number;
  motto: string;
}

export interface Company {
  kind: 'company';
  name: string;
  founder: Person;
  founded: number;
  headquarters: City;
  industry: Industry;
  employees: number;
  /** Annual revenue in millions of the headquarters country's currency. */
  revenueMillions: number;
  defunct?: number;
}

export interface Invention {
  kind: 'invention';
  name: string;
  inventor: Person;
  year: number;
  city: City;
  purpose: string;
  manufacturer?: Company;
  patent: string;
}

export type EventType = 'battle' | 'treaty' | 'flood' | 'exposition' | 'earthquake';

export interface HistoricEvent {
  kind: 'event';
  name: string;
  type: EventType;
  date: IsoDate;
  /** Last day, for events that lasted (battles, expositions). */
  endDate?: IsoDate;
  city: City;
  river?: River;
  participants: Person[];
  /** Casualties, visitors or deaths, by type. */
  figure: number;
  magnitude?: number;
}
