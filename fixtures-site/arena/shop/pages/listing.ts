import { esc, slug } from '../../../site-kit/html.ts';
import { listingSearch, PAGE_SIZE, parseListingQuery, runListing, SORTS, type FacetValue, type Listing, type ListingQuery, type SortKey } from '../catalog/listing.ts';
import { inStock, type Product } from '../catalog/products.ts';
import { COLOURS } from '../catalog/vocabulary.ts';
import { groupDigits } from '../money.ts';
import type { Crumb, PageFrame } from './layout.ts';
import { productGrid } from './parts.ts';

/**
 * A listing page: facets in a sidebar form (GET, so every filtered view has a URL; the shop's
 * script submits it as soon as a box is ticked, a button does it without script), sorting,
 * active-filter chips, the product grid and numbered pages.
 */

export interface ListingScope {
  title: string;
  /** Where the listing lives; the filter form submits to it. */
  path: string;
  products: readonly Product[];
  breadcrumbs: Crumb[];
  /** Search results: sorted by relevance by default, the query travels with the filters. */
  searching: boolean;
  /** Offer a category facet (departments, search, deals). */
  byCategory: boolean;
  /** The category's option ("Capacity"), offered as a facet on a category's own listing. */
  optionName?: string;
  intro?: string;
}

const count = (n: number) => `<span class="count">${groupDigits(n)}</span>`;

function hrefFor(scope: ListingScope, query: ListingQuery, change: Partial<ListingQuery>): string {
  return `${scope.path}${listingSearch({ ...query, page: 1, ...change }, scope.searching)}`;
}

function checkboxFacet(legend: string, name: string, values: readonly FacetValue[], swatch?: (value: string) => string): string {
  if (values.length === 0) return '';
  const boxes = values.map((v) => {
    const id = `f-${name}-${slug(v.value).toLowerCase()}`;
    return `<li><input type="checkbox" id="${id}" name="${name}" value="${esc(v.value)}" data-autosubmit${v.selected ? ' checked' : ''}><label for="${id}">${swatch ? swatch(v.value) : ''}${esc(v.label)}</label> ${count(v.count)}</li>`;
  });
  return `<fieldset class="facet"><legend>${esc(legend)}</legend><ul>${boxes.join('')}</ul></fieldset>`;
}

function sidebar(scope: ListingScope, listing: Listing): string {
  const { query, facets } = listing;
  const categories =
    scope.byCategory && facets.categories.length > 1
      ? `<section class="facet"><h2>Category</h2><ul>${facets.categories
          .map(({ category, count: n }) =>
            query.category === category.slug
              ? `<li><strong aria-current="true">${esc(category.name)}</strong> ${count(n)}</li>`
              : `<li><a href="${esc(hrefFor(scope, query, { category: category.slug }))}">${esc(category.name)}</a> ${count(n)}</li>`,
          )
          .join('')}${query.category ? `<li><a href="${esc(hrefFor(scope, query, { category: undefined }))}">All categories</a></li>` : ''}</ul></section>`
      : '';
  const priceLinks = facets.prices.map((range) => {
    const current = query.min === range.min && query.max === range.max;
    return current
      ? `<li><strong aria-current="true">${esc(range.label)}</strong> ${count(range.count)}</li>`
      : `<li><a href="${esc(hrefFor(scope, query, { min: range.min, max: range.max }))}">${esc(range.label)}</a> ${count(range.count)}</li>`;
  });
  const ratingLinks = facets.ratings.map(({ stars, count: n }) =>
    query.rating === stars
      ? `<li><strong aria-current="true">${stars} stars &amp; up</strong> ${count(n)}</li>`
      : `<li><a href="${esc(hrefFor(scope, query, { rating: stars }))}">${stars} stars &amp; up</a> ${count(n)}</li>`,
  );
  const hidden = [
    scope.searching && `<input type="hidden" name="q" value="${esc(query.q)}">`,
    query.category && `<input type="hidden" name="category" value="${esc(query.category)}">`,
    query.rating !== undefined && `<input type="hidden" name="rating" value="${query.rating}">`,
  ].filter(Boolean);
  return `<aside class="filters" aria-label="Filters">
<form id="filters" method="get" action="${esc(scope.path)}">
${hidden.join('\n')}
<h2 class="filters-title">Filter results</h2>
${categories}
${checkboxFacet('Brand', 'brand', facets.brands)}
${scope.optionName ? checkboxFacet(scope.optionName, 'option', facets.options) : ''}
${checkboxFacet('Colour', 'colour', facets.colours, (value) => `<span class="swatch" style="background:${COLOURS.find((c) => c.name.toLowerCase() === value)?.hex ?? '#ccc'}" aria-hidden="true"></span>`)}
<section class="facet"><h2>Price</h2><ul>${priceLinks.join('')}${query.min !== undefined || query.max !== undefined ? `<li><a href="${esc(hrefFor(scope, query, { min: undefined, max: undefined }))}">Any price</a></li>` : ''}</ul>
<div class="price-inputs"><label for="f-min">Min price</label><input type="number" id="f-min" name="min" min="0" step="1" inputmode="numeric" value="${query.min ?? ''}" placeholder="$ Min">
<label for="f-max">Max price</label><input type="number" id="f-max" name="max" min="0" step="1" inputmode="numeric" value="${query.max ?? ''}" placeholder="$ Max">
<button type="submit" aria-label="Apply price range">Go</button></div></section>
<section class="facet"><h2>Customer rating</h2><ul>${ratingLinks.join('')}${query.rating !== undefined ? `<li><a href="${esc(hrefFor(scope, query, { rating: undefined }))}">Any rating</a></li>` : ''}</ul></section>
<fieldset class="facet"><legend>Availability</legend><ul><li><input type="checkbox" id="f-stock" name="stock" value="1" data-autosubmit${query.inStockOnly ? ' checked' : ''}><label for="f-stock">In stock only</label> ${count(facets.inStock)}</li></ul></fieldset>
<button type="submit" class="no-js-only">Apply filters</button>
</form>
</aside>`;
}

function activeFilters(scope: ListingScope, listing: Listing): string {
  const { query, facets } = listing;
  const chips: Array<[string, string]> = [
    ...facets.brands.filter((b) => b.selected).map((b): [string, string] => [b.label, hrefFor(scope, query, { brands: query.brands.filter((x) => x !== b.value) })]),
    ...facets.colours.filter((c) => c.selected).map((c): [string, string] => [c.label, hrefFor(scope, query, { colours: query.colours.filter((x) => x !== c.value) })]),
    ...facets.options.filter((o) => o.selected).map((o): [string, string] => [o.label, hrefFor(scope, query, { options: query.options.filter((x) => x !== o.value) })]),
  ];
  if (query.min !== undefined || query.max !== undefined)
    chips.push([`${query.min !== undefined ? `$${query.min}` : '$0'} to ${query.max !== undefined ? `$${query.max}` : 'any'}`, hrefFor(scope, query, { min: undefined, max: undefined })]);
  if (query.rating !== undefined) chips.push([`${query.rating} stars & up`, hrefFor(scope, query, { rating: undefined })]);
  if (query.inStockOnly) chips.push(['In stock only', hrefFor(scope, query, { inStockOnly: false })]);
  if (chips.length === 0) return '';
  const clear = `${scope.path}${listingSearch({ q: query.q, brands: [], colours: [], options: [], inStockOnly: false, sort: query.sort, page: 1 }, scope.searching)}`;
  return `<ul class="active-filters" aria-label="Active filters">${chips.map(([label, href]) => `<li><a href="${esc(href)}" aria-label="Remove filter: ${esc(label)}">${esc(label)} <span aria-hidden="true">×</span></a></li>`).join('')}<li><a href="${esc(clear)}">Clear all filters</a></li></ul>`;
}

function pagination(scope: ListingScope, listing: Listing): string {
  const { query, pages } = listing;
  if (pages <= 1) return '';
  const href = (page: number) => `${scope.path}${listingSearch({ ...query, page }, scope.searching)}`;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).map((page) =>
    page === query.page ? `<li><a href="${esc(href(page))}" aria-current="page" aria-label="Page ${page}">${page}</a></li>` : `<li><a href="${esc(href(page))}" aria-label="Page ${page}">${page}</a></li>`,
  );
  return `<nav class="pagination" aria-label="Pages">
<ul>${query.page > 1 ? `<li><a href="${esc(href(query.page - 1))}" rel="prev">Previous</a></li>` : ''}${numbers.join('')}${query.page < pages ? `<li><a href="${esc(href(query.page + 1))}" rel="next">Next</a></li>` : ''}</ul>
</nav>`;
}

function sortControl(scope: ListingScope, sort: SortKey): string {
  const keys = (Object.keys(SORTS) as SortKey[]).filter((key) => key !== (scope.searching ? 'featured' : 'relevance'));
  return `<div class="sort-control"><label for="sort">Sort by</label>
<select id="sort" name="sort" form="filters" data-autosubmit>${keys.map((key) => `<option value="${key}"${key === sort ? ' selected' : ''}>${esc(SORTS[key])}</option>`).join('')}</select>
<button type="submit" form="filters" class="no-js-only">Sort</button></div>`;
}

/** Best sellers of the department the results are in (not on this page), as real shops pad their listings. */
function bestSellers(listing: Listing): string {
  const department = listing.products[0]?.category.department;
  if (!department) return '';
  const shown = new Set(listing.products);
  const picks = department.products
    .filter((p) => !shown.has(p) && inStock(p))
    .sort((a, b) => b.reviewCount - a.reviewCount || a.id - b.id)
    .slice(0, 8);
  const title = `Best sellers in ${department.name}`;
  return `<section class="spotlight" aria-labelledby="spotlight-title"><h2 id="spotlight-title">${esc(title)}</h2>${productGrid(picks, title)}</section>`;
}

/** A listing page's frame (the layout adds header and footer). */
export function listingFrame(scope: ListingScope, params: URLSearchParams): Omit<PageFrame, 'session' | 'flash'> {
  const listing = runListing(scope.products, parseListingQuery(params, scope.searching));
  const { query, total } = listing;
  const first = total === 0 ? 0 : (query.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, query.page * PAGE_SIZE);
  const summary =
    total === 0 ? 'No results' : `Showing ${first}–${last} of ${groupDigits(total)} ${total === 1 ? 'result' : 'results'}, sorted by ${SORTS[query.sort].toLowerCase()}`;
  const results =
    total === 0
      ? `<div class="no-results"><h2>No products match</h2><p>Try fewer filters, check the spelling, or use a more general word such as “kettle” or “backpack”.</p></div>`
      : productGrid(listing.products, 'Products');
  const main = `<div class="listing">
${sidebar(scope, listing)}
<section class="results" aria-labelledby="listing-title">
<div class="results-head">
<div><h1 id="listing-title">${esc(scope.title)}</h1>${scope.intro ? `<p class="intro">${esc(scope.intro)}</p>` : ''}<p class="result-count" role="status">${summary}</p></div>
${sortControl(scope, query.sort)}
</div>
${activeFilters(scope, listing)}
${results}
${pagination(scope, listing)}
</section>
</div>
${bestSellers(listing)}`;
  return { title: scope.title, main, breadcrumbs: scope.breadcrumbs, kind: 'listing', ...(scope.searching && { searchQuery: query.q }) };
}
