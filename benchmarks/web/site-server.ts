import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import serveHandler from 'serve-handler';
import { generate } from 'selfsigned';
import { DISTURBANCES } from '../../fixtures-site/arena/disturbances/index.ts';
import { HarArchive } from './har.ts';
import { ARENA_DIR, loadSites, SiteHost, type DisturbanceChoice } from './sites.ts';
import type { SiteSetup } from '../../fixtures-site/site-kit/site.ts';

/** The fixture site: local pages, the arena's generated sites, and the mirrors of public hostnames. */
export const FIXTURES_SITE_DIR = path.resolve(import.meta.dirname, '../../fixtures-site');
/** Pages of http://fixtures.test/, the local site of the harness's own tasks and tests. */
export const LOCAL_PAGES_DIR = path.join(FIXTURES_SITE_DIR, 'local');
export const MIRRORS_DIR = path.join(FIXTURES_SITE_DIR, 'mirrors');
/** Files agents may upload. */
export const UPLOADS_DIR = path.join(FIXTURES_SITE_DIR, 'uploads');
const DISTURBANCES_DIR = path.join(ARENA_DIR, 'disturbances');
/** Where arena pages load the scripts of the disturbances that are on. */
const DISTURBANCE_PATH = '/__arena/disturbances/';
/** Where a disturbance's script sends the choice a visitor made in its banner or dialog (POST, JSON). */
const CHOICE_PATH = '/__arena/choice';
const MAX_CHOICE_BYTES = 1024;

/** Reads a disturbance's choice from its POST (bounded) into the site's records; anything else is refused. */
function recordChoice(req: http.IncomingMessage, res: http.ServerResponse, record: (choice: DisturbanceChoice) => void): void {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
    if (body.length > MAX_CHOICE_BYTES) req.destroy();
  });
  req.on('end', () => {
    try {
      const { disturbance, choice } = JSON.parse(body) as Partial<DisturbanceChoice>;
      if (!DISTURBANCES.some((d) => d.name === disturbance) || typeof choice !== 'string' || !/^[a-z-]{1,32}$/.test(choice)) throw new Error('not a choice');
      record({ disturbance: disturbance!, choice });
      res.writeHead(204).end();
    } catch {
      res.writeHead(400).end('a choice is {"disturbance": <name>, "choice": <word>}\n');
    }
  });
}

// Fixture URLs must stay exactly as written in tasks and transcripts (no /x.html → /x redirect).
const SERVE_OPTIONS = { cleanUrls: false, directoryListing: false, etag: false } as const;

/** Whether a URL path names a folder with an index.html under `root` (never looking outside it). */
function isFolderPage(root: string, pathname: string): boolean {
  try {
    const file = path.join(root, decodeURIComponent(pathname), 'index.html');
    return file.startsWith(root + path.sep) && fs.existsSync(file);
  } catch {
    return false; // a malformed %-escape names nothing
  }
}

/**
 * Serves a folder. A folder's URL, with or without its trailing slash (`/wiki/Eiffel_Tower`),
 * gets its index.html without a redirect, so page URLs stay exactly as the real site has them.
 */
function serveFolder(req: http.IncomingMessage, res: http.ServerResponse, root: string): void {
  const url = new URL(req.url ?? '/', 'http://local');
  if (url.pathname.endsWith('/') || isFolderPage(root, url.pathname)) req.url = `${url.pathname.replace(/\/?$/, '/')}index.html${url.search}`;
  void serveHandler(req, res, { ...SERVE_OPTIONS, public: root });
}

export interface WebServers {
  /** Port of the local site server: http://fixtures.test/ and every arena host. */
  sitePort: number;
  /** Hostnames of the arena's generated sites (`<name>.arena.test`), served by the site server. */
  arenaHosts: string[];
  /** Hostnames served offline: one per folder under fixtures-site/mirrors/, plus those in HAR recordings. */
  mirrorHosts: string[];
  /** Port of the local HTTPS server that answers for every mirrored hostname. */
  mirrorPort: number;
  /** Requests for hosts or paths the mirror does not have: environment drift, not agent error. */
  unmatched: string[];
  /** The arena's sites: their per-episode state, reset with the browser context. */
  arena: Arena;
  close(): Promise<void>;
}

/** What a task sets up on the arena for its episode (its `setup`): the sites' starting state, and the disturbances that are on. */
export interface ArenaSetup extends SiteSetup {
  disturbances?: readonly string[];
}

/** The arena's sites as the harness drives them between episodes. */
export interface Arena {
  readonly sites: SiteHost;
  /** A new episode: every site's state from scratch for the task's setup, and its disturbances on (none by default). */
  reset(setup?: ArenaSetup): void;
}

export function listMirrorHosts(dir = MIRRORS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function listen(server: http.Server | https.Server): Promise<number> {
  // Port 0: the OS picks a free port, so parallel workers never collide.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

function close(server: http.Server | https.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let certificate: Promise<{ key: string; cert: string }> | undefined;

// Chromium runs with --ignore-certificate-errors, so one self-signed certificate serves every host.
// An elliptic-curve key: every worker makes its own, and an RSA key took up to half a second of CPU.
function mirrorCertificate(): Promise<{ key: string; cert: string }> {
  certificate ??= generate([{ name: 'commonName', value: 'contract-eval mirror' }], { keyType: 'ec', algorithm: 'sha256' }).then(
    (pems) => ({ key: pems.private, cert: pems.cert }),
  );
  return certificate;
}

/**
 * Injects the scripts of the disturbances that are on into each HTML page the arena sends, and
 * delays every answer by theirs.
 */
function disturbed(res: http.ServerResponse, on: readonly string[]): Promise<void> {
  const chosen = DISTURBANCES.filter((d) => on.includes(d.name));
  const scripts = chosen.flatMap((d) => (d.script ? [`<script src="${DISTURBANCE_PATH}${d.script}"></script>`] : [])).join('');
  if (scripts) {
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: http.OutgoingHttpHeaders) => http.ServerResponse;
    const end = res.end.bind(res) as (body?: Buffer | string) => http.ServerResponse;
    let html = false;
    let head: [number, http.OutgoingHttpHeaders | undefined] = [200, undefined];
    res.writeHead = ((status: number, headers?: http.OutgoingHttpHeaders) => {
      html = String(headers?.['content-type'] ?? res.getHeader('content-type') ?? '').includes('text/html');
      if (!html) return writeHead(status, headers);
      head = [status, headers];
      return res;
    }) as typeof res.writeHead;
    res.end = ((body?: Buffer | string) => {
      if (!html) return end(body);
      const text = Buffer.isBuffer(body) ? body.toString('utf8') : (body ?? '');
      const out = Buffer.from(text.includes('</body>') ? text.replace('</body>', `${scripts}</body>`) : text + scripts);
      writeHead(head[0], { ...head[1], 'content-length': String(out.length) });
      return end(out);
    }) as typeof res.end;
  }
  const delay = Math.max(0, ...chosen.map((d) => d.delayMs ?? 0));
  return delay > 0 ? new Promise((resolve) => setTimeout(resolve, delay)) : Promise.resolve();
}

export interface WebServerOptions {
  /** Folders of pages (or site modules), one per public hostname. */
  mirrorsDir?: string;
  /** HAR recordings replayed for the hostnames they hold; checked before the folders. */
  harFiles?: readonly string[];
}

export async function startWebServers(options: WebServerOptions = {}): Promise<WebServers> {
  const mirrorsDir = options.mirrorsDir ?? MIRRORS_DIR;
  const archive = HarArchive.load(options.harFiles ?? HarArchive.listFiles());
  const folderHosts = listMirrorHosts(mirrorsDir);
  // Mirror folders with a site.ts are generated sites; the others are served as files.
  const mirrorSites = new SiteHost(await loadSites(mirrorsDir));
  const mirrorHosts = [...new Set([...folderHosts, ...mirrorSites.hosts, ...archive.hosts()])].sort();
  const arenaSites = new SiteHost(await loadSites(ARENA_DIR));
  arenaSites.provideEnvironment();
  let disturbances: readonly string[] = [];
  const unmatched: string[] = [];

  const site = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    // /__hang/… is never answered (until the server closes): the fixture for a page that never loads.
    if (req.url?.startsWith('/__hang/')) return;
    if (!arenaSites.has(host)) return serveFolder(req, res, LOCAL_PAGES_DIR);
    if (req.method === 'POST' && req.url === CHOICE_PATH) return recordChoice(req, res, (choice) => arenaSites.recordChoice(host, choice));
    void disturbed(res, disturbances).then(() => {
      if (req.url?.startsWith(DISTURBANCE_PATH)) {
        req.url = req.url.slice(DISTURBANCE_PATH.length - 1);
        return serveFolder(req, res, DISTURBANCES_DIR);
      }
      return arenaSites.answer(req, res, 'http', host, serveFolder);
    });
  });

  const mirror = https.createServer(await mirrorCertificate(), (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = `https://${host}${req.url ?? ''}`;
    if (archive.serve(req.method ?? 'GET', url, res)) return;
    // Browsers ask every site for /favicon.ico on their own: a missing one is not drift.
    if (new URL(url).pathname === '/favicon.ico' && !fs.existsSync(path.join(mirrorsDir, host, 'favicon.ico'))) {
      res.writeHead(204).end();
      return;
    }
    if (!folderHosts.includes(host)) {
      unmatched.push(url);
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`contract-eval mirror has no recording of ${url}\n`);
      return;
    }
    res.once('finish', () => {
      if (res.statusCode >= 400) unmatched.push(`${url} (${res.statusCode})`);
    });
    if (mirrorSites.has(host)) return void mirrorSites.answer(req, res, 'https', host, serveFolder);
    serveFolder(req, res, path.join(mirrorsDir, host));
  });

  const [sitePort, mirrorPort] = await Promise.all([listen(site), listen(mirror)]);
  return {
    sitePort,
    arenaHosts: arenaSites.hosts,
    mirrorHosts,
    mirrorPort,
    unmatched,
    arena: {
      sites: arenaSites,
      reset(setup = {}) {
        arenaSites.reset(setup);
        mirrorSites.reset();
        disturbances = setup.disturbances ?? [];
      },
    },
    close: async () => {
      await Promise.all([close(site), close(mirror)]);
    },
  };
}
