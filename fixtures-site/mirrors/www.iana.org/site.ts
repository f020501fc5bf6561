/**
 * Mirror of www.iana.org: the home page, the sections (domains, protocols, numbers, about), the
 * reserved-domains page, help topics with the example-domains page (where example.com's
 * "More information..." leads: /domains/example redirects there) and the site search.
 * Generated, with the real wording of the example- and reserved-domains pages.
 */
import { defineSite, html, notFound, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { moved } from '../mirror-kit.ts';
import { helpIndex, helpPage, homePage, reservedDomainsPage, searchPage, sectionPage } from './pages.ts';

function page(url: URL): SiteResponse | undefined {
  const { pathname } = url;
  if (pathname === '/') return html(homePage());
  if (pathname === '/domains/example') return moved('/help/example-domains');
  // IANA's short links to RFCs lead to the RFC Editor.
  const rfc = /^\/go\/rfc(\d+)$/.exec(pathname);
  if (rfc) return moved(`https://www.rfc-editor.org/rfc/rfc${rfc[1]}.html`, 302);
  if (pathname === '/domains/reserved') return html(reservedDomainsPage());
  if (pathname === '/help') return html(helpIndex());
  if (pathname === '/search') return html(searchPage(url.searchParams.get('q') ?? ''));
  const body = pathname.startsWith('/help/') ? helpPage(pathname.slice('/help/'.length)) : sectionPage(pathname);
  return body === undefined ? undefined : html(body);
}

export default defineSite({
  name: 'www.iana.org',
  hosts: ['www.iana.org'],
  initialState: () => undefined,
  route(request: SiteRequest): SiteResponse {
    return page(request.url) ?? notFound();
  },
});
