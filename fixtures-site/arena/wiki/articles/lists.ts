import type { World } from '../world/world.ts';
import { CENSUS_YEAR, density } from './facts.ts';
import type { Article, Inline, Table, TableColumn } from './model.ts';
import { category, LIST_TITLES } from './taxonomy.ts';
import { link, num, Writer } from './writer.ts';

/** One list article: a lead and a single sortable table. */
function listArticle(world: World, title: (typeof LIST_TITLES)[number], intro: Inline, columns: TableColumn[], rows: Inline[][]): Article {
  const w = new Writer(title, {
    books: ['Statistical Yearbook of the Region', 'Handbook of Geography and Industry', 'Almanac of Nations'],
    papers: ['Comparative statistics of the region', 'Data sources for regional history'],
    headlines: ['New statistical yearbook published'],
    newspaperCity: world.countries[0].capital.name,
    since: 1990,
  });
  const table: Table = { kind: 'table', caption: title, columns, rows, sortable: true };
  return {
    title,
    kind: 'list',
    description: 'Arenapedia list article',
    lead: [w.paragraph(`${intro} Click a column heading to sort the table by that column.`)],
    sections: [{ title: 'List', blocks: [table] }, { title: 'Notes', blocks: [w.paragraph('Figures are taken from the articles on each entry and the sources cited there. Where sources disagree, the most recent official figure is given.')] }],
    seeAlso: LIST_TITLES.filter((t) => t !== title),
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [category('Lists', 'Contents')],
    navboxes: [],
    lastEdited: w.lastEdited(),
  };
}

export function listArticles(world: World): Article[] {
  const cities = [...world.cities].sort((a, b) => b.population - a.population);
  const rivers = [...world.rivers].sort((a, b) => b.lengthKm - a.lengthKm);
  const mountains = [...world.mountains].sort((a, b) => b.elevationM - a.elevationM);
  const companies = [...world.companies].sort((a, b) => a.founded - b.founded);
  const inventions = [...world.inventions].sort((a, b) => a.year - b.year);
  const universities = [...world.universities].sort((a, b) => a.founded - b.founded);
  const n = (label: string): TableColumn => ({ label, numeric: true });
  return [
    listArticle(
      world,
      'List of cities by population',
      `This is a list of the ${cities.length} cities of the region by population at the ${CENSUS_YEAR} census.`,
      [n('Rank'), { label: 'City' }, { label: 'Country' }, n(`Population (${CENSUS_YEAR})`), n('Area (km²)'), n('Density (/km²)'), n('Elevation (m)'), n('Founded')],
      cities.map((c, i) => [String(i + 1), link(c.name), link(c.country.name), num(c.population), num(c.areaKm2), num(density(c)), num(c.elevationM), String(c.founded)]),
    ),
    listArticle(
      world,
      'List of rivers by length',
      `This is a list of the ${rivers.length} rivers of the region, longest first.`,
      [n('Rank'), { label: 'River' }, n('Length (km)'), n('Basin (km²)'), n('Discharge (m³/s)'), { label: 'Country' }, { label: 'Mouth' }],
      rivers.map((r, i) => [String(i + 1), link(r.name), num(r.lengthKm), num(r.basinKm2), num(r.dischargeM3s), link(r.country.name), r.mouthRiver ? link(r.mouthRiver.name) : r.country.sea]),
    ),
    listArticle(
      world,
      'List of mountains by elevation',
      `This is a list of the ${mountains.length} principal mountains of the region, highest first.`,
      [n('Rank'), { label: 'Mountain' }, n('Elevation (m)'), n('Prominence (m)'), { label: 'Range' }, { label: 'Country' }, n('First ascent')],
      mountains.map((m, i) => [String(i + 1), link(m.name), num(m.elevationM), num(m.prominenceM), m.range, link(m.country.name), m.firstAscent ? String(m.firstAscent.year) : '—']),
    ),
    listArticle(
      world,
      'List of companies by founding year',
      `This is a list of ${companies.length} companies of the region, oldest first.`,
      [{ label: 'Company' }, n('Founded'), { label: 'Founder' }, { label: 'Headquarters' }, { label: 'Industry' }, n('Employees')],
      companies.map((c) => [link(c.name), String(c.founded), link(c.founder.name), link(c.headquarters.name), c.industry.name, num(c.employees)]),
    ),
    listArticle(
      world,
      'Timeline of inventions',
      `This is a chronological list of ${inventions.length} inventions made in the region.`,
      [n('Year'), { label: 'Invention' }, { label: 'Inventor' }, { label: 'Place' }],
      inventions.map((i) => [String(i.year), link(i.name), link(i.inventor.name), link(i.city.name)]),
    ),
    listArticle(
      world,
      'List of universities',
      `This is a list of the ${universities.length} universities of the region, oldest first.`,
      [{ label: 'University' }, { label: 'City' }, { label: 'Country' }, n('Established'), n('Students')],
      universities.map((u) => [link(u.name), link(u.city.name), link(u.city.country.name), String(u.founded), num(u.students)]),
    ),
  ];
}
