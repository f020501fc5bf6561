/**
 * Mirror of the English Wikipedia: the Main Page, articles under /wiki/<Title>, the search of
 * /w/index.php (an exact title goes straight to its article), talk, category, project and
 * special pages, and page histories. Generated, synthetic around the task articles' facts.
 */
import { esc } from '../../site-kit/html.ts';
import { defineSite, html, notFound, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { moved } from '../mirror-kit.ts';
import { findArticle } from './articles/catalogue.ts';
import { titleOf, wikiHref } from './articles/text.ts';
import { actionPage } from './pages/actions.ts';
import { articlePage } from './pages/article.ts';
import { mainPage } from './pages/main-page.ts';
import { categoryPage, PROJECT_PAGES, projectPage, talkPage } from './pages/namespaces.ts';
import { searchPage } from './pages/search.ts';
import { specialPage } from './pages/special.ts';
import { wikiPage } from './skin.ts';

function missing(title: string): SiteResponse {
  const content = `<p><b>Wikipedia does not have an article with this exact name.</b> Please <a href="/w/index.php?search=${encodeURIComponent(title)}&amp;title=Special:Search&amp;fulltext=1">search for ${esc(title)} in Wikipedia</a> to check for alternative titles or spellings.</p>`;
  return notFound(wikiPage({ title, content }));
}

/** The page of a title, whatever its namespace; undefined when the mirror has no such page. */
function page(title: string, params: URLSearchParams): SiteResponse | undefined {
  if (title === 'Main Page') return html(mainPage());
  if (title.startsWith('Special:')) return specialPage(title.slice('Special:'.length), params);
  if (title.startsWith('Category:')) {
    const category = categoryPage(title.slice('Category:'.length));
    return category === undefined ? undefined : html(category);
  }
  if (title.startsWith('Talk:')) return findArticle(title.slice('Talk:'.length)) ? html(talkPage(title.slice('Talk:'.length))) : undefined;
  if (PROJECT_PAGES.has(title)) return html(projectPage(title));
  const article = findArticle(title);
  if (!article) return undefined;
  // /wiki/eiffel_tower and the like: the canonical title's URL.
  if (article.title !== title) return moved(wikiHref(article.title));
  return html(articlePage(article));
}

/** /w/index.php: the search, special pages, and actions on a page (history, edit, info, old revisions). */
function indexPhp(params: URLSearchParams): SiteResponse | undefined {
  const title = (params.get('title') ?? '').replace(/_/g, ' ');
  if (params.has('search') || title === 'Special:Search') return searchPage(params);
  if (title.startsWith('Special:')) return specialPage(title.slice('Special:'.length), params);
  const action = params.get('action');
  const subject = title.startsWith('Talk:') ? title.slice('Talk:'.length) : title;
  const article = findArticle(subject);
  if (action) {
    const shown = actionPage(action, title, title.startsWith('Talk:') ? undefined : article);
    return shown === undefined ? undefined : html(shown);
  }
  // Old revisions and the printable version show the page as it is now.
  return page(title, params);
}

export default defineSite({
  name: 'en.wikipedia.org',
  hosts: ['en.wikipedia.org'],
  initialState: () => undefined,
  route(request: SiteRequest): SiteResponse {
    const { pathname, searchParams } = request.url;
    if (pathname === '/') return moved('/wiki/Main_Page');
    if (pathname === '/w/index.php') return indexPhp(searchParams) ?? missing((searchParams.get('title') ?? '').replace(/_/g, ' '));
    if (pathname.startsWith('/wiki/')) {
      const title = titleOf(pathname);
      return page(title, searchParams) ?? missing(title);
    }
    return notFound();
  },
});
