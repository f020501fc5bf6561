import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { isoDaysBefore } from '../dates.ts';
import type { Product } from './products.ts';
import { REVIEW_LINES, REVIEWER_NAMES } from './vocabulary.ts';

export interface Review {
  author: string;
  stars: number;
  title: string;
  body: string;
  /** ISO date. */
  date: string;
  verified: boolean;
  helpful: number;
}

export interface ReviewSummary {
  /** Share of reviews per star count, 5 stars first, in whole percent. */
  histogram: Array<{ stars: number; percent: number }>;
  /** The most recent reviews, newest first. */
  recent: Review[];
}

const SHOWN = 10;

/** Shares of 5…1-star reviews that average close to the product's rating. */
function histogram(rating: number): Array<{ stars: number; percent: number }> {
  const weights = [5, 4, 3, 2, 1].map((stars) => Math.exp(-1.7 * Math.abs(stars - rating)));
  const total = weights.reduce((a, b) => a + b, 0);
  const percents = weights.map((w) => Math.round((w / total) * 100));
  percents[0] += 100 - percents.reduce((a, b) => a + b, 0);
  return percents.map((percent, i) => ({ stars: 5 - i, percent }));
}

/** A product's review summary, drawn from its own seed so it never changes between requests. */
export function reviewsOf(product: Product): ReviewSummary | undefined {
  if (product.rating === undefined) return undefined;
  const random = Random.for('shop', 'reviews', product.code);
  const shares = histogram(product.rating);
  const drawStars = () => {
    let roll = random.next() * 100;
    for (const { stars, percent } of shares) if ((roll -= percent) < 0) return stars;
    return 5;
  };
  const recent = Array.from({ length: Math.min(SHOWN, product.reviewCount) }, (): Review => {
    const stars = drawStars();
    const lines = REVIEW_LINES[stars];
    return {
      author: random.pick(REVIEWER_NAMES),
      stars,
      title: random.pick(lines.titles),
      body: random.pick(lines.bodies).replace('{benefit}', random.pick(product.category.template.benefits)),
      date: isoDaysBefore(ARENA_TODAY, random.int(1, 330)),
      verified: random.chance(0.8),
      helpful: random.chance(0.5) ? random.int(1, 60) : 0,
    };
  }).sort((a, b) => b.date.localeCompare(a.date));
  return { histogram: shares, recent };
}
