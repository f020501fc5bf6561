import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import serveHandler from 'serve-handler';
import { generate } from 'selfsigned';
import { HarArchive } from './har.ts';

/** The fixture site: local pages, plus one folder per public hostname replayed offline. */
export const FIXTURES_SITE_DIR = path.resolve(import.meta.dirname, '../../fixtures-site');
export const MIRRORS_DIR = path.join(FIXTURES_SITE_DIR, 'mirrors');

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
  /** Port of the local fixture site (reached as http://fixtures.test/ in the browser). */
  sitePort: number;
  /** Hostnames served offline: one per folder under fixtures-site/mirrors/, plus those in HAR recordings. */
  mirrorHosts: string[];
  /** Port of the local HTTPS server that answers for every mirrored hostname. */
  mirrorPort: number;
  /** Requests for hosts or paths the mirror does not have: environment drift, not agent error. */
  unmatched: string[];
  close(): Promise<void>;
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
function mirrorCertificate(): Promise<{ key: string; cert: string }> {
  certificate ??= generate([{ name: 'commonName', value: 'contract-eval mirror' }], { keySize: 2048 }).then(
    (pems) => ({ key: pems.private, cert: pems.cert }),
  );
  return certificate;
}

export interface WebServerOptions {
  /** Folders of pages, one per public hostname. */
  mirrorsDir?: string;
  /** HAR recordings replayed for the hostnames they hold; checked before the folders. */
  harFiles?: readonly string[];
}

export async function startWebServers(options: WebServerOptions = {}): Promise<WebServers> {
  const mirrorsDir = options.mirrorsDir ?? MIRRORS_DIR;
  const archive = HarArchive.load(options.harFiles ?? HarArchive.listFiles());
  const folderHosts = listMirrorHosts(mirrorsDir);
  const mirrorHosts = [...new Set([...folderHosts, ...archive.hosts()])].sort();
  const unmatched: string[] = [];

  // /__hang/… is never answered (until the server closes): the fixture for a page that never loads.
  const site = http.createServer((req, res) => (req.url?.startsWith('/__hang/') ? undefined : serveFolder(req, res, FIXTURES_SITE_DIR)));

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
    serveFolder(req, res, path.join(mirrorsDir, host));
  });

  const [sitePort, mirrorPort] = await Promise.all([listen(site), listen(mirror)]);
  return {
    sitePort,
    mirrorHosts,
    mirrorPort,
    unmatched,
    close: async () => {
      await Promise.all([close(site), close(mirror)]);
    },
  };
}
