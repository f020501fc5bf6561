/**
 * The release notes of each release, derived from the API's history (what was added, changed,
 * deprecated or removed) plus generated bug fixes.
 */
import { Random } from '../../../site-kit/random.ts';
import { getApi } from './api.ts';
import { getLibrary, releasesOf, type Major, type Release } from './library.ts';

export type ChangeKind = 'Added' | 'Changed' | 'Deprecated' | 'Removed' | 'Fixed';
export const CHANGE_KINDS: readonly ChangeKind[] = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed'];

export interface Change {
  kind: ChangeKind;
  /** Inline text (`code`, [label](api:name)). */
  text: string;
  breaking?: boolean;
}

export interface ReleaseNotes {
  release: Release;
  summary: string;
  changes: Change[];
}

const FIXES = [
  'Retries no longer reuse a connection the server had closed.',
  'Fixed a memory leak when an `EventStream` was closed while reconnecting.',
  '`Paginator` no longer skips the last page when it holds exactly `pageSize` items.',
  'Requests with non-ASCII labels are now signed correctly.',
  'The `Retry-After` header is honoured when it is given as an HTTP date.',
  'Fixed the type of `nextCursor`, which can be `null`.',
  'Uploads larger than 4 GB no longer fail on 32-bit platforms.',
  'Timeouts now abort the request instead of only rejecting the promise.',
  'The Python client closes its connection pool when garbage-collected.',
  'Error messages include the request ID again.',
  'Fixed a race in `TokenCache` that could refresh a token twice.',
  '`WebhookVerifier` accepts signature headers with extra whitespace.',
  'Logging at `debug` level no longer prints the `Authorization` header.',
  'Proxy settings from `HTTPS_PROXY` are read even when `proxyUrl` is empty.',
  'Fixed a crash when the server sent an empty error body.',
  'Dates in responses keep their time zone when converted.',
];

function changesByRelease(): Map<Release, Change[]> {
  const byRelease = new Map<Release, Change[]>();
  const add = (release: Release, change: Change) => byRelease.set(release, [...(byRelease.get(release) ?? []), change]);
  const first = getLibrary().releases[0];
  for (const item of getApi().items) {
    const link = `[${item.name}](api:${item.name})`;
    if (item.introduced !== first) add(item.introduced, { kind: 'Added', text: `${link}: ${item.summary}` });
    for (const param of item.params) {
      if (item.kind === 'option') {
        param.defaults.slice(1).forEach((d, i) => add(d.from, { kind: 'Changed', text: `The default of the client option ${link} is now \`${d.value}\` (was \`${param.defaults[i].value}\`).` }));
        continue;
      }
      const original = param.formerName ?? param.name;
      if (param.added.index > item.introduced.index) add(param.added, { kind: 'Added', text: `${link} takes a new parameter, \`${original}\`.` });
      if (param.renamedIn) add(param.renamedIn, { kind: 'Changed', text: `${link}: the parameter \`${param.formerName}\` is now called \`${param.name}\`.`, breaking: true });
      if (param.removed) add(param.removed, { kind: 'Removed', text: `${link}: removed the parameter \`${param.name}\`.`, breaking: true });
      param.defaults.slice(1).forEach((d, i) => {
        const name = param.renamedIn && param.renamedIn.index > d.from.index ? original : param.name;
        add(d.from, { kind: 'Changed', text: `${link}: the default of \`${name}\` is now \`${d.value}\` (was \`${param.defaults[i].value}\`).` });
      });
    }
    for (const method of item.methods) if (method.added.index > item.introduced.index) add(method.added, { kind: 'Added', text: `${link} has a new method, \`${method.name}()\`.` });
    if (item.deprecated) add(item.deprecated.in, { kind: 'Deprecated', text: `${link} is deprecated; use [${item.deprecated.replacement}](api:${item.deprecated.replacement}) instead.` });
    if (item.removed) add(item.removed, { kind: 'Removed', text: `Removed \`${item.name}\`${item.deprecated ? `, deprecated since ${item.deprecated.in.version}` : ''}.`, breaking: true });
  }
  return byRelease;
}

let notes: ReleaseNotes[] | undefined;

/** Release notes of every release, newest first. */
function allReleaseNotes(): ReleaseNotes[] {
  if (notes) return notes;
  const byRelease = changesByRelease();
  notes = [...getLibrary().releases].reverse().map((release) => {
    const r = Random.for('docs', 'release', release.version);
    const fixes = r.sample(FIXES, release.patch > 0 ? r.int(1, 3) : r.int(0, 3)).map((text): Change => ({ kind: 'Fixed', text }));
    const changes = [...(byRelease.get(release) ?? []), ...fixes].sort((a, b) => CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind));
    const summary =
      release.index === 0
        ? 'First stable release.'
        : release.patch > 0
          ? 'Bug-fix release.'
          : release.minor === 0
            ? `A new major version, with breaking changes: read the migration guide before you upgrade.`
            : r.pick(['Feature release.', 'New functions and parameters; no breaking changes.', 'Improvements across the API, no breaking changes.']);
    return { release, summary, changes };
  });
  return notes;
}

export function releaseNotesOf(major: Major): ReleaseNotes[] {
  const releases = new Set(releasesOf(major));
  return allReleaseNotes().filter((n) => releases.has(n.release));
}
