import type { Random } from '../../../site-kit/random.ts';
import { COUNTRY_ENDINGS, NAME_MIDDLES, NAME_ONSETS, PLACE_ENDINGS, SHORT_ENDINGS, SURNAME_ENDINGS } from './lexicon.ts';

/**
 * Makes names that are unique across the whole world, so that every article title, search
 * suggestion and answer names one thing only.
 */
export class NameForge {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  /** A name not used before, from `make` (tried until one is new). */
  unique(make: (random: Random) => string): string {
    for (;;) {
      const name = make(this.random);
      const key = name.toLowerCase();
      if (!this.used.has(key)) {
        this.used.add(key);
        return name;
      }
    }
  }

  /** Reserves a name made elsewhere; false when it is taken. */
  claim(name: string): boolean {
    const key = name.toLowerCase();
    if (this.used.has(key)) return false;
    this.used.add(key);
    return true;
  }

  /** A short stem ("Orven" of "Orven River"), itself never another thing's name. */
  stem(): string {
    return this.unique((r) => r.pick(NAME_ONSETS) + r.pick(SHORT_ENDINGS));
  }

  place(): string {
    return this.unique((r) => r.pick(NAME_ONSETS) + (r.chance(0.35) ? r.pick(NAME_MIDDLES) : '') + r.pick(PLACE_ENDINGS));
  }

  country(): string {
    return this.unique((r) => r.pick(NAME_ONSETS) + r.pick(COUNTRY_ENDINGS));
  }

  surname(): string {
    return this.unique((r) => r.pick(NAME_ONSETS) + (r.chance(0.3) ? r.pick(NAME_MIDDLES) : '') + r.pick(SURNAME_ENDINGS));
  }
}

/** "Calvaria" → "Calvarian" (every country name ends in -ia). */
export function demonym(country: string): string {
  return `${country}n`;
}
