import { yearOf } from '../world/dates.ts';
import type { Country } from '../world/model.ts';
import type { World } from '../world/world.ts';
import { CENSUS_YEAR, countryArea, countryPopulation } from './facts.ts';
import type { Article, Section } from './model.ts';
import { introduce } from './people.ts';
import { category, countryNavbox } from './taxonomy.ts';
import { link, listing, num, Writer } from './writer.ts';

export function countryArticle(world: World, country: Country): Article {
  const w = new Writer(country.name, {
    books: [`A Concise History of ${country.name}`, `${country.name}: Land and People`, `The Making of Modern ${country.name}`, `Atlas of ${country.name}`],
    papers: [`Regional development in ${country.name}`, `The constitution of ${country.independence} and its legacy`, `Trade on the ${country.sea}`],
    headlines: [`${country.name} elects new parliament`, `${country.demonym} economy grows faster than expected`, `New national park declared in ${country.name}`],
    newspaperCity: country.capital.name,
    since: 1900,
  });
  const cities = world.citiesOf(country);
  const rivers = world.riversOf(country).sort((a, b) => b.lengthKm - a.lengthKm);
  const mountains = world.mountainsOf(country).sort((a, b) => b.elevationM - a.elevationM);
  const events = world.events.filter((e) => e.city.country === country);
  const companies = world.companies.filter((c) => c.headquarters.country === country).sort((a, b) => a.founded - b.founded);
  const universities = world.universities.filter((u) => u.city.country === country);
  const people = world.people.filter((p) => p.birthplace.country === country);
  const politicians = people.filter((p) => p.occupation === 'politician');
  const artists = people.filter((p) => ['painter', 'composer', 'novelist', 'poet'].includes(p.occupation));
  const population = countryPopulation(world, country);
  const area = countryArea(country);

  const sections: Section[] = [
    {
      title: 'History',
      blocks: [
        w.paragraph(
          `The lands of present-day ${country.name} were settled early; the oldest of its towns, ${link(cities.reduce((a, b) => (b.founded < a.founded ? b : a)).name)}, dates from ${Math.min(...cities.map((c) => c.founded))}. ` +
            w.sentences([
              'For centuries the region was divided among rival principalities and free towns.',
              `Trade across the ${country.sea} brought wealth to the coastal towns.`,
              `The country became independent in ${country.independence}.`,
              'A written constitution was adopted after a period of unrest in the nineteenth century.',
            ], 3),
        ),
        {
          kind: 'table',
          caption: `Events in the history of ${country.name}`,
          sortable: true,
          columns: [{ label: 'Year', numeric: true }, { label: 'Event' }, { label: 'Place' }],
          rows: events.map((e) => [String(yearOf(e.date)), link(e.name), link(e.city.name)]),
        },
      ],
    },
    {
      title: 'Geography',
      blocks: [
        w.paragraph(
          `${country.name} covers ${num(area)} km². Its coast faces the ${country.sea}; inland rise the ${listing(country.ranges)}. ` +
            `The highest peak is ${link(mountains[0].name)} at ${num(mountains[0].elevationM)} m, and the longest river is the ${link(rivers[0].name)} (${num(rivers[0].lengthKm)} km).`,
        ),
        {
          kind: 'table',
          caption: `Rivers of ${country.name}`,
          sortable: true,
          columns: [{ label: 'River' }, { label: 'Length (km)', numeric: true }, { label: 'Mouth' }],
          rows: rivers.map((r) => [link(r.name), num(r.lengthKm), r.mouthRiver ? link(r.mouthRiver.name) : country.sea]),
        },
        {
          kind: 'table',
          caption: `Mountains of ${country.name}`,
          sortable: true,
          columns: [{ label: 'Mountain' }, { label: 'Elevation (m)', numeric: true }, { label: 'Range' }],
          rows: mountains.map((m) => [link(m.name), num(m.elevationM), m.range]),
        },
      ],
    },
    {
      title: 'Politics',
      blocks: [
        w.paragraph(
          `${country.name} is a ${country.government.toLowerCase()}. The capital, ${link(country.capital.name)}, is the seat of parliament and government. ` +
            (politicians.length ? `Prominent ${country.demonym} politicians include ${listing(politicians.slice(0, 5).map(introduce))}.` : ''),
        ),
      ],
    },
    {
      title: 'Administrative divisions',
      blocks: [
        w.paragraph(`The country's ${cities.length} cities, by population at the ${CENSUS_YEAR} census:`),
        {
          kind: 'table',
          caption: `Cities of ${country.name}`,
          sortable: true,
          columns: [{ label: 'City' }, { label: 'Population', numeric: true }, { label: 'Area (km²)', numeric: true }, { label: 'Founded', numeric: true }],
          rows: cities.map((c) => [link(c.name), num(c.population), num(c.areaKm2), String(c.founded)]),
        },
      ],
    },
    {
      title: 'Economy',
      blocks: [
        w.paragraph(
          `The currency is the ${country.currency}. ` +
            w.sentences([
              'Manufacturing, shipping and agriculture were the traditional pillars of the economy.',
              'Services now employ most of the workforce.',
              `The ports of the ${country.sea} handle most foreign trade.`,
            ], 2),
        ),
        ...(companies.length
          ? [{
              kind: 'table' as const,
              caption: `Major ${country.demonym} companies`,
              sortable: true,
              columns: [{ label: 'Company' }, { label: 'Industry' }, { label: 'Founded', numeric: true }, { label: 'Headquarters' }],
              rows: companies.map((c) => [link(c.name), c.industry.name, String(c.founded), link(c.headquarters.name)]),
            }]
          : []),
      ],
    },
    {
      title: 'Education',
      blocks: [
        w.paragraph(
          universities.length
            ? `Higher education is offered by ${listing(universities.map((u) => `the ${link(u.name)} (${u.founded})`))}.`
            : `${country.name} has no university of its own; most students study abroad.`,
        ),
      ],
    },
    {
      title: 'Culture',
      blocks: [
        w.paragraph(
          w.sentences([
            `${country.demonym} culture blends the traditions of the coast and of the mountains.`,
            'Folk music and choral singing remain popular.',
            'Every town holds a summer festival.',
          ], 2) + (artists.length ? ` Well-known artists include ${listing(artists.slice(0, 6).map(introduce))}.` : ''),
        ),
      ],
    },
  ];

  return {
    title: country.name,
    kind: 'country',
    description: `Country on the ${country.sea}`,
    infobox: {
      title: country.name,
      subtitle: 'Country',
      caption: `Location of ${country.name} on the ${country.sea}`,
      rows: [
        { label: 'Capital and largest city', value: link(country.capital.name) },
        { label: 'Official language', value: country.demonym },
        { label: 'Government', value: country.government },
        { label: 'Independence', value: String(country.independence) },
        { heading: 'Area' },
        { label: 'Total', value: `${num(area)} km²` },
        { heading: 'Population' },
        { label: `${CENSUS_YEAR} census`, value: num(population) },
        { label: 'Density', value: `${num(Math.round(population / area))}/km²` },
        { label: 'Currency', value: country.currency },
        { label: 'Highest point', value: link(mountains[0].name) },
        { label: 'Longest river', value: link(rivers[0].name) },
      ],
    },
    lead: [
      w.paragraph(
        `'''${country.name}''' is a country on the ${country.sea}. Its capital and largest city is ${link(country.capital.name)}. ` +
          `With ${num(population)} inhabitants at the ${CENSUS_YEAR} census and an area of ${num(area)} km², it is a ${country.government.toLowerCase()} that has been independent since ${country.independence}.`,
      ),
    ],
    sections,
    seeAlso: ['List of cities by population', 'List of rivers by length', 'List of mountains by elevation'],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [category(country.name, 'Countries'), category('Countries')],
    navboxes: [countryNavbox(world, country)],
    lastEdited: w.lastEdited(),
  };
}
