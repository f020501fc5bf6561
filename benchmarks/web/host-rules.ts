import type { WebMode } from './mode.ts';

/** Local fixture pages are served under this stable name, whatever port the worker's server got. */
export const FIXTURES_HOST = 'fixtures.test';

/**
 * Chromium's --host-resolver-rules. The fixture host and the arena's hosts always resolve to the local site server.
 * In replay, every mirrored public hostname resolves to the local HTTPS mirror and every other
 * name fails fast, so nothing reaches the internet (loopback stays reachable). In live, every
 * other name resolves as usual.
 */
export function hostResolverRules(
  web: { sitePort: number; arenaHosts: readonly string[]; mirrorHosts: readonly string[]; mirrorPort: number },
  mode: WebMode = 'replay',
): string {
  const local = [FIXTURES_HOST, ...web.arenaHosts].map((host) => `MAP ${host} 127.0.0.1:${web.sitePort}`).join(', ');
  if (mode === 'live') return local;
  const rules = [local, ...web.mirrorHosts.map((host) => `MAP ${host} 127.0.0.1:${web.mirrorPort}`), 'MAP * ~NOTFOUND', 'EXCLUDE localhost', 'EXCLUDE 127.0.0.1'];
  return rules.join(', ');
}
