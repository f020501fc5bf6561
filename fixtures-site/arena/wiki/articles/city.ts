import { century } from '../world/dates.ts';
import type { City } from '../world/model.ts';
import type { World } from '../world/world.ts';
import { CENSUS_YEAR, climateOf, density, districtsOf, ordinal, populationHistory } from './facts.ts';
import type { Article, Block, InfoboxRow, Section } from './model.ts';
import { eventMention, introduce, PERSON_COLUMNS, personRow } from './people.ts';
import { category, countryNavbox, establishedIn } from './taxonomy.ts';
import { count, link, listing, num, Writer } from './writer.ts';

function infobox(world: World, city: City): InfoboxRow[] {
  const rivers = world.riversThrough(city);
  const rank = world.rankInCountry(city);
  return [
    { label: 'Country', value: link(city.country.name) },
    { label: 'Founded', value: String(city.founded) },
    { heading: 'Area' },
    { label: 'Total', value: `${num(city.areaKm2)} km²` },
    { label: 'Elevation', value: `${num(city.elevationM)} m` },
    { heading: `Population (${CENSUS_YEAR} census)` },
    { label: 'Total', value: num(city.population) },
    { label: 'Rank', value: `${rank} in ${city.country.name}` },
    { label: 'Density', value: `${num(density(city))}/km²` },
    { heading: 'Geography' },
    ...(rivers.length ? [{ label: rivers.length > 1 ? 'Rivers' : 'River', value: listing(rivers.map((r) => link(r.name))) }] : []),
    { label: 'Coordinates', value: `${city.lat}°N ${city.lon}°E` },
    { label: 'Districts', value: String(city.districts.length) },
    ...(city.twin ? [{ label: 'Twin town', value: link(city.twin.name) }] : []),
    // A made-up postal code: the country's initials and four digits from the coordinates.
    { label: 'Postal code', value: `${city.country.name.slice(0, 2).toUpperCase()}-${(Math.round(city.lat * city.lon * 7) % 9000) + 1000}` },
  ];
}

function history(world: World, city: City, w: Writer): Section {
  const events = world.eventsIn(city);
  const companies = world.companiesIn(city).sort((a, b) => a.founded - b.founded);
  const inventions = world.inventionsIn(city);
  const founding = w.paragraph(
    `${city.name} was founded in ${city.founded}, ${w.pick([
      'when settlers built a fortified market at a crossing of old trade roads',
      'as a river landing and toll station of the local lords',
      'around a monastery whose lands stretched far into the surrounding hills',
      'by merchants who had been granted a royal charter to hold a weekly fair',
    ])}. ` +
      w.sentences([
        `Within a generation the settlement had a stone church, a guildhall and a ring of earthen walls.`,
        `Its early prosperity rested on the ${city.trade} trade, which brought merchants from across the region.`,
        `The oldest surviving document that names the town is a grant of market rights kept in the city archive.`,
        `Archaeologists have found traces of an older village beneath the present market square.`,
        `By the end of the ${century(city.founded)} it had become the chief market of its district.`,
      ], 3),
  );
  const middle = w.paragraph(
    w.sentences([
      `During the ${century(city.founded + 200)} the town was repeatedly struck by fire and plague, and much of the medieval centre had to be rebuilt.`,
      `The ${city.landmark}, begun in this period, took more than a century to complete.`,
      `Craft guilds controlled the town council until the reforms of the early modern era.`,
      `Merchants of ${city.name} traded ${city.trade} as far as the coasts of the ${city.country.sea}.`,
      `The town walls were extended twice to enclose the growing suburbs.`,
      `A grammar school was founded by the guilds to train clerks for the town's trading houses.`,
    ], 4),
  );
  const industrial = companies.length || inventions.length
    ? w.paragraph(
        `Industry reached ${city.name} in the nineteenth and twentieth centuries. ` +
          (companies.length ? `${listing(companies.map((c) => `${link(c.name)} (founded ${c.founded})`))} ${companies.length > 1 ? 'were' : 'was'} established in the city. ` : '') +
          (inventions.length ? `The ${listing(inventions.map((i) => link(i.name)))} ${inventions.length > 1 ? 'were' : 'was'} developed here. ` : '') +
          w.sentences([
            'Workers from the surrounding countryside settled in new districts near the factories.',
            'The arrival of the railway connected the city with the capital and the ports.',
            'Gas lighting and a municipal water supply followed within a few decades.',
          ], 2),
      )
    : w.paragraph(
        w.sentences([
          `${city.name} was little touched by industrialisation and kept much of its historic character.`,
          'The railway passed the town at a distance, and its markets declined in favour of larger neighbours.',
          'Agriculture and small crafts remained the main sources of employment well into the twentieth century.',
          'Several old trading houses were converted into inns for the first tourists.',
        ], 3),
      );
  const modern: Block[] = events.length
    ? [
        w.paragraph(
          `The city's modern history was shaped by ${events.length > 1 ? 'several events' : 'one event in particular'}: ` +
            listing(events.map(eventMention)) +
            '. ' +
            w.sentences([
              'Each is commemorated by a plaque in the old town.',
              'The municipal museum devotes a permanent exhibition to this period.',
              'Reconstruction was financed partly by the national government.',
            ], 1),
        ),
      ]
    : [];
  modern.push(
    w.paragraph(
      w.sentences([
        `In the second half of the twentieth century ${city.name} grew beyond its historic boundaries.`,
        'New housing estates, schools and a ring road were built on former farmland.',
        'The historic centre was restored and largely closed to through traffic.',
        `Since ${CENSUS_YEAR - w.random.int(10, 30)} the city has invested in public transport and the renovation of its riverside.`,
        'Service industries and tourism have replaced much of the older manufacturing.',
      ], 4),
    ),
  );
  return {
    title: 'History',
    blocks: [],
    subsections: [
      { title: 'Founding and early history', blocks: [founding] },
      { title: 'Early modern period', blocks: [middle] },
      { title: 'Industrial era', blocks: [industrial] },
      { title: 'Modern era', blocks: modern },
    ],
  };
}

function geography(world: World, city: City, w: Writer): Section {
  const rivers = world.riversThrough(city);
  const mountains = world.mountainsNear(city);
  const setting = city.coastal
    ? `${city.name} lies on the coast of the ${city.country.sea}, at an elevation of ${city.elevationM} metres above sea level.`
    : `${city.name} lies inland at an elevation of ${num(city.elevationM)} metres above sea level.`;
  const water = rivers.length
    ? ` ${rivers.length > 1 ? `The ${listing(rivers.map((r) => link(r.name)))} flow` : `The ${link(rivers[0].name)} flows`} through the city.`
    : ` No major river passes through the city; its water comes from wells and reservoirs in the hills.`;
  const peaks = mountains.length ? ` ${listing(mountains.map((m) => link(m.name)))} ${mountains.length > 1 ? 'rise' : 'rises'} to the ${w.pick(['north', 'east', 'south', 'west'])}.` : '';
  const climate = climateOf(city);
  const warmest = climate.reduce((a, b) => (b.highC > a.highC ? b : a));
  return {
    title: 'Geography',
    blocks: [],
    subsections: [
      {
        title: 'Location and topography',
        blocks: [
          w.paragraph(setting + water + peaks + ' ' + w.sentences([
            `The municipal area covers ${num(city.areaKm2)} square kilometres.`,
            'The old town stands on a low rise above the flood plain.',
            'Parks and allotment gardens make up a large part of the outer districts.',
            'Much of the surrounding land is farmed or wooded.',
          ], 3)),
        ],
      },
      {
        title: 'Climate',
        blocks: [
          w.paragraph(
            `${city.name} has a ${city.coastal ? 'maritime' : city.elevationM > 900 ? 'cool highland' : 'temperate continental'} climate. ` +
              `The warmest month is ${warmest.month}, with an average daily maximum of ${warmest.highC} °C.`,
          ),
          {
            kind: 'table',
            caption: `Climate data for ${city.name}`,
            columns: [{ label: 'Month' }, ...climate.map((m) => ({ label: m.month.slice(0, 3), numeric: true }))],
            rows: [
              ['Mean daily maximum °C', ...climate.map((m) => String(m.highC))],
              ['Mean daily minimum °C', ...climate.map((m) => String(m.lowC))],
              ['Average precipitation mm', ...climate.map((m) => String(m.rainMm))],
              ['Mean monthly sunshine hours', ...climate.map((m) => String(m.sunHours))],
            ],
          },
        ],
      },
    ],
  };
}

function demographics(world: World, city: City, w: Writer, census: number): Section {
  const history = populationHistory(city);
  const rank = world.rankInCountry(city);
  return {
    title: 'Demographics',
    blocks: [
      w.paragraph(
        `At the ${CENSUS_YEAR} census ${city.name} had ${num(city.population)} inhabitants, making it the ${rank === 1 ? 'largest' : `${ordinal(rank)} largest`} city of ${link(city.country.name)}. ` +
          `The population density was ${num(density(city))} inhabitants per square kilometre. ` +
          w.sentences([
            'The population is younger than the national average.',
            'About one resident in eight was born abroad.',
            'The inner districts have lost residents to the suburbs since the 1970s.',
            'Most residents speak the national language; several minority languages are taught in schools.',
          ], 2),
        [census],
      ),
      {
        kind: 'table',
        caption: `Historical population of ${city.name}`,
        columns: [{ label: 'Year', numeric: true }, { label: 'Population', numeric: true }, { label: '±%', numeric: true }],
        rows: history.map((h, i) => {
          const change = i === 0 ? '—' : `${(((h.population - history[i - 1].population) / history[i - 1].population) * 100).toFixed(1)}%`;
          return [String(h.year), num(h.population), change];
        }),
      },
      {
        kind: 'table',
        caption: `Districts of ${city.name}`,
        columns: [{ label: 'District' }, { label: 'Area (km²)', numeric: true }, { label: 'Population', numeric: true }],
        rows: districtsOf(city).map((d) => [d.name, num(d.areaKm2), num(d.population)]),
      },
    ],
  };
}

function economy(world: World, city: City, w: Writer): Section {
  const companies = world.companiesIn(city);
  const blocks: Block[] = [
    w.paragraph(
      w.sentences([
        `The economy of ${city.name} is based on ${w.pick(['services, trade and light industry', 'manufacturing and logistics', 'tourism, retail and public administration', 'agriculture, food processing and crafts'])}.`,
        `The traditional ${city.trade} trade still gives its name to a street and a market hall.`,
        'The largest employers are the municipality, the hospital and the companies listed below.',
        'Unemployment has been below the national average for most of the past two decades.',
        'A weekly market is held on the main square.',
      ], 3),
    ),
  ];
  if (companies.length) {
    blocks.push({
      kind: 'table',
      caption: `Companies headquartered in ${city.name}`,
      sortable: true,
      columns: [{ label: 'Company' }, { label: 'Industry' }, { label: 'Founded', numeric: true }, { label: 'Employees', numeric: true }],
      rows: companies.map((c) => [link(c.name), c.industry.name, String(c.founded), num(c.employees)]),
    });
  }
  return { title: 'Economy', blocks };
}

function education(world: World, city: City, w: Writer): Section {
  const universities = world.universitiesIn(city);
  return {
    title: 'Education',
    blocks: [
      w.paragraph(
        (universities.length
          ? `${city.name} is home to ${listing(universities.map((u) => `the ${link(u.name)}, founded in ${u.founded}`))}. `
          : `${city.name} has no university; students usually attend institutions in ${link(city.country.capital.name)}. `) +
          w.sentences([
            'The city runs primary and secondary schools in every district.',
            'A conservatory and an adult education centre are located in the old town.',
            'The municipal library holds a notable collection of local history.',
          ], 2),
      ),
    ],
  };
}

function culture(city: City, w: Writer): Section {
  return {
    title: 'Culture',
    blocks: [
      w.paragraph(
        `The best-known building of ${city.name} is the ${city.landmark}. ` +
          w.sentences([
            'Its tower dominates the skyline of the old town.',
            'The city museum shows archaeological finds, guild treasures and paintings by local artists.',
            `An annual festival celebrates the ${city.trade} trade with a market and a procession.`,
            'The municipal theatre stages opera, drama and concerts.',
            'Several squares are lined with merchants’ houses of the early modern period.',
            'The local football club plays in the national second division.',
          ], 4),
      ),
    ],
  };
}

function transport(world: World, city: City, w: Writer): Section {
  const rivers = world.riversThrough(city);
  return {
    title: 'Transport',
    blocks: [
      w.paragraph(
        w.sentences([
          `${city.name} is served by a railway station on the line to ${city.country.capital === city ? 'the other large cities of the country' : link(city.country.capital.name)}.`,
          city.coastal ? `Its port handles ferries and cargo on the ${city.country.sea}.` : 'Regional buses connect the city with the surrounding villages.',
          rivers.length ? `Barges still use the ${link(rivers[0].name)} for bulk goods.` : 'A motorway passes north of the city.',
          'A network of cycle paths links the districts with the centre.',
          'The nearest international airport is about an hour away by road.',
        ], 4),
      ),
    ],
  };
}

function people(world: World, city: City, w: Writer): Section {
  const born = world.bornIn(city);
  const died = world.diedIn(city).filter((p) => p.birthplace !== city);
  const blocks: Block[] = born.length
    ? [
        w.paragraph(`The following notable people were born in ${city.name}, listed by date of birth.`),
        { kind: 'table', caption: `People born in ${city.name}`, columns: PERSON_COLUMNS, rows: born.map(personRow), sortable: true },
      ]
    : [w.paragraph(`No person born in ${city.name} has an article in this encyclopedia yet.`)];
  if (died.length) blocks.push(w.paragraph(`People who died in ${city.name} include ${listing(died.map((p) => introduce(p)))}.`));
  return { title: 'Notable people', blocks };
}

export function cityArticle(world: World, city: City): Article {
  const country = city.country;
  const w = new Writer(city.name, {
    books: [`A History of ${city.name}`, `${city.name}: Town and Trade in the ${century(city.founded + 100)}`, `The Towns of ${country.name}`, `Guilds and Markets of ${country.name}`, `${city.name} Through the Ages`],
    papers: [`Urban growth in ${city.name}, 1800–2000`, `The ${city.trade} trade of ${city.name}`, `Settlement patterns in ${country.name}`],
    headlines: [`${city.name} council approves new tram line`, `Record visitor numbers for ${city.name}`, `Restoration of the ${city.landmark} completed`, `${city.name} plans new riverside park`],
    newspaperCity: city.name,
    since: 1890,
  });
  const census = w.cite(`"Population of cities and municipalities, ${CENSUS_YEAR} census". ''${country.name} Statistical Office''. Retrieved 3 March ${CENSUS_YEAR + 2}.`);
  const rivers = world.riversThrough(city);
  const rank = world.rankInCountry(city);
  const capital = country.capital === city;
  const lead = [
    w.paragraph(
      `'''${city.name}''' is ${capital ? `the capital and largest city of ${link(country.name)}` : `a city in ${link(country.name)}`}` +
        `${city.coastal ? `, on the coast of the ${country.sea}` : ''}. With ${num(city.population)} inhabitants at the ${CENSUS_YEAR} census, it is the ${rank === 1 ? 'most populous' : `${ordinal(rank)} most populous`} city of the country. ` +
        (rivers.length ? `It lies on the ${listing(rivers.map((r) => link(r.name)))}.` : `It lies at an elevation of ${num(city.elevationM)} metres.`),
      [census],
    ),
    w.paragraph(
      `Founded in ${city.founded}, ${city.name} grew as a market for ${city.trade}. ` +
        w.sentences([
          `Its historic centre, dominated by the ${city.landmark}, is a protected monument.`,
          `Today it is ${capital ? 'the seat of the national government and ' : ''}a regional centre of trade, education and culture.`,
          `The city is divided into ${count(city.districts.length, 'district')}.`,
        ], 3),
    ),
  ];
  const sections: Section[] = [
    {
      title: 'Etymology',
      blocks: [
        w.paragraph(
          w.sentences([
            `The name ${city.name} is first recorded in a charter of ${city.founded + w.random.int(5, 60)}.`,
            `Most scholars derive it from an old word for ${w.pick(['a ford', 'a hill', 'a clearing', 'a market', 'a harbour'])}.`,
            'Older spellings of the name appear on maps until the nineteenth century.',
            'A local legend attributes the name to a hermit who lived on the site.',
          ], 3),
        ),
      ],
    },
    history(world, city, w),
    geography(world, city, w),
    demographics(world, city, w, census),
    economy(world, city, w),
    education(world, city, w),
    culture(city, w),
    transport(world, city, w),
    people(world, city, w),
  ];
  if (city.twin) {
    sections.push({
      title: 'Twin towns and sister cities',
      blocks: [
        w.paragraph(`${city.name} is twinned with:`),
        { kind: 'list', items: [`${link(city.twin.name)}, ${link(city.twin.country.name)}`] },
      ],
    });
  }
  return {
    title: city.name,
    kind: 'city',
    description: capital ? `Capital and largest city of ${country.name}` : `City in ${country.name}`,
    infobox: { title: city.name, subtitle: capital ? 'Capital city' : 'City', caption: `The old town of ${city.name} with the ${city.landmark}`, rows: infobox(world, city) },
    lead,
    sections,
    seeAlso: ['List of cities by population', ...rivers.map((r) => r.name), country.name],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [
      category(`Cities in ${country.name}`, country.name, 'Cities by country'),
      establishedIn('Populated places', city.founded),
      ...(capital ? [category('Capitals', 'Cities by country')] : []),
      ...(city.coastal ? [category(`Port cities and towns of the ${country.sea}`, `Cities in ${country.name}`)] : []),
      ...rivers.map((r) => category(`Populated places on the ${r.name}`, r.name)),
    ],
    navboxes: [countryNavbox(world, country)],
    lastEdited: w.lastEdited(),
  };
}
