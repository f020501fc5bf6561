import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { FLOOR_PLAN, imagePath, LEDGER, ORDERS_CHART, RECEIPT, REQUEST_LOG, SCANS, type Scan } from '../benchmarks/task-spec/arena-data/look.ts';
import { startWebServers, type WebServers } from '../benchmarks/web/site-server.ts';
import { dataDigest, DIGESTS_FILE, scanFile } from '../scripts/render-scans.ts';

// The `look` chore tasks' evidence exists only as pixels: each image (drawn by scripts/render-scans.ts
// from benchmarks/task-spec/arena-data/look.ts) is served, and nothing else the site serves with it
// (the page, its stylesheets and scripts, the alt text) holds a value the image shows.

let web: WebServers;
test.beforeAll(async () => {
  web = await startWebServers();
});
test.afterAll(async () => {
  await web?.close();
});

interface Served {
  url: string;
  type: string;
  body: Buffer;
}

/** A GET through the harness's site server, as the browser sends it. */
function get(url: string): Promise<Served> {
  const { host, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: web.sitePort, method: 'GET', path: `${pathname}${search}`, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: status ${res.statusCode}`));
        else resolve({ url, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page and every same-site file it loads (stylesheets, scripts, images). */
async function servedWith(pageUrl: string): Promise<Served[]> {
  const page = await get(pageUrl);
  const html = page.body.toString();
  const refs = [...html.matchAll(/<(?:link|script|img)\b[^>]*?\b(?:href|src)="([^"]+)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&'), pageUrl));
  const sameSite = [...new Set(refs.filter((u) => u.host === new URL(pageUrl).host).map((u) => u.href))];
  return [page, ...(await Promise.all(sameSite.map(get)))];
}

/** A number as a page could write it, not part of a longer number. */
const numeral = (text: string) => new RegExp(`(?<![\\d.,])${text.replace(/[.,]/g, '\\$&')}(?![\\d]|[.,]\\d)`);

/** Every value an image shows, as text would hold it: none may be served as text. */
function shownValues(scan: Scan<unknown>): RegExp[] {
  switch (scan) {
    case RECEIPT:
      // The amounts (the items' names are words the shop's own pages use, in its popular searches).
      return RECEIPT.data.lines.flatMap((l) => [numeral(l.amount.toFixed(2)), numeral(l.amount.toFixed(1))]);
    case ORDERS_CHART:
      return ORDERS_CHART.data.bars.flatMap((b) => [numeral(String(b.orders)), numeral(b.orders.toLocaleString('en-GB'))]);
    case FLOOR_PLAN:
      // A room number as a number in text (not a CSS length such as 320px).
      return FLOOR_PLAN.data.rooms.map((r) => new RegExp(`(?<![\\d.#-])${r.number}(?!\\d|px|ms|%|em|rem|deg|\\.\\d)`));
    case REQUEST_LOG:
      return REQUEST_LOG.data.lines.flatMap((l) => [numeral(String(l.request)), new RegExp(l.path.replace(/\//g, '\\/'))]);
    case LEDGER:
      return LEDGER.data.entries.flatMap((e) => [numeral(String(e.year)), new RegExp(e.entry, 'i')]);
    default:
      throw new Error(`no values listed for ${scan.file}`);
  }
}

/** The served text files (everything but images) that hold a value the image shows, with the value. */
function leaks(scan: Scan<unknown>, served: readonly Served[]): string[] {
  const values = shownValues(scan);
  return served
    .filter((file) => !file.type.startsWith('image/'))
    .flatMap((file) => {
      const text = file.body.toString();
      return values.filter((value) => value.test(text)).map((value) => `${file.url}: ${value.source}`);
    });
}

/** The PNG's chunk types: text chunks (tEXt, iTXt, zTXt) would carry words beside the pixels. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

for (const scan of SCANS) {
  test(`${scan.file}: served on ${scan.pageUrl} as an image, and no text served with it holds a value it shows`, async () => {
    const served = await servedWith(scan.pageUrl);
    const image = served.find((file) => new URL(file.url).pathname === imagePath(scan));
    expect(image, `the page shows ${imagePath(scan)}`).toBeDefined();
    expect(image!.type).toBe('image/png');
    expect(image!.body.equals(fs.readFileSync(scanFile(scan))), 'the committed file is what is served').toBe(true);
    expect(served.length, 'the page and its stylesheets and scripts were read').toBeGreaterThan(2);
    expect(leaks(scan, served)).toEqual([]);
  });
}

test('a page that does write one of the values beside the image is caught', async () => {
  const served = await servedWith(RECEIPT.pageUrl);
  const [page, ...files] = served;
  const leaked = { ...page, body: Buffer.from(page.body.toString().replace('</article>', '<p hidden>Charged 31.40</p></article>')) };
  expect(leaks(RECEIPT, [leaked, ...files])).toEqual([`${RECEIPT.pageUrl}: ${numeral('31.40').source}`]);
  // Alt text counts too, and another number that merely contains a value does not.
  const alt = { ...page, body: Buffer.from(page.body.toString().replace('alt="', 'alt="1842 ')) };
  expect(leaks(LEDGER, [alt])).toHaveLength(1);
  expect(leaks(LEDGER, [{ ...page, body: Buffer.from('width: 18420px; 1.1842') }])).toEqual([]);
});

test('every committed image is the drawing of the records it shows: data and bytes match the digests render-scans wrote, and the PNG carries no text', () => {
  const digests = JSON.parse(fs.readFileSync(DIGESTS_FILE, 'utf8')) as Record<string, { data: string; png: string }>;
  expect(Object.keys(digests).sort()).toEqual(SCANS.map((s) => s.file).sort());
  for (const scan of SCANS) {
    const bytes = fs.readFileSync(scanFile(scan));
    // A changed record without a new drawing (or a drawing edited by hand) fails here: run npx tsx scripts/render-scans.ts.
    expect(dataDigest(scan), `${scan.file}: drawn from these records`).toBe(digests[scan.file].data);
    expect(crypto.createHash('sha256').update(bytes).digest('hex'), `${scan.file}: the bytes render-scans wrote`).toBe(digests[scan.file].png);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height], scan.file).toEqual([scan.width, scan.height]);
    expect(chunkTypes(bytes).filter((type) => /^[a-z]TXt$|^tEXt$/.test(type)), scan.file).toEqual([]);
  }
});
