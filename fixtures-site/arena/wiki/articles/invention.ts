import { Random } from '../../../site-kit/random.ts';
import { century, TODAY_YEAR } from '../world/dates.ts';
import type { Invention } from '../world/model.ts';
import type { World } from '../world/world.ts';
import type { Article } from './model.ts';
import { introduce } from './people.ts';
import { category, countryNavbox, kindNavbox, LIST_TITLES } from './taxonomy.ts';
import { capitalise, link, Writer } from './writer.ts';

const CHANGES = ['Lighter frame', 'Steel parts', 'Electric drive', 'Larger capacity', 'Simplified controls', 'Sealed housing'];

/** Later models: a few years apart, never after the last year anything was invented. */
function variants(invention: Invention): Array<{ model: string; year: number; change: string }> {
  const random = Random.for('wiki', 'variants', invention.name);
  const models: Array<{ model: string; year: number; change: string }> = [{ model: 'Original design', year: invention.year, change: 'Patented prototype' }];
  for (const mark of ['Mark II', 'Mark III', 'Mark IV']) {
    const year = models[models.length - 1].year + random.int(3, 15);
    if (year > TODAY_YEAR - 5) break;
    models.push({ model: mark, year, change: random.pick(CHANGES) });
  }
  return models;
}

export function inventionArticle(world: World, invention: Invention): Article {
  const inventor = invention.inventor;
  const country = invention.city.country;
  const w = new Writer(invention.name, {
    books: [`Machines that Made ${country.name}`, `A History of ${capitalise(invention.purpose)}`, `${inventor.name} and the ${invention.name}`, `Patents of the Industrial Age`, `Engineering in ${invention.city.name}`],
    papers: [`The ${invention.name} reconsidered`, `Patents and progress in ${country.name}`, `Early uses of the ${invention.name}`],
    headlines: [`Original ${invention.name} goes on display`, `Museum acquires ${inventor.surname} papers`],
    newspaperCity: invention.city.name,
    since: invention.year + 20,
  });
  const patent = w.cite(`"Patent ${invention.patent}: ${invention.name}". ''${country.name} Patent Office''. ${invention.year}.`);
  return {
    title: invention.name,
    kind: 'invention',
    description: `Device for ${invention.purpose}, invented in ${invention.year}`,
    infobox: {
      title: invention.name,
      subtitle: 'Invention',
      caption: `An early ${invention.name} in a museum collection`,
      rows: [
        { label: 'Inventor', value: link(inventor.name) },
        { label: 'Year', value: String(invention.year) },
        { label: 'Place', value: `${link(invention.city.name)}, ${link(country.name)}` },
        { label: 'Purpose', value: capitalise(invention.purpose) },
        ...(invention.manufacturer ? [{ label: 'Manufacturer', value: link(invention.manufacturer.name) }] : []),
        { label: 'Patent', value: invention.patent },
      ],
    },
    lead: [
      w.paragraph(
        `The '''${invention.name}''' is a device for ${invention.purpose} invented by ${introduce(inventor)} in ${link(invention.city.name)} in ${invention.year}.` +
          (invention.manufacturer ? ` It was manufactured by ${link(invention.manufacturer.name)}.` : ''),
        [patent],
      ),
    ],
    sections: [
      {
        title: 'History',
        blocks: [
          w.paragraph(
            `${inventor.name} began work on the device ${w.pick(['after seeing the failures of older designs', 'at the request of a local manufacturer', 'while still a student', 'in a small workshop at home'])}. ` +
              `The patent (${invention.patent}) was granted in ${invention.year}. ` +
              w.sentences([
                'The first prototypes were built by hand and tested for months.',
                'Rivals disputed the priority of the invention in court, without success.',
                'The design was shown to the public at a trade fair.',
                'Within a decade it had been copied in several countries.',
              ], 3),
            [patent],
          ),
        ],
      },
      {
        title: 'Design',
        blocks: [
          w.paragraph(
            w.sentences([
              'The device combines a simple frame with a small number of precisely made moving parts.',
              'Its main advance over earlier designs was reliability in everyday use.',
              'Later versions replaced wood and brass with steel and aluminium.',
              'Maintenance required only occasional oiling and adjustment.',
            ], 3),
          ),
        ],
      },
      {
        title: 'Variants',
        blocks: [
          w.paragraph(`Several improved models followed the original design.`),
          {
            kind: 'table',
            caption: `Models of the ${invention.name}`,
            columns: [{ label: 'Model' }, { label: 'Year', numeric: true }, { label: 'Change' }],
            rows: variants(invention).map((v) => [v.model, String(v.year), v.change]),
          },
        ],
      },
      {
        title: 'Contemporary inventions',
        blocks: [
          w.paragraph(`Other inventions of the region made within a generation of the ${invention.name}:`),
          {
            kind: 'table',
            caption: `Inventions of ${invention.year - 30}–${invention.year + 30}`,
            sortable: true,
            columns: [{ label: 'Year', numeric: true }, { label: 'Invention' }, { label: 'Inventor' }, { label: 'Place' }],
            rows: world.inventions
              .filter((i) => i !== invention && Math.abs(i.year - invention.year) <= 30)
              .map((i) => [String(i.year), link(i.name), link(i.inventor.name), link(i.city.name)]),
          },
        ],
      },
      {
        title: 'Adoption and legacy',
        blocks: [
          w.paragraph(
            (invention.manufacturer ? `Production by ${link(invention.manufacturer.name)} made the device widely available. ` : 'The inventor never found a manufacturer, and the device was built by small workshops under licence. ') +
              w.sentences([
                'Examples are preserved in technical museums.',
                `It remained in use until well into the ${century(invention.year + 150)}.`,
                'Historians of technology count it among the important inventions of its time.',
              ], 2),
          ),
        ],
      },
    ],
    seeAlso: [LIST_TITLES[4], inventor.name],
    references: w.references,
    furtherReading: w.furtherReading(),
    categories: [category(`${country.demonym} inventions`, 'Inventions by country', country.name), category(capitalise(`${century(invention.year)} inventions`), 'Inventions by century')],
    navboxes: [kindNavbox(world, 'invention'), countryNavbox(world, country)],
    lastEdited: w.lastEdited(),
  };
}
