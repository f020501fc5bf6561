/** The search results page: the search bar, filters in a sidebar, and every matching property. */
import { esc, join, slug } from '../../../site-kit/html.ts';
import { destinationLabel, destinations, type Destination } from '../data/destinations.ts';
import { money } from '../booking.ts';
import { reviews } from '../data/hotel-content.ts';
import { AMENITIES, hotelsIn, PROPERTY_KINDS } from '../data/hotels.ts';
import { amenityId, areaId, DISTANCES, RATING_FLOORS, runSearch, SORTS, type Result, type SearchQuery } from '../search.ts';
import { page } from './layout.ts';
import { SEARCH_SCRIPTS, searchForm } from './search-form.ts';
import { nightsLabel, score, stars, stayLabel, stayQuery, thumbnail } from './widgets.ts';

function checkbox(name: string, value: string, label: string, checked: boolean): string {
  const id = `${name}-${value}`;
  return `<li><input type="checkbox" id="${id}" name="${name}" value="${esc(value)}"${checked ? ' checked' : ''}> <label for="${id}">${esc(label)}</label></li>`;
}

function radio(name: string, value: number, label: string, checked: boolean): string {
  return `<li><input type="radio" id="${name}-${value}" name="${name}" value="${value}"${checked ? ' checked' : ''}> <label for="${name}-${value}">${esc(label)}</label></li>`;
}

function filtersForm(query: SearchQuery & { destination: Destination }): string {
  const f = query.filters;
  const areas = [...new Set(hotelsIn(query.destination).map((h) => h.neighbourhood))].sort();
  const keep = [
    ['destination', query.destinationText],
    ['checkin', query.checkInText],
    ['checkout', query.checkOutText],
    ['guests', String(query.guests)],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${esc(value)}">`)
    .join('');
  return `<form class="filters" action="/search" method="get" aria-labelledby="filters-heading">
  <h2 id="filters-heading">Filter and sort</h2>
  ${keep}
  <div class="field"><label for="sort">Sort by</label>
    <select id="sort" name="sort">${Object.entries(SORTS)
      .map(([value, label]) => `<option value="${value}"${value === query.sort ? ' selected' : ''}>${label}</option>`)
      .join('')}</select></div>
  <div class="field"><label for="max_price">Maximum price per night ($)</label>
    <input type="number" id="max_price" name="max_price" min="0" step="10" value="${f.maxPrice ?? ''}"></div>
  <fieldset><legend>Availability</legend><ul>
    ${checkbox('available', '1', 'Hide sold-out properties', f.availableOnly)}
    ${checkbox('free_cancellation', '1', 'Free cancellation', f.freeCancellation)}
  </ul></fieldset>
  <fieldset><legend>Star rating</legend><ul>
    ${[5, 4, 3, 2, 1].map((n) => checkbox('stars', String(n), `${n} ${n === 1 ? 'star' : 'stars'}`, f.stars.includes(n))).join('\n    ')}
  </ul></fieldset>
  <fieldset><legend>Guest rating</legend><ul>
    ${RATING_FLOORS.map((r) => radio('rating', r.value, r.label, r.value === f.minRating)).join('\n    ')}
  </ul></fieldset>
  <fieldset><legend>Distance from centre</legend><ul>
    ${DISTANCES.map((d) => radio('distance', d.value, d.label, d.value === f.maxDistanceKm)).join('\n    ')}
  </ul></fieldset>
  <fieldset><legend>Neighbourhood</legend><ul>
    ${areas.map((area) => checkbox('area', areaId(area), area, f.areas.includes(areaId(area)))).join('\n    ')}
  </ul></fieldset>
  <fieldset><legend>Property type</legend><ul>
    ${PROPERTY_KINDS.map((kind) => checkbox('type', slug(kind).toLowerCase(), kind, f.kinds.includes(kind))).join('\n    ')}
  </ul></fieldset>
  <fieldset><legend>Facilities</legend><ul>
    ${AMENITIES.map((a) => checkbox('amenity', amenityId(a), a, f.amenities.includes(a))).join('\n    ')}
  </ul></fieldset>
  <div class="filter-actions">
    <button type="submit" class="primary">Update results</button>
    <a href="/search?${esc(new URLSearchParams({ destination: query.destinationText, checkin: query.checkInText, checkout: query.checkOutText, guests: String(query.guests) }).toString())}">Clear all filters</a>
  </div>
</form>`;
}

function priceBlock(result: Result, query: SearchQuery): string {
  if (result.soldOut) return '<p class="sold-out">Sold out for your dates</p>';
  if (!result.offer) return `<p class="nightly"><span class="muted">from</span> <strong>${money(result.nightly)}</strong> per night</p><p class="muted">Enter your dates to see availability</p>`;
  const { offer } = result;
  return join([
    `<p class="nightly"><strong>${money(offer.room.nightly)}</strong> per night</p>`,
    `<p class="muted">${money(offer.total)} total for ${nightsLabel(offer.nights)}, taxes included</p>`,
    `<p class="room-name">${esc(offer.room.type.name)}</p>`,
    offer.roomsLeft <= 3 && `<p class="scarcity">Only ${offer.roomsLeft} ${offer.roomsLeft === 1 ? 'room' : 'rooms'} left at this price</p>`,
    query.stay && `<p class="muted small">${query.stay.guests} ${query.stay.guests === 1 ? 'adult' : 'adults'}</p>`,
  ]);
}

/** The latest guest review's highlight, as listings show one. */
function quote(result: Result): string {
  const [latest] = reviews(result.hotel, 1);
  return `<blockquote class="quote"><p>“${esc(latest.liked)}”</p><footer>${esc(latest.author)}, ${esc(latest.country)} · ${esc(latest.tripType)}</footer></blockquote>`;
}

function resultCard(result: Result, query: SearchQuery): string {
  const { hotel } = result;
  const href = `/hotel/${hotel.id}?${stayQuery(query.stay, query.guests)}`;
  return `<li class="result${result.soldOut ? ' is-sold-out' : ''}"><article aria-labelledby="title-${hotel.id}">
  ${thumbnail(hotel, 'small')}
  <div class="result-info">
    <h3 id="title-${hotel.id}"><a href="${esc(href)}">${esc(hotel.name)}</a></h3>
    <p class="kind">${esc(hotel.kind)} ${stars(hotel.stars)}</p>
    <p class="where">${esc(hotel.neighbourhood)} · ${hotel.distanceKm.toFixed(1)} km from centre</p>
    <ul class="amenity-list">${hotel.amenities.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>
    ${hotel.freeCancellation ? '<p class="good">Free cancellation</p>' : '<p class="muted">Non-refundable</p>'}
    ${quote(result)}
  </div>
  <div class="result-side">
    ${score(hotel)}
    ${priceBlock(result, query)}
    <a class="button" href="${esc(href)}">${result.soldOut ? 'See other dates' : 'See availability'}</a>
  </div>
</article></li>`;
}

function summary(query: SearchQuery & { destination: Destination }, shown: number, total: number, availableCount: number): string {
  const { destination, stay } = query;
  const festival = destination.soldOut && stay && stay.checkIn < destination.soldOut.to && stay.checkOut > destination.soldOut.from;
  return join([
    `<h1 id="results-heading">${esc(destination.name)}: ${shown} ${shown === 1 ? 'property' : 'properties'} found</h1>`,
    `<p class="search-summary" id="search-summary">${esc(destinationLabel(destination))}${stay ? ` · ${esc(stayLabel(stay))}` : ` · ${query.guests} ${query.guests === 1 ? 'guest' : 'guests'} · any dates`}${shown < total ? ` · ${total - shown} hidden by your filters` : ''}</p>`,
    stay && `<p class="availability-note">${availableCount} of ${shown} available for your dates.</p>`,
    festival && `<div class="notice" role="status">${esc(destination.name)} is very popular during ${esc(destination.soldOut!.reason)}: every property is fully booked on at least one night of your stay.</div>`,
    query.dateError && `<div class="notice error" role="alert">${esc(query.dateError)} Showing prices without availability.</div>`,
    !stay && !query.dateError && '<p class="notice">Add your dates to see which properties have rooms and what your stay will cost.</p>',
  ]);
}

export function resultsPage(query: SearchQuery & { destination: Destination }): string {
  const { total, results } = runSearch(query);
  const available = results.filter((r) => !r.soldOut).length;
  const { destination } = query;
  return page({
    title: `Stays in ${destination.name}`,
    crumbs: [{ label: 'Home', href: '/' }, { label: destination.country, href: `/destinations#${slug(destination.country).toLowerCase()}` }, { label: destination.name }],
    scripts: SEARCH_SCRIPTS,
    main: `${searchForm({ destination: destinationLabel(destination), checkIn: query.checkInText, checkOut: query.checkOutText, guests: query.guests }, 'bar')}
<div class="results-layout">
  ${filtersForm(query)}
  <section class="results-main" aria-labelledby="results-heading">
    ${summary(query, results.length, total, available)}
    ${results.length ? `<ol class="results">\n${results.map((r) => resultCard(r, query)).join('\n')}\n</ol>` : '<p class="empty">No property matches all your filters. Try removing some.</p>'}
  </section>
</div>`,
  });
}

/** The answer to a search whose destination the site does not know. */
export function unknownDestinationPage(text: string): string {
  const suggestions = destinations().slice(0, 12);
  return page({
    title: 'Destination not found',
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Search' }],
    scripts: SEARCH_SCRIPTS,
    main: `${searchForm({ destination: text, checkIn: '', checkOut: '', guests: 2 }, 'bar')}
<h1>${text ? `We don't have stays in “${esc(text)}”` : 'Where would you like to go?'}</h1>
<p>Choose a destination from the suggestions as you type, or pick one of these:</p>
<ul class="chip-list">${suggestions.map((d) => `<li><a href="/search?destination=${encodeURIComponent(d.name)}">${esc(destinationLabel(d))}</a></li>`).join('')}</ul>
<p><a href="/destinations">See all destinations</a></p>`,
  });
}
