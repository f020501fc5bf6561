import type { WebMode } from './mode.ts';

/** Local fixture pages are served under this stable name, whatever port the worker's server got. */
export const FIXTURES_HOST = 'fixtures.test';

/**
 * Loopback by every name a page could give it: localhost (with a trailing dot too), an IPv4
 * literal in any form (Chromium writes 127.1 or 2130706433 as 127.0.0.1), the unspecified
 * address, and every IPv6 literal (`*:*`: ::1, ::ffff:127.0.0.1 and the others; no task needs
 * one). Pages reach the harness's own server through the mapped hostnames only: never the
 * browser's DevTools port, an MCP endpoint, or any other port of the machine (docs/security.md).
 */
const LOOPBACK = ['localhost', 'localhost.', '*.localhost', '*.localhost.', '127.*', '0.0.0.0', '*:*'];

/**
 * Chromium's --host-resolver-rules. The fixture host and the arena's hosts always resolve to the
 * local site server, and loopback never does. In replay, every mirrored public hostname resolves
 * to the local HTTPS mirror and every other name fails fast, so nothing reaches the internet. In
 * live, every other name resolves as usual.
 */
export function hostResolverRules(
  web: { sitePort: number; arenaHosts: readonly string[]; mirrorHosts: readonly string[]; mirrorPort: number },
  mode: WebMode = 'replay',
): string {
  const local = [FIXTURES_HOST, ...web.arenaHosts].map((host) => `MAP ${host} 127.0.0.1:${web.sitePort}`);
  const blocked = (hosts: readonly string[]) => hosts.map((host) => `MAP ${host} ~NOTFOUND`);
  if (mode === 'live') return [...local, ...blocked(LOOPBACK)].join(', ');
  return [...local, ...web.mirrorHosts.map((host) => `MAP ${host} 127.0.0.1:${web.mirrorPort}`), ...blocked(['*'])].join(', ');
}
