/**
 * Special:Search. Without `fulltext`, a query naming an article goes straight to it (the "Go"
 * of the search box); otherwise the page lists the articles holding every word of the query.
 */
import { esc } from '../../../site-kit/html.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import { lazy, moved, rankSearch, searchWords } from '../../mirror-kit.ts';
import { catalogue, findArticle } from '../articles/catalogue.ts';
import { CITE, type Article } from '../articles/model.ts';
import { wikiHref } from '../articles/text.ts';
import { longDate, wikiPage } from '../skin.ts';
import { wikitext } from './article.ts';

const LIMITS = [20, 50, 100, 250, 500];

function plain(htmlText: string): string {
  return htmlText.split(CITE).join('').replace(/<[^>]+>/g, '').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

const documents = lazy(() =>
  [...catalogue().articles.values()].map((article) => ({ article, title: article.title, text: `${article.description} ${plain(article.lead.join(' '))}` })),
);

/** The query's words in bold, in a text as the result list shows it. */
function highlight(text: string, words: readonly string[]): string {
  return text
    .split(/(\s+)/)
    .map((token) => (words.some((w) => searchWords(token).includes(w)) ? `<span class="searchmatch">${esc(token)}</span>` : esc(token)))
    .join('');
}

function result(article: Article, words: readonly string[]): string {
  const lead = plain(article.lead[0]);
  const source = wikitext(article);
  const wordCount = source.split(/\s+/).length;
  return `<li class="mw-search-result"><div class="mw-search-result-heading"><a href="${esc(wikiHref(article.title))}" title="${esc(article.title)}">${highlight(article.title, words)}</a></div>
<div class="searchresult">${highlight(lead.slice(0, 240), words)}…</div>
<div class="mw-search-result-data">${Math.round(source.length / 1024)} KB (${wordCount.toLocaleString('en-US')} words) - 14:22, ${longDate(article.lastEdited)}</div></li>`;
}

function pager(query: string, offset: number, limit: number, total: number): string {
  const href = (o: number, l: number) => `/w/index.php?search=${encodeURIComponent(query)}&title=Special:Search&profile=default&fulltext=1&limit=${l}&offset=${o}`;
  const previous = offset > 0 ? `<a href="${esc(href(Math.max(0, offset - limit), limit))}">previous ${limit}</a>` : `previous ${limit}`;
  const next = offset + limit < total ? `<a href="${esc(href(offset + limit, limit))}">next ${limit}</a>` : `next ${limit}`;
  return `<p class="mw-search-pager">View (${previous} | ${next}) (${LIMITS.map((l) => `<a href="${esc(href(offset, l))}">${l}</a>`).join(' | ')})</p>`;
}

export function searchPage(params: URLSearchParams): SiteResponse {
  const query = (params.get('search') ?? '').trim();
  if (query && !params.has('fulltext')) {
    const article = findArticle(query);
    if (article) return moved(wikiHref(article.title), 302);
  }
  const limit = LIMITS.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const matches = query ? rankSearch(documents(), query) : [];
  const words = searchWords(query);
  const shown = matches.slice(offset, offset + limit);
  const form = `<form id="search" action="/w/index.php" role="search"><input type="hidden" name="title" value="Special:Search"><input type="hidden" name="fulltext" value="1">
<input type="search" name="search" aria-label="Search terms" value="${esc(query)}"> <button type="submit">Search</button></form>
<p class="search-types">Content pages · Multimedia · Everything · <a href="/w/index.php?title=Special:Search&amp;profile=advanced&amp;fulltext=1&amp;search=${encodeURIComponent(query)}">Advanced</a></p>`;
  const body = !query
    ? ''
    : matches.length === 0
      ? `<p class="mw-search-nonefound">There were no results matching the query.</p><p>Create the page "<a href="/w/index.php?title=${encodeURIComponent(query.replace(/ /g, '_'))}&amp;action=edit&amp;redlink=1">${esc(query)}</a>" on this wiki!</p>`
      : `<div class="results-info">Results ${offset + 1} – ${offset + shown.length} of ${matches.length}</div>
${pager(query, offset, limit, matches.length)}
<ul class="mw-search-results">${shown.map((d) => result(d.article, words)).join('\n')}</ul>
${pager(query, offset, limit, matches.length)}`;
  return html(wikiPage({ title: 'Search results', content: `${form}${body}`, query }));
}
