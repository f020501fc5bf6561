/** The docs' other pages: home of a version, guides, changelog, search results, not found, project pages. */
import { esc } from '../../../site-kit/html.ts';
import { getApi, itemsOf } from '../model/api.ts';
import { CHANGE_KINDS, releaseNotesOf } from '../model/changelog.ts';
import type { PlacedGuide } from '../model/guides.ts';
import { guideSections } from '../model/guides/page.ts';
import { getLibrary, LATEST_MAJOR, latestOf, MAJORS, releaseAnchor, type Major } from '../model/library.ts';
import { plain, search, snippet, type SearchDocument } from '../model/search.ts';
import { section, sections } from './blocks.ts';
import { inline, versionPath } from './inline.ts';
import type { Crumb, DocPage } from './layout.ts';
import type { ProjectPage } from './project-pages.ts';
import { kbArticles, type KbArticle } from '../model/articles.ts';

const RESULTS_PER_PAGE = 25;


export function homePage(major: Major): DocPage {
  const lib = getLibrary();
  const cards: Array<[string, string, string]> = [
    ['Get started', '/guides/getting-started/quick-start', 'Install the SDK and make your first call in five minutes.'],
    ['Guides', '/guides/core-concepts/clients', 'Pagination, errors, retries, webhooks and everything in between.'],
    ['API reference', '/api/', 'Every function, class and option, with parameters and examples.'],
    ['Changelog', '/changelog', `What changed in each release of v${major}.`],
  ];
  const popular: Array<[string, string]> = [
    ['Authentication', '/guides/getting-started/authentication'],
    ['Error handling', '/guides/core-concepts/error-handling'],
    ['Rate limits', '/guides/operations/rate-limits'],
    ['Pagination', '/guides/core-concepts/pagination'],
    ['Client options', '/api/modules/options'],
    ['FAQ', '/guides/faq'],
  ];
  const latest = releaseNotesOf(major)[0];
  const glance = getApi()
    .groups.map((g) => `<div class="glance-group"><h3><a href="${versionPath(major, `/api/modules/${g.id}`)}">${esc(g.title)}</a></h3><ul>${itemsOf(g, major).map((i) => `<li><a href="${versionPath(major, `/api/${i.name}`)}"><code>${esc(i.name)}</code></a></li>`).join('')}</ul></div>`)
    .join('');
  const whatsNew = `<p>Released ${latest.release.date}. ${esc(latest.summary)}</p><ul>${latest.changes.slice(0, 8).map((c) => `<li><strong>${c.kind}:</strong> ${inline(c.text, major)}</li>`).join('')}</ul><p><a href="${versionPath(major, '/changelog')}">All v${major} releases</a></p>`;
  return {
    major,
    path: '/',
    title: 'Documentation',
    breadcrumbs: [{ label: `v${major}` }],
    content: `<h1>${esc(lib.name)} SDK documentation</h1><p class="lead">The official JavaScript and Python SDK for the ${esc(lib.name)} API. You are reading the docs of version ${major}, up to ${latestOf(major).version}.</p>
<ul class="cards">${cards.map(([title, path, text]) => `<li class="card"><h2><a href="${versionPath(major, path)}">${esc(title)}</a></h2><p>${esc(text)}</p></li>`).join('')}</ul>
${section('popular', 'Popular pages', `<ul>${popular.map(([title, path]) => `<li><a href="${versionPath(major, path)}">${esc(title)}</a></li>`).join('')}</ul>`)}
${section('install', 'Install', `<pre><code>npm install ${esc(lib.npmPackage)}@^${major}\npip install "${esc(lib.pypiPackage)}>=${major},&lt;${major + 1}"</code></pre>`)}
${section('whats-new', `What’s new in ${latest.release.version}`, whatsNew)}
${section('api-at-a-glance', 'The API at a glance', `<div class="glance">${glance}</div>`)}`,
    toc: [{ id: 'popular', title: 'Popular pages' }, { id: 'install', title: 'Install' }, { id: 'whats-new', title: 'What’s new' }, { id: 'api-at-a-glance', title: 'The API at a glance' }],
  };
}

export function guidePage(placed: PlacedGuide, major: Major): DocPage {
  const list = guideSections(placed, major);
  const crumbs: Crumb[] = [...placed.folders.map((f) => ({ label: f.title })), { label: placed.guide.title }];
  return {
    major,
    path: `/guides/${placed.path}`,
    title: placed.guide.title,
    breadcrumbs: crumbs,
    content: `<h1>${esc(placed.guide.title)}</h1><p class="lead">${inline(placed.guide.summary(major), major)}</p>${sections(list, major)}`,
    toc: list.map((s) => ({ id: s.id, title: s.title })),
  };
}

export function changelogPage(major: Major): DocPage {
  const notes = releaseNotesOf(major);
  const body = notes
    .map((n) => {
      const id = releaseAnchor(n.release);
      const groups = CHANGE_KINDS.map((kind) => {
        const changes = n.changes.filter((c) => c.kind === kind);
        if (!changes.length) return '';
        return `<h3 id="${id}-${kind.toLowerCase()}">${kind}</h3><ul>${changes.map((c) => `<li>${c.breaking ? '<strong class="breaking">Breaking:</strong> ' : ''}${inline(c.text, major)}</li>`).join('')}</ul>`;
      }).join('');
      return section(id, n.release.version, `<p class="release-date">Released <time datetime="${n.release.date}">${n.release.date}</time>. ${esc(n.summary)}</p>${groups}`);
    })
    .join('\n');
  return {
    major,
    path: '/changelog',
    title: `Changelog v${major}`,
    breadcrumbs: [{ label: 'Resources' }, { label: 'Changelog' }],
    content: `<h1>Changelog: v${major}</h1><p class="lead">Every release of version ${major}, newest first. Changes that can break your code are marked.</p>${body}`,
    toc: notes.map((n) => ({ id: releaseAnchor(n.release), title: n.release.version })),
  };
}

function highlight(text: string, query: string): string {
  const terms = query.toLowerCase().split(/[^a-z0-9]+/).filter((t) => t.length > 1);
  if (!terms.length) return esc(text);
  const pattern = new RegExp(`(${terms.join('|')})`, 'gi');
  return text
    .split(pattern)
    .map((part, i) => (i % 2 ? `<mark>${esc(part)}</mark>` : esc(part)))
    .join('');
}

const POPULAR_SEARCHES = ['pagination', 'timeout', 'rate limit', 'webhook signature', 'retry', 'idempotency key', 'proxy', 'deprecated', 'page size', 'region'];

const KIND_PLURALS: Record<string, string> = { Function: 'Functions', Class: 'Classes', Option: 'Options', Module: 'Modules', Guide: 'Guides', Article: 'Articles' };

/** Where a search result's path leads: below the version, or as it is for the unversioned knowledge base. */
const resultHref = (major: Major, document: SearchDocument, path: string) => (document.unversioned ? path : versionPath(major, path));

export function searchPage(major: Major, query: string, kind: string, pageNumber: number): DocPage {
  const all = search(major, query);
  const hits = KIND_PLURALS[kind] ? all.filter((h) => h.document.kind === kind) : all;
  const pages = Math.max(1, Math.ceil(hits.length / RESULTS_PER_PAGE));
  const current = Math.min(Math.max(1, pageNumber), pages);
  const shown = hits.slice((current - 1) * RESULTS_PER_PAGE, current * RESULTS_PER_PAGE);
  const url = (params: Record<string, string | number>) => versionPath(major, `/search?${new URLSearchParams({ q: query, ...params } as Record<string, string>).toString()}`);
  const facet = (value: string, label: string, count: number) => `<li><a href="${esc(url(value ? { kind: value } : {}))}"${value === (KIND_PLURALS[kind] ? kind : '') ? ' aria-current="true"' : ''}>${esc(label)} (${count})</a></li>`;
  const facets = `<nav class="facets" aria-label="Filter results"><ul>${facet('', 'All results', all.length)}${Object.entries(KIND_PLURALS)
    .map(([value, label]) => [value, label, all.filter((h) => h.document.kind === value).length] as const)
    .filter(([, , count]) => count > 0)
    .map(([value, label, count]) => facet(value, label, count))
    .join('')}</ul></nav>`;
  const results = shown
    .map(
      ({ document: d }) =>
        `<li class="result"><p class="result-trail">${d.trail.map((t) => (t.path ? `<a href="${resultHref(major, d, t.path)}">${esc(t.label)}</a>` : esc(t.label))).join(' › ')} · <span class="badge">${esc(d.kind)}</span>${d.since ? ` · since ${d.since}` : ''}</p><h2><a href="${resultHref(major, d, d.path)}">${esc(d.title)}</a></h2>${d.signature ? `<p><code>${esc(d.signature)}</code></p>` : ''}<p>${highlight(plain(d.summary), query)}</p><p class="result-snippet">${highlight(snippet(d, query), query)}</p></li>`,
    )
    .join('');
  const pager = pages > 1 ? `<nav class="pagination" aria-label="Result pages">${Array.from({ length: pages }, (_, i) => `<a href="${esc(url({ ...(KIND_PLURALS[kind] ? { kind } : {}), page: i + 1 }))}"${i + 1 === current ? ' aria-current="page"' : ''}>${i + 1}</a>`).join(' ')}</nav>` : '';
  const elsewhere = MAJORS.filter((m) => m !== major)
    .map((m) => `<li><a href="${versionPath(m, `/search?q=${encodeURIComponent(query)}`)}">Search “${esc(query)}” in v${m}</a> (${search(m, query).length} results)</li>`)
    .join('');
  const popular = POPULAR_SEARCHES.map((q) => `<li><a href="${versionPath(major, `/search?q=${encodeURIComponent(q)}`)}">${esc(q)}</a></li>`).join('');
  const more = query.trim() ? `${section('other-versions', 'Other versions', `<ul>${elsewhere}</ul>`)}${section('popular-searches', 'Popular searches', `<ul class="inline-list">${popular}</ul>`)}` : '';
  const body = !query.trim()
    ? '<p>Type what you are looking for in the search box above.</p>'
    : all.length === 0
      ? `<p class="no-results" role="status">No results for “${esc(query)}” in the v${major} docs. Check the spelling, try fewer words, or search another version.</p>`
      : `<p class="result-count" role="status">${hits.length} result${hits.length === 1 ? '' : 's'} for “${esc(query)}” in v${major}${pages > 1 ? `, page ${current} of ${pages}` : ''}.</p>${facets}<ol class="results">${results}</ol>${pager}`;
  return {
    major,
    path: '/search',
    title: query ? `Search: ${query}` : 'Search',
    breadcrumbs: [{ label: 'Search' }],
    content: `<h1>Search results</h1>${body}${more}`,
    query,
  };
}

export function notFoundPage(major: Major, path: string): DocPage {
  return {
    major,
    path,
    title: 'Page not found',
    breadcrumbs: [{ label: 'Page not found' }],
    content: `<h1>Page not found</h1><p class="lead">There is no page at <code>${esc(versionPath(major, path))}</code> in the v${major} docs.</p><p>Try the search box above, the <a href="${versionPath(major, '/api/')}">API reference</a> or the <a href="${versionPath(major)}">home page</a>.</p>`,
  };
}

export function projectPage(page: ProjectPage): DocPage {
  const links = (page.links ?? []).map(([text, label, href]) => `<p>${esc(text)} <a href="${esc(href)}">${esc(label)}</a>.</p>`).join('');
  return {
    major: LATEST_MAJOR,
    path: `/${page.slug}`,
    title: page.title,
    breadcrumbs: [{ label: page.title }],
    content: `<h1>${esc(page.title)}</h1>${page.paragraphs().map((text) => `<p>${esc(text)}</p>`).join('')}${links}${page.extra ? page.extra() : ''}`,
  };
}

const KB_CRUMB: Crumb = { label: 'Knowledge base', href: '/kb' };

/** The knowledge base's index: every article with its summary and when it was last reviewed. */
export function kbIndexPage(): DocPage {
  const items = kbArticles().map((a) => `<li><h2><a href="/kb/${esc(a.slug)}">${esc(a.title)}</a></h2><p>${esc(a.summary)}</p><p class="kb-meta">Updated <time datetime="${a.updated}">${a.updated}</time></p></li>`);
  return {
    major: LATEST_MAJOR,
    path: '/kb',
    title: 'Knowledge base',
    breadcrumbs: [{ label: 'Knowledge base' }],
    content: `<h1>Knowledge base</h1><p class="lead">Articles about the ${esc(getLibrary().name)} service and how our support team works.</p><ul class="kb-list">${items.join('')}</ul>`,
  };
}

export function kbArticlePage(article: KbArticle): DocPage {
  return {
    major: LATEST_MAJOR,
    path: `/kb/${article.slug}`,
    title: article.title,
    breadcrumbs: [KB_CRUMB, { label: article.title }],
    content: `<h1>${esc(article.title)}</h1><p class="lead">${esc(article.summary)}</p><p class="kb-meta">Knowledge base · Updated <time datetime="${article.updated}">${article.updated}</time></p>${sections(article.sections, LATEST_MAJOR)}${
      article.footnote ? `<p class="kb-footnote">${esc(article.footnote)}</p>` : ''
    }`,
    toc: article.sections.map((s) => ({ id: s.id, title: s.title })),
  };
}
