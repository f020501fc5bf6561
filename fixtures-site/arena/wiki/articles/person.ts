import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { decade, longDate, TODAY_YEAR, yearOf, yearsBetween } from '../world/dates.ts';
import { OCCUPATIONS } from '../world/lexicon.ts';
import type { Person } from '../world/model.ts';
import type { World } from '../world/world.ts';
import type { Article, Block, Inline, InfoboxRow, Navbox, Section } from './model.ts';
import { type Era, eraOf, eventMention, occupationOf, PERSON_COLUMNS, personRow, possessive, pronoun, roleIn } from './people.ts';
import { category, countryNavbox } from './taxonomy.ts';
import { capitalise, count, link, listing, Writer } from './writer.ts';

/** What the person is remembered for, most notable first. */
function knownFor(world: World, person: Person): Inline[] {
  return [
    ...world.inventionsBy(person).map((i) => link(i.name)),
    ...world.companiesFoundedBy(person).map((c) => link(c.name)),
    ...world.ascentsBy(person).map((m) => `First ascent of ${link(m.name)}`),
    ...person.works.slice(0, 2).map((work) => `''${work.title}''`),
  ];
}

function infobox(world: World, person: Person): InfoboxRow[] {
  const place = (city: Person['birthplace']) => `${link(city.name)}, ${link(city.country.name)}`;
  const known = knownFor(world, person);
  return [
    { label: 'Born', value: `${longDate(person.born)}, ${place(person.birthplace)}` },
    person.died
      ? { label: 'Died', value: `${longDate(person.died.date)} (aged ${yearsBetween(person.born, person.died.date)}), ${place(person.died.place)}` }
      : { label: 'Age', value: String(yearsBetween(person.born, ARENA_TODAY)) },
    { label: 'Nationality', value: person.birthplace.country.demonym },
    { label: 'Occupation', value: capitalise(occupationOf(person)) },
    ...(person.almaMater ? [{ label: 'Alma mater', value: link(person.almaMater.name) }] : []),
    ...(known.length ? [{ label: 'Known for', value: listing(known) }] : []),
    ...(person.award ? [{ label: 'Awards', value: `${person.award.name} (${person.award.year})` }] : []),
  ];
}

/** Year-by-year facts of the life, for the timeline table. */
function timeline(world: World, person: Person): Inline[][] {
  const rows: Array<[number, Inline]> = [[yearOf(person.born), `Born in ${link(person.birthplace.name)}`]];
  if (person.almaMater) rows.push([yearOf(person.born) + 18, `Entered the ${link(person.almaMater.name)}`]);
  for (const c of world.companiesFoundedBy(person)) rows.push([c.founded, `Founded ${link(c.name)} in ${link(c.headquarters.name)}`]);
  for (const i of world.inventionsBy(person)) rows.push([i.year, `Invented the ${link(i.name)}`]);
  for (const m of world.ascentsBy(person)) rows.push([m.firstAscent!.year, `Made the first ascent of ${link(m.name)}`]);
  for (const e of world.eventsWith(person)) rows.push([yearOf(e.date), capitalise(`${roleIn(e, person)} ${eventMention(e)}`)]);
  for (const work of person.works) rows.push([work.year, `''${work.title}''`]);
  if (person.award) rows.push([person.award.year, `Received the ${person.award.name}`]);
  if (person.died) rows.push([yearOf(person.died.date), `Died in ${link(person.died.place.name)}`]);
  return rows.sort((a, b) => a[0] - b[0]).map(([year, what]) => [String(year), what]);
}

function career(world: World, person: Person, w: Writer): Block[] {
  const he = pronoun(person, true);
  const inventions = world.inventionsBy(person);
  const companies = world.companiesFoundedBy(person);
  const ascents = world.ascentsBy(person);
  const events = world.eventsWith(person);
  const blocks: Block[] = [
    w.paragraph(
      `${he} began ${possessive(person)} career in ${OCCUPATIONS[person.occupation].field} ` +
        w.pick(['at an early age', `in ${possessive(person)} home town`, 'after several years of travel abroad', `after ${possessive(person)} studies`]) +
        '. ' +
        w.sentences([
          `${he} soon gained a reputation for careful and original work.`,
          `Contemporaries described ${person.female ? 'her' : 'him'} as stubborn, tireless and generous to students.`,
          `${capitalise(possessive(person))} early years were marked by financial difficulties.`,
          `${he} corresponded with many of the leading figures of the day.`,
        ], 3),
    ),
  ];
  if (inventions.length) {
    blocks.push(
      w.paragraph(
        inventions.map((i) => `In ${i.year} ${pronoun(person)} invented the ${link(i.name)}, a device for ${i.purpose}${i.manufacturer ? `, which was manufactured by ${link(i.manufacturer.name)}` : ''}.`).join(' '),
      ),
    );
  }
  if (companies.length) {
    blocks.push(
      w.paragraph(companies.map((c) => `In ${c.founded} ${pronoun(person)} founded ${link(c.name)} in ${link(c.headquarters.name)}, a ${c.industry.name.toLowerCase()} company.`).join(' ') + ' ' + w.sentences([
        'The firm grew quickly thanks to new markets abroad.',
        `${he} remained in charge of the business for many years.`,
        'Workers praised the housing and schools the company built.',
      ], 2)),
    );
  }
  if (ascents.length) {
    blocks.push(
      w.paragraph(ascents.map((m) => `On ${longDate(m.firstAscent!.date)} ${pronoun(person)} made the first ascent of ${link(m.name)} (${m.elevationM} m) by the ${m.firstAscent!.route.toLowerCase()}.`).join(' ')),
    );
  }
  if (events.length) {
    blocks.push(w.paragraph(events.map((e) => `In ${yearOf(e.date)} ${pronoun(person)} ${roleIn(e, person)} ${eventMention(e)}.`).join(' ')));
  }
  if (person.works.length) {
    blocks.push(
      w.paragraph(`${capitalise(possessive(person))} best-known works include ${listing(person.works.slice(0, 3).map((work) => `''${work.title}'' (${work.year})`))}.`),
      {
        kind: 'table',
        caption: `Selected works of ${person.name}`,
        sortable: true,
        columns: [{ label: 'Year', numeric: true }, { label: 'Title' }],
        rows: person.works.map((work) => [String(work.year), `''${work.title}''`]),
      },
    );
  }
  return blocks;
}

/** What life was like when the person was young, by era. */
const TIMES: Record<Era, string[]> = {
  early: [
    'Guilds still governed trade and crafts in the towns.',
    'Most people lived from the land, and travel was slow and costly.',
    'Learned societies and academies were founded in the larger towns.',
    'The arts depended on the patronage of the court and the church.',
  ],
  industrial: [
    'Railways, newspapers and public schools changed everyday life.',
    'Factories drew workers from the countryside into the growing towns.',
    'Emigration took many young people abroad.',
    'The arts found new patrons among merchants and manufacturers.',
  ],
  modern: [
    'Universities expanded and opened to far more students.',
    'Television and later the internet changed how people worked and met.',
    'The old industries declined as services grew.',
    'Travel abroad became common for ordinary families.',
  ],
};

/** Other people of the same occupation whose lives overlapped this one. */
function contemporaries(world: World, person: Person): Person[] {
  const end = (p: Person) => (p.died ? yearOf(p.died.date) : TODAY_YEAR);
  return world.people
    .filter((p) => p !== person && p.occupation === person.occupation)
    .filter((p) => yearOf(p.born) < end(person) && yearOf(person.born) < end(p))
    .slice(0, 8);
}

function background(world: World, person: Person, w: Writer): Section {
  const city = person.birthplace;
  const born = yearOf(person.born);
  const peers = contemporaries(world, person);
  return {
    title: 'Background',
    blocks: [
      w.paragraph(
        `${link(city.name)}, founded in ${city.founded}, was in the ${decade(born)} ${w.pick(['a town of craftsmen and traders', 'a centre of regional trade', 'a town on the rise', 'a place of old guilds and new workshops'])}. ` +
          w.sentences([
            `The ${city.landmark} dominated the skyline of the old town.`,
            `Trade in ${city.trade} set the rhythm of the year.`,
            `Schools were run by the church and the guilds.`,
            `News from the capital, ${city.country.capital.name}, arrived by coach within days.`,
            `Many families of the town had lived there for generations.`,
          ], 4),
      ),
      w.paragraph(
        `The ${decade(born)} and the decades that followed were a time of ${w.pick(['political reform', 'rapid change', 'unrest and reconstruction', 'growing prosperity'])} in ${link(city.country.name)}. ` +
          w.sentences(TIMES[eraOf(born)], 3),
      ),
      ...(peers.length
        ? [
            w.paragraph(`Contemporaries in the same field included ${listing(peers.slice(0, 3).map((p) => link(p.name)))}.`),
            { kind: 'table' as const, caption: `${capitalise(OCCUPATIONS[person.occupation].plural)} contemporary with ${person.name}`, columns: PERSON_COLUMNS, rows: peers.map(personRow), sortable: true },
          ]
        : []),
    ],
  };
}

function occupationNavbox(world: World, person: Person): Navbox {
  const peers = world.people.filter((p) => p.occupation === person.occupation);
  return {
    title: capitalise(OCCUPATIONS[person.occupation].plural),
    groups: world.countries
      .map((country) => ({ label: country.name, titles: peers.filter((p) => p.birthplace.country === country).map((p) => p.name) }))
      .filter((g) => g.titles.length > 0),
  };
}

export function personArticle(world: World, person: Person): Article {
  const country = person.birthplace.country;
  const occupation = occupationOf(person);
  const w = new Writer(person.name, {
    books: [`${person.name}: A Life`, `${country.demonym} ${capitalise(OCCUPATIONS[person.occupation].plural)} of the Modern Age`, `Dictionary of ${country.demonym} Biography`, `${person.birthplace.name} and Its People`, `The Age of ${person.surname}`],
    papers: [`The early work of ${person.name}`, `${person.name} and ${possessive(person)} circle`, `Letters of ${person.name}`],
    headlines: [`Exhibition honours ${person.name}`, `${person.name} remembered in ${person.birthplace.name}`],
    newspaperCity: person.birthplace.name,
    since: yearOf(person.born) + 30,
  });
  const register = w.cite(`"${person.surname}, ${person.given}". ''Dictionary of ${country.demonym} Biography''. Retrieved 9 September 2024.`);
  const he = pronoun(person, true);
  const sections: Section[] = [
    {
      title: 'Early life and education',
      blocks: [
        w.paragraph(
          `${person.name} was born on ${longDate(person.born)} in ${link(person.birthplace.name)}, ${link(country.name)}, then ${w.pick(['a market town', 'a busy trading town', 'a quiet provincial town', 'a growing town'])} known for its ${person.birthplace.trade} trade. ` +
            w.sentences([
              `${capitalise(possessive(person))} father was a ${w.pick(['merchant', 'schoolteacher', 'carpenter', 'clerk', 'pastor', 'physician'])} and ${possessive(person)} mother ran the household.`,
              `${he} was the ${w.pick(['eldest', 'second', 'youngest'])} of ${w.random.int(2, 7)} children.`,
              `As a child ${pronoun(person)} showed an early talent for drawing and arithmetic.`,
            ], 3),
          [register],
        ),
        w.paragraph(
          person.almaMater
            ? `${he} studied at the ${link(person.almaMater.name)} in ${link(person.almaMater.city.name)}, where ${pronoun(person)} ${w.pick(['graduated with distinction', 'completed a doctorate', 'studied under the leading teachers of the day', 'left without a degree to begin work'])}.`
            : `${he} had little formal education and learned ${possessive(person)} craft by practice.`,
        ),
      ],
    },
    background(world, person, w),
    { title: 'Career', blocks: career(world, person, w) },
    {
      title: 'Personal life',
      blocks: [
        w.paragraph(
          w.sentences([
            `${he} married in ${yearOf(person.born) + w.random.int(22, 38)} and had ${count(w.random.int(1, 5), 'child', 'children')}.`,
            `${he} was a keen walker and a member of several learned societies.`,
            `${capitalise(possessive(person))} letters reveal a wide circle of friends.`,
            `${he} spent many summers in the mountains.`,
          ], 3),
        ),
      ],
    },
    {
      title: person.died ? 'Death and legacy' : 'Later life and legacy',
      blocks: [
        w.paragraph(
          (person.died
            ? `${person.name} died on ${longDate(person.died.date)} in ${link(person.died.place.name)}, aged ${yearsBetween(person.born, person.died.date)}. `
            : `${person.name} continues to work in ${OCCUPATIONS[person.occupation].field}. `) +
            (person.award ? `${he} received the ${person.award.name} in ${person.award.year}. ` : '') +
            w.sentences([
              `A street in ${person.birthplace.name} bears ${possessive(person)} name.`,
              `${capitalise(possessive(person))} papers are kept in the national archive.`,
              'Historians regard the work as influential for a whole generation.',
            ], 2),
        ),
      ],
    },
    {
      title: 'Honours and recognition',
      blocks: [
        w.paragraph(`${person.name} has been honoured in ${possessive(person)} home country and abroad.`),
        {
          kind: 'list',
          items: [
            ...(person.award ? [`${person.award.name} (${person.award.year})`] : []),
            `${person.surname} Street in ${link(person.birthplace.name)}`,
            ...(person.almaMater ? [`Honorary fellowship of the ${link(person.almaMater.name)}`] : []),
            `Commemorative plaque on the house of ${possessive(person)} birth`,
          ],
        },
      ],
    },
    {
      title: 'Timeline',
      blocks: [{ kind: 'table', caption: `Timeline of the life of ${person.name}`, columns: [{ label: 'Year', numeric: true }, { label: 'Event' }], rows: timeline(world, person) }],
    },
  ];
  const born = yearOf(person.born);
  return {
    title: person.name,
    kind: 'person',
    description: `${country.demonym} ${occupation} (${person.died ? `${born}–${yearOf(person.died.date)}` : `born ${born}`})`,
    infobox: { title: person.name, subtitle: capitalise(occupation), caption: `${person.name}${person.died ? '' : ` in ${TODAY_YEAR - w.random.int(1, 9)}`}`, rows: infobox(world, person) },
    lead: [
      w.paragraph(
        `'''${person.name}''' (${longDate(person.born)}${person.died ? ` – ${longDate(person.died.date)}` : ''}) ${person.died ? 'was' : 'is'} a ${country.demonym} ${occupation}` +
          (knownFor(world, person).length ? `, known for ${listing(knownFor(world, person).slice(0, 3).map((k) => k.replace(/^First/, 'the first')))}` : '') +
          `. Born in ${link(person.birthplace.name)}, ${pronoun(person)} ${person.died ? `died in ${link(person.died.place.name)}` : 'is one of the best-known living figures of the field'}.`,
        [register],
      ),
    ],
    sections,
    seeAlso: [person.birthplace.name, ...(person.almaMater ? [person.almaMater.name] : [])],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [
      category(`${born} births`, 'Births by year'),
      person.died ? category(`${yearOf(person.died.date)} deaths`, 'Deaths by year') : category('Living people', 'People'),
      category(`People from ${person.birthplace.name}`, person.birthplace.name, 'People by city'),
      category(`${country.demonym} ${OCCUPATIONS[person.occupation].plural}`, `${capitalise(OCCUPATIONS[person.occupation].plural)} by nationality`, country.name),
      ...(person.almaMater ? [category(`Alumni of the ${person.almaMater.name}`, person.almaMater.name, 'Alumni by university')] : []),
    ],
    navboxes: [occupationNavbox(world, person), countryNavbox(world, country)],
    lastEdited: w.lastEdited(),
  };
}
