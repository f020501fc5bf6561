/**
 * Draws the `look` chore tasks' images (benchmarks/task-spec/arena-data/look.ts) into each site's
 * public/assets/scans/ folder: an HTML drawing of the records, screenshotted by Chromium at device
 * scale 1. The values then exist only as pixels: no page, script or alt text of the sites holds
 * them. Beside the data it writes scans.digests.json (never served): for each image the sha256 of
 * the records it shows and of its bytes, which tests/pixel-evidence.spec.ts holds the committed
 * files to.
 *
 *   npx tsx scripts/render-scans.ts            # draw every image, write the digests
 *   npx tsx scripts/render-scans.ts --check    # draw again and compare pixels with the committed files
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PNG } from 'pngjs';
import { QUIET_FLAGS, resolveChromium } from '../benchmarks/browser/chromium.ts';
import { FLOOR_PLAN, imagePath, LEDGER, monthLabel, ORDERS_CHART, RECEIPT, REQUEST_LOG, SCANS, type Scan } from '../benchmarks/task-spec/arena-data/look.ts';
import { canonicalJson, sha256 } from '../benchmarks/task-spec/digest.ts';

const ARENA = path.resolve(import.meta.dirname, '../fixtures-site/arena');
export const DIGESTS_FILE = path.resolve(import.meta.dirname, '../benchmarks/task-spec/arena-data/scans.digests.json');

/** Where a scan's PNG is committed. */
export const scanFile = (scan: Scan<unknown>): string => path.join(ARENA, scan.site, scan.site === 'wiki' ? 'static' : 'public', imagePath(scan));

/** The digest of the records an image shows. */
export const dataDigest = (scan: Scan<unknown>): string => sha256(canonicalJson(scan.data));

const esc = (text: string | number) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = (n: number) => n.toFixed(2);

/** Paper, slightly uneven, with the content a little askew: what a scanner gives. */
const PAPER = `body{margin:0;background:#d9d6cf;font-family:'DejaVu Sans Mono',monospace;color:#222}
.sheet{position:absolute;inset:10px;background:#f7f3e6;box-shadow:0 0 6px rgba(0,0,0,.35);
background-image:repeating-linear-gradient(0deg,rgba(0,0,0,.018) 0 1px,transparent 1px 3px),radial-gradient(circle at 30% 20%,rgba(255,255,255,.6),transparent 60%);}
.tilt{transform:rotate(-0.6deg);transform-origin:50% 50%;padding:18px 26px}`;

function receiptHtml(): string {
  const { store, number, date, lines } = RECEIPT.data;
  const total = lines.filter((l) => !l.voided).reduce((sum, l) => sum + l.amount, 0);
  const rows = lines
    .map(
      (l) =>
        `<tr class="${l.voided ? 'void' : ''}"><td>${esc(l.item)}</td><td class="q">${l.qty}</td><td class="a">${money(l.amount)}</td>${l.voided ? '<td class="stamp">VOID</td>' : '<td></td>'}</tr>`,
    )
    .join('');
  return `<style>${PAPER}
h1{font-size:20px;text-align:center;margin:4px 0}p{margin:2px 0;text-align:center;font-size:14px}
table{width:100%;border-collapse:collapse;margin-top:10px;font-size:17px}td{padding:3px 2px}.q{text-align:center;width:40px}.a{text-align:right;width:90px}
tr.void td:not(.stamp){text-decoration:line-through;color:#555}.stamp{color:#b02020;font-weight:bold;font-size:15px;transform:rotate(-8deg);width:50px;text-align:center}
.rule{border-top:2px dashed #555;margin:8px 0}.total{display:flex;justify-content:space-between;font-size:19px;font-weight:bold;padding-right:52px}</style>
<div class="sheet"><div class="tilt"><h1>${esc(store)}</h1><p>Receipt ${esc(number)} · ${esc(date)}</p><div class="rule"></div>
<table><tr><td><b>Item</b></td><td class="q"><b>Qty</b></td><td class="a"><b>Amount</b></td><td></td></tr>${rows}</table>
<div class="rule"></div><div class="total"><span>TOTAL</span><span>${money(total)}</span></div><p>Thank you for shopping with us</p></div></div>`;
}

function ordersChartHtml(): string {
  const { title, target, bars } = ORDERS_CHART.data;
  const top = 1400;
  const plot = { left: 70, bottom: 360, height: 300, width: ORDERS_CHART.width - 90 };
  const step = plot.width / bars.length;
  const y = (v: number) => plot.bottom - (v / top) * plot.height;
  const body = bars
    .map((bar, i) => {
      const x = plot.left + i * step + 6;
      const w = step - 12;
      return `<rect x="${x}" y="${y(bar.orders)}" width="${w}" height="${plot.bottom - y(bar.orders)}" fill="#4a78b5"/>
<text x="${x + w / 2}" y="${plot.bottom + 18}" font-size="12" text-anchor="middle">${esc(monthLabel(bar.month).split(' ')[0])}</text>
<text x="${x + w / 2}" y="${plot.bottom + 33}" font-size="12" text-anchor="middle" fill="#555">${esc(monthLabel(bar.month).split(' ')[1])}</text>
<text x="${x + w / 2}" y="${plot.bottom + 58}" font-size="12" text-anchor="middle" fill="#111">${bar.orders}</text>`;
    })
    .join('');
  const grid = [0, 200, 400, 600, 800, 1000, 1200, 1400]
    .map((v) => `<line x1="${plot.left}" x2="${plot.left + plot.width}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/><text x="${plot.left - 8}" y="${y(v) + 4}" font-size="12" text-anchor="end" fill="#555">${v}</text>`)
    .join('');
  return `<style>body{margin:0;background:#fff;font-family:'DejaVu Sans',sans-serif}</style>
<svg width="${ORDERS_CHART.width}" height="${ORDERS_CHART.height}" xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans">
<text x="${plot.left}" y="30" font-size="20" font-weight="bold">${esc(title)}</text>
<text x="${plot.left}" y="50" font-size="13" fill="#555">Orders placed on Copperleaf online, by month. Dashed line: the monthly target of ${target.toLocaleString('en-GB')} orders.</text>
<text x="${plot.left - 8}" y="${plot.bottom + 58}" font-size="12" text-anchor="end" fill="#555">orders</text>
${grid}${body}
<line x1="${plot.left}" x2="${plot.left + plot.width}" y1="${y(target)}" y2="${y(target)}" stroke="#c0392b" stroke-width="2" stroke-dasharray="8 5"/>
</svg>`;
}

function floorPlanHtml(): string {
  const { hotel, floor, rooms } = FLOOR_PLAN.data;
  const fill = { free: '#7bc47f', occupied: '#b9b9b9', cleaning: '#f0b44c' } as const;
  const cells = rooms
    .map((room, i) => {
      const row = Math.floor(i / 10);
      const col = i % 10;
      // The middle row faces a corridor: rooms 311–320 run right to left, as doors along a loop do.
      const x = 20 + (row === 1 ? 9 - col : col) * 92;
      const yy = 80 + row * 120 + (row === 2 ? 10 : 0);
      return `<rect x="${x}" y="${yy}" width="86" height="84" fill="${fill[room.status]}" stroke="#333" stroke-width="2"/>
<text x="${x + 43}" y="${yy + 50}" font-size="22" font-weight="bold" text-anchor="middle">${room.number}</text>`;
    })
    .join('');
  const legend = (['free', 'occupied', 'cleaning'] as const)
    .map((s, i) => `<rect x="${20 + i * 200}" y="435" width="22" height="22" fill="${fill[s]}" stroke="#333"/><text x="${50 + i * 200}" y="452" font-size="15">${{ free: 'Free tonight', occupied: 'Occupied', cleaning: 'Cleaning (not bookable)' }[s]}</text>`)
    .join('');
  return `<style>body{margin:0;background:#fff}</style>
<svg width="${FLOOR_PLAN.width}" height="${FLOOR_PLAN.height}" xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans">
<text x="20" y="34" font-size="21" font-weight="bold">${esc(hotel)} · Floor ${floor} · housekeeping plan</text>
<text x="20" y="58" font-size="13" fill="#555">Status at 14:00 today</text>
<rect x="20" y="170" width="916" height="26" fill="#eee"/><text x="478" y="188" font-size="12" text-anchor="middle" fill="#777">corridor</text>
<rect x="20" y="290" width="916" height="26" fill="#eee"/><text x="478" y="308" font-size="12" text-anchor="middle" fill="#777">corridor</text>
${cells}${legend}</svg>`;
}

function requestLogHtml(): string {
  const { service, lines } = REQUEST_LOG.data;
  const colour = (status: number) => (status >= 500 ? '#ff6b6b' : status >= 400 ? '#ffd166' : '#8bd17c');
  const rows = lines
    .map((l) => `<div><span class="t">${l.time}</span> <span class="r">#${l.request}</span> ${l.method.padEnd(6, ' ').replace(/ /g, '&nbsp;')} ${esc(l.path.padEnd(31, ' ')).replace(/ /g, '&nbsp;')} <span style="color:${colour(l.status)}">${l.status}</span> ${String(l.ms).padStart(6, ' ').replace(/ /g, '&nbsp;')} ms</div>`)
    .join('');
  return `<style>body{margin:0;background:#1e1f24;font-family:'DejaVu Sans Mono',monospace;color:#d8dee9;font-size:15px}
.bar{background:#33353d;color:#aab;padding:6px 12px;font-family:'DejaVu Sans',sans-serif;font-size:13px}.log{padding:8px 14px;line-height:20.5px;white-space:nowrap}
.t{color:#7f8799}.r{color:#9ecbff}</style>
<div class="bar">● ● ●   tail -f access.log — ${esc(service)}</div><div class="log">${rows}</div>`;
}

function ledgerHtml(): string {
  const { title, entries } = LEDGER.data;
  const rows = entries.map((e) => `<tr><td class="y">${e.year}</td><td>${esc(e.entry)}</td></tr>`).join('');
  return `<style>${PAPER}.sheet{font-family:'DejaVu Serif',serif;color:#3a2b1a;background-color:#efe3c4}
h1{font-size:22px;font-style:italic;margin:2px 0 8px;text-align:center}table{border-collapse:collapse;width:100%;font-size:17px;font-style:italic}
td{border-bottom:1px solid rgba(90,60,30,.35);padding:2px 6px}.y{width:80px;border-right:2px solid rgba(140,40,40,.5)}</style>
<div class="sheet"><div class="tilt"><h1>${esc(title)}</h1><table>${rows}</table></div></div>`;
}

const DRAWINGS: ReadonlyMap<Scan<unknown>, () => string> = new Map<Scan<unknown>, () => string>([
  [RECEIPT, receiptHtml],
  [ORDERS_CHART, ordersChartHtml],
  [FLOOR_PLAN, floorPlanHtml],
  [REQUEST_LOG, requestLogHtml],
  [LEDGER, ledgerHtml],
]);

async function render(): Promise<Map<Scan<unknown>, Buffer>> {
  const browser = await chromium.launch({ executablePath: resolveChromium(), headless: true, args: [...QUIET_FLAGS, '--font-render-hinting=none'] });
  const images = new Map<Scan<unknown>, Buffer>();
  try {
    for (const scan of SCANS) {
      const page = await browser.newPage({ viewport: { width: scan.width, height: scan.height }, deviceScaleFactor: 1 });
      await page.setContent(`<!doctype html><meta charset="utf-8">${DRAWINGS.get(scan)!()}`);
      images.set(scan, await page.screenshot({ type: 'png', animations: 'disabled' }));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return images;
}

/** How many pixels of two PNGs differ (every pixel, if their sizes do). */
function differingPixels(a: Buffer, b: Buffer): number {
  const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (x.width !== y.width || x.height !== y.height) return Math.max(x.width * x.height, y.width * y.height);
  let count = 0;
  for (let i = 0; i < x.data.length; i += 4) if (x.data.readUInt32BE(i) !== y.data.readUInt32BE(i)) count++;
  return count;
}

const fileDigest = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const check = process.argv.includes('--check');
  const images = await render();
  const digests: Record<string, { data: string; png: string }> = {};
  let failures = 0;
  for (const [scan, bytes] of images) {
    const file = scanFile(scan);
    if (check) {
      const differ = fs.existsSync(file) ? differingPixels(fs.readFileSync(file), bytes) : -1;
      console.log(`${differ === 0 ? 'ok  ' : 'DIFF'} ${path.relative(process.cwd(), file)}${differ === 0 ? '' : differ < 0 ? ': missing' : `: ${differ} pixels differ`}`);
      if (differ !== 0) failures++;
      continue;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    digests[scan.file] = { data: dataDigest(scan), png: fileDigest(bytes) };
    console.log(`wrote ${path.relative(process.cwd(), file)} (${bytes.length} bytes)`);
  }
  if (!check) fs.writeFileSync(DIGESTS_FILE, `${JSON.stringify(digests, null, 2)}\n`);
  process.exit(failures ? 1 : 0);
}
