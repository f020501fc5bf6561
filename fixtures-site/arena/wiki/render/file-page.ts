/**
 * File: pages, each showing one scanned document as an image and nothing of what it says: the
 * `look` chore task wiki-chore-look-flood-years starts on one (benchmarks/task-spec/arena-data/look.ts
 * has the entries the image was drawn from; scripts/render-scans.ts draws it). No text here may
 * repeat a year or an entry: tests/pixel-evidence.spec.ts checks the page and every file served with it.
 */
import { page } from './layout.ts';

const FILES: Record<string, { caption: string; src: string; alt: string; width: number; height: number }> = {
  'Harbour_ledger_page.png': {
    caption: 'A page of the harbour master’s ledger of calamities, scanned by the town archive. The original is kept in the archive’s reading room.',
    src: '/static/scans/harbour-ledger.png',
    alt: 'Scanned handwritten ledger page',
    width: 760,
    height: 600,
  },
};

/** The page of `File:<name>`, or undefined when there is no such file. */
export function filePage(name: string): string | undefined {
  const file = FILES[name];
  if (!file) return undefined;
  const title = `File:${name.replace(/_/g, ' ')}`;
  return page({
    title,
    main: `<header class="page-heading"><h1 id="firstHeading">${title}</h1></header>
<div class="content"><figure style="margin:0"><img src="${file.src}" alt="${file.alt}" width="${file.width}" height="${file.height}" style="max-width:none;display:block"><figcaption>${file.caption}</figcaption></figure></div>`,
  });
}
