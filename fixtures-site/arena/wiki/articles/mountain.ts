import { longDate, TODAY_YEAR } from '../world/dates.ts';
import { Random } from '../../../site-kit/random.ts';
import { AUTHOR_SURNAMES, MALE_GIVEN_NAMES, MONTHS, ROUTES } from '../world/lexicon.ts';
import type { Mountain } from '../world/model.ts';
import type { World } from '../world/world.ts';
import type { Article, Block, Section } from './model.ts';
import { introduce } from './people.ts';
import { category, countryNavbox, kindNavbox } from './taxonomy.ts';
import { link, listing, num, Writer } from './writer.ts';

function climbingHistory(mountain: Mountain, w: Writer): Block[] {
  const ascent = mountain.firstAscent;
  if (!ascent) {
    return [
      w.paragraph(
        `${mountain.name} has no recorded ascent. ` +
          w.sentences([
            'Several expeditions have turned back below the summit ridge because of loose rock and cornices.',
            'Local authorities have restricted access to the upper mountain since the late twentieth century.',
            'Climbers consider the summit block one of the hardest unsolved problems of the range.',
          ], 2),
      ),
    ];
  }
  // Later parties are not people of the encyclopedia: only first ascents are their climbers' facts.
  const later = Array.from({ length: w.random.int(2, 4) }, (_, i) => ({
    year: Math.min(ascent.year + 8 + i * w.random.int(6, 25), TODAY_YEAR - 1),
    party: `${w.pick(MALE_GIVEN_NAMES)[0]}. ${w.pick(AUTHOR_SURNAMES)} and party`,
  })).sort((a, b) => a.year - b.year);
  return [
    w.paragraph(
      `The first ascent was made on ${longDate(ascent.date)} by ${introduce(ascent.by)}, by the ${ascent.route.toLowerCase()}. ` +
        w.sentences([
          'The party spent two nights on the mountain and left a cairn on the summit.',
          'Earlier attempts had failed in bad weather below the final ridge.',
          'The achievement was celebrated in the national press.',
        ], 2),
    ),
    {
      kind: 'table',
      caption: `Notable ascents of ${mountain.name}`,
      columns: [{ label: 'Year', numeric: true }, { label: 'Climbers' }, { label: 'Route' }, { label: 'Notes' }],
      rows: [
        [String(ascent.year), link(ascent.by.name), ascent.route, 'First ascent'],
        ...later.map((l) => [String(l.year), l.party, w.pick(ROUTES), w.pick(['Winter ascent', 'Solo ascent', 'New route', 'Ascent without oxygen'])]),
      ],
    },
  ];
}

/** Monthly mean temperatures: about 6.5 °C colder per 1000 m than the lowlands. */
function summitTemperatures(mountain: Mountain): number[] {
  const random = Random.for('wiki', 'summit', mountain.name);
  return MONTHS.map((_, i) => 12 - mountain.elevationM * 0.0065 + 9 * Math.sin(((i - 3) / 12) * 2 * Math.PI) + (random.next() - 0.5));
}

/** The routes up the mountain; the first ascent's route comes first. */
function routesOf(mountain: Mountain): Array<{ route: string; grade: string; hours: number }> {
  const random = Random.for('wiki', 'routes', mountain.name);
  const first = mountain.firstAscent?.route;
  const routes = [...(first ? [first] : []), ...random.sample(ROUTES.filter((r) => r !== first), random.int(2, 4))];
  return routes.map((route) => ({ route, grade: random.pick(['F', 'PD', 'AD', 'D', 'TD']), hours: random.int(4, 14) }));
}

export function mountainArticle(world: World, mountain: Mountain): Article {
  const w = new Writer(mountain.name, {
    books: [`The ${mountain.range}: A Climbing Guide`, `Summits of ${mountain.country.name}`, `Stone and Ice: The Geology of the ${mountain.range}`, `Mountain Huts of ${mountain.country.name}`, `Hiking around ${mountain.nearestCity.name}`],
    papers: [`Glacier retreat on ${mountain.name}`, `A survey of the ${mountain.range}`, `Alpine flora of ${mountain.country.name}`],
    headlines: [`Climbers rescued from ${mountain.name}`, `New hut opens below ${mountain.name}`],
    newspaperCity: mountain.nearestCity.name,
    since: 1880,
  });
  const survey = w.cite(`"Survey heights of the principal summits". ''${mountain.country.name} National Mapping Agency''. Retrieved 2 May 2024.`);
  const rivers = world.riversFrom(mountain);
  const ascent = mountain.firstAscent;
  const sections: Section[] = [
    {
      title: 'Geography',
      blocks: [
        w.paragraph(
          `${mountain.name} rises to ${num(mountain.elevationM)} metres in the ${mountain.range} of ${link(mountain.country.name)}, with a topographic prominence of ${num(mountain.prominenceM)} m. ` +
            `The nearest city is ${link(mountain.nearestCity.name)}. ` +
            (rivers.length ? `The ${listing(rivers.map((r) => link(r.name)))} ${rivers.length > 1 ? 'rise' : 'rises'} on its slopes.` : ''),
          [survey],
        ),
      ],
    },
    {
      title: 'Geology',
      blocks: [
        w.paragraph(
          w.sentences([
            'The mountain is built of folded limestone overlying older granite.',
            'Glaciers shaped its cirques and the steep north face during the last ice age.',
            'Small remnant glaciers survive in shaded hollows below the summit.',
            'Fossils of marine animals are found high on the ridges.',
          ], 3),
        ),
      ],
    },
    { title: 'Climbing history', blocks: climbingHistory(mountain, w) },
    {
      title: 'Climate',
      blocks: [
        w.paragraph(`The summit has an alpine climate: frost is possible in every month and snow covers the upper slopes for most of the year.`),
        {
          kind: 'table',
          caption: `Mean temperatures at the summit of ${mountain.name} (°C)`,
          columns: MONTHS.map((m) => ({ label: m.slice(0, 3), numeric: true })),
          rows: [summitTemperatures(mountain).map((t) => t.toFixed(1))],
        },
      ],
    },
    {
      title: 'Routes',
      blocks: [
        w.paragraph(`The main climbing routes on ${mountain.name} are:`),
        {
          kind: 'table',
          caption: `Routes on ${mountain.name}`,
          columns: [{ label: 'Route' }, { label: 'Grade' }, { label: 'Typical time (hours)', numeric: true }],
          rows: routesOf(mountain).map((r) => [r.route, r.grade, String(r.hours)]),
        },
      ],
    },
    {
      title: 'Tourism',
      blocks: [
        w.paragraph(
          w.sentences([
            `Marked trails lead from ${mountain.nearestCity.name} to a mountain hut below the summit.`,
            'A cable car serves the lower slopes in summer and winter.',
            'The area is popular with hikers, skiers and climbers.',
            'Part of the massif is a nature reserve.',
          ], 3),
        ),
      ],
    },
  ];
  return {
    title: mountain.name,
    kind: 'mountain',
    description: `Mountain in ${mountain.country.name}`,
    infobox: {
      title: mountain.name,
      subtitle: 'Mountain',
      caption: `${mountain.name} seen from ${mountain.nearestCity.name}`,
      rows: [
        { heading: 'Highest point' },
        { label: 'Elevation', value: `${num(mountain.elevationM)} m` },
        { label: 'Prominence', value: `${num(mountain.prominenceM)} m` },
        { heading: 'Geography' },
        { label: 'Country', value: link(mountain.country.name) },
        { label: 'Range', value: mountain.range },
        { label: 'Nearest city', value: link(mountain.nearestCity.name) },
        { heading: 'Climbing' },
        { label: 'First ascent', value: ascent ? `${longDate(ascent.date)} by ${link(ascent.by.name)}` : 'None recorded' },
        ...(ascent ? [{ label: 'Easiest route', value: ascent.route }] : []),
      ],
    },
    lead: [
      w.paragraph(
        `'''${mountain.name}''' is a mountain in the ${mountain.range} of ${link(mountain.country.name)}. At ${num(mountain.elevationM)} m it ${
          world.mountainsOf(mountain.country).every((m) => m.elevationM <= mountain.elevationM) ? 'is the highest summit of the country' : 'is one of the prominent summits of the range'
        }. ` + (ascent ? `It was first climbed in ${ascent.year}.` : 'It has never been climbed.'),
        [survey],
      ),
    ],
    sections,
    seeAlso: ['List of mountains by elevation', mountain.nearestCity.name],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [
      category(`Mountains of ${mountain.country.name}`, mountain.country.name, 'Mountains by country'),
      category(mountain.range, `Mountains of ${mountain.country.name}`),
      ...(ascent ? [] : [category('Unclimbed mountains', 'Mountains by country')]),
    ],
    navboxes: [kindNavbox(world, 'mountain'), countryNavbox(world, mountain.country)],
    lastEdited: w.lastEdited(),
  };
}
