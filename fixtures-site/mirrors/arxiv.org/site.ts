/**
 * Mirror of arXiv: the home page with the subject taxonomy, the search (/search/?query=…),
 * abstract pages (/abs/<id>), category listings (/list/<category>/recent) and archive pages.
 * Generated, with a few real papers (WebVoyager among them) among generated ones. PDFs and TeX
 * sources are not mirrored.
 */
import { defineSite, html, notFound, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { moved } from '../mirror-kit.ts';
import { homePage } from './pages/home.ts';
import { abstractPage } from './pages/abstract.ts';
import { archivePage, bibtex, formatsPage, fullTextPage, listingPage } from './pages/listing.ts';
import { advancedSearchPage, searchPage } from './pages/search.ts';
import { papers } from './papers.ts';
import { ARCHIVES } from './taxonomy.ts';

/** Paths naming one paper: /abs/2401.13919 (or …v1), /format/…, /bibtex/…, /html/…v1. */
const PAPER_PATH = /^\/(abs|format|bibtex|html)\/(\d{4}\.\d{5})(v1)?$/;

function paperPage(pathname: string): SiteResponse | undefined {
  const [, kind, id, version] = PAPER_PATH.exec(pathname) ?? [];
  const paper = id === undefined ? undefined : papers().get(id);
  if (!paper || (kind === 'html' && !version)) return undefined;
  switch (kind) {
    case 'abs':
      return html(abstractPage(paper));
    case 'format':
      return html(formatsPage(paper));
    case 'bibtex':
      return { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: bibtex(paper) };
    default:
      return html(fullTextPage(paper));
  }
}

function page(url: URL): SiteResponse | undefined {
  const { pathname, searchParams } = url;
  if (pathname === '/') return html(homePage());
  // The header's search form posts to /search; arXiv answers at /search/.
  if (pathname === '/search') return moved(`/search/${url.search}`);
  if (pathname === '/search/') return html(searchPage(searchParams));
  if (pathname === '/search/advanced') return html(advancedSearchPage());
  const archiveSearch = /^\/search\/([a-z-]+)$/.exec(pathname);
  if (archiveSearch && ARCHIVES.some((a) => a.id === archiveSearch[1])) return html(searchPage(searchParams));
  const archive = /^\/archive\/([a-z-]+)$/.exec(pathname);
  if (archive) {
    const body = archivePage(archive[1]);
    return body === undefined ? undefined : html(body);
  }
  const listing = /^\/list\/([A-Za-z.-]+)\/([\w-]+)$/.exec(pathname);
  if (listing) {
    const body = listingPage(listing[1], listing[2], Math.max(0, Number(searchParams.get('skip')) || 0));
    return body === undefined ? undefined : html(body);
  }
  return paperPage(pathname);
}

export default defineSite({
  name: 'arxiv.org',
  hosts: ['arxiv.org'],
  initialState: () => undefined,
  route(request: SiteRequest): SiteResponse {
    return page(request.url) ?? notFound();
  },
});
