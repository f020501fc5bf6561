/**
 * What the `look` chore tasks' images show: scans and charts whose values exist only as pixels on
 * the arena's sites. `scripts/render-scans.ts` draws each image from these records once (into the
 * site's public/assets/scans/ folder); the sites serve the PNG and never these values, and the
 * tasks' contracts are written from them. Fixed data, the same under every seed: the images are
 * committed files. `tests/pixel-evidence.spec.ts` checks both sides (served text holds no answer
 * value; each committed image is the rendering of the records it was drawn from).
 */

export interface Scan<Data> {
  /** The image's file name in the site's scans/ folder (served at `imagePath`). */
  file: string;
  site: 'shop' | 'book' | 'docs' | 'wiki';
  /** The page that shows it. */
  pageUrl: string;
  /** Its size in CSS pixels (rendered at device scale 1). */
  width: number;
  height: number;
  data: Data;
}

// --- Copperleaf (shop): a scanned till receipt from the Oakridge store -------------------------

export interface ReceiptLine {
  item: string;
  qty: number;
  amount: number;
  /** A line the cashier voided: printed, struck through, never charged. */
  voided?: true;
}

export const RECEIPT: Scan<{ store: string; number: string; date: string; lines: ReceiptLine[] }> = {
  file: 'receipt-oakridge.png',
  site: 'shop',
  pageUrl: 'http://shop.arena.test/scans/receipt',
  width: 560,
  height: 560,
  data: {
    store: 'Copperleaf Oakridge',
    number: 'R-2291-5530',
    date: '2026-06-09 17:42',
    lines: [
      { item: 'Bamboo cutting board', qty: 1, amount: 12.49 },
      { item: 'Tea towel set', qty: 2, amount: 7.25 },
      { item: 'Ceramic mug', qty: 1, amount: 4.99 },
      { item: 'Cast iron skillet', qty: 1, amount: 31.4 },
      { item: 'Measuring spoons', qty: 1, amount: 3.75 },
      { item: 'Glass jar 1L', qty: 3, amount: 11.2, voided: true },
      { item: 'Silicone spatula', qty: 2, amount: 9.95 },
      { item: 'Pour-over kettle', qty: 1, amount: 27.15 },
      { item: 'Beeswax wraps', qty: 1, amount: 6.35 },
      { item: 'Chef knife 20cm', qty: 1, amount: 23.1 },
      { item: 'Oven mitt', qty: 2, amount: 14.8 },
      { item: 'Herb scissors', qty: 1, amount: 18.6 },
      { item: 'Cork trivet', qty: 1, amount: 2.89 },
    ],
  },
};

/** The amounts charged on the receipt: every line but the voided one. */
export const receiptCharges = (): number[] => RECEIPT.data.lines.filter((line) => !line.voided).map((line) => line.amount);

// --- Copperleaf (shop): a chart of online orders per month, as an image ------------------------

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface MonthBar {
  /** `YYYY-MM`. */
  month: string;
  orders: number;
}

const ORDERS = [1148, 1093, 1211, 1264, 1187, 1302, 1196, 1233, 1015, 978, 1204, 1342, 1122, 1277, 1189, 1251, 1060, 1318, 1199, 1226, 1174, 1290, 1141, 1247];

export const ORDERS_CHART: Scan<{ title: string; target: number; bars: MonthBar[] }> = {
  file: 'orders-by-month.png',
  site: 'shop',
  pageUrl: 'http://shop.arena.test/scans/order-volumes',
  width: 1120,
  height: 430,
  data: {
    title: 'Online orders per month',
    target: 1200,
    // June 2024 to May 2026: the 24 months before the arena's today.
    bars: ORDERS.map((orders, index) => {
      const month = (5 + index) % 12;
      const year = 2024 + Math.floor((5 + index) / 12);
      return { month: `${year}-${String(month + 1).padStart(2, '0')}`, orders };
    }),
  },
};

/** The months whose orders were above the target line (YYYY-MM). */
export function monthsAboveTarget(): string[] {
  return ORDERS_CHART.data.bars.filter((bar) => bar.orders > ORDERS_CHART.data.target).map((bar) => bar.month);
}

/** `Jun 24`: a bar's label under the chart. */
export const monthLabel = (month: string): string => `${MONTH_NAMES[Number(month.slice(5)) - 1].slice(0, 3)} ${month.slice(2, 4)}`;

// --- Wayfarer (book): a housekeeping floor plan of one floor ----------------------------------

export type RoomStatus = 'free' | 'occupied' | 'cleaning';

export const FLOOR_PLAN: Scan<{ hotel: string; floor: number; rooms: Array<{ number: number; status: RoomStatus }> }> = {
  file: 'floor-plan-annex-3.png',
  site: 'book',
  pageUrl: 'http://book.arena.test/plans/quayside-annex-3',
  width: 960,
  height: 470,
  data: {
    hotel: 'Quayside Annex',
    floor: 3,
    rooms: (
      [
        'occupied', 'free', 'occupied', 'cleaning', 'free', 'occupied', 'occupied', 'free', 'occupied', 'occupied',
        'free', 'occupied', 'cleaning', 'occupied', 'free', 'free', 'occupied', 'occupied', 'cleaning', 'free',
        'occupied', 'free', 'occupied', 'occupied', 'free', 'cleaning', 'occupied', 'free', 'occupied', 'free',
      ] as RoomStatus[]
    ).map((status, index) => ({ number: 301 + index, status })),
  },
};

/** The rooms the plan shows free (not occupied, not being cleaned). */
export const freeRooms = (): number[] => FLOOR_PLAN.data.rooms.filter((room) => room.status === 'free').map((room) => room.number);

// --- Larkspur Docs (docs): a screenshot of a gateway's request log --------------------------------

export interface LogLine {
  time: string;
  request: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  status: number;
  ms: number;
}

const LOG: Array<[number, LogLine['method'], string, number, number]> = [
  [40817, 'GET', '/v3/buckets', 200, 42],
  [40823, 'POST', '/v3/buckets/photos/objects', 503, 30012],
  [40826, 'GET', '/v3/buckets/photos', 200, 37],
  [40831, 'PUT', '/v3/buckets/photos/policy', 500, 218],
  [40835, 'GET', '/v3/keys', 401, 12],
  [40842, 'POST', '/v3/buckets/logs/objects', 502, 5004],
  [40847, 'DELETE', '/v3/buckets/tmp', 204, 88],
  [40853, 'GET', '/v3/buckets/logs/objects', 504, 30001],
  [40856, 'POST', '/v3/streams', 201, 143],
  [40862, 'GET', '/v3/streams/ingest', 500, 391],
  [40869, 'POST', '/v3/buckets/photos/objects', 429, 9],
  [40874, 'PUT', '/v3/streams/ingest/retention', 503, 30007],
  [40878, 'GET', '/v3/buckets', 200, 40],
  [40885, 'POST', '/v3/keys/rotate', 500, 612],
  [40891, 'GET', '/v3/usage', 404, 15],
  [40896, 'DELETE', '/v3/streams/old', 502, 5002],
  [40902, 'GET', '/v3/usage/daily', 200, 73],
  [40907, 'POST', '/v3/buckets/photos/objects', 507, 264],
  [40913, 'GET', '/v3/keys', 200, 18],
  [40918, 'PUT', '/v3/buckets/logs/lifecycle', 500, 455],
  [40924, 'POST', '/v3/streams/ingest/records', 503, 30010],
  [40929, 'GET', '/v3/buckets/photos', 304, 11],
];

export const REQUEST_LOG: Scan<{ service: string; lines: LogLine[] }> = {
  file: 'gateway-log.png',
  site: 'docs',
  pageUrl: 'http://docs.arena.test/kb/captures/gateway-log',
  width: 680,
  height: 520,
  data: {
    service: 'edge-gateway eu-west-2',
    lines: LOG.map(([request, method, path, status, ms], index) => ({
      time: `14:${String(2 + Math.floor((index * 7) / 3)).padStart(2, '0')}:${String((index * 23) % 60).padStart(2, '0')}`,
      request,
      method,
      path,
      status,
      ms,
    })),
  },
};

/** The requests the server failed (a 5xx status): not the client errors (4xx). */
export const serverErrorRequests = (): number[] => REQUEST_LOG.data.lines.filter((line) => line.status >= 500).map((line) => line.request);

// --- Arena Wiki (wiki): a scanned page of a harbour master's ledger ----------------------------

export const LEDGER: Scan<{ title: string; entries: Array<{ year: number; entry: string; kind: 'flood' | 'storm' | 'fire' | 'drought' | 'frost' }> }> = {
  file: 'harbour-ledger.png',
  site: 'wiki',
  pageUrl: 'http://wiki.arena.test/wiki/File:Harbour_ledger_page.png',
  width: 760,
  height: 600,
  data: {
    title: 'Harbour Master’s Ledger — Calamities',
    entries: [
      { year: 1803, entry: 'Great flood, quay under water', kind: 'flood' },
      { year: 1807, entry: 'Storm, two boats lost', kind: 'storm' },
      { year: 1811, entry: 'Flood after spring thaw', kind: 'flood' },
      { year: 1816, entry: 'Frost, harbour iced over', kind: 'frost' },
      { year: 1819, entry: 'Fire in the rope walk', kind: 'fire' },
      { year: 1824, entry: 'Flood, warehouses damaged', kind: 'flood' },
      { year: 1828, entry: 'Drought, wells dry', kind: 'drought' },
      { year: 1831, entry: 'Flood reached the chapel steps', kind: 'flood' },
      { year: 1836, entry: 'Storm tore the breakwater', kind: 'storm' },
      { year: 1842, entry: 'Flood, lower town evacuated', kind: 'flood' },
      { year: 1845, entry: 'Fire at the customs house', kind: 'fire' },
      { year: 1849, entry: 'Flood, bridge swept away', kind: 'flood' },
      { year: 1853, entry: 'Frost, fishing halted', kind: 'frost' },
      { year: 1857, entry: 'Flood after seven days of rain', kind: 'flood' },
      { year: 1862, entry: 'Storm surge at the pier', kind: 'storm' },
      { year: 1866, entry: 'Flood, market square awash', kind: 'flood' },
      { year: 1870, entry: 'Drought, river too low to sail', kind: 'drought' },
      { year: 1874, entry: 'Flood, mill race burst', kind: 'flood' },
      { year: 1879, entry: 'Fire on the herring sheds', kind: 'fire' },
      { year: 1883, entry: 'Flood, highest mark recorded', kind: 'flood' },
    ],
  },
};

/** The years the ledger records a flood. */
export const floodYears = (): number[] => LEDGER.data.entries.filter((e) => e.kind === 'flood').map((e) => e.year);

/** The image's path on its site: /assets/scans/<file> (the wiki serves its files under /static/). */
export const imagePath = (scan: Scan<unknown>): string => `${scan.site === 'wiki' ? '/static' : '/assets'}/scans/${scan.file}`;

/** Every image the look tasks show. */
export const SCANS: ReadonlyArray<Scan<unknown>> = [RECEIPT, ORDERS_CHART, FLOOR_PLAN, REQUEST_LOG, LEDGER];
