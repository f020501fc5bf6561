/**
 * "Eiffel Tower": the facts a task asks for (the height in the infobox and the lead) stand as the
 * real article states them; the body around them is filler of the real article's length.
 */
import { CITE, type Article } from './model.ts';
import { ArticleProse, wikiLink } from './text.ts';

export const EIFFEL_RELATED = [
  'Gustave Eiffel', 'Champ de Mars', 'Paris', 'France', 'Wrought iron', 'Lattice tower', 'Exposition Universelle (1889)',
  'French Revolution', 'Maurice Koechlin', 'Émile Nouguier', 'Stephen Sauvestre', 'Washington Monument',
  'Chrysler Building', 'Seine', 'Trocadéro', "Pont d'Iéna", 'Tokyo Tower', 'Petřín Lookout Tower', 'Blackpool Tower',
  'Radio masts and towers', 'List of tallest structures', 'Arc de Triomphe', 'Louvre', 'Notre-Dame de Paris',
  'Tour Montparnasse', 'Wireless telegraphy', 'Gustave Ferrié', 'Paris Métro',
] as const;

const NOUNS = ['tower', 'platform', 'lattice', 'girder', 'exhibition', 'lift', 'antenna', 'visitor', 'engineer', 'foundation'];

export function eiffelTower(): Article {
  const prose = new ArticleProse(EIFFEL_RELATED, NOUNS, 'Eiffel Tower');
  const section = (heading: string, count: number, opening = '') => ({
    heading,
    paragraphs: [opening ? `${opening} ${prose.paragraph(2, 4)}` : prose.paragraph(), ...prose.paragraphs(count - 1)],
  });
  return {
    title: 'Eiffel Tower',
    description: 'Tower in Paris, France',
    hatnote: `This article is about the tower in Paris. For the replicas and other uses, see ${wikiLink('Eiffel Tower (disambiguation)')}.`,
    infobox: {
      title: 'Eiffel Tower',
      subtitle: 'Tour Eiffel',
      caption: 'Seen from the Champ de Mars',
      groups: [
        {
          heading: 'General information',
          rows: [
            { label: 'Type', value: 'Observation tower, broadcasting tower' },
            { label: 'Location', value: `${wikiLink('Paris')}, ${wikiLink('France')}` },
            { label: 'Coordinates', value: '48°51′30″N 2°17′40″E' },
            { label: 'Construction started', value: '28 January 1887' },
            { label: 'Completed', value: '31 March 1889' },
            { label: 'Opening', value: '31 March 1889' },
            { label: 'Owner', value: 'City of Paris' },
          ],
        },
        {
          heading: 'Height',
          rows: [
            { label: 'Architectural', value: `330 m (1,083 ft)${CITE}` },
            { label: 'Top floor', value: '276 m (906 ft)' },
          ],
        },
        {
          heading: 'Technical details',
          rows: [
            { label: 'Floor count', value: '3' },
            { label: 'Lifts/elevators', value: '8' },
          ],
        },
        {
          heading: 'Design and construction',
          rows: [
            { label: 'Architect(s)', value: wikiLink('Stephen Sauvestre') },
            { label: 'Structural engineer', value: `${wikiLink('Maurice Koechlin')}, ${wikiLink('Émile Nouguier')}` },
            { label: 'Main contractor', value: `Compagnie des Établissements Eiffel (${wikiLink('Gustave Eiffel')})` },
          ],
        },
      ],
    },
    lead: [
      `The <b>Eiffel Tower</b> (French: <i lang="fr">Tour Eiffel</i>) is a ${wikiLink('Wrought iron', 'wrought-iron')} ${wikiLink('Lattice tower', 'lattice tower')} on the ${wikiLink('Champ de Mars')} in ${wikiLink('Paris')}, ${wikiLink('France')}. It is named after the engineer ${wikiLink('Gustave Eiffel')}, whose company designed and built the tower from 1887 to 1889.${CITE}`,
      `Locally nicknamed "<i lang="fr">La dame de fer</i>" (French for "Iron Lady"), it was constructed as the centrepiece of the ${wikiLink('Exposition Universelle (1889)', '1889 World\'s Fair')}, to celebrate the centennial of the ${wikiLink('French Revolution')}. ${prose.paragraph(2, 3)}`,
      `The tower is 330 metres (1,083 ft) tall,${CITE} about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side. During its construction, the Eiffel Tower surpassed the ${wikiLink('Washington Monument')} to become the tallest human-made structure in the world, a title it held for 41 years until the ${wikiLink('Chrysler Building')} in New York City was finished in 1930.${CITE}`,
      `The tower has three levels for visitors, with restaurants on the first and second levels. The top level's upper platform is 276 m (906 ft) above the ground. ${prose.paragraph(2, 4)}`,
    ],
    sections: [
      {
        heading: 'History',
        paragraphs: [prose.paragraph()],
        subsections: [
          section('Origin', 4, `The design of the Eiffel Tower is attributed to ${wikiLink('Maurice Koechlin')} and ${wikiLink('Émile Nouguier')}, two senior engineers working for the Compagnie des Établissements Eiffel.${CITE}`),
          section('Construction', 4, 'Work on the foundations started on 28 January 1887.'),
          section('Inauguration and the 1889 exposition', 3),
          section('Subsequent events', 5),
        ],
      },
      {
        heading: 'Design',
        paragraphs: [prose.paragraph()],
        subsections: [
          section('Material', 3),
          section('Wind and weather considerations', 3),
          {
            ...section('Floors', 2),
            table: {
              caption: 'Visitor levels',
              head: ['Level', 'Height above ground', 'Facilities'],
              rows: [
                ['First floor', '57 m (187 ft)', 'Restaurant, glass floor, exhibition space'],
                ['Second floor', '115 m (377 ft)', 'Restaurant, viewing platforms'],
                ['Top floor', '276 m (906 ft)', 'Upper platform, reconstructed office of Gustave Eiffel'],
              ],
            },
          },
          section('Lighting', 3),
          section('Painting', 3),
        ],
      },
      {
        heading: 'Tourism',
        paragraphs: [],
        subsections: [section('Transport', 2), section('Popularity', 3), section('Restaurants', 2)],
      },
      section('Replicas', 3),
      section('Communications', 3, `The tower has been used for ${wikiLink('Wireless telegraphy', 'radio transmission')} since the beginning of the 20th century.`),
      section('Dimensional changes', 3),
      section('Taller structures', 2),
      section('Image copyright claims', 2),
    ],
    seeAlso: ['List of tallest structures', 'Lattice tower', 'Tokyo Tower', 'Petřín Lookout Tower', 'Blackpool Tower'],
    navbox: {
      title: 'Eiffel Tower',
      groups: [
        { name: 'Design and construction', titles: ['Gustave Eiffel', 'Maurice Koechlin', 'Émile Nouguier', 'Stephen Sauvestre', 'Wrought iron'] },
        { name: 'Surroundings', titles: ['Champ de Mars', 'Trocadéro', "Pont d'Iéna", 'Seine'] },
        { name: 'Landmarks of Paris', titles: ['Arc de Triomphe', 'Louvre', 'Notre-Dame de Paris', 'Tour Montparnasse'] },
        { name: 'Similar towers', titles: ['Tokyo Tower', 'Petřín Lookout Tower', 'Blackpool Tower', 'Radio masts and towers'] },
      ],
    },
    categories: [
      'Eiffel Tower', 'Towers in Paris', 'Buildings and structures completed in 1889', 'Tourist attractions in Paris',
      'Observation towers in France', 'World\'s fair architecture in Paris',
    ],
    languages: 187,
    lastEdited: '2026-06-09',
  };
}
