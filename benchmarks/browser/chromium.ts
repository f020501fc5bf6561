import fs from 'node:fs';
import net from 'node:net';
import type { LaunchOptions } from '@playwright/test';

/** Environment variable that points the harness at a Chromium or Chrome executable. */
export const CHROMIUM_PATH_ENV = 'BENCH_CHROMIUM_PATH';

// Debian's package installs /usr/bin/chromium; the others are common on other distributions.
const KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

// Playwright cannot download browsers here, so every launch uses a system Chromium.
export class BrowserNotFoundError extends Error {
  override name = 'BrowserNotFoundError';
}

const HOW_TO_GET_ONE =
  `Install Debian's Chromium (as root: apt-get install -y chromium, or run: npm run setup) ` +
  `or set ${CHROMIUM_PATH_ENV} to a Chromium/Chrome executable.`;

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function resolveChromium(env: NodeJS.ProcessEnv = process.env): string {
  const override = env[CHROMIUM_PATH_ENV];
  if (override) {
    if (!isExecutable(override))
      throw new BrowserNotFoundError(`${CHROMIUM_PATH_ENV}=${override} is not an executable file. ${HOW_TO_GET_ONE}`);
    return override;
  }
  const found = KNOWN_PATHS.find(isExecutable);
  if (!found) throw new BrowserNotFoundError(`No Chromium found (looked at ${KNOWN_PATHS.join(', ')}). ${HOW_TO_GET_ONE}`);
  return found;
}

/**
 * Flags that keep Chromium from calling home. Even with them it resolves Google hosts,
 * so only the host-resolver catch-all (see web/host-rules.ts) makes a run hermetic.
 */
export const QUIET_FLAGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Keeps http:// fixture URLs from being rewritten to https://.
  '--disable-features=HttpsUpgrades',
];

/** How the harness launches its browser: the system Chromium, hermetic, every hostname mapped by `hostRules`. */
export function harnessLaunchOptions(hostRules: string): LaunchOptions {
  return {
    executablePath: resolveChromium(),
    headless: true,
    args: [...QUIET_FLAGS, `--host-resolver-rules=${hostRules}`, '--ignore-certificate-errors'],
  };
}

/** A loopback port that was free a moment ago (for Chromium's DevTools port, which it opens itself). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
