/** Links and filler paragraphs in the encyclopedia's own style. */
import { esc } from '../../../site-kit/html.ts';
import { ENCYCLOPEDIC, Prose } from '../../prose.ts';
import { CITE } from './model.ts';

/** The path of a page: spaces become underscores, as on the real site (`/wiki/Eiffel_Tower`). */
export function wikiHref(title: string): string {
  return `/wiki/${encodeURIComponent(title.replace(/ /g, '_')).replace(/%3A/g, ':').replace(/%2F/g, '/').replace(/%2C/g, ',')}`;
}

/** The title a `/wiki/…` path names. */
export function titleOf(pathname: string): string {
  try {
    return decodeURIComponent(pathname.slice('/wiki/'.length)).replace(/_/g, ' ');
  } catch {
    return ''; // a malformed %-escape names no page
  }
}

export function wikiLink(title: string, text = title): string {
  return `<a href="${esc(wikiHref(title))}" title="${esc(title)}">${esc(text)}</a>`;
}

/**
 * Filler paragraphs for one article: encyclopedic sentences about its topic, some ending in a
 * link to a related article, most carrying a citation mark.
 */
export class ArticleProse {
  private readonly prose: Prose;

  constructor(
    private readonly related: readonly string[],
    topicNouns: readonly string[],
    ...key: Array<string | number>
  ) {
    this.prose = Prose.with(ENCYCLOPEDIC, topicNouns, 'wikipedia', ...key);
  }

  private sentence(): string {
    let text = esc(this.prose.sentence());
    if (this.related.length > 0 && this.prose.chance(0.3)) {
      const title = this.prose.pick(this.related);
      text = text.replace(/\.$/, `, as with ${wikiLink(title)}.`);
    }
    return this.prose.chance(0.55) ? `${text}${CITE}` : text;
  }

  paragraph(min = 3, max = 6): string {
    return Array.from({ length: this.prose.int(min, max) }, () => this.sentence()).join(' ');
  }

  paragraphs(count: number, min = 3, max = 6): string[] {
    return Array.from({ length: count }, () => this.paragraph(min, max));
  }

  int(min: number, max: number): number {
    return this.prose.int(min, max);
  }
}
