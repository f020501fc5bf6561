/** arXiv search (/search/?query=…&searchtype=…): results with identifiers, titles, authors, abstracts. */
import { esc } from '../../../site-kit/html.ts';
import { rankSearch, searchWords } from '../../mirror-kit.ts';
import { arxivPage, dateParts } from '../layout.ts';
import { papers, type Paper } from '../papers.ts';
import { CATEGORIES } from '../taxonomy.ts';

const SIZES = [25, 50, 100, 200];
const FIELDS: Readonly<Record<string, string>> = { all: 'all', title: 'title', author: 'author', abstract: 'abstract', comments: 'comments', id: 'id' };

/** The author search of arXiv: "He, H" is surname He with a given name starting with H. */
function byAuthor(all: readonly Paper[], query: string): Paper[] {
  const [surname, initials = ''] = query.split(',').map((part) => part.trim().toLowerCase());
  return all.filter((paper) =>
    paper.authors.some((author) => {
      const words = author.toLowerCase().split(/\s+/);
      if (!query.includes(',')) return author.toLowerCase().includes(surname);
      return words[words.length - 1] === surname && (!initials || words[0].startsWith(initials.charAt(0)));
    }),
  );
}

function matching(query: string, field: string): Paper[] {
  const all = [...papers().values()];
  const text = (paper: Paper): string => {
    switch (field) {
      case 'abstract':
        return paper.abstract;
      case 'comments':
        return paper.comments ?? '';
      case 'id':
        return paper.id;
      case 'title':
        return '';
      default:
        return `${paper.abstract} ${paper.authors.join(' ')} ${paper.comments ?? ''} ${paper.id}`;
    }
  };
  if (field === 'author') return byAuthor(all, query);
  const documents = all.map((paper) => ({ paper, title: field === 'all' || field === 'title' ? paper.title : '', text: text(paper) }));
  return rankSearch(documents, query).map((d) => d.paper);
}

/** The author link of search results and abstract pages: an author search for "Surname, I". */
export function authorLink(author: string): string {
  const words = author.split(' ');
  const query = `${words[words.length - 1]}, ${words[0].charAt(0)}`;
  return `<a href="/search/?searchtype=author&amp;query=${encodeURIComponent(query).replace(/%20/g, '+')}">${esc(author)}</a>`;
}

function highlight(text: string, words: readonly string[]): string {
  return text
    .split(/(\s+)/)
    .map((token) => (words.some((w) => searchWords(token).includes(w)) ? `<span class="search-hit mathjax">${esc(token)}</span>` : esc(token)))
    .join('');
}

function result(paper: Paper, words: readonly string[]): string {
  const { day, month, year } = dateParts(paper.submitted);
  return `<li class="arxiv-result"><div class="is-marginless"><p class="list-title is-inline-block"><a href="https://arxiv.org/abs/${paper.id}">arXiv:${paper.id}</a> <span>&nbsp;[<a href="https://arxiv.org/pdf/${paper.id}">pdf</a>, <a href="https://arxiv.org/format/${paper.id}">other</a>]&nbsp;</span></p>
<div class="tags is-inline-block">${paper.categories.map((c) => `<span class="tag is-small" title="${esc(CATEGORIES.get(c) ?? c)}">${c}</span>`).join('')}</div></div>
<p class="title is-5 mathjax">${highlight(paper.title, words)}</p>
<p class="authors"><span class="has-text-black-bis has-text-weight-semibold">Authors:</span> ${paper.authors.map(authorLink).join(', ')}</p>
<p class="abstract mathjax"><span class="has-text-black-bis has-text-weight-semibold">Abstract</span>: ${highlight(paper.abstract, words)}</p>
<p class="is-size-7"><span class="has-text-weight-semibold">Submitted</span> ${day} ${month}, ${year}; <span class="has-text-weight-semibold">originally announced</span> ${month} ${year}.</p>
${paper.comments ? `<p class="comments is-size-7"><span class="has-text-weight-semibold">Comments:</span> ${esc(paper.comments)}</p>` : ''}</li>`;
}

export function searchPage(params: URLSearchParams): string {
  const query = (params.get('query') ?? '').trim();
  const field = FIELDS[params.get('searchtype') ?? 'all'] ?? 'all';
  const size = SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 50;
  const start = Math.max(0, Number(params.get('start')) || 0);
  const found = query ? matching(query, field) : [];
  const shown = found.slice(start, start + size);
  const words = searchWords(query);
  const href = (from: number) => `/search/?query=${encodeURIComponent(query)}&amp;searchtype=${field}&amp;size=${size}&amp;start=${from}`;
  const pagination =
    found.length > size
      ? `<nav class="pagination" aria-label="Pagination">${start > 0 ? `<a href="${href(start - size)}">Previous</a>` : ''} ${start + size < found.length ? `<a href="${href(start + size)}">Next</a>` : ''}</nav>`
      : '';
  const sizes = `<form method="GET" action="/search/"><input type="hidden" name="query" value="${esc(query)}"><input type="hidden" name="searchtype" value="${field}"><label for="size">results per page</label> <select id="size" name="size">${SIZES.map((n) => `<option${n === size ? ' selected' : ''}>${n}</option>`).join('')}</select> <label for="order">Sort results by</label> <select id="order" name="order"><option value="">Relevance</option><option value="-announced_date_first">Announcement date (newest first)</option><option value="announced_date_first">Announcement date (oldest first)</option></select> <button type="submit">Go</button></form>`;
  const heading = !query
    ? '<h1 class="title">Search</h1><p>Enter a query above to search arXiv.</p>'
    : found.length === 0
      ? `<h1 class="title">Sorry, your query for ${field}: ${esc(query)} produced no results.</h1>`
      : `<h1 class="title">Showing ${start + 1}–${start + shown.length} of ${found.length} results for ${field}: ${esc(query)}</h1>`;
  return arxivPage({ title: 'Search | arXiv e-print repository', main: `${heading}${found.length ? sizes : ''}${pagination}<ol class="breathe-horizontal" start="${start + 1}">${shown.map((p) => result(p, words)).join('\n')}</ol>${pagination}`, crumbs: 'Search', query, field });
}

export function advancedSearchPage(): string {
  const main = `<h1 class="title">Advanced Search</h1><form method="GET" action="/search/"><fieldset><legend>Search term(s)</legend><p><label for="terms">Search term</label> <input id="terms" name="query"></p>
<p><label for="advanced-field">Field</label> <select id="advanced-field" name="searchtype"><option value="all">All fields</option><option value="title">Title</option><option value="author">Author(s)</option><option value="abstract">Abstract</option></select></p></fieldset>
<fieldset><legend>Subject</legend>${['Computer Science', 'Economics', 'Electrical Engineering and Systems Science', 'Mathematics', 'Physics', 'Quantitative Biology', 'Quantitative Finance', 'Statistics'].map((s, i) => `<label><input type="checkbox" name="classification" value="${i}"> ${s}</label>`).join(' ')}</fieldset>
<button type="submit">Search</button></form>`;
  return arxivPage({ title: 'Advanced Search | arXiv e-print repository', main, crumbs: 'Advanced Search' });
}
