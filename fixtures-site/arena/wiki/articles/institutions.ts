import { Random } from '../../../site-kit/random.ts';
import { century, TODAY_YEAR, yearOf } from '../world/dates.ts';
import { AUTHOR_SURNAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from '../world/lexicon.ts';
import type { Company, University } from '../world/model.ts';
import type { World } from '../world/world.ts';
import type { Article } from './model.ts';
import { type Era, eraOf, introduce, PERSON_COLUMNS, personRow } from './people.ts';
import { category, countryNavbox, establishedIn, kindNavbox } from './taxonomy.ts';
import { capitalise, link, listing, num, Writer } from './writer.ts';

const FACULTIES = ['Arts and Humanities', 'Natural Sciences', 'Engineering', 'Medicine', 'Law', 'Economics', 'Theology', 'Architecture'];

/** Students per faculty, adding up to the university's total. */
function faculties(university: University): Array<{ name: string; students: number }> {
  const random = Random.for('wiki', 'faculties', university.name);
  const chosen = random.sample(FACULTIES, random.int(4, 7));
  const weights = chosen.map(() => 0.5 + random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const students = weights.map((w) => Math.round(((w / sum) * university.students) / 10) * 10);
  students[0] += university.students - students.reduce((a, b) => a + b, 0);
  return chosen.map((name, i) => ({ name, students: students[i] }));
}

export function universityArticle(world: World, university: University): Article {
  const city = university.city;
  const w = new Writer(university.name, {
    books: [`The ${university.name}: A History`, `Universities of ${city.country.name}`, `Learning and the State in ${city.country.name}`, `Student Life in ${city.name}`, `Science and Scholarship in ${city.country.name}`],
    papers: [`Student life in ${city.name}`, `The reform of ${university.name}`],
    headlines: [`${university.name} opens new library`, `Record enrolment at ${university.name}`],
    newspaperCity: city.name,
    since: university.founded + 50,
  });
  const alumni = world.alumniOf(university);
  const split = faculties(university);
  const universitiesInCountry = world.universities.filter((u) => u.city.country === city.country).length;
  const rankSeed = Random.for('wiki', 'ranking', university.name).int(0, universitiesInCountry);
  return {
    title: university.name,
    kind: 'university',
    description: `University in ${city.name}, ${city.country.name}`,
    infobox: {
      title: university.name,
      subtitle: 'University',
      caption: `Main building of the ${university.name}`,
      rows: [
        { label: 'Motto', value: `''${university.motto}''` },
        { label: 'Type', value: 'Public' },
        { label: 'Established', value: String(university.founded) },
        { label: 'Location', value: `${link(city.name)}, ${link(city.country.name)}` },
        { label: 'Students', value: num(university.students) },
        { label: 'Faculties', value: String(split.length) },
      ],
    },
    lead: [
      w.paragraph(
        `The '''${university.name}''' is a public university in ${link(city.name)}, ${link(city.country.name)}. Founded in ${university.founded}, it ${
          world.universities.filter((u) => u.city.country === city.country).every((u) => u.founded >= university.founded) ? 'is the oldest university in the country' : 'is one of the universities of the country'
        } and has ${num(university.students)} students.`,
      ),
    ],
    sections: [
      {
        title: 'History',
        blocks: [
          w.paragraph(
            `The university was founded in ${university.founded} ${w.pick(['by royal charter', 'by the city council', 'as a school of theology and law', 'as a technical college'])}. ` +
              w.sentences([
                `In the ${century(university.founded + 100)} it expanded with new faculties and a botanical garden.`,
                'Its library was rebuilt after a fire destroyed much of the old collection.',
                'Women were first admitted as students in the late nineteenth century.',
                'The main building on the old town square dates from a reconstruction in the classical style.',
              ], 3),
          ),
        ],
      },
      {
        title: 'Organisation',
        blocks: [
          w.paragraph(`The university is organised in ${split.length} faculties:`),
          {
            kind: 'table',
            caption: `Faculties of the ${university.name}`,
            sortable: true,
            columns: [{ label: 'Faculty' }, { label: 'Students', numeric: true }],
            rows: split.map((f) => [`Faculty of ${f.name}`, num(f.students)]),
          },
        ],
      },
      {
        title: 'Campus',
        blocks: [
          w.paragraph(
            w.sentences([
              `The historic main building stands in the centre of ${city.name}.`,
              'Science faculties moved to a new campus on the edge of the city in the 1970s.',
              'The university library is one of the largest in the country.',
              'A botanical garden and an observatory belong to the university.',
              'Student residences house about a third of the students.',
            ], 4),
          ),
        ],
      },
      {
        title: 'Leadership',
        blocks: [
          w.paragraph('Recent rectors of the university:'),
          {
            kind: 'table',
            caption: `Rectors of the ${university.name}`,
            columns: [{ label: 'Rector' }, { label: 'From', numeric: true }, { label: 'To', numeric: true }],
            rows: terms(`${university.name} rectors`, TODAY_YEAR - 40).map((t) => [t.name, String(t.from), t.to ? String(t.to) : 'incumbent']),
          },
        ],
      },
      {
        title: 'Rankings',
        blocks: [
          {
            kind: 'table',
            caption: `National ranking of the ${university.name}`,
            columns: [{ label: 'Year', numeric: true }, { label: 'Rank in country', numeric: true }],
            rows: Array.from({ length: 6 }, (_, i) => [String(TODAY_YEAR - 6 + i), String(1 + ((rankSeed + i) % universitiesInCountry))]),
          },
        ],
      },
      {
        title: 'Notable alumni',
        blocks: alumni.length
          ? [
              w.paragraph(`Alumni of the university include ${listing(alumni.slice(0, 3).map(introduce))}.`),
              { kind: 'table', caption: `Alumni of the ${university.name}`, columns: PERSON_COLUMNS, rows: alumni.map(personRow), sortable: true },
            ]
          : [w.paragraph('No alumni of the university have articles in this encyclopedia yet.')],
      },
    ],
    seeAlso: ['List of universities', city.name],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [category(`Universities in ${city.country.name}`, city.country.name, 'Universities by country'), establishedIn('Educational institutions', university.founded)],
    navboxes: [kindNavbox(world, 'university'), countryNavbox(world, city.country)],
    lastEdited: w.lastEdited(),
  };
}

/** How a company grew, by the era it was founded in. */
const GROWTH: Record<Era, string[]> = {
  early: [
    'Early growth came from contracts with the state and the army.',
    'The workshop moved to larger premises on the edge of the town.',
    'Steam power was introduced within a generation.',
    'Later generations of managers turned it into a modern industrial company.',
  ],
  industrial: [
    'Early growth came from contracts with the state and the railways.',
    'A second factory was opened within twenty years.',
    'The works were badly damaged in wartime and rebuilt afterwards.',
    'In the following decades it modernised its production and expanded abroad.',
  ],
  modern: [
    'Early growth came from export orders.',
    'The company invested heavily in automation.',
    'A second site was opened within a decade.',
    'It was one of the first firms of its industry to sell online.',
  ],
};

/** Heads of an institution since `since`, each for some years; the last is still in office. People outside the encyclopedia. */
function terms(seed: string, since: number): Array<{ name: string; from: number; to?: number }> {
  const random = Random.for('wiki', 'terms', seed);
  const out: Array<{ name: string; from: number; to?: number }> = [];
  for (let from = since; from < TODAY_YEAR; ) {
    const to = from + random.int(4, 12);
    out.push({ name: `${random.pick([...MALE_GIVEN_NAMES, ...FEMALE_GIVEN_NAMES])} ${random.pick(AUTHOR_SURNAMES)}`, from, ...(to < TODAY_YEAR && { to }) });
    from = to;
  }
  return out;
}

/** Revenue and staff every few years up to the last year reported, ending on the infobox figures. */
function financials(company: Company): Array<{ year: number; revenue: number; employees: number }> {
  const random = Random.for('wiki', 'financials', company.name);
  const last = company.defunct ?? TODAY_YEAR - 1;
  const rows = [{ year: last, revenue: company.revenueMillions, employees: company.employees }];
  for (let year = last - 5; year > company.founded && rows.length < 6; year -= 5) {
    const shrink = 1 + random.next() * 0.25;
    rows.unshift({ year, revenue: Math.max(1, Math.round(rows[0].revenue / shrink)), employees: Math.max(5, Math.round(rows[0].employees / shrink)) });
  }
  return rows;
}

/** The head office and a few plants in other cities of the country, opened after the founding. */
function facilitiesOf(world: World, company: Company): Array<{ city: string; opened: number; role: string }> {
  const random = Random.for('wiki', 'facilities', company.name);
  const last = company.defunct ?? TODAY_YEAR - 1;
  const others = random.sample(world.citiesOf(company.headquarters.country).filter((c) => c !== company.headquarters), random.int(1, 3));
  return [
    { city: company.headquarters.name, opened: company.founded, role: 'Head office and main works' },
    ...others.map((c) => ({ city: c.name, opened: random.int(company.founded + 1, Math.max(company.founded + 1, last)), role: random.pick(['Assembly plant', 'Warehouse', 'Research centre', 'Foundry', 'Sales office']) })),
  ];
}

export function companyArticle(world: World, company: Company): Article {
  const hq = company.headquarters;
  const w = new Writer(company.name, {
    books: [`${company.name}: The First Century`, `Industry in ${hq.country.name}`, `${company.industry.name} in the Modern Economy`, `Family Firms of ${hq.name}`, `Boardrooms of ${hq.country.name}`],
    papers: [`The growth of ${company.name}`, `Family firms in ${hq.country.name}`],
    headlines: [`${company.name} reports annual results`, `${company.name} opens new plant`, `${company.name} workers win pay rise`],
    newspaperCity: hq.name,
    since: company.founded + 10,
  });
  const report = w.cite(`"Annual report ${company.defunct ?? TODAY_YEAR - 1}". ''${company.name}''. Retrieved 30 April ${TODAY_YEAR}.`);
  const inventions = world.inventionsMadeBy(company);
  const years = financials(company);
  const facilities = facilitiesOf(world, company);
  // Chairmen after the founder: from twenty-odd years after the founding, until the company closed.
  const chairs = terms(`${company.name} chairs`, Math.max(company.founded + 25, TODAY_YEAR - 60)).filter((t) => !company.defunct || t.from < company.defunct);
  const ends = [company.founder.died && yearOf(company.founder.died.date), chairs[0]?.from, company.defunct].filter((y): y is number => typeof y === 'number');
  const founderUntil = ends.length ? Math.min(...ends) : undefined;
  const currency = hq.country.currency;
  return {
    title: company.name,
    kind: 'company',
    description: `${company.defunct ? 'Former ' : ''}${hq.country.demonym} ${company.industry.name.toLowerCase()} company`,
    infobox: {
      title: company.name,
      subtitle: company.defunct ? 'Defunct company' : 'Company',
      caption: `Head office of ${company.name} in ${hq.name}`,
      rows: [
        { label: 'Type', value: company.defunct ? 'Defunct' : company.employees > 5_000 ? 'Public company' : 'Private company' },
        { label: 'Industry', value: company.industry.name },
        { label: 'Founded', value: `${company.founded} in ${link(hq.name)}` },
        { label: 'Founder', value: link(company.founder.name) },
        ...(company.defunct ? [{ label: 'Defunct', value: String(company.defunct) }] : []),
        { label: 'Headquarters', value: `${link(hq.name)}, ${link(hq.country.name)}` },
        { label: 'Products', value: listing([...company.industry.products]) },
        { label: 'Revenue', value: `${num(company.revenueMillions)} million ${currency}s (${years[years.length - 1].year})` },
        { label: 'Employees', value: `${num(company.employees)} (${years[years.length - 1].year})` },
      ],
    },
    lead: [
      w.paragraph(
        `'''${company.name}''' ${company.defunct ? 'was' : 'is'} a ${hq.country.demonym} ${company.industry.name.toLowerCase()} company headquartered in ${link(hq.name)}. ` +
          `It was founded in ${company.founded} by ${introduce(company.founder)}` +
          (company.defunct ? ` and ceased trading in ${company.defunct}.` : ` and employs ${num(company.employees)} people.`),
        [report],
      ),
    ],
    sections: [
      {
        title: 'History',
        blocks: [
          w.paragraph(
            `${company.founder.name} set up the business in ${link(hq.name)} in ${company.founded}, ${w.pick(['in a rented workshop', 'with capital borrowed from relatives', 'after buying a bankrupt rival', 'with a handful of workers'])}. ` +
              w.sentences(GROWTH[eraOf(company.founded)], 3) +
              (company.defunct ? ` Facing falling demand, the company closed in ${company.defunct}.` : ''),
          ),
          ...(inventions.length
            ? [w.paragraph(`${company.name} manufactured the ${listing(inventions.map((i) => `${link(i.name)} (${i.year})`))}.`)]
            : []),
        ],
      },
      {
        title: 'Products',
        blocks: [
          w.paragraph(`The company's main products ${company.defunct ? 'were' : 'are'}:`),
          { kind: 'list', items: company.industry.products.map(capitalise) },
        ],
      },
      {
        title: 'Operations',
        blocks: [
          w.paragraph(
            `${company.defunct ? 'At its height the' : 'The'} company ${company.defunct ? 'operated' : 'operates'} plants in ${listing(facilities.map((f) => link(f.city)))}. ` +
              w.sentences([
                'Research and development is concentrated at the head office.',
                'Most production is exported.',
                'The company trains its own apprentices.',
                'A works council represents the employees.',
              ], 3),
          ),
          {
            kind: 'table',
            caption: `Facilities of ${company.name}`,
            columns: [{ label: 'City' }, { label: 'Opened', numeric: true }, { label: 'Function' }],
            rows: facilities.map((f) => [link(f.city), String(f.opened), f.role]),
          },
        ],
      },
      {
        title: 'Leadership',
        blocks: [
          {
            kind: 'table',
            caption: `Chairmen of ${company.name}`,
            columns: [{ label: 'Chairman' }, { label: 'From', numeric: true }, { label: 'To', numeric: true }],
            rows: [
              [link(company.founder.name), String(company.founded), founderUntil === undefined ? 'incumbent' : String(founderUntil)],
              ...chairs.map((t) => [t.name, String(t.from), t.to ? String(t.to) : company.defunct ? String(company.defunct) : 'incumbent']),
            ],
          },
        ],
      },
      {
        title: 'Financial data',
        blocks: [
          {
            kind: 'table',
            caption: `Financial data of ${company.name}`,
            columns: [{ label: 'Year', numeric: true }, { label: `Revenue (million ${currency}s)`, numeric: true }, { label: 'Employees', numeric: true }],
            rows: years.map((y) => [String(y.year), num(y.revenue), num(y.employees)]),
          },
        ],
      },
    ],
    seeAlso: ['List of companies by founding year', company.founder.name],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [
      category(`Companies based in ${hq.name}`, hq.name, 'Companies by city'),
      category(`${company.industry.name} companies`, 'Companies by industry'),
      category(`Companies established in ${company.founded}`, 'Companies by year of establishment'),
      ...(company.defunct ? [category('Defunct companies', 'Companies by industry')] : []),
    ],
    navboxes: [kindNavbox(world, 'company'), countryNavbox(world, hq.country)],
    lastEdited: w.lastEdited(),
  };
}
