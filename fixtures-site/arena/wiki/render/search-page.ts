import { esc } from '../../../site-kit/html.ts';
import { articlePath, categoryPath } from '../articles/encyclopedia.ts';
import { num } from '../articles/writer.ts';
import { longDate } from '../world/dates.ts';
import { fold, theSearchIndex, tokens, type SearchHit } from '../search.ts';
import { categoryNavigator } from './category-page.ts';
import { page } from './layout.ts';

export const PAGE_SIZES = [20, 50, 100] as const;

/** Orders of the results page: the search's own ranking, by title, or newest edit first. */
export const SORTS = {
  relevance: { label: 'Relevance', order: (_a: SearchHit, _b: SearchHit) => 0 },
  title: { label: 'Title (A–Z)', order: (a: SearchHit, b: SearchHit) => a.article.title.localeCompare(b.article.title) },
  edited: { label: 'Last edited', order: (a: SearchHit, b: SearchHit) => b.article.lastEdited.localeCompare(a.article.lastEdited) || a.article.title.localeCompare(b.article.title) },
} as const;
export type SortKey = keyof typeof SORTS;

export interface SearchRequest {
  query: string;
  offset: number;
  limit: number;
  sort: SortKey;
}

/** How many categories the "Categories in these results" box lists. */
const FACETS = 12;

/** The snippet with the query's words marked. */
function highlight(snippet: string, words: Set<string>): string {
  return snippet
    .split(/([\p{L}\p{N}]+)/u)
    .map((part) => (words.has(fold(part)) ? `<span class="searchmatch">${esc(part)}</span>` : esc(part)))
    .join('');
}

function searchUrl(request: SearchRequest, change: Partial<SearchRequest>): string {
  const { query, offset, limit, sort } = { ...request, ...change };
  const params = new URLSearchParams({ q: query, fulltext: '1' });
  if (offset > 0) params.set('offset', String(offset));
  if (limit !== PAGE_SIZES[0]) params.set('limit', String(limit));
  if (sort !== 'relevance') params.set('sort', sort);
  return `/search?${params}`;
}

function pager(request: SearchRequest, total: number): string {
  const { offset, limit } = request;
  const previous = offset > 0 ? `<a href="${esc(searchUrl(request, { offset: Math.max(0, offset - limit) }))}">previous ${limit}</a>` : `previous ${limit}`;
  const next = offset + limit < total ? `<a href="${esc(searchUrl(request, { offset: offset + limit }))}">next ${limit}</a>` : `next ${limit}`;
  const sizes = PAGE_SIZES.map((size) => (size === limit ? `<strong>${size}</strong>` : `<a href="${esc(searchUrl(request, { offset: 0, limit: size }))}" aria-label="Show ${size} results per page">${size}</a>`)).join(' | ');
  return `<nav class="pager" aria-label="Search results pages">View (${previous} | ${next}) (${sizes})</nav>`;
}

function form(request: SearchRequest): string {
  const options = (Object.keys(SORTS) as SortKey[]).map((key) => `<option value="${key}"${key === request.sort ? ' selected' : ''}>${SORTS[key].label}</option>`).join('');
  return `<form class="search-page-form" role="search" action="/search" method="get">
<label for="searchText">Search query</label>
<input type="search" id="searchText" name="q" value="${esc(request.query)}">
<input type="hidden" name="fulltext" value="1">
<label for="searchSort">Sort by</label>
<select id="searchSort" name="sort">${options}</select>
<button type="submit">Search articles</button>
</form>`;
}

function result(hit: SearchHit, words: Set<string>): string {
  const categories = hit.article.categories.slice(0, 3).map((c) => `<a href="${categoryPath(c.name)}">${esc(c.name)}</a>`).join(', ');
  return `<li class="search-result">
<div class="result-heading"><a href="${articlePath(hit.article.title)}">${esc(hit.article.title)}</a> <span class="result-description">${esc(hit.article.description)}</span></div>
<div class="searchresult">${highlight(hit.snippet, words)}</div>
<div class="result-data">${Math.max(1, Math.round((hit.words * 6.2) / 1024))} KB (${num(hit.words)} words) · last edited ${longDate(hit.article.lastEdited)}</div>
<div class="result-categories">Categories: ${categories}</div>
</li>`;
}

/** The categories most of the hits are in, with how many hits each holds. */
function facets(hits: SearchHit[]): string {
  const counts = new Map<string, number>();
  for (const hit of hits) for (const c of hit.article.categories) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, FACETS);
  return `<aside class="facets" aria-labelledby="facets-heading"><h2 id="facets-heading">Categories in these results</h2><ul>${top
    .map(([name, n]) => `<li><a href="${categoryPath(name)}">${esc(name)}</a> <span class="count">(${n})</span></li>`)
    .join('')}</ul></aside>`;
}

/** The full-text results page: `limit` hits from `offset`, in the chosen order. */
export function searchPage(request: SearchRequest): string {
  const { query, offset, limit, sort } = request;
  const hits = query.trim() ? theSearchIndex().search(query) : [];
  hits.sort(SORTS[sort].order); // stable: ties keep the search's ranking
  const words = new Set(tokens(query));
  const shown = hits.slice(offset, offset + limit);
  const summary = !query.trim()
    ? '<p>Enter a word or phrase to search the encyclopedia.</p>'
    : hits.length === 0
      ? `<div class="no-results"><p><strong>There were no results matching the query.</strong></p><p>The page “${esc(query)}” does not exist.</p>
<ul class="search-tips"><li>Check the spelling of every word.</li><li>Try fewer words, or more general ones.</li><li>Search a person by surname, or a place by its name alone.</li><li>Browse the lists in the sidebar or the categories below.</li></ul></div>`
      : `<p class="results-info">Results <strong>${offset + 1} – ${offset + shown.length}</strong> of <strong>${hits.length}</strong> for “${esc(query)}”</p>`;
  const list = hits.length
    ? `<div class="search-layout"><div class="search-main">${pager(request, hits.length)}<ol class="search-results" start="${offset + 1}">\n${shown.map((h) => result(h, words)).join('\n')}\n</ol>${pager(request, hits.length)}</div>${facets(hits)}</div>`
    : '';
  const main = `<header class="page-heading"><h1 id="firstHeading">Search results</h1></header>
<div class="content">
${form(request)}
${summary}
${list}
${categoryNavigator()}
</div>`;
  return page({ title: query.trim() ? `${query} - Search results` : 'Search', main, query });
}
