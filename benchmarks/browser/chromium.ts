import fs from 'node:fs';
import net from 'node:net';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { OPTIONS, readOption } from '../environment/registry.ts';

/** The variable that points the harness at a Chromium or Chrome executable. */
const CHROMIUM_PATH = OPTIONS.chromiumPath.variable;

// Debian's package installs /usr/bin/chromium; the others are common on other distributions.
const KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export class BrowserNotFoundError extends Error {
  override name = 'BrowserNotFoundError';
}

const HOW_TO_GET_ONE =
  `Install Debian's Chromium (as root: apt-get install -y chromium) or Playwright's (npx playwright install chromium; ` +
  `npm run setup installs whichever this machine can get) or set ${CHROMIUM_PATH} to a Chromium/Chrome executable.`;

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where Playwright's own Chromium is once downloaded (`npx playwright install chromium`). */
function playwrightChromium(): string[] {
  try {
    return [chromium.executablePath()];
  } catch {
    return []; // a platform Playwright has no Chromium build for
  }
}

/**
 * The browser every launch uses: the `chromiumPath` option's, else Playwright's own Chromium
 * when it was downloaded (the build this Playwright is tested with, and what CI installs and
 * caches, though runners have a system Chromium too), else a system one (here: Debian's, as
 * nothing can be downloaded).
 */
export function resolveChromium(env: NodeJS.ProcessEnv = process.env): string {
  const override = readOption('chromiumPath', env);
  if (override) {
    if (!isExecutable(override))
      throw new BrowserNotFoundError(`${CHROMIUM_PATH}=${override} is not an executable file. ${HOW_TO_GET_ONE}`);
    return override;
  }
  const candidates = [...playwrightChromium(), ...KNOWN_PATHS];
  const found = candidates.find(isExecutable);
  if (!found) throw new BrowserNotFoundError(`No Chromium found (looked at ${candidates.join(', ')}). ${HOW_TO_GET_ONE}`);
  return found;
}

/** Chromium features the harness turns off, in one `--disable-features` flag. */
const DISABLED_FEATURES = [
  // Keeps http:// fixture URLs from being rewritten to https://.
  'HttpsUpgrades',
  // The address bar's popup, drawn by pages of its own that every window preloads: a headless
  // window never shows it, and each browser context (each episode) paid about 0.3 s of CPU for it.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Flags that keep Chromium from calling home (and from drawing what nobody sees). Even with them
 * it resolves Google hosts, so only the host-resolver catch-all (see web/host-rules.ts) makes a
 * run hermetic.
 */
export const QUIET_FLAGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/**
 * The browser as a user's: the one `resolveChromium` finds, quiet, but resolving names as the
 * machine does (loopback included). For the tools a user opens (the trace viewer), never for an
 * agent's pages.
 */
export function userLaunchOptions(): LaunchOptions {
  return { executablePath: resolveChromium(), headless: true, args: [...QUIET_FLAGS] };
}

/** How the harness launches its browser: hermetic, every hostname mapped by `hostRules` (benchmarks/web/host-rules.ts). */
export function harnessLaunchOptions(hostRules: string): LaunchOptions {
  const user = userLaunchOptions();
  return { ...user, args: [...user.args!, `--host-resolver-rules=${hostRules}`, '--ignore-certificate-errors'] };
}

/** A loopback port that was free a moment ago (for Chromium's DevTools port, which it opens itself). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// How many ports are tried, and how long the DevTools endpoint may take to answer on one.
const DEVTOOLS_PORT_ATTEMPTS = 3;
const DEVTOOLS_ANSWER_MS = 2_000;

/** Whether the DevTools HTTP endpoint at `cdpUrl` lists the target `targetId` (another process may hold the port). */
async function endpointLists(cdpUrl: string, targetId: string): Promise<boolean> {
  try {
    const response = await fetch(`${cdpUrl}/json/list`, { signal: AbortSignal.timeout(DEVTOOLS_ANSWER_MS) });
    return ((await response.json()) as Array<{ id?: string }>).some((target) => target.id === targetId);
  } catch {
    return false;
  }
}

/**
 * Launches a browser (via `launch`, given the extra arguments) with its DevTools HTTP endpoint on a
 * free loopback port, for MCP servers that attach over CDP. Chromium opens the port itself and
 * only logs when it cannot: a port taken in the meantime would leave servers talking to whatever
 * holds it. So the endpoint must list a tab of this very browser; otherwise another port is tried.
 */
export async function launchWithDevtoolsPort(
  launch: (args: string[]) => Promise<Browser>,
  pickPort: () => Promise<number> = freePort,
): Promise<{ browser: Browser; cdpUrl: string }> {
  const tried: number[] = [];
  while (tried.length < DEVTOOLS_PORT_ATTEMPTS) {
    const port = await pickPort();
    tried.push(port);
    const browser = await launch([`--remote-debugging-port=${port}`]);
    const cdpUrl = `http://127.0.0.1:${port}`;
    // A blank tab opened through the browser's own pipe must show up on the port's target list.
    const session = await browser.newBrowserCDPSession();
    const { targetId } = await session.send('Target.createTarget', { url: 'about:blank' });
    const ours = await endpointLists(cdpUrl, targetId);
    await session.send('Target.closeTarget', { targetId });
    await session.detach();
    if (ours) return { browser, cdpUrl };
    await browser.close();
  }
  throw new Error(`could not open the browser's DevTools port: ports ${tried.join(', ')} were in use by other processes`);
}
