/**
 * What the generated mirrors of public sites share: lazily built data, the redirects real sites
 * answer with (301/302 for GET, not the 303 of a form post), and the ranking of a site search.
 * The mirror folders hold one site each; this file sits beside them (a file, not a folder, so it
 * is no hostname).
 */
import type { SiteResponse } from '../site-kit/site.ts';

export { lazy } from '../site-kit/lazy.ts';

/** A redirect as the real site sends it for a GET: 301 (moved for good) or 302 (found elsewhere). */
export function moved(location: string, status: 301 | 302 = 301): SiteResponse {
  return { status, headers: { location }, body: '' };
}

/** Lower-case words of a text, accents and punctuation dropped. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter(Boolean);
}

/** What a site search looks at in one document. */
export interface SearchDocument {
  title: string;
  /** Text searched besides the title (summary, keywords). */
  text: string;
}

/**
 * The documents holding every word of the query (title or text), best first: an exact title,
 * then words in the title, then words in the text; ties keep the catalogue's order, so the
 * same query always lists the same results.
 */
export function rankSearch<T extends SearchDocument>(documents: readonly T[], query: string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const wanted = words.join(' ');
  const scored: Array<{ document: T; score: number; order: number }> = [];
  documents.forEach((document, order) => {
    const title = searchWords(document.title);
    const all = new Set([...title, ...searchWords(document.text)]);
    if (!words.every((word) => all.has(word))) return;
    const inTitle = words.filter((word) => title.includes(word)).length;
    const score = (title.join(' ') === wanted ? 1000 : 0) + inTitle * 10 - title.length;
    scored.push({ document, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.document);
}
