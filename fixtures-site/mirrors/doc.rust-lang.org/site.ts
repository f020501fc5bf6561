/**
 * Mirror of doc.rust-lang.org: the documentation home page, the `std` API docs (crate root,
 * modules, primitives, items, macros, keywords) with rustdoc's `?search=` and the books of the
 * bookshelf. Generated, with the real text of `str::trim`.
 */
import { defineSite, html, notFound, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { moved } from '../mirror-kit.ts';
import { bookPage, homePage } from './pages/books.ts';
import { searchPage } from './pages/search.ts';
import { allItems, crateRoot, itemPage, keywordPage, macroPage, modulePage, primitivePage } from './pages/std.ts';

/** A page of the std docs by its path under /std/ (`index.html`, `primitive.str.html`, `string/struct.String.html`). */
function stdPage(file: string): string | undefined {
  if (file === 'index.html') return crateRoot();
  if (file === 'all.html') return allItems();
  const top = /^(primitive|macro|keyword)\.(\w+)\.html$/.exec(file);
  if (top) return top[1] === 'primitive' ? primitivePage(top[2]) : top[1] === 'macro' ? macroPage(top[2]) : keywordPage(top[2]);
  const module = /^(\w+)\/index\.html$/.exec(file);
  if (module) return modulePage(module[1]);
  const item = /^(\w+)\/(struct|enum|trait|fn|type)\.(\w+)\.html$/.exec(file);
  return item ? itemPage(item[1], item[2], item[3]) : undefined;
}

function page(url: URL): SiteResponse | undefined {
  const { pathname, searchParams } = url;
  if (pathname === '/' || pathname === '/index.html') return html(homePage());
  if (pathname === '/std' || pathname === '/std/') return moved('/std/index.html');
  // The stable channel's address serves the same docs.
  if (pathname.startsWith('/stable/')) return moved(pathname.slice('/stable'.length) + url.search);
  if (pathname.startsWith('/std/')) {
    const query = searchParams.get('search');
    const body = stdPage(pathname.slice('/std/'.length));
    if (body === undefined) return undefined;
    return html(query ? searchPage(query) : body);
  }
  const book = /^\/([a-z_-]+)\/([\w.-]*)$/.exec(pathname);
  if (book) {
    const body = bookPage(book[1], book[2] || 'index.html');
    return body === undefined ? undefined : html(body);
  }
  return undefined;
}

export default defineSite({
  name: 'doc.rust-lang.org',
  hosts: ['doc.rust-lang.org'],
  initialState: () => undefined,
  route(request: SiteRequest): SiteResponse {
    return page(request.url) ?? notFound();
  },
});
