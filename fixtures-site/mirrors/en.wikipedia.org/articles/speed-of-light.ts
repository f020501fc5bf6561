/**
 * "Speed of light": the exact value of c stands as the real article states it (lead and infobox);
 * the body around it is filler of the real article's length.
 */
import { CITE, type Article } from './model.ts';
import { ArticleProse, wikiLink } from './text.ts';

export const LIGHT_RELATED = [
  'Physical constant', 'Metre', 'Second', 'Special relativity', 'Albert Einstein', 'Ole Rømer', 'Io (moon)', 'Jupiter',
  'Vacuum', 'Refractive index', 'Light-year', 'Electromagnetic radiation', "Maxwell's equations", 'James Clerk Maxwell',
  'Michelson–Morley experiment', 'Luminiferous aether', 'Hippolyte Fizeau', 'Léon Foucault', 'Speed of sound',
  'Speed of gravity', 'Lorentz transformation', 'Photon', 'Mass–energy equivalence', 'Faster-than-light',
  'International System of Units', 'Astronomical unit', 'Interferometry', 'Vacuum permittivity',
] as const;

const NOUNS = ['measurement', 'observer', 'signal', 'wave', 'medium', 'experiment', 'constant', 'instrument', 'frame', 'pulse'];

export function speedOfLight(): Article {
  const prose = new ArticleProse(LIGHT_RELATED, NOUNS, 'Speed of light');
  const section = (heading: string, count: number, opening = '') => ({
    heading,
    paragraphs: [opening ? `${opening} ${prose.paragraph(2, 4)}` : prose.paragraph(), ...prose.paragraphs(count - 1)],
  });
  const travel = (distance: string, time: string) => ({ label: distance, value: time });
  return {
    title: 'Speed of light',
    description: 'Speed of electromagnetic waves in vacuum',
    hatnote: `"Lightspeed" redirects here. For other uses, see ${wikiLink('Speed of light (disambiguation)')}.`,
    infobox: {
      title: 'Speed of light',
      caption: 'Sunlight takes about 8 minutes 17 seconds to travel the average distance from the surface of the Sun to the Earth.',
      groups: [
        { heading: 'Exact values', rows: [{ label: 'metres per second', value: '299792458' }] },
        {
          heading: 'Approximate values (to three significant digits)',
          rows: [
            { label: 'kilometres per hour', value: '1080000000' },
            { label: 'miles per second', value: '186000' },
            { label: 'miles per hour', value: '671000000' },
            { label: 'astronomical units per day', value: '173' },
            { label: 'parsecs per year', value: '0.307' },
          ],
        },
        {
          heading: 'Approximate light signal travel times',
          rows: [
            travel('one metre', '3.3 ns'),
            travel('from geostationary orbit to Earth', '119 ms'),
            travel('the length of Earth\'s equator', '134 ms'),
            travel('from Moon to Earth', '1.3 s'),
            travel('from Sun to Earth (1 AU)', '8.3 min'),
            travel('one light-year', '1.0 year'),
            travel('one parsec', '3.26 years'),
          ],
        },
      ],
    },
    lead: [
      `The <b>speed of light</b> in ${wikiLink('Vacuum', 'vacuum')}, commonly denoted <i>c</i>, is a universal ${wikiLink('Physical constant', 'physical constant')} exactly equal to 299,792,458 metres per second (approximately 1 billion kilometres per hour; 700 million miles per hour).${CITE} It is exact because, by international agreement, a ${wikiLink('Metre', 'metre')} is defined as the length of the path travelled by light in vacuum during a time interval of 1/299792458 ${wikiLink('Second', 'second')}.${CITE}`,
      `The speed of light is the same for all observers, no matter their relative velocity. It is the upper limit for the speed at which information, matter, or energy can travel through space.${CITE} ${prose.paragraph(2, 4)}`,
      `${wikiLink('Ole Rømer')} first demonstrated that light does not travel instantaneously by studying the apparent motion of ${wikiLink('Jupiter')}'s moon ${wikiLink('Io (moon)', 'Io')}.${CITE} ${prose.paragraph(2, 4)}`,
      prose.paragraph(3, 5),
    ],
    sections: [
      section('Numerical value, notation, and units', 4, `The speed of light in vacuum is usually denoted by a lowercase <i>c</i>, for "constant" or the Latin <i lang="la">celeritas</i> (meaning "swiftness, celerity").${CITE}`),
      {
        heading: 'Fundamental role in physics',
        paragraphs: [prose.paragraph(), prose.paragraph()],
        subsections: [section('Upper limit on speeds', 4), section('Faster-than-light observations and experiments', 3)],
      },
      {
        heading: 'Propagation of light',
        paragraphs: [prose.paragraph()],
        subsections: [section('In a medium', 4)],
      },
      {
        heading: 'Practical effects of finiteness',
        paragraphs: [prose.paragraph()],
        subsections: [
          section('Small scales', 2),
          section('Large distances on Earth', 2),
          section('Spaceflight and astronomy', 3),
          section('Distance measurement', 2),
        ],
      },
      {
        heading: 'Measurement',
        paragraphs: [prose.paragraph()],
        subsections: [
          section('Astronomical measurements', 3),
          section('Time of flight techniques', 3),
          section('Electromagnetic constants', 2),
          section('Cavity resonance', 2),
          section('Interferometry', 2),
        ],
      },
      {
        heading: 'History',
        paragraphs: [],
        subsections: [
          section('Early history', 3),
          section('First measurement attempts', 3),
          section('Connections with electromagnetism', 3),
          section('"Luminiferous aether"', 2),
          section('Special relativity', 2),
          {
            ...section('Increased accuracy of c and redefinition of the metre and second', 3, `In 1983 the 17th General Conference on Weights and Measures redefined the metre so that the speed of light in vacuum is exactly 299,792,458 m/s.${CITE}`),
            table: {
              caption: 'Selected measurements of the speed of light',
              head: ['Year', 'Experimenter(s)', 'Method', 'Result (km/s)'],
              rows: [
                ['1676', wikiLink('Ole Rømer'), 'Moons of Jupiter', '220,000'],
                ['1849', wikiLink('Hippolyte Fizeau'), 'Toothed wheel', '315,000'],
                ['1862', wikiLink('Léon Foucault'), 'Rotating mirror', '298,000 ± 500'],
                ['1983', '17th CGPM', 'Definition of the metre', '299,792.458 (exact)'],
              ],
            },
          },
        ],
      },
    ],
    seeAlso: ['Light-year', 'Speed of gravity', 'Speed of sound', 'Faster-than-light', 'Refractive index'],
    navbox: {
      title: 'Relativity',
      groups: [
        { name: 'Special relativity', titles: ['Special relativity', 'Lorentz transformation', 'Mass–energy equivalence', 'Speed of light'] },
        { name: 'Electromagnetism', titles: ["Maxwell's equations", 'Electromagnetic radiation', 'Vacuum permittivity', 'Photon'] },
        { name: 'Scientists', titles: ['Albert Einstein', 'James Clerk Maxwell', 'Ole Rømer', 'Hippolyte Fizeau', 'Léon Foucault'] },
        { name: 'Units', titles: ['Metre', 'Second', 'Light-year', 'Astronomical unit', 'International System of Units'] },
      ],
    },
    categories: ['Speed of light', 'Fundamental constants', 'Physical quantities', 'Special relativity', 'Units of velocity'],
    languages: 132,
    lastEdited: '2026-05-28',
  };
}
