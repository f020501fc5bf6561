import { slug } from '../../../site-kit/html.ts';
import type { Category, Product } from './products.ts';
import { inStock } from './products.ts';

/**
 * What a listing page (a department, a category, search results, deals) shows: its products
 * narrowed by the query's words and facets, sorted and cut into pages, with the count each facet
 * value would give. The query lives in the URL, so every listing is a plain GET.
 */

export const PAGE_SIZE = 24;

export const SORTS = {
  relevance: 'Relevance',
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Customer rating',
  reviews: 'Most reviewed',
  newest: 'Newest arrivals',
} as const;
export type SortKey = keyof typeof SORTS;

/** Price ranges offered as links, in whole dollars (upper bound exclusive). */
const PRICE_RANGES: ReadonlyArray<{ label: string; min?: number; max?: number }> = [
  { label: 'Under $25', max: 25 },
  { label: '$25 to $50', min: 25, max: 50 },
  { label: '$50 to $100', min: 50, max: 100 },
  { label: '$100 to $200', min: 100, max: 200 },
  { label: '$200 & above', min: 200 },
];

const RATING_FLOORS = [4, 3, 2, 1] as const;

export interface ListingQuery {
  q: string;
  /** A category slug, on listings that span several categories. */
  category?: string;
  /** Brand slugs. */
  brands: string[];
  /** Colour names, lower case. */
  colours: string[];
  /** Values of the category's option ("1.7 L"), on category listings. */
  options: string[];
  /** Price bounds in whole dollars. */
  min?: number;
  max?: number;
  /** Lowest star average. */
  rating?: number;
  inStockOnly: boolean;
  sort: SortKey;
  page: number;
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}

export function parseListingQuery(params: URLSearchParams, searching: boolean): ListingQuery {
  const sort = params.get('sort') ?? '';
  const fallback: SortKey = searching ? 'relevance' : 'featured';
  const rating = wholeNumber(params.get('rating'));
  return {
    q: (params.get('q') ?? '').trim(),
    ...(params.get('category') && { category: params.get('category')! }),
    brands: params.getAll('brand').filter(Boolean),
    colours: params.getAll('colour').filter(Boolean).map((c) => c.toLowerCase()),
    options: params.getAll('option').filter(Boolean),
    ...(wholeNumber(params.get('min')) !== undefined && { min: wholeNumber(params.get('min')) }),
    ...(wholeNumber(params.get('max')) !== undefined && { max: wholeNumber(params.get('max')) }),
    ...(rating !== undefined && rating >= 1 && rating <= 4 && { rating }),
    inStockOnly: params.get('stock') === '1',
    sort: sort in SORTS && sort !== (searching ? 'featured' : 'relevance') ? (sort as SortKey) : fallback,
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
  };
}

/** The query string of a listing (defaults left out), in one fixed parameter order. */
export function listingSearch(query: ListingQuery, searching: boolean): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  for (const brand of query.brands) params.append('brand', brand);
  for (const colour of query.colours) params.append('colour', colour);
  for (const option of query.options) params.append('option', option);
  if (query.min !== undefined) params.set('min', String(query.min));
  if (query.max !== undefined) params.set('max', String(query.max));
  if (query.rating !== undefined) params.set('rating', String(query.rating));
  if (query.inStockOnly) params.set('stock', '1');
  if (query.sort !== (searching ? 'relevance' : 'featured')) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Lower-case words of a text, for matching ("T-Shirts" → t, shirts). */
function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** A query word's stem: plurals match singulars ("kettles" finds "Kettle"). */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** How well a product matches the search words (0 = not every word matches). */
function relevance(product: Product, queryWords: readonly string[]): number {
  if (queryWords.length === 0) return 1;
  const fields: Array<[string[], number]> = [
    [words(product.title), 4],
    [words(product.brand), 3],
    [words(`${product.category.name} ${product.category.department.name}`), 2],
    [words(product.colours.map((c) => c.name).join(' ')), 1],
  ];
  let score = 0;
  for (const word of queryWords.map(stem)) {
    const best = Math.max(0, ...fields.map(([tokens, weight]) => (tokens.some((t) => t.startsWith(word)) ? weight : 0)));
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

type Facet = 'category' | 'brand' | 'colour' | 'option' | 'price' | 'rating' | 'stock';

function filters(query: ListingQuery): Record<Facet, (p: Product) => boolean> {
  return {
    category: (p) => !query.category || p.category.slug === query.category,
    brand: (p) => query.brands.length === 0 || query.brands.includes(slug(p.brand).toLowerCase()),
    colour: (p) => query.colours.length === 0 || p.colours.some((c) => query.colours.includes(c.name.toLowerCase())),
    option: (p) => query.options.length === 0 || p.options.some((o) => query.options.includes(o)),
    price: (p) => (query.min === undefined || p.price >= query.min * 100) && (query.max === undefined || p.price < query.max * 100),
    rating: (p) => query.rating === undefined || (p.rating ?? 0) >= query.rating,
    stock: (p) => !query.inStockOnly || inStock(p),
  };
}

const COMPARE: Record<SortKey, (a: Product, b: Product) => number> = {
  relevance: () => 0,
  featured: (a, b) => a.featured - b.featured,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount,
  reviews: (a, b) => b.reviewCount - a.reviewCount,
  newest: (a, b) => b.addedOn.localeCompare(a.addedOn),
};

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Listing {
  query: ListingQuery;
  /** Every match, sorted. */
  total: number;
  pages: number;
  /** The current page's products. */
  products: Product[];
  facets: {
    categories: Array<{ category: Category; count: number }>;
    brands: FacetValue[];
    colours: FacetValue[];
    /** In the category's own order of option values. */
    options: FacetValue[];
    prices: Array<{ label: string; min?: number; max?: number; count: number }>;
    ratings: Array<{ stars: number; count: number }>;
    inStock: number;
  };
}

function countBy<T>(products: readonly Product[], key: (p: Product) => T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const product of products) for (const value of new Set(key(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/**
 * Runs a listing over `scope`. Each facet counts the products that match every other filter, so
 * ticking a second brand shows what it would add (as real shops count).
 */
export function runListing(scope: readonly Product[], query: ListingQuery): Listing {
  const queryWords = words(query.q);
  const scored = scope.map((product) => ({ product, score: relevance(product, queryWords) })).filter((s) => s.score > 0);
  const score = new Map(scored.map((s) => [s.product, s.score]));
  const matching = scored.map((s) => s.product);
  const tests = filters(query);
  const allBut = (skip?: Facet) => matching.filter((p) => (Object.keys(tests) as Facet[]).every((facet) => facet === skip || tests[facet](p)));

  const results = allBut();
  const compare = COMPARE[query.sort];
  results.sort((a, b) => (query.sort === 'relevance' ? score.get(b)! - score.get(a)! || a.featured - b.featured : compare(a, b) || a.id - b.id));
  const pages = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
  const page = Math.min(query.page, pages);

  const brandCounts = countBy(allBut('brand'), (p) => [p.brand]);
  const colourCounts = countBy(allBut('colour'), (p) => p.colours.map((c) => c.name));
  const optionCounts = countBy(allBut('option'), (p) => p.options);
  const optionOrder = scope[0]?.category.template.option?.values ?? [];
  const categoryCounts = countBy(allBut('category'), (p) => [p.category]);
  const byPrice = allBut('price');
  const byRating = allBut('rating');
  return {
    query: { ...query, page },
    total: results.length,
    pages,
    products: results.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    facets: {
      categories: [...categoryCounts].map(([category, count]) => ({ category, count })),
      brands: [...brandCounts]
        .map(([brand, count]) => ({ value: slug(brand).toLowerCase(), label: brand, count, selected: query.brands.includes(slug(brand).toLowerCase()) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      colours: [...colourCounts]
        .map(([colour, count]) => ({ value: colour.toLowerCase(), label: colour, count, selected: query.colours.includes(colour.toLowerCase()) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      options: [...optionCounts]
        .map(([option, count]) => ({ value: option, label: option, count, selected: query.options.includes(option) }))
        .sort((a, b) => optionOrder.indexOf(a.value) - optionOrder.indexOf(b.value)),
      prices: PRICE_RANGES.map((range) => ({
        ...range,
        count: byPrice.filter((p) => (range.min === undefined || p.price >= range.min * 100) && (range.max === undefined || p.price < range.max * 100)).length,
      })),
      ratings: RATING_FLOORS.map((stars) => ({ stars, count: byRating.filter((p) => (p.rating ?? 0) >= stars).length })),
      inStock: allBut('stock').filter(inStock).length,
    },
  };
}
