/**
 * Every article the mirror has: the two task articles and one generated article for each title
 * they link to, so no link of the mirror leads nowhere. Built once, on first use.
 */
import { lazy } from '../../mirror-kit.ts';
import { EIFFEL_RELATED, eiffelTower } from './eiffel-tower.ts';
import type { Article, Section } from './model.ts';
import { LIGHT_RELATED, speedOfLight } from './speed-of-light.ts';
import { ArticleProse } from './text.ts';

/** The topic family of a generated article: its related titles, wording and section headings. */
interface Family {
  main: string;
  related: readonly string[];
  nouns: readonly string[];
  headings: readonly string[];
  category: string;
}

const FAMILIES: readonly Family[] = [
  {
    main: 'Eiffel Tower',
    related: [...EIFFEL_RELATED, 'Eiffel Tower (disambiguation)'],
    nouns: ['city', 'monument', 'building', 'square', 'district', 'architect', 'exhibition', 'bridge', 'river', 'engineer'],
    headings: ['History', 'Background', 'Description', 'Architecture', 'Construction', 'Later years', 'Legacy', 'Reception', 'In popular culture', 'Gallery notes'],
    category: 'Paris',
  },
  {
    main: 'Speed of light',
    related: [...LIGHT_RELATED, 'Speed of light (disambiguation)'],
    nouns: ['theory', 'equation', 'experiment', 'observation', 'field', 'particle', 'quantity', 'physicist', 'unit', 'measurement'],
    headings: ['History', 'Definition', 'Theory', 'Measurement', 'Applications', 'Experimental tests', 'Notation', 'Legacy', 'Criticism', 'Related concepts'],
    category: 'Physics',
  },
];

/** One-line descriptions of the generated articles (what search results and the lead say). */
const DESCRIPTIONS: Record<string, string> = {
  'Gustave Eiffel': 'French civil engineer (1832–1923)',
  'Champ de Mars': 'Public green space in Paris, France',
  Paris: 'Capital and largest city of France',
  France: 'Country in Western Europe',
  'Wrought iron': 'Iron alloy with a very low carbon content',
  'Lattice tower': 'Freestanding framework tower',
  'Exposition Universelle (1889)': "World's fair held in Paris in 1889",
  'French Revolution': 'Period of political and societal change in France (1789–1799)',
  'Maurice Koechlin': 'Swiss-born French structural engineer',
  'Émile Nouguier': 'French civil engineer and architect',
  'Stephen Sauvestre': 'French architect',
  'Washington Monument': 'Obelisk in Washington, D.C., United States',
  'Chrysler Building': 'Skyscraper in Manhattan, New York',
  Seine: 'River in northern France',
  Trocadéro: 'Area of Paris across the Seine from the Eiffel Tower',
  "Pont d'Iéna": 'Bridge over the Seine in Paris',
  'Tokyo Tower': 'Communications and observation tower in Tokyo, Japan',
  'Petřín Lookout Tower': 'Steel-framework tower in Prague, Czech Republic',
  'Blackpool Tower': 'Tourist attraction in Blackpool, England',
  'Radio masts and towers': 'Tall structures designed to support antennas',
  'List of tallest structures': 'List of the tallest human-made structures',
  'Arc de Triomphe': 'Triumphal arch in Paris',
  Louvre: 'Art museum in Paris, France',
  'Notre-Dame de Paris': 'Medieval Catholic cathedral in Paris',
  'Tour Montparnasse': 'Office skyscraper in Paris',
  'Wireless telegraphy': 'Transmission of telegraph signals by radio waves',
  'Gustave Ferrié': 'French radio pioneer and general',
  'Paris Métro': 'Rapid transit system in Paris',
  'Eiffel Tower (disambiguation)': 'Topics referred to by the same term',
  'Physical constant': 'Universal and unchanging physical quantity',
  Metre: 'SI unit of length',
  Second: 'SI unit of time',
  'Special relativity': 'Theory of interaction between space and time',
  'Albert Einstein': 'German-born physicist (1879–1955)',
  'Ole Rømer': 'Danish astronomer (1644–1710)',
  'Io (moon)': 'Innermost of the four Galilean moons of Jupiter',
  Jupiter: 'Fifth planet from the Sun',
  Vacuum: 'Space that is devoid of matter',
  'Refractive index': 'Ratio of the speed of light in vacuum to that in a medium',
  'Light-year': 'Unit of length used in astronomy',
  'Electromagnetic radiation': 'Waves of the electromagnetic field',
  "Maxwell's equations": 'Equations describing classical electromagnetism',
  'James Clerk Maxwell': 'Scottish physicist (1831–1879)',
  'Michelson–Morley experiment': '1887 experiment on the relative motion of matter and the aether',
  'Luminiferous aether': 'Postulated medium for the propagation of light',
  'Hippolyte Fizeau': 'French physicist (1819–1896)',
  'Léon Foucault': 'French physicist (1819–1868)',
  'Speed of sound': 'Speed of sound waves in a medium',
  'Speed of gravity': 'Speed at which changes in a gravitational field propagate',
  'Lorentz transformation': 'Family of linear transformations in physics',
  Photon: 'Elementary particle, the quantum of light',
  'Mass–energy equivalence': 'Relationship between mass and energy',
  'Faster-than-light': 'Hypothetical travel or propagation faster than light',
  'International System of Units': 'Modern form of the metric system',
  'Astronomical unit': 'Unit of length, roughly the distance from Earth to the Sun',
  Interferometry: 'Measurement method using the interference of waves',
  'Vacuum permittivity': 'Electric constant of the vacuum',
  'Speed of light (disambiguation)': 'Topics referred to by the same term',
};

function generated(title: string, family: Family): Article {
  const related = [family.main, ...family.related.filter((t) => t !== title)];
  const prose = new ArticleProse(related, family.nouns, title);
  const headings = family.headings.slice(0, prose.int(4, 7));
  const sections: Section[] = headings.map((heading) => ({ heading, paragraphs: prose.paragraphs(prose.int(1, 3)) }));
  const description = DESCRIPTIONS[title];
  return {
    title,
    description,
    lead: [`<b>${title}</b>: ${description.charAt(0).toLowerCase()}${description.slice(1)}. ${prose.paragraph(2, 4)}`, prose.paragraph(2, 4)],
    sections,
    seeAlso: [family.main],
    navbox: { title: family.main, groups: [{ name: 'Related articles', titles: [family.main, ...family.related.slice(0, 12)] }] },
    categories: [family.category, family.main],
    languages: prose.int(8, 90),
    lastEdited: `2026-0${prose.int(1, 5)}-${String(prose.int(10, 28))}`,
  };
}

export interface Catalogue {
  /** Articles by title, task articles first (the order of search results on a tie). */
  articles: ReadonlyMap<string, Article>;
  /** Titles of the articles in each category. */
  categories: ReadonlyMap<string, readonly string[]>;
  /** Titles of the articles linking to each title. */
  linksHere: ReadonlyMap<string, readonly string[]>;
  /** Titles of the generated articles: the ones the Main Page may feature (no task fact is in them). */
  generated: readonly string[];
}

/** All HTML an article holds (infobox values, lead, sections and their tables). */
function articleHtml(article: Article): string {
  const section = (s: Section): string[] => [...s.paragraphs, ...(s.table?.rows.flat() ?? []), ...(s.subsections ?? []).flatMap(section)];
  const infobox = article.infobox?.groups.flatMap((group) => group.rows.map((row) => row.value)) ?? [];
  return [...infobox, ...article.lead, ...article.sections.flatMap(section)].join('\n');
}

/** Every title an article links to: in its HTML (links carry the title), its see-also list and navbox. */
function outgoingTitles(article: Article): string[] {
  const inText = [...articleHtml(article).matchAll(/ title="([^"]+)"/g)].map((m) => m[1].replace(/&#39;/g, "'").replace(/&amp;/g, '&'));
  return [...new Set([...inText, ...article.seeAlso, ...(article.navbox?.groups.flatMap((g) => g.titles) ?? [])])];
}

export const catalogue = lazy((): Catalogue => {
  const articles = new Map<string, Article>();
  for (const article of [eiffelTower(), speedOfLight()]) articles.set(article.title, article);
  const generatedTitles: string[] = [];
  for (const family of FAMILIES)
    for (const title of family.related)
      if (!articles.has(title)) {
        articles.set(title, generated(title, family));
        generatedTitles.push(title);
      }
  const categories = new Map<string, string[]>();
  const linksHere = new Map<string, string[]>();
  for (const article of articles.values()) {
    for (const category of article.categories) categories.set(category, [...(categories.get(category) ?? []), article.title]);
    for (const target of outgoingTitles(article)) if (target !== article.title) linksHere.set(target, [...(linksHere.get(target) ?? []), article.title]);
  }
  return { articles, categories, linksHere, generated: generatedTitles };
});

/** The article of a title, or of the same title written with other capitals (as "Go" finds it). */
export function findArticle(title: string): Article | undefined {
  const { articles } = catalogue();
  const exact = articles.get(title);
  if (exact) return exact;
  const wanted = title.trim().toLowerCase();
  return [...articles.values()].find((article) => article.title.toLowerCase() === wanted);
}

