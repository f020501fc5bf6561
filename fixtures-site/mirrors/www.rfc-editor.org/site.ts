/**
 * Mirror of the RFC Editor: the home page, the RFC search (/search/rfc_search_detail.php), info
 * pages (/info/rfcN), the RFCs themselves (/rfc/rfcN.html and .txt), errata and the RFC index.
 * Generated, synthetic around the published outline of RFC 9110.
 */
import { defineSite, html, notFound, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { rfcs } from './catalogue.ts';
import { rfcHtml, rfcText } from './document.ts';
import { errataPage, homePage, indexPage, infoPage, navPage, searchFormPage, searchResultsPage } from './pages.ts';

/** Paths naming one RFC: its info page, its errata, the RFC itself (HTML, or text). */
const RFC_PATH = /^\/(info|errata|rfc)\/rfc(\d+)(\.html|\.txt)?$/;

function rfcPage(pathname: string): SiteResponse | undefined {
  const [, kind, number, extension = ''] = RFC_PATH.exec(pathname) ?? [];
  const rfc = number === undefined ? undefined : rfcs().get(Number(number));
  if (!rfc) return undefined;
  if (kind === 'rfc' && extension === '.txt') return { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: rfcText(rfc) };
  if (kind === 'rfc') return html(rfcHtml(rfc));
  if (extension) return undefined;
  return html(kind === 'info' ? infoPage(rfc) : errataPage(rfc));
}

function page(pathname: string, params: URLSearchParams): SiteResponse | undefined {
  if (pathname === '/') return html(homePage());
  if (pathname === '/search/rfc_search.php') return html(searchFormPage());
  if (pathname === '/search/rfc_search_detail.php') return html(searchResultsPage(params));
  if (pathname === '/rfc-index.html') return html(indexPage());
  const prose = navPage(pathname);
  return prose === undefined ? rfcPage(pathname) : html(prose);
}

export default defineSite({
  name: 'www.rfc-editor.org',
  hosts: ['www.rfc-editor.org'],
  initialState: () => undefined,
  route(request: SiteRequest): SiteResponse {
    return page(request.url.pathname, request.url.searchParams) ?? notFound();
  },
});
