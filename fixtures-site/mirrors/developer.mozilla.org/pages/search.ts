/** MDN's site search (`/en-US/search?q=…&page=…`): documents holding every word, ten a page. */
import { esc } from '../../../site-kit/html.ts';
import { lazy, rankSearch } from '../../mirror-kit.ts';
import { catalogue } from '../docs/catalogue.ts';
import { docHref } from '../docs/model.ts';
import { mdnPage } from '../layout.ts';

const PAGE_SIZE = 10;

const documents = lazy(() => [...catalogue().docs.values()].map((doc) => ({ doc, title: doc.title, text: doc.summary })));

export function searchPage(params: URLSearchParams): string {
  const query = (params.get('q') ?? '').trim();
  const matches = query ? rankSearch(documents(), query) : [];
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  const shown = matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const href = (n: number) => `/en-US/search?q=${encodeURIComponent(query)}&amp;page=${n}`;
  const results = shown.map(
    ({ doc }) => `<li><p><a href="${docHref(doc.slug)}">${esc(doc.title)}</a></p><p class="url">${docHref(doc.slug)}</p><p>${esc(doc.summary)}</p></li>`,
  );
  const pager = `<nav aria-label="Search result pages">${page > 1 ? `<a href="${href(page - 1)}">Previous</a> ` : ''}Page ${page} of ${pages}${page < pages ? ` <a href="${href(page + 1)}">Next</a>` : ''}</nav>`;
  const main = `<div class="home-section"><h1>Search results for: <span class="query-string">${esc(query)}</span></h1>
<p>Found ${matches.length} documents.</p><ul class="search-results">${results.join('')}</ul>${matches.length > PAGE_SIZE ? pager : ''}</div>`;
  return mdnPage({ title: `Search results for "${query}" | MDN`, main, query });
}
