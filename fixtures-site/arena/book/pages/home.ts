/** The home page (search form, popular destinations, top-rated stays) and the destinations index. */
import { esc, slug } from '../../../site-kit/html.ts';
import { money } from '../booking.ts';
import { cheapestFittingRoom } from '../data/availability.ts';
import { destinationLabel, destinations, findDestination, type Destination } from '../data/destinations.ts';
import { allHotels, hotelsIn } from '../data/hotels.ts';
import { page } from './layout.ts';
import { SEARCH_SCRIPTS, searchForm } from './search-form.ts';
import { score, stars } from './widgets.ts';

export const POPULAR = ['Lisbon', 'Barcelona', 'Paris', 'Rome', 'Kyoto', 'Reykjavík', 'Amsterdam', 'Prague', 'Santorini', 'New York', 'Florence', 'Porto'];
const TOP_RATED_COUNT = 12;

function lowestPrice(destination: Destination): number {
  return Math.min(...hotelsIn(destination).map((h) => cheapestFittingRoom(h, 1)!.nightly));
}

function searchHref(destination: Destination): string {
  return `/search?${new URLSearchParams({ destination: destinationLabel(destination) }).toString()}`;
}

function destinationCard(destination: Destination): string {
  return `<li class="destination-card">
  <div class="destination-art" aria-hidden="true">${esc(destination.name.slice(0, 1))}</div>
  <h3><a href="${esc(searchHref(destination))}">${esc(destination.name)}</a></h3>
  <p class="muted">${esc(destination.country)} · ${destination.hotelCount} properties · from ${money(lowestPrice(destination))} per night</p>
  <p>${esc(destination.tagline)}</p>
</li>`;
}

/** The best-rated stays across the site, one per name so every link is unique. */
function topRated(): string {
  const seen = new Set<string>();
  const picks = [...allHotels()]
    .sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount)
    .filter((h) => !seen.has(h.name) && seen.add(h.name))
    .slice(0, TOP_RATED_COUNT);
  return picks
    .map(
      (h) => `<li class="stay-card">
  <h3><a href="/hotel/${h.id}">${esc(h.name)}</a></h3>
  <p class="kind">${esc(h.kind)} ${stars(h.stars)} · ${esc(h.destination.name)}</p>
  ${score(h)}
  <p>from <strong>${money(cheapestFittingRoom(h, 1)!.nightly)}</strong> per night</p>
</li>`,
    )
    .join('\n');
}

export function homePage(): string {
  const popular = POPULAR.map((name) => findDestination(name)!);
  return page({
    title: 'Hotels, apartments and guest houses',
    scripts: SEARCH_SCRIPTS,
    main: `<section class="hero" aria-labelledby="hero-heading">
  <h1 id="hero-heading">Find your next stay</h1>
  <p>Hotels, apartments and guest houses in ${destinations().length} cities. Free cancellation on most rooms.</p>
  ${searchForm({ destination: '', checkIn: '', checkOut: '', guests: 2 }, 'hero')}
</section>
<section aria-labelledby="popular-heading">
  <h2 id="popular-heading">Popular destinations</h2>
  <ul class="destination-grid">
${popular.map(destinationCard).join('\n')}
  </ul>
  <p><a href="/destinations">See all ${destinations().length} destinations</a></p>
</section>
<section aria-labelledby="loved-heading">
  <h2 id="loved-heading">Stays guests love</h2>
  <ul class="stay-grid">
${topRated()}
  </ul>
</section>
<section class="promises" aria-labelledby="promises-heading">
  <h2 id="promises-heading">Why book with Wayfarer</h2>
  <ul>
    <li><h3>Free cancellation</h3><p>Most rooms can be cancelled for free until two days before check-in.</p></li>
    <li><h3>No booking fees</h3><p>The price you see includes taxes. What you see is what you pay.</p></li>
    <li><h3>Help around the clock</h3><p>Our team answers every day from 07:00 to 23:00.</p></li>
  </ul>
</section>`,
  });
}

const TOP_PICKS = 3;

/** A destination in the index: its link, size, price level and best-rated stays. */
function destinationEntry(destination: Destination): string {
  const best = [...hotelsIn(destination)].sort((a, b) => b.rating - a.rating).slice(0, TOP_PICKS);
  return `<li class="destination-entry">
  <h4><a href="${esc(searchHref(destination))}">${esc(destination.name)}</a></h4>
  <p class="muted">${destination.hotelCount} properties · from ${money(lowestPrice(destination))} per night</p>
  <p>${esc(destination.tagline)}</p>
  <p class="small">Top rated: ${best.map((h) => `<a href="/hotel/${h.id}">${esc(h.name)}</a> (${h.rating.toFixed(1)})`).join(', ')}</p>
</li>`;
}

export function destinationsPage(): string {
  const regions = [...new Set(destinations().map((d) => d.region))];
  return page({
    title: 'All destinations',
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Destinations' }],
    main: `<h1>All destinations</h1>
<p>Every city we have stays in, by region and country.</p>
${regions
  .map((region) => {
    const inRegion = destinations().filter((d) => d.region === region);
    const countries = [...new Set(inRegion.map((d) => d.country))];
    return `<section aria-labelledby="region-${slug(region).toLowerCase()}">
  <h2 id="region-${slug(region).toLowerCase()}">${esc(region)}</h2>
  ${countries
    .map(
      (country) => `<section class="country" aria-labelledby="${slug(country).toLowerCase()}">
    <h3 id="${slug(country).toLowerCase()}">${esc(country)}</h3>
    <ul>${inRegion
      .filter((d) => d.country === country)
      .map((d) => destinationEntry(d))
      .join('')}</ul>
  </section>`,
    )
    .join('\n  ')}
</section>`;
  })
  .join('\n')}`,
  });
}
