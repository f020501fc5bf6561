import type { PageFrame } from './layout.ts';

/**
 * Pages that show a scan or a chart as an image and nothing else of what it holds: the `look`
 * chore tasks start on them (benchmarks/task-spec/arena-data/look.ts has the records the images
 * were drawn from; scripts/render-scans.ts draws them). No text here may repeat a value the image
 * shows: tests/pixel-evidence.spec.ts checks every page and file served with it.
 */
const SCANS: Record<string, { title: string; intro: string; src: string; alt: string; width: number; height: number }> = {
  receipt: {
    title: 'Scanned receipt',
    intro: 'A customer sent us this scan of a till receipt from our Oakridge store with a question about the charges. Voided lines were never charged.',
    src: '/assets/scans/receipt-oakridge.png',
    alt: 'Scan of a till receipt from the Oakridge store',
    width: 560,
    height: 560,
  },
  'order-volumes': {
    title: 'Online order volumes',
    intro: 'The monthly order chart from the last trading review, exported as an image.',
    src: '/assets/scans/orders-by-month.png',
    alt: 'Bar chart of online orders per month against the monthly target',
    width: 1120,
    height: 430,
  },
};

/** The page of one scan, or undefined for a name that has none. */
export function scanFrame(name: string): Omit<PageFrame, 'session' | 'flash'> | undefined {
  const scan = SCANS[name];
  if (!scan) return undefined;
  const main = `<article class="scan-page"><h1>${scan.title}</h1><p>${scan.intro}</p>
<figure style="margin:0"><img src="${scan.src}" alt="${scan.alt}" width="${scan.width}" height="${scan.height}" style="max-width:none;display:block"></figure></article>`;
  return { title: scan.title, main, kind: 'scan', breadcrumbs: [{ label: 'Help', href: '/help/contact-us' }, { label: scan.title }] };
}
