/**
 * Mirror of the HTML Standard, multipage edition: the contents (/multipage/, also shown at /),
 * one page per chapter file (/multipage/sections.html) and the index of elements. Generated,
 * with the Standard's real outline and the wording of its "Sections" elements.
 */
import { defineSite, html, notFound, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { moved } from '../mirror-kit.ts';
import { chapterPage, contentsPage, indicesPage } from './pages.ts';

function page(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/multipage/' || pathname === '/multipage/index.html') return contentsPage();
  if (pathname === '/multipage/indices.html') return indicesPage();
  const chapter = /^\/multipage\/([a-z0-9-]+\.html)$/.exec(pathname);
  return chapter ? chapterPage(chapter[1]) : undefined;
}

export default defineSite({
  name: 'html.spec.whatwg.org',
  hosts: ['html.spec.whatwg.org'],
  initialState: () => undefined,
  route(request: SiteRequest): SiteResponse {
    if (request.url.pathname === '/multipage') return moved('/multipage/');
    const body = page(request.url.pathname);
    return body === undefined ? notFound() : html(body);
  },
});
