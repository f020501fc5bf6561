import { Random } from '../../../site-kit/random.ts';
import { makeEnterprise } from './enterprise.ts';
import { makeGeography } from './geography.ts';
import { makeEvents, makeFirstAscents } from './history.ts';
import type { City, Company, Country, HistoricEvent, Invention, Mountain, Person, River, University } from './model.ts';
import { NameForge } from './names.ts';
import { makeSociety } from './society.ts';

/**
 * The generated world and its inverse relations. Everything is made from one seed, in one fixed
 * order, so the same world (and so the same pages) comes out in every process.
 */
export class World {
  readonly countries: Country[];
  readonly cities: City[];
  readonly mountains: Mountain[];
  readonly rivers: River[];
  readonly universities: University[];
  readonly people: Person[];
  readonly companies: Company[];
  readonly inventions: Invention[];
  readonly events: HistoricEvent[];

  constructor() {
    const random = Random.for('wiki', 'world');
    const forge = new NameForge(random);
    const geography = makeGeography(random, forge);
    const society = makeSociety(random, forge, geography);
    const enterprise = makeEnterprise(random, forge, geography, society.people);
    makeFirstAscents(random, geography.mountains, society.people);
    const events = makeEvents(random, forge, geography, society.people);
    this.countries = geography.countries;
    this.cities = geography.cities;
    this.mountains = geography.mountains;
    this.rivers = geography.rivers;
    this.universities = society.universities;
    this.people = society.people;
    this.companies = enterprise.companies;
    this.inventions = enterprise.inventions;
    this.events = events.sort((a, b) => a.date.localeCompare(b.date));
  }

  citiesOf(country: Country): City[] {
    return this.cities.filter((c) => c.country === country);
  }

  riversOf(country: Country): River[] {
    return this.rivers.filter((r) => r.country === country);
  }

  mountainsOf(country: Country): Mountain[] {
    return this.mountains.filter((m) => m.country === country);
  }

  riversThrough(city: City): River[] {
    return this.rivers.filter((r) => r.cities.includes(city));
  }

  tributariesOf(river: River): River[] {
    return this.rivers.filter((r) => r.mouthRiver === river);
  }

  riversFrom(mountain: Mountain): River[] {
    return this.rivers.filter((r) => r.source === mountain);
  }

  mountainsNear(city: City): Mountain[] {
    return this.mountains.filter((m) => m.nearestCity === city);
  }

  bornIn(city: City): Person[] {
    return this.people.filter((p) => p.birthplace === city).sort((a, b) => a.born.localeCompare(b.born));
  }

  diedIn(city: City): Person[] {
    return this.people.filter((p) => p.died?.place === city);
  }

  universitiesIn(city: City): University[] {
    return this.universities.filter((u) => u.city === city);
  }

  alumniOf(university: University): Person[] {
    return this.people.filter((p) => p.almaMater === university).sort((a, b) => a.born.localeCompare(b.born));
  }

  companiesIn(city: City): Company[] {
    return this.companies.filter((c) => c.headquarters === city);
  }

  companiesFoundedBy(person: Person): Company[] {
    return this.companies.filter((c) => c.founder === person);
  }

  inventionsBy(person: Person): Invention[] {
    return this.inventions.filter((i) => i.inventor === person);
  }

  inventionsMadeBy(company: Company): Invention[] {
    return this.inventions.filter((i) => i.manufacturer === company);
  }

  inventionsIn(city: City): Invention[] {
    return this.inventions.filter((i) => i.city === city);
  }

  ascentsBy(person: Person): Mountain[] {
    return this.mountains.filter((m) => m.firstAscent?.by === person);
  }

  eventsIn(city: City): HistoricEvent[] {
    return this.events.filter((e) => e.city === city);
  }

  eventsWith(person: Person): HistoricEvent[] {
    return this.events.filter((e) => e.participants.includes(person));
  }

  eventsOn(river: River): HistoricEvent[] {
    return this.events.filter((e) => e.river === river);
  }

  /** Cities of a country from the most populous down; the capital comes first. */
  rankInCountry(city: City): number {
    return this.citiesOf(city.country).sort((a, b) => b.population - a.population).indexOf(city) + 1;
  }
}

let world: World | undefined;

/** The world of the encyclopedia, built on first use. */
export function theWorld(): World {
  world ??= new World();
  return world;
}
