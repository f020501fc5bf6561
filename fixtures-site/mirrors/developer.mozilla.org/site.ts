/**
 * Mirror of MDN Web Docs: the home page (/en-US/), reference pages under /en-US/docs/<slug>, the
 * site search (/en-US/search?q=…), the blog and the pages the header and footer link to.
 * Generated, synthetic around the task pages' facts.
 */
import { html, notFound, defineSite, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { moved } from '../mirror-kit.ts';
import { catalogue } from './docs/catalogue.ts';
import { mdnPage } from './layout.ts';
import { docPage } from './pages/doc.ts';
import { homePage } from './pages/home.ts';
import { searchPage } from './pages/search.ts';
import { blogIndex, blogPost, sitePage } from './pages/site-pages.ts';

const DOCS = '/en-US/docs/';

function missing(): SiteResponse {
  return notFound(mdnPage({ title: 'Page not found | MDN', main: '<div class="home-section"><h1>Page not found</h1><p>Sorry, the page you requested doesn\'t exist.</p><p><a href="/en-US/">Go back to the home page</a></p></div>' }));
}

function page(pathname: string, params: URLSearchParams): SiteResponse | undefined {
  if (pathname === '/en-US/') return html(homePage());
  if (pathname === '/en-US/search') return html(searchPage(params));
  if (pathname === '/en-US/blog/') return html(blogIndex());
  const post = /^\/en-US\/blog\/([a-z0-9-]+)\/$/.exec(pathname);
  if (post) return optional(blogPost(post[1]));
  if (pathname.startsWith(DOCS)) {
    const doc = catalogue().docs.get(decodeURIComponent(pathname.slice(DOCS.length)).replace(/\/$/, ''));
    if (doc) return html(docPage(doc));
  }
  return optional(sitePage(pathname));
}

function optional(body: string | undefined): SiteResponse | undefined {
  return body === undefined ? undefined : html(body);
}

export default defineSite({
  name: 'developer.mozilla.org',
  hosts: ['developer.mozilla.org'],
  initialState: () => undefined,
  route(request: SiteRequest): SiteResponse {
    const { pathname, searchParams } = request.url;
    // The real site picks a locale from the browser's languages; the mirror is English only.
    if (pathname === '/' || pathname === '/en-US') return moved('/en-US/', 302);
    const otherLocale = /^\/(?!en-US\/)[a-z]{2}(?:-[A-Z]{2})?\/(docs\/.*)$/.exec(pathname);
    if (otherLocale) return moved(`/en-US/${otherLocale[1]}`, 302);
    if (pathname === '/discord') return moved('https://discord.gg/aZqEtMrbr7', 302);
    if (pathname.startsWith('/users/fxa/login/')) return moved('https://accounts.firefox.com/', 302);
    return page(pathname, searchParams) ?? missing();
  },
});
