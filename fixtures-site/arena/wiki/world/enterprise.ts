import type { Random } from '../../../site-kit/random.ts';
import { TODAY_YEAR, yearOf } from './dates.ts';
import type { Geography } from './geography.ts';
import { COMPANY_WORDS, DEVICE_ADJECTIVES, DEVICES, INDUSTRIES, type Industry } from './lexicon.ts';
import type { Company, Invention, Person } from './model.ts';
import type { NameForge } from './names.ts';

/** Founders besides the industrialists, and inventors besides the inventors. */
const OTHER_FOUNDERS = 20;
const OTHER_INVENTORS = 14;
/** Nothing new is founded or invented after this year: the articles have had time to be written. */
const LAST_YEAR = 2015;

/** The last year of a person's working life. */
function lastYearOf(person: Person): number {
  return Math.min(person.died ? yearOf(person.died.date) : TODAY_YEAR, LAST_YEAR);
}

function birthYearOf(person: Person): number {
  return yearOf(person.born);
}

/** Industries that make devices: founded by engineers and inventors, and making inventions. */
const MAKERS = INDUSTRIES.filter((i) => ['Machinery', 'Electrical equipment', 'Optics', 'Railways', 'Shipbuilding'].includes(i.name));

function industryFor(random: Random, founder: Person): Industry {
  if (founder.occupation === 'chemist') return INDUSTRIES.find((i) => i.name === 'Chemicals')!;
  if (founder.occupation === 'industrialist') return random.pick(INDUSTRIES);
  return random.pick(MAKERS);
}

function makeCompany(random: Random, forge: NameForge, geography: Geography, founder: Person): Company | undefined {
  const founded = birthYearOf(founder) + random.int(24, 50);
  if (founded > lastYearOf(founder)) return undefined;
  const homeCities = geography.cities.filter((c) => c.country === founder.birthplace.country && c.founded < founded);
  const headquarters = random.chance(0.6) ? founder.birthplace : random.pick(homeCities);
  const industry = industryFor(random, founder);
  const name = forge.unique((r) =>
    r.pick([
      `${founder.surname} ${r.pick(COMPANY_WORDS)}`,
      `${founder.surname} & Sons`,
      `${headquarters.name} ${industry.brand}`,
    ]),
  );
  const employees = Math.round(Math.exp(Math.log(120) + random.next() * Math.log(700)));
  const defunct = founded < 1950 && random.chance(0.25) ? Math.min(founded + random.int(20, 120), 2020) : undefined;
  return {
    kind: 'company',
    name,
    founder,
    founded,
    headquarters,
    industry,
    employees,
    revenueMillions: Math.max(1, Math.round(employees * (0.05 + random.next() * 0.25))),
    ...(defunct && { defunct }),
  };
}

function makeInvention(random: Random, forge: NameForge, inventor: Person, companies: Company[]): Invention | undefined {
  const year = birthYearOf(inventor) + random.int(24, 55);
  if (year > lastYearOf(inventor)) return undefined;
  const device = random.pick(DEVICES);
  const name = forge.unique((r) => (r.chance(0.6) ? `${inventor.surname} ${device.name}` : `${r.pick(DEVICE_ADJECTIVES)} ${device.name}`.replace(/^./, (c) => c.toUpperCase())));
  const own = companies.find((c) => c.founder === inventor && c.founded <= year + 5);
  const local = companies.filter((c) => MAKERS.includes(c.industry) && c.headquarters.country === inventor.birthplace.country && c.founded <= year && (c.defunct ?? LAST_YEAR) > year);
  const manufacturer = own ?? (local.length && random.chance(0.6) ? random.pick(local) : undefined);
  return {
    kind: 'invention',
    name,
    inventor,
    year,
    city: random.chance(0.5) || !inventor.almaMater ? inventor.birthplace : inventor.almaMater.city,
    purpose: device.verb,
    ...(manufacturer && { manufacturer }),
    patent: `${inventor.birthplace.country.name.slice(0, 2).toUpperCase()} ${random.int(1_000, 989_999)}`,
  };
}

export interface Enterprise {
  companies: Company[];
  inventions: Invention[];
}

export function makeEnterprise(random: Random, forge: NameForge, geography: Geography, people: Person[]): Enterprise {
  const makers = people.filter((p) => ['engineer', 'inventor', 'chemist'].includes(p.occupation));
  const founders = [...people.filter((p) => p.occupation === 'industrialist'), ...random.sample(makers, OTHER_FOUNDERS)];
  const companies = founders.flatMap((founder) => makeCompany(random, forge, geography, founder) ?? []);
  const scientists = people.filter((p) => ['engineer', 'physicist', 'chemist'].includes(p.occupation));
  const inventors = [...people.filter((p) => p.occupation === 'inventor'), ...random.sample(scientists, OTHER_INVENTORS)];
  const inventions = inventors.flatMap((inventor) => makeInvention(random, forge, inventor, companies) ?? []);
  return { companies, inventions };
}
