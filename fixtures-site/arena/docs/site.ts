/**
 * docs.arena.test: the documentation of a generated SDK, in three major versions (/v1/, /v2/,
 * /v3/) with guides, an API reference, changelogs and search. Read-only: no episode state.
 */
import path from 'node:path';
import { defineSite, html, notFound, redirect, type SiteResponse } from '../../site-kit/site.ts';
import { existsIn, getApi } from './model/api.ts';
import { findGuide } from './model/guides.ts';
import { getLibrary, isMajor, LATEST_MAJOR, type Major } from './model/library.ts';
import { apiItemPage, missingItemPage, modulePage, referenceOverviewPage } from './render/api-pages.ts';
import { versionPath } from './render/inline.ts';
import { layout, type DocPage } from './render/layout.ts';
import { findArticle } from './model/articles.ts';
import { changelogPage, guidePage, homePage, kbArticlePage, kbIndexPage, notFoundPage, projectPage, searchPage } from './render/pages.ts';
import { PROJECT_PAGES } from './render/project-pages.ts';
import { CAPTURE_PATH, gatewayLogCapturePage } from './render/captures.ts';

const distinct = (values: string[]) => [...new Set(values)].sort();

function page(doc: DocPage, status = 200): SiteResponse {
  return html(layout(doc), { status });
}

/** A page of one major version's docs, by its path below /v<major>. */
function versionPage(major: Major, rest: string, query: URLSearchParams): SiteResponse {
  if (rest === '' || rest === '/') return page(homePage(major));
  if (rest === '/api') return redirect(versionPath(major, '/api/'));
  if (rest === '/api/') return page(referenceOverviewPage(major));
  if (rest === '/changelog') return page(changelogPage(major));
  if (rest === '/search') return page(searchPage(major, query.get('q') ?? '', query.get('kind') ?? '', Number(query.get('page') ?? '1') || 1));
  const moduleId = /^\/api\/modules\/([a-z]+)$/.exec(rest)?.[1];
  if (moduleId) {
    const group = getApi().groups.find((g) => g.id === moduleId);
    return group ? page(modulePage(group, major)) : page(notFoundPage(major, rest), 404);
  }
  const itemName = /^\/api\/([A-Za-z]+)$/.exec(rest)?.[1];
  const item = itemName ? getApi().byName.get(itemName) : undefined;
  if (item) return existsIn(item, major) ? page(apiItemPage(item, major)) : page(missingItemPage(item, major), 404);
  const guidePath = /^\/guides\/([a-z0-9/-]+)$/.exec(rest)?.[1];
  const guide = guidePath ? findGuide(guidePath, major) : undefined;
  if (guide) return page(guidePage(guide, major));
  return page(notFoundPage(major, rest), 404);
}

export default defineSite({
  name: 'docs',
  hosts: ['docs.arena.test'],
  staticDir: path.join(import.meta.dirname, 'public'),
  initialState: () => undefined,
  vocabularies: {
    functions: () => getApi().items.filter((item) => item.kind === 'function').map((item) => item.name),
    items: () => getApi().items.map((item) => item.name),
    parameters: () => distinct(getApi().items.flatMap((item) => item.params.flatMap((p) => [p.name, ...(p.formerName ? [p.formerName] : [])]))),
    errors: () => distinct(getApi().items.flatMap((item) => item.errors.map((e) => e.code))),
    roles: () => distinct(getApi().items.flatMap((item) => (item.access ? [item.access.role] : []))),
    limits: () => distinct(getApi().items.flatMap((item) => (item.access ? [item.access.limit] : []))),
    methods: () => distinct(getApi().items.flatMap((item) => (item.http ? [item.http.method] : []))),
    releases: () => getLibrary().releases.map((r) => r.version),
  },
  route(request) {
    const { pathname, searchParams } = request.url;
    if (pathname.startsWith('/assets/')) return undefined;
    if (pathname === '/') return redirect(versionPath(LATEST_MAJOR));
    if (pathname === '/switch-version') {
      const to = (searchParams.get('to') ?? '').replace(/^v/, '');
      const target = searchParams.get('page') ?? '/';
      if (!isMajor(to)) return redirect(versionPath(LATEST_MAJOR));
      // Project pages and the knowledge base are the same for every version: switching leads to the version's home.
      const versioned = target.startsWith('/') && !PROJECT_PAGES.some((p) => target === `/${p.slug}`) && !/^\/kb(\/|$)/.test(target);
      return redirect(versionPath(Number(to) as Major, versioned ? target : '/'));
    }
    const version = /^\/v(\d+)(\/.*)?$/.exec(pathname);
    if (version) {
      if (!isMajor(version[1])) return page(notFoundPage(LATEST_MAJOR, pathname), 404);
      if (version[2] === undefined) return redirect(`${pathname}/`);
      return versionPage(Number(version[1]) as Major, version[2], searchParams);
    }
    if (pathname === '/kb') return page(kbIndexPage());
    if (pathname === CAPTURE_PATH) return page(gatewayLogCapturePage());
    const article = /^\/kb\/([a-z0-9-]+)$/.exec(pathname)?.[1];
    if (article) {
      const found = findArticle(article);
      return found ? page(kbArticlePage(found)) : page(notFoundPage(LATEST_MAJOR, pathname), 404);
    }
    const project = PROJECT_PAGES.find((p) => pathname === `/${p.slug}`);
    if (project) return page(projectPage(project));
    if (pathname === '/favicon.ico') return notFound();
    return page(notFoundPage(LATEST_MAJOR, pathname), 404);
  },
});
