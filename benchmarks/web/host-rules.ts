/** Local fixture pages are served under this stable name, whatever port the worker's server got. */
export const FIXTURES_HOST = 'fixtures.test';

/**
 * Chromium's --host-resolver-rules for offline replay: the fixture host resolves to the local
 * site server, every mirrored public hostname to the local HTTPS mirror, and every other name
 * fails fast, so nothing reaches the internet. Loopback stays reachable.
 */
export function hostResolverRules(web: { sitePort: number; mirrorHosts: readonly string[]; mirrorPort: number }): string {
  const rules = [
    `MAP ${FIXTURES_HOST} 127.0.0.1:${web.sitePort}`,
    ...web.mirrorHosts.map((host) => `MAP ${host} 127.0.0.1:${web.mirrorPort}`),
    'MAP * ~NOTFOUND',
    'EXCLUDE localhost',
    'EXCLUDE 127.0.0.1',
  ];
  return rules.join(', ');
}
