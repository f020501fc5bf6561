import type { WebMode } from './mode.ts';

/** Local fixture pages are served under this stable name, whatever port the worker's server got. */
export const FIXTURES_HOST = 'fixtures.test';

/**
 * Chromium's --host-resolver-rules. The fixture host always resolves to the local site server.
 * In replay, every mirrored public hostname resolves to the local HTTPS mirror and every other
 * name fails fast, so nothing reaches the internet (loopback stays reachable). In live, every
 * other name resolves as usual.
 */
export function hostResolverRules(web: { sitePort: number; mirrorHosts: readonly string[]; mirrorPort: number }, mode: WebMode = 'replay'): string {
  const fixtures = `MAP ${FIXTURES_HOST} 127.0.0.1:${web.sitePort}`;
  if (mode === 'live') return fixtures;
  const rules = [fixtures, ...web.mirrorHosts.map((host) => `MAP ${host} 127.0.0.1:${web.mirrorPort}`), 'MAP * ~NOTFOUND', 'EXCLUDE localhost', 'EXCLUDE 127.0.0.1'];
  return rules.join(', ');
}
