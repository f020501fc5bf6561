/**
 * Deterministic randomness for generated sites: the same seed always gives the same data, on
 * every machine and in every run, so recorded transcripts keep matching the pages they saw.
 */
import { OPTIONS, readOption } from '../../benchmarks/environment/registry.ts';

/** The arena's default seed: the data every recorded transcript saw. */
export const DEFAULT_SEED: number = OPTIONS.seed.default;

/**
 * The seed of the arena's data in this run: the `seed` option's, else the default. Another seed
 * draws every arena site's data afresh (and every task family's instances from it); the
 * public-site mirrors keep theirs (`Random.fixed`).
 */
export const arenaSeed = (): number => readOption('seed');

/** The date the arena's sites live on ("today" in date pickers, order dates): never the real clock. */
export const ARENA_TODAY = '2026-06-15';

/** FNV-1a hash of a string, for deriving one seed per site or per item. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded pseudo-random generator (mulberry32) with the helpers generators need. */
export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  /** A generator for one named part of the arena (a site, a product) on this run's seed, independent of how much others drew. */
  static for(...parts: Array<string | number>): Random {
    return new Random(hashString(`${arenaSeed()}:${parts.join(':')}`));
  }

  /** The same, on the default seed whatever the run's: the mirrors of public sites stand as their sites do. */
  static fixed(...parts: Array<string | number>): Random {
    return new Random(hashString(`${DEFAULT_SEED}:${parts.join(':')}`));
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}
