/**
 * The fictional library the docs site documents: its name, packages, API hosts and its release
 * history across three major versions, all drawn from the seed.
 */
import { Random } from '../../../site-kit/random.ts';
import { LIBRARY_NAMES } from './words.ts';

export const MAJORS = [1, 2, 3] as const;
export type Major = (typeof MAJORS)[number];
export const LATEST_MAJOR: Major = 3;

/** How many minor releases each major version had (x.0 … x.(n-1)). */
const MINORS_PER_MAJOR: Record<Major, number> = { 1: 8, 2: 10, 3: 7 };
const FIRST_RELEASE_DATE = Date.UTC(2021, 2, 2);
const DAY_MS = 86_400_000;

export interface Release {
  version: string;
  major: Major;
  minor: number;
  patch: number;
  /** ISO date. */
  date: string;
  /** Position in the release history: releases compare by it. */
  index: number;
}

export interface Library {
  name: string;
  /** The npm package. */
  npmPackage: string;
  /** The PyPI package. */
  pypiPackage: string;
  /** Prefix of environment variables (TIDEWELL_API_KEY). */
  envPrefix: string;
  /** Hostname of the REST API, which moved once. */
  apiHost(major: Major): string;
  releases: readonly Release[];
}

function generateReleases(random: Random): Release[] {
  const releases: Release[] = [];
  let time = FIRST_RELEASE_DATE;
  for (const major of MAJORS) {
    for (let minor = 0; minor < MINORS_PER_MAJOR[major]; minor++) {
      const patches = random.chance(0.35) ? random.int(1, 2) : 0;
      for (let patch = 0; patch <= patches; patch++) {
        time += (patch === 0 ? random.int(38, 64) : random.int(6, 18)) * DAY_MS;
        releases.push({ version: `${major}.${minor}.${patch}`, major, minor, patch, date: new Date(time).toISOString().slice(0, 10), index: releases.length });
      }
    }
  }
  return releases;
}

let library: Library | undefined;

export function getLibrary(): Library {
  if (library) return library;
  const random = Random.for('docs', 'library');
  const name = random.pick(LIBRARY_NAMES);
  const lower = name.toLowerCase();
  library = {
    name,
    npmPackage: `@${lower}/sdk`,
    pypiPackage: `${lower}-sdk`,
    envPrefix: name.toUpperCase(),
    apiHost: (major) => (major === 1 ? `api.${lower}.io` : `api.${lower}.dev`),
    releases: generateReleases(random),
  };
  return library;
}

/** The releases of one major version, oldest first. */
export function releasesOf(major: Major): Release[] {
  return getLibrary().releases.filter((r) => r.major === major);
}

/** The newest release of a major version: its docs describe the API as of this release. */
export function latestOf(major: Major): Release {
  return releasesOf(major).at(-1)!;
}

/** The first release of a major version (x.0.0). */
export function firstOf(major: Major): Release {
  return releasesOf(major)[0];
}

/** A random minor release (x.y.0) between two releases, both included. */
export function minorBetween(random: Random, from: Release, to: Release): Release {
  const candidates = getLibrary().releases.filter((r) => r.patch === 0 && r.index >= from.index && r.index <= to.index);
  return candidates.length ? random.pick(candidates) : from;
}

export function isMajor(value: string): value is `${Major}` {
  return MAJORS.some((m) => String(m) === value);
}

/** The changelog anchor of a release (`v3-2-0`). */
export function releaseAnchor(release: Release): string {
  return `v${release.version.replaceAll('.', '-')}`;
}
