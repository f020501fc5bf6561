import { Random } from '../../../site-kit/random.ts';
import { yearOf } from '../world/dates.ts';
import { MONTHS } from '../world/lexicon.ts';
import type { River } from '../world/model.ts';
import type { World } from '../world/world.ts';
import type { Article, Block, Section } from './model.ts';
import { category, countryNavbox, kindNavbox } from './taxonomy.ts';
import { link, listing, num, Writer } from './writer.ts';

/** Mean discharge per month (m³/s): high with the spring snowmelt, low in late summer. */
function monthlyDischarge(river: River): number[] {
  const random = Random.for('wiki', 'discharge', river.name);
  const raw = MONTHS.map((_, i) => 1 + 0.6 * Math.sin(((i - 1) / 12) * 2 * Math.PI) + (random.next() - 0.5) * 0.2);
  const mean = raw.reduce((a, b) => a + b, 0) / raw.length;
  return raw.map((r) => Math.round((r / mean) * river.dischargeM3s));
}

/** One or two bridges in each city on the river, built after the city was founded. */
function bridgesOf(river: River): Array<{ name: string; city: string; opened: number; lengthM: number }> {
  const random = Random.for('wiki', 'bridges', river.name);
  return river.cities.flatMap((city) =>
    random.sample(['Old Bridge', 'New Bridge', 'Railway Bridge', 'Market Bridge'], random.int(1, 2)).map((kind) => ({
      name: `${city.name} ${kind}`,
      city: city.name,
      opened: random.int(Math.max(city.founded + 50, kind === 'Railway Bridge' ? 1850 : 1300), 2015),
      lengthM: Math.round(river.lengthKm / 8 + random.int(40, 260)),
    })),
  );
}

function mouthOf(river: River): string {
  return river.mouthRiver ? link(river.mouthRiver.name) : `the ${river.country.sea}`;
}

export function riverArticle(world: World, river: River): Article {
  const w = new Writer(river.name, {
    books: [`The ${river.name}: Hydrology and Settlement`, `Rivers of ${river.country.name}`, `Along the ${river.name}`, `Water and Power in ${river.country.name}`, `Bridges of ${river.country.name}`],
    papers: [`Sediment transport in the ${river.name}`, `Flood frequency on the ${river.name}`, `Fish populations of the ${river.name} basin`],
    headlines: [`${river.name} reaches record low`, `New locks open on the ${river.name}`, `Clean-up of the ${river.name} shows results`],
    newspaperCity: river.cities[river.cities.length - 1].name,
    since: 1900,
  });
  const tributaries = world.tributariesOf(river);
  const floods = world.eventsOn(river);
  const discharge = monthlyDischarge(river);
  const first = river.cities[0];
  const last = river.cities[river.cities.length - 1];
  const gauge = w.cite(`"Hydrological yearbook: ${river.name}". ''${river.country.name} Water Authority''. Retrieved 14 January 2025.`);

  const course: Block[] = [
    w.paragraph(
      `The ${river.name} rises on the slopes of ${link(river.source.name)} in the ${river.source.range}. ` +
        (river.cities.length > 1
          ? `It flows past ${listing(river.cities.map((c) => link(c.name)))}, in that order, `
          : `It flows through ${link(first.name)} `) +
        `before it ${river.mouthRiver ? `joins the ${link(river.mouthRiver.name)}` : `reaches the ${river.country.sea}`}. Its total length is ${num(river.lengthKm)} km.`,
      [gauge],
    ),
    w.paragraph(
      w.sentences([
        'In its upper course the river runs in a narrow, wooded valley with several waterfalls.',
        'Below the mountains the valley widens and the river meanders through farmland.',
        'Oxbow lakes and wetlands mark former channels in the lower valley.',
        'Several weirs and a hydroelectric dam regulate the flow.',
        'The lowest stretch is tidal and lined with embankments.',
      ], 4),
    ),
    {
      kind: 'table',
      caption: `Cities on the ${river.name}, from source to mouth`,
      columns: [{ label: 'City' }, { label: 'Country' }, { label: 'Population', numeric: true }, { label: 'Elevation (m)', numeric: true }],
      rows: river.cities.map((c) => [link(c.name), link(c.country.name), num(c.population), num(c.elevationM)]),
    },
  ];

  const sections: Section[] = [
    { title: 'Course', blocks: course },
    {
      title: 'Hydrology',
      blocks: [
        w.paragraph(
          `The mean discharge at the mouth is ${num(river.dischargeM3s)} m³/s and the drainage basin covers ${num(river.basinKm2)} km². ` +
            w.sentences([
              'The highest flows follow the spring snowmelt in the mountains.',
              'Low water in late summer sometimes interrupts navigation.',
              'Gauging stations have recorded the water level since the nineteenth century.',
            ], 2),
          [gauge],
        ),
        {
          kind: 'table',
          caption: `Mean monthly discharge of the ${river.name} (m³/s)`,
          columns: MONTHS.map((m) => ({ label: m.slice(0, 3), numeric: true })),
          rows: [discharge.map((d) => num(d))],
        },
      ],
    },
    {
      title: 'Tributaries',
      blocks: tributaries.length
        ? [
            w.paragraph(`The main tributaries of the ${river.name} are:`),
            {
              kind: 'table',
              caption: `Tributaries of the ${river.name}`,
              sortable: true,
              columns: [{ label: 'Tributary' }, { label: 'Length (km)', numeric: true }, { label: 'Source' }],
              rows: tributaries.map((t) => [link(t.name), num(t.lengthKm), link(t.source.name)]),
            },
          ]
        : [w.paragraph(`The ${river.name} has no tributaries with articles of their own; it is fed by mountain streams and springs.`)],
    },
    {
      title: 'History',
      blocks: [
        w.paragraph(
          w.sentences([
            `Settlements along the ${river.name} date back to prehistoric times.`,
            'In the Middle Ages the river carried timber, salt and grain downstream.',
            'Mills and tanneries lined its banks in the towns.',
            'Canalisation in the nineteenth century made the lower river navigable for steamers.',
          ], 3) +
            (floods.length ? ` Major floods include ${listing(floods.map((f) => `the ${link(f.name)}`))}.` : ''),
        ),
      ],
    },
    {
      title: 'Bridges',
      blocks: [
        w.paragraph(`The principal bridges over the ${river.name}, from source to mouth:`),
        {
          kind: 'table',
          caption: `Bridges over the ${river.name}`,
          columns: [{ label: 'Bridge' }, { label: 'City' }, { label: 'Opened', numeric: true }, { label: 'Length (m)', numeric: true }],
          rows: bridgesOf(river).map((b) => [b.name, link(b.city), String(b.opened), num(b.lengthM)]),
        },
      ],
    },
    {
      title: 'Ecology',
      blocks: [
        w.paragraph(
          w.sentences([
            'The river is home to trout in its upper reaches and to pike and bream further down.',
            'Water quality improved markedly after treatment plants were built in the 1980s.',
            'Floodplain forests along the lower course are protected as nature reserves.',
            'Otters and kingfishers have returned to several stretches.',
          ], 3),
        ),
      ],
    },
  ];

  return {
    title: river.name,
    kind: 'river',
    description: `River in ${river.country.name}`,
    infobox: {
      title: river.name,
      subtitle: 'River',
      caption: `The ${river.name} near ${last.name}`,
      rows: [
        { label: 'Country', value: link(river.country.name) },
        { label: 'Cities', value: listing(river.cities.map((c) => link(c.name))) },
        { heading: 'Physical characteristics' },
        { label: 'Source', value: link(river.source.name) },
        { label: 'Mouth', value: mouthOf(river) },
        { label: 'Length', value: `${num(river.lengthKm)} km` },
        { label: 'Basin size', value: `${num(river.basinKm2)} km²` },
        { label: 'Discharge', value: `${num(river.dischargeM3s)} m³/s` },
        ...(tributaries.length ? [{ label: 'Tributaries', value: listing(tributaries.map((t) => link(t.name))) }] : []),
      ],
    },
    lead: [
      w.paragraph(
        `The '''${river.name}''' is a river in ${link(river.country.name)}, ${num(river.lengthKm)} km long. ` +
          `It rises on ${link(river.source.name)} and ${river.mouthRiver ? `is a tributary of the ${link(river.mouthRiver.name)}` : `flows into the ${river.country.sea}`}. ` +
          `The largest city on its banks is ${link(river.cities.reduce((a, b) => (b.population > a.population ? b : a)).name)}.`,
        [gauge],
      ),
      ...(floods.length ? [w.paragraph(`The river is known for the ${link(floods[0].name)} of ${yearOf(floods[0].date)}.`)] : []),
    ],
    sections,
    seeAlso: ['List of rivers by length', ...(river.mouthRiver ? [river.mouthRiver.name] : [])],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [
      category(`Rivers of ${river.country.name}`, river.country.name, 'Rivers by country'),
      ...(river.mouthRiver ? [category(`Tributaries of the ${river.mouthRiver.name}`, `Rivers of ${river.country.name}`)] : []),
    ],
    navboxes: [kindNavbox(world, 'river'), countryNavbox(world, river.country)],
    lastEdited: w.lastEdited(),
  };
}
