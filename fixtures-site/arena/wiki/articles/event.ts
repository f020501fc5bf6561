import { decade, longDate, yearOf } from '../world/dates.ts';
import type { EventType, HistoricEvent } from '../world/model.ts';
import type { World } from '../world/world.ts';
import type { Article, Block, InfoboxRow } from './model.ts';
import { introduce, occupationOf } from './people.ts';
import { category, countryNavbox, kindNavbox } from './taxonomy.ts';
import { capitalise, link, listing, num, Writer } from './writer.ts';

/** How each type of event is named in infoboxes and categories. */
const TYPES: Record<EventType, { label: string; figure: string; participants: string; category: (country: string) => string }> = {
  battle: { label: 'Battle', figure: 'Casualties', participants: 'Commanders', category: (c) => `Battles involving ${c}` },
  treaty: { label: 'Treaty', figure: 'Articles', participants: 'Signatories', category: (c) => `Treaties of ${c}` },
  flood: { label: 'Flood', figure: 'Deaths', participants: 'Relief led by', category: (c) => `Floods in ${c}` },
  exposition: { label: 'Exposition', figure: 'Visitors', participants: 'Participants', category: (c) => `Expositions in ${c}` },
  earthquake: { label: 'Earthquake', figure: 'Deaths', participants: 'Witnesses', category: (c) => `Earthquakes in ${c}` },
};

function when(event: HistoricEvent): string {
  return event.endDate ? `${longDate(event.date)} – ${longDate(event.endDate)}` : longDate(event.date);
}

/** The opening sentence, which says what happened where and when. */
function opening(event: HistoricEvent): string {
  const place = `${link(event.city.name)}, ${link(event.city.country.name)}`;
  const people = listing(event.participants.map(introduce));
  switch (event.type) {
    case 'battle':
      return `The '''${event.name}''' was fought near ${place} on ${when(event)}. The forces were commanded by ${people}.`;
    case 'treaty':
      return `The '''${event.name}''' was signed in ${place} on ${longDate(event.date)} by ${people}. It has ${event.figure} articles.`;
    case 'flood':
      return `The '''${event.name}''' struck the valley of the ${link(event.river!.name)} on ${longDate(event.date)}, worst of all at ${place}. It killed ${num(event.figure)} people.` +
        (event.participants.length ? ` The relief work was led by ${people}.` : '');
    case 'exposition':
      return `The '''${event.name}''' was a world's fair held in ${place} from ${when(event)}. It drew ${num(event.figure)} visitors.`;
    case 'earthquake':
      return `The '''${event.name}''' struck ${place} on ${longDate(event.date)} with a magnitude of ${event.magnitude}. It killed ${num(event.figure)} people.`;
  }
}

function detail(world: World, event: HistoricEvent, w: Writer): Block[] {
  switch (event.type) {
    case 'battle':
      return [{
        kind: 'table',
        caption: 'Commanders and forces',
        columns: [{ label: 'Commander' }, { label: 'Nationality' }, { label: 'Strength', numeric: true }],
        rows: event.participants.map((p) => [link(p.name), p.birthplace.country.demonym, num(w.random.int(20, 400) * 100)]),
      }];
    case 'treaty':
      return [{
        kind: 'table',
        caption: 'Signatories',
        columns: [{ label: 'Signatory' }, { label: 'Nationality' }, { label: 'Office' }],
        rows: event.participants.map((p) => [link(p.name), p.birthplace.country.demonym, w.pick(['Foreign minister', 'Prime minister', 'Envoy', 'Chancellor'])]),
      }];
    case 'flood':
      return [{
        kind: 'table',
        caption: `Settlements on the ${event.river!.name} affected by the flood`,
        columns: [{ label: 'Settlement' }, { label: 'Peak water level (m)', numeric: true }],
        rows: event.river!.cities.map((c) => [link(c.name), (w.random.int(25, 110) / 10).toFixed(1)]),
      }];
    case 'exposition':
      return [{
        kind: 'table',
        caption: 'Exhibitors and designers',
        columns: [{ label: 'Name' }, { label: 'Role' }],
        rows: event.participants.map((p) => [link(p.name), p.occupation === 'architect' ? 'Designer of the main hall' : `Exhibitor (${occupationOf(p)})`]),
      }];
    case 'earthquake': {
      const nearby = world.citiesOf(event.city.country).filter((c) => c !== event.city).slice(0, 4);
      return [{
        kind: 'table',
        caption: 'Intensity by settlement',
        columns: [{ label: 'Settlement' }, { label: 'Intensity' }],
        rows: [[link(event.city.name), 'IX'], ...nearby.map((c) => [link(c.name), w.pick(['V', 'VI', 'VII'])])],
      }];
    }
  }
}

export function eventArticle(world: World, event: HistoricEvent): Article {
  const year = yearOf(event.date);
  const country = event.city.country;
  const type = TYPES[event.type];
  const w = new Writer(event.name, {
    books: [`The ${event.name}`, `${country.name} in the ${decade(year)}`, `A History of ${event.city.name}`, `${year}: A Year in ${country.name}`, `Disasters and Diplomacy in ${country.name}`],
    papers: [`New light on the ${event.name}`, `Remembering ${year}: the ${event.name}`],
    headlines: [`Anniversary of the ${event.name} marked`, `Archive opens files on the ${event.name}`],
    newspaperCity: event.city.name,
    since: year + 1,
  });
  const rows: InfoboxRow[] = [
    { label: 'Date', value: when(event) },
    { label: 'Location', value: `${link(event.city.name)}, ${link(country.name)}` },
    { label: 'Type', value: type.label },
    ...(event.river ? [{ label: 'River', value: link(event.river.name) }] : []),
    ...(event.participants.length ? [{ label: type.participants, value: listing(event.participants.map((p) => link(p.name))) }] : []),
    ...(event.magnitude ? [{ label: 'Magnitude', value: String(event.magnitude) }] : []),
    { label: type.figure, value: num(event.figure) },
  ];
  return {
    title: event.name,
    kind: 'event',
    description: `${type.label} in ${event.city.name} in ${year}`,
    infobox: { title: event.name, subtitle: type.label, caption: `Contemporary engraving of the ${event.name}`, rows },
    lead: [w.paragraph(opening(event))],
    sections: [
      {
        title: 'Background',
        blocks: [
          w.paragraph(
            w.sentences([
              `In the ${decade(year)} ${link(event.city.name)} was ${w.pick(['a growing town', 'a regional centre', 'a garrison town', 'a prosperous market'])}.`,
              'Contemporary accounts describe years of tension and uncertainty before the event.',
              'Newspapers followed the preparations closely.',
              'Local officials had warned of the danger for some time.',
            ], 3),
          ),
        ],
      },
      { title: capitalise(event.type === 'treaty' ? 'Terms' : 'Course of events'), blocks: [w.paragraph(opening(event).replace(/'''/g, '')), ...detail(world, event, w)] },
      {
        title: 'Contemporary accounts',
        blocks: [
          w.paragraph(
            w.sentences([
              `Newspapers in ${event.city.country.capital.name} reported on the event within a day.`,
              'Eyewitness letters describe confusion and courage in equal measure.',
              'An official report was presented to parliament the following year.',
              'Foreign correspondents sent long dispatches abroad.',
              'Artists made engravings of the scene that sold widely.',
            ], 4),
          ),
          w.paragraph(
            w.sentences([
              'Later accounts exaggerated some episodes and forgot others.',
              'Municipal records give the most reliable figures.',
              'Church registers preserve the names of many of those involved.',
              'Several memoirs by participants were published decades later.',
            ], 3),
          ),
        ],
      },
      {
        title: 'Aftermath',
        blocks: [
          w.paragraph(
            w.sentences([
              'Reconstruction and reform followed in the next decade.',
              'The event is commemorated by a monument in the town centre.',
              'Historians still debate its long-term consequences.',
              'It led to new laws and institutions at national level.',
            ], 3),
          ),
        ],
      },
      {
        title: 'Commemoration',
        blocks: [
          w.paragraph(
            w.sentences([
              `A memorial stands near the site in ${event.city.name}.`,
              'Anniversaries are marked with ceremonies and exhibitions.',
              'Schoolchildren learn about the event as part of national history.',
              'A street and a square are named after it.',
            ], 3),
          ),
        ],
      },
      {
        title: 'Historiography',
        blocks: [
          w.paragraph(
            w.sentences([
              'Early histories treated the event as a turning point.',
              'Twentieth-century historians stressed its economic causes.',
              'Recent research has used archives that were long closed.',
              'Debate continues about the responsibility of the authorities.',
              'Local historians have collected oral testimony from descendants.',
            ], 4),
          ),
        ],
      },
    ],
    seeAlso: [event.city.name, ...(event.river ? [event.river.name] : [])],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [category(type.category(country.name), country.name, `${capitalise(event.type)}s by country`), category(`${year} in ${country.name}`, country.name)],
    navboxes: [kindNavbox(world, 'event'), countryNavbox(world, country)],
    lastEdited: w.lastEdited(),
  };
}
