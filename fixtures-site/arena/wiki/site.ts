import path from 'node:path';
import { defineSite, html, json, notFound, redirect, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { articlePath, theEncyclopedia } from './articles/encyclopedia.ts';
import { articlePage } from './render/article.ts';
import { categoryPage } from './render/category-page.ts';
import { filePage } from './render/file-page.ts';
import { mainPage } from './render/main-page.ts';
import { projectPage, projectTitleAt } from './render/project.ts';
import { PAGE_SIZES, searchPage, SORTS, type SortKey } from './render/search-page.ts';
import { allPagesPage, categoriesPage, citeThisPagePage, notFoundPage, pageInfoPage, recentChangesPage, talkPage, whatLinksHerePage } from './render/special.ts';
import { theSearchIndex } from './search.ts';
import { theWorld } from './world/world.ts';

/**
 * The arena's encyclopedia (http://wiki.arena.test/): a few hundred generated articles about one
 * fictional world, with search and suggestions, categories, lists and the special pages of a wiki.
 * Reading changes nothing; the only per-episode state is where "Random article" goes next.
 */
interface WikiState {
  randomDraws: number;
}

/** Articles render the same every time: each is rendered once per process. */
const rendered = new Map<string, string>();

function article(title: string): string {
  let page = rendered.get(title);
  if (page === undefined) {
    page = articlePage(theEncyclopedia().get(title)!);
    rendered.set(title, page);
  }
  return page;
}

/** "Random article" walks every article in a fixed order, so an episode's random pages are always the same ones. */
function randomArticle(state: WikiState): SiteResponse {
  const titles = theEncyclopedia().articles.map((a) => a.title).sort();
  // 97 shares no factor with the article count, so the walk visits every article before repeating.
  const title = titles[(state.randomDraws++ * 97 + 13) % titles.length];
  return redirect(articlePath(title));
}

function suggestions(query: string): SiteResponse {
  const pages = theSearchIndex().suggest(query).map((a) => ({ title: a.title, description: a.description, url: articlePath(a.title) }));
  return json({ query, pages });
}

function search(request: SiteRequest): SiteResponse {
  const params = request.url.searchParams;
  const query = params.get('q') ?? '';
  const exact = params.has('fulltext') ? undefined : theSearchIndex().exactTitle(query);
  if (exact) return redirect(articlePath(exact.title));
  const limit = PAGE_SIZES.find((size) => String(size) === params.get('limit')) ?? PAGE_SIZES[0];
  const offset = Math.max(0, Math.floor(Number(params.get('offset')) || 0));
  const sort = (Object.keys(SORTS) as SortKey[]).find((key) => key === params.get('sort')) ?? 'relevance';
  return html(searchPage({ query, offset, limit, sort }));
}

/** Special:Name or Special:Name/Target. */
function special(name: string, target: string, request: SiteRequest, state: WikiState): SiteResponse {
  switch (name.toLowerCase()) {
    case 'random':
      return randomArticle(state);
    case 'allpages':
      return html(allPagesPage());
    case 'categories':
      return html(categoriesPage());
    case 'recentchanges':
      return html(recentChangesPage());
    case 'search':
      return redirect(`/search${request.url.search}`);
  }
  const about = theEncyclopedia().atPath(target);
  if (!about) return notFound(notFoundPage(`Special:${name}/${target.replace(/_/g, ' ')}`));
  switch (name.toLowerCase()) {
    case 'whatlinkshere':
      return html(whatLinksHerePage(about));
    case 'pageinfo':
      return html(pageInfoPage(about));
    case 'citethispage':
      return html(citeThisPagePage(about, request.url.host));
  }
  return notFound(notFoundPage(`Special:${name}`));
}

function wikiPage(segment: string, request: SiteRequest, state: WikiState): SiteResponse {
  const encyclopedia = theEncyclopedia();
  const [namespace, rest] = segment.includes(':') ? [segment.slice(0, segment.indexOf(':')), segment.slice(segment.indexOf(':') + 1)] : ['', segment];
  switch (namespace.toLowerCase()) {
    case '':
      break;
    case 'special': {
      const [name, ...target] = rest.split('/');
      return special(name, target.join('/'), request, state);
    }
    case 'category': {
      const category = encyclopedia.categoryAtPath(rest);
      return category ? html(categoryPage(category)) : notFound(notFoundPage(`Category:${rest.replace(/_/g, ' ')}`));
    }
    case 'file': {
      const file = filePage(rest);
      return file ? html(file) : notFound(notFoundPage(`File:${rest.replace(/_/g, ' ')}`));
    }
    case 'talk': {
      const about = encyclopedia.atPath(rest);
      return about ? html(talkPage(about)) : notFound(notFoundPage(`Talk:${rest.replace(/_/g, ' ')}`));
    }
    default: {
      const title = projectTitleAt(`/wiki/${segment}`);
      if (title) return html(projectPage(title)!);
    }
  }
  if (segment.toLowerCase() === 'main_page') return html(mainPage());
  const found = encyclopedia.atPath(segment);
  if (!found) return notFound(notFoundPage(segment.replace(/_/g, ' ')));
  // A title typed in another letter case or with spaces lands on the article's own address.
  const canonical = articlePath(found.title);
  if (`/wiki/${segment}` !== canonical) return redirect(canonical);
  return html(article(found.title));
}

export default defineSite<WikiState>({
  name: 'wiki',
  hosts: ['wiki.arena.test'],
  staticDir: path.join(import.meta.dirname, 'static'),
  initialState: () => ({ randomDraws: 0 }),
  vocabularies: {
    countries: () => theWorld().countries.map((c) => c.name),
    cities: () => theWorld().cities.map((c) => c.name),
    mountains: () => theWorld().mountains.map((m) => m.name),
    rivers: () => theWorld().rivers.map((r) => r.name),
    universities: () => theWorld().universities.map((u) => u.name),
    people: () => theWorld().people.map((p) => p.name),
    companies: () => theWorld().companies.map((c) => c.name),
    inventions: () => theWorld().inventions.map((i) => i.name),
    events: () => theWorld().events.map((e) => e.name),
  },
  route(request, state) {
    const pathname = request.url.pathname;
    if (pathname.startsWith('/static/')) return undefined;
    if (pathname === '/') return redirect('/wiki/Main_Page');
    if (pathname === '/api/suggest') return suggestions(request.url.searchParams.get('q') ?? '');
    if (pathname === '/search') return search(request);
    if (pathname.startsWith('/wiki/')) {
      let segment: string;
      try {
        segment = decodeURIComponent(pathname.slice('/wiki/'.length));
      } catch {
        return notFound(notFoundPage(pathname));
      }
      return wikiPage(segment, request, state);
    }
    return notFound(notFoundPage(pathname.slice(1) || 'Main Page'));
  },
});
