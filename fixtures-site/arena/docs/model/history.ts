/**
 * How API items change through the releases: a parameter's history (added later, renamed or
 * removed at a major version, default changed) and one item superseding another (deprecated when
 * its successor arrives, maybe removed at the next major).
 */
import { Random } from '../../../site-kit/random.ts';
import type { ApiItem, DefaultChange, ParamHistory } from './api-items.ts';
import { firstOf, getLibrary, LATEST_MAJOR, latestOf, MAJORS, minorBetween, type Major, type Release } from './library.ts';
import type { ParamWord } from './words.ts';

/** The newest release in which the item exists. */
function lastRelease(item: Pick<ApiItem, 'removed'>): Release {
  return item.removed ? latestOf((item.removed.major - 1) as Major) : latestOf(LATEST_MAJOR);
}

/** The release after this one (the newest release has none after it and stays itself). */
function releaseAfter(release: Release): Release {
  return getLibrary().releases[Math.min(release.index + 1, getLibrary().releases.length - 1)];
}

interface Evolution {
  required?: boolean;
  /** Whether the parameter may come later than its item, be renamed or be removed (never for client options). */
  breaking?: boolean;
}

/** A parameter's history, from the word it is made of and the item's lifetime. */
export function evolveParam(random: Random, word: ParamWord, from: Release, until: Release, { required = false, breaking = true }: Evolution = {}): ParamHistory {
  const added = breaking && !required && until.index > from.index && random.chance(0.28) ? minorBetween(random, releaseAfter(from), until) : from;
  const defaults: DefaultChange[] = [];
  if (!required && word.defaults.length) {
    const first = random.pick(word.defaults);
    defaults.push({ from: added, value: first });
    const others = word.defaults.filter((d) => d !== first);
    if (others.length && until.index > added.index && random.chance(0.32)) defaults.push({ from: minorBetween(random, releaseAfter(added), until), value: random.pick(others) });
  }
  const param: ParamHistory = { name: word.name, type: word.type, required, description: word.description, sample: word.sample, added, defaults };
  const laterMajors = breaking ? MAJORS.filter((m) => m > added.major && m <= until.major) : [];
  if (word.formerName && laterMajors.length && random.chance(0.35)) {
    param.formerName = word.formerName;
    param.renamedIn = firstOf(random.pick(laterMajors));
  } else if (!required && laterMajors.length && random.chance(0.1)) {
    param.removed = firstOf(random.pick(laterMajors));
  }
  return param;
}

/** Drops the changes a parameter would have had after `until` (its item was removed first). */
function trimHistory(param: ParamHistory, until: Release): void {
  if (param.renamedIn && param.renamedIn.index > until.index) {
    param.renamedIn = undefined;
    param.name = param.formerName!;
    param.formerName = undefined;
  }
  if (param.removed && param.removed.index > until.index) param.removed = undefined;
  param.defaults = param.defaults.filter((d) => d.from.index <= until.index);
}

/** Marks `old` deprecated in favour of `by` from the release `by` came in, and maybe removes it at the next major. */
export function supersede(random: Random, old: ApiItem, by: ApiItem): void {
  old.deprecated = { in: by.introduced, replacement: by.name };
  if (by.introduced.major < LATEST_MAJOR && random.chance(0.65)) old.removed = firstOf((by.introduced.major + 1) as Major);
  const until = lastRelease(old);
  for (const param of old.params) trimHistory(param, until);
}

/**
 * When each of `names` was introduced: mostly in 1.0.0, the others later; of each pair in
 * `successors`, the old one in 1.0.0 and the new one later (its predecessor is deprecated then);
 * `core` ones always in 1.0.0.
 */
export function introductions(random: Random, names: readonly string[], successors: ReadonlyArray<readonly [string, string]>, firstShare: number, core: readonly string[] = []): Map<string, Release> {
  const releases = getLibrary().releases;
  const until = latestOf(LATEST_MAJOR);
  const introduced = new Map(names.map((name) => [name, core.includes(name) || random.chance(firstShare) ? releases[0] : minorBetween(random, releases[1], until)]));
  for (const [oldName, newName] of successors) {
    if (!introduced.has(oldName) || !introduced.has(newName)) continue;
    introduced.set(oldName, releases[0]);
    introduced.set(newName, minorBetween(random, releases[3], until));
  }
  return introduced;
}

export function supersedeAll(random: Random, items: readonly ApiItem[], successors: ReadonlyArray<readonly [string, string]>): void {
  for (const [oldName, newName] of successors) {
    const old = items.find((i) => i.name === oldName);
    const by = items.find((i) => i.name === newName);
    if (old && by) supersede(random, old, by);
  }
}
