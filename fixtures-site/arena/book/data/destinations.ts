/** The places the booking site sells stays in: a fixed list in code, the rest generated from it. */
import { slug } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';

export interface Destination {
  slug: string;
  name: string;
  country: string;
  region: string;
  /** How expensive stays are here, as a factor of the site's average. */
  priceLevel: number;
  hotelCount: number;
  /** Nights on which every property is fully booked (a festival): [from, to) as ISO dates. */
  soldOut?: { from: string; to: string; reason: string };
  tagline: string;
}

// [name, country, region, price level]
const PLACES: ReadonlyArray<readonly [string, string, string, number]> = [
  ['Lisbon', 'Portugal', 'Europe', 0.9],
  ['Porto', 'Portugal', 'Europe', 0.8],
  ['Barcelona', 'Spain', 'Europe', 1.1],
  ['Madrid', 'Spain', 'Europe', 1.0],
  ['Seville', 'Spain', 'Europe', 0.85],
  ['San Sebastián', 'Spain', 'Europe', 1.2],
  ['Paris', 'France', 'Europe', 1.45],
  ['Nice', 'France', 'Europe', 1.25],
  ['Lyon', 'France', 'Europe', 0.95],
  ['Rome', 'Italy', 'Europe', 1.2],
  ['Florence', 'Italy', 'Europe', 1.15],
  ['Venice', 'Italy', 'Europe', 1.5],
  ['Naples', 'Italy', 'Europe', 0.8],
  ['Berlin', 'Germany', 'Europe', 0.95],
  ['Munich', 'Germany', 'Europe', 1.15],
  ['Vienna', 'Austria', 'Europe', 1.05],
  ['Salzburg', 'Austria', 'Europe', 1.1],
  ['Prague', 'Czechia', 'Europe', 0.75],
  ['Budapest', 'Hungary', 'Europe', 0.7],
  ['Amsterdam', 'Netherlands', 'Europe', 1.4],
  ['Copenhagen', 'Denmark', 'Europe', 1.35],
  ['Stockholm', 'Sweden', 'Europe', 1.25],
  ['Reykjavík', 'Iceland', 'Europe', 1.5],
  ['Dublin', 'Ireland', 'Europe', 1.3],
  ['Edinburgh', 'United Kingdom', 'Europe', 1.2],
  ['London', 'United Kingdom', 'Europe', 1.55],
  ['Athens', 'Greece', 'Europe', 0.85],
  ['Santorini', 'Greece', 'Europe', 1.6],
  ['Dubrovnik', 'Croatia', 'Europe', 1.1],
  ['Istanbul', 'Türkiye', 'Europe', 0.75],
  ['Marrakesh', 'Morocco', 'Africa', 0.7],
  ['Cape Town', 'South Africa', 'Africa', 0.8],
  ['Kyoto', 'Japan', 'Asia', 1.2],
  ['Tokyo', 'Japan', 'Asia', 1.3],
  ['Seoul', 'South Korea', 'Asia', 1.0],
  ['Bangkok', 'Thailand', 'Asia', 0.6],
  ['Singapore', 'Singapore', 'Asia', 1.35],
  ['Sydney', 'Australia', 'Oceania', 1.3],
  ['Vancouver', 'Canada', 'Americas', 1.25],
  ['New York', 'United States', 'Americas', 1.7],
  ['Mexico City', 'Mexico', 'Americas', 0.7],
  ['Buenos Aires', 'Argentina', 'Americas', 0.65],
];

// Salzburg's summer festival fills every bed in town for a week.
const SOLD_OUT: Record<string, Destination['soldOut']> = {
  Salzburg: { from: '2026-07-24', to: '2026-08-01', reason: 'the Salzburg Festival' },
};

const TAGLINES = [
  'Old streets, late dinners and views at every corner.',
  'Museums by day, rooftop bars by night.',
  'A city made for walking, with a café on every square.',
  'Markets, parks and a waterfront to wander.',
  'Easy weekends and long summer evenings.',
  'Food lovers come for one night and stay for five.',
];

let cached: Destination[] | undefined;

/** Every destination, in the order of the list above (generated once per process). */
export function destinations(): readonly Destination[] {
  cached ??= PLACES.map(([name, country, region, priceLevel]) => {
    const random = Random.for('book', 'destination', name);
    return {
      slug: slug(name).toLowerCase(),
      name,
      country,
      region,
      priceLevel,
      hotelCount: random.int(18, 34),
      tagline: random.pick(TAGLINES),
      ...(SOLD_OUT[name] && { soldOut: SOLD_OUT[name] }),
    };
  });
  return cached;
}

/** "Lisbon, Portugal": how suggestions and headings name a destination. */
export function destinationLabel(destination: Destination): string {
  return `${destination.name}, ${destination.country}`;
}

/** Folds case and accents, so "reykjavik" finds Reykjavík. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** The destination a search box's text names: "Lisbon", "lisbon, portugal" or its slug. */
export function findDestination(text: string): Destination | undefined {
  const wanted = fold(text.split(',')[0] ?? '');
  if (!wanted) return undefined;
  return destinations().find((d) => fold(d.name) === wanted || d.slug === wanted);
}
