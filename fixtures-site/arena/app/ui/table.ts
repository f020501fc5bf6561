import { esc } from '../../../site-kit/html.ts';

/**
 * The app's data tables: sorted by clicking a column header (a link that keeps the other query
 * parameters, with aria-sort on the sorted column), paged with a pagination nav.
 */

export interface Column<T> {
  key: string;
  label: string;
  /** The cell's HTML. */
  cell: (row: T) => string;
  /** Orders two rows ascending by this column; a column without it cannot be sorted. */
  compare?: (a: T, b: T) => number;
  numeric?: boolean;
  /** The cell that names the row (a `th scope="row"`). */
  rowHeader?: boolean;
}

export interface ListView {
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  per: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;

export const byText = <T>(value: (row: T) => string) => (a: T, b: T) => value(a).localeCompare(value(b), 'en');
export const byNumber = <T>(value: (row: T) => number) => (a: T, b: T) => value(a) - value(b);

/** The list view a URL asks for, falling back to the defaults for anything missing or invalid. */
export function readListView<T>(url: URL, columns: ReadonlyArray<Column<T>>, defaults: Omit<ListView, 'page'>): ListView {
  const params = url.searchParams;
  const sort = columns.some((c) => c.compare && c.key === params.get('sort')) ? params.get('sort')! : defaults.sort;
  const dir = params.get('dir') === 'desc' ? 'desc' : params.get('dir') === 'asc' ? 'asc' : defaults.dir;
  const per = Number(params.get('per'));
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return { sort, dir, page, per: (PAGE_SIZES as readonly number[]).includes(per) ? per : defaults.per };
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pages: number;
}

/** Sorts (stably, ties by the original order) and cuts out the page asked for. */
export function sortAndPage<T>(rows: readonly T[], columns: ReadonlyArray<Column<T>>, view: ListView): Paged<T> {
  const compare = columns.find((c) => c.key === view.sort)?.compare;
  const sorted = compare ? [...rows].sort((a, b) => (view.dir === 'asc' ? compare(a, b) : compare(b, a))) : [...rows];
  const pages = Math.max(1, Math.ceil(sorted.length / view.per));
  const page = Math.min(view.page, pages);
  return { rows: sorted.slice((page - 1) * view.per, page * view.per), total: sorted.length, page, pages };
}

/** The current URL with some parameters set (or removed, for undefined), as a relative link. */
function withParams(url: URL, changes: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(url.searchParams);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

function headerCell<T>(column: Column<T>, url: URL, view: ListView): string {
  const align = column.numeric ? ' class="numeric"' : '';
  if (!column.compare) return `<th scope="col"${align}>${esc(column.label)}</th>`;
  const sorted = view.sort === column.key;
  // A click on the sorted column reverses it; on another column it sorts ascending.
  const next = sorted && view.dir === 'asc' ? 'desc' : 'asc';
  const ariaSort = sorted ? ` aria-sort="${view.dir === 'asc' ? 'ascending' : 'descending'}"` : '';
  const arrow = sorted ? (view.dir === 'asc' ? '▲' : '▼') : '↕';
  return `<th scope="col"${align}${ariaSort}><a class="sort-link" href="${esc(withParams(url, { sort: column.key, dir: next, page: undefined }))}">${esc(column.label)}<span class="sort-arrow" aria-hidden="true">${arrow}</span></a></th>`;
}

export interface TableOptions<T> {
  columns: ReadonlyArray<Column<T>>;
  paged: Paged<T>;
  view: ListView;
  url: URL;
  caption: string;
  /** A checkbox per row (for bulk actions of the form `form`). */
  select?: { name: string; form: string; value: (row: T) => string; label: (row: T) => string };
  empty: string;
}

export function renderTable<T>({ columns, paged, view, url, caption, select, empty }: TableOptions<T>): string {
  const head = [
    select ? `<th scope="col" class="select"><input type="checkbox" id="select-all" data-select-all form="${select.form}" aria-label="Select all rows on this page"></th>` : '',
    ...columns.map((column) => headerCell(column, url, view)),
  ].join('');
  const body = paged.rows.length
    ? paged.rows
        .map((row) => {
          const box = select
            ? `<td class="select"><input type="checkbox" name="${select.name}" value="${esc(select.value(row))}" form="${select.form}" aria-label="${esc(select.label(row))}" data-row-select></td>`
            : '';
          const cells = columns
            .map((c) => (c.rowHeader ? `<th scope="row">${c.cell(row)}</th>` : `<td${c.numeric ? ' class="numeric"' : ''}>${c.cell(row)}</td>`))
            .join('');
          return `<tr>${box}${cells}</tr>`;
        })
        .join('\n')
    : `<tr><td colspan="${columns.length + (select ? 1 : 0)}" class="empty">${esc(empty)}</td></tr>`;
  return `<div class="table-wrap"><table class="data-table">
<caption>${esc(caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table></div>`;
}

/** "Showing 51–100 of 264 customers" and links to the other pages. */
export function renderPagination(url: URL, paged: Paged<unknown>, per: number, noun: string): string {
  const first = paged.total === 0 ? 0 : (paged.page - 1) * per + 1;
  const last = Math.min(paged.page * per, paged.total);
  const link = (page: number, text: string, label: string, current = false) =>
    `<li><a href="${esc(withParams(url, { page }))}" aria-label="${label}"${current ? ' aria-current="page" class="current"' : ''}>${text}</a></li>`;
  const numbers: string[] = [];
  for (let page = 1; page <= paged.pages; page++) {
    // Every page near the current one, the first and the last; gaps as an ellipsis.
    if (page === 1 || page === paged.pages || Math.abs(page - paged.page) <= 2) numbers.push(link(page, String(page), `Page ${page}`, page === paged.page));
    else if (numbers.at(-1) !== '<li class="gap" aria-hidden="true">…</li>') numbers.push('<li class="gap" aria-hidden="true">…</li>');
  }
  const previous = paged.page > 1 ? link(paged.page - 1, 'Previous', 'Previous page') : '<li><span class="disabled">Previous</span></li>';
  const next = paged.page < paged.pages ? link(paged.page + 1, 'Next', 'Next page') : '<li><span class="disabled">Next</span></li>';
  return `<div class="pagination-bar">
  <p class="range">Showing ${first}–${last} of ${paged.total} ${esc(noun)}</p>
  <nav aria-label="Pagination"><ul class="pagination">${previous}${numbers.join('')}${next}</ul></nav>
</div>`;
}

/** A small table that is neither sorted nor paged (detail pages, dashboard widgets); the first cell names the row. */
export function staticTable(caption: string, headers: readonly string[], rows: readonly string[][], empty: string): string {
  const body = rows.length
    ? rows.map((cells) => `<tr><th scope="row">${cells[0]}</th>${cells.slice(1).map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')
    : `<tr><td colspan="${headers.length}" class="empty">${esc(empty)}</td></tr>`;
  return `<div class="table-wrap"><table class="data-table compact"><caption>${esc(caption)}</caption>
<thead><tr>${headers.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead>
<tbody>${body}</tbody></table></div>`;
}
