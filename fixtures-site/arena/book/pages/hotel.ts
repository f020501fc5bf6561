/** A property's page: overview, rooms and prices for the chosen dates, the room chooser, rules, reviews. */
import { esc, join, slug } from '../../../site-kit/html.ts';
import { money } from '../booking.ts';
import { cheapestFittingRoom, offersFor, type Offer, type Stay } from '../data/availability.ts';
import { destinationLabel } from '../data/destinations.ts';
import { description, facilityGroups, guestQuestions, landmarks, reviews, roomFeatures, scoreBreakdown } from '../data/hotel-content.ts';
import { hotelsIn, ratingWord, type Hotel } from '../data/hotels.ts';
import { addDays, longDate, shortDate } from '../dates.ts';
import { page } from './layout.ts';
import { dateField, guestsField } from './search-form.ts';
import { guestsLabel, nightsLabel, score, stars, stayLabel, stayQuery, thumbnail } from './widgets.ts';

export interface HotelPageQuery {
  stay?: Stay;
  dateError?: string;
  guests: number;
  checkInText: string;
  checkOutText: string;
}

function availabilityText(offer: Offer, guests: number): string {
  if (!offer.fits) return `Sleeps ${offer.room.type.sleeps}: too small for ${guestsLabel(guests)}`;
  if (!offer.available) return 'Sold out for your dates';
  return offer.roomsLeft <= 3 ? `Only ${offer.roomsLeft} left` : 'Available';
}

function roomsTable(hotel: Hotel, stay: Stay): string {
  const offers = offersFor(hotel, stay);
  const nights = nightsLabel(offers[0]?.nights ?? 0);
  return `<table class="rooms-table">
  <caption>Rooms for ${esc(stayLabel(stay))}</caption>
  <thead><tr><th scope="col">Room type</th><th scope="col">Sleeps</th><th scope="col">Beds</th><th scope="col">Price per night</th><th scope="col">Total for ${nights}</th><th scope="col">Availability</th></tr></thead>
  <tbody>${offers
    .map(
      (o) =>
        `<tr><th scope="row">${esc(o.room.type.name)}</th><td>${o.room.type.sleeps}</td><td>${esc(o.room.type.beds)}</td><td>${money(o.room.nightly)}</td><td>${money(o.total)}</td><td>${esc(availabilityText(o, stay.guests))}</td></tr>`,
    )
    .join('\n  ')}</tbody>
</table>`;
}

/** The room chooser (a <room-options> element, public/assets/room-options.js) inside the form that starts a booking. */
function reserveForm(hotel: Hotel, stay: Stay): string {
  const offers = offersFor(hotel, stay);
  if (!offers.some((o) => o.fits && o.available))
    return `<p class="notice" role="status">No room here is free for your dates and ${guestsLabel(stay.guests)}. Try other dates or <a href="/search?${esc(new URLSearchParams({ destination: hotel.destination.name, checkin: stay.checkIn, checkout: stay.checkOut, guests: String(stay.guests) }).toString())}">other properties in ${esc(hotel.destination.name)}</a>.</p>`;
  const rooms = offers.map((o) => ({
    id: o.room.type.id,
    name: o.room.type.name,
    nightly: o.room.nightly,
    sleeps: o.room.type.sleeps,
    status: !o.fits ? 'too-small' : !o.available ? 'sold-out' : 'available',
    left: o.roomsLeft,
  }));
  const hidden = { hotel: hotel.id, checkin: stay.checkIn, checkout: stay.checkOut, guests: String(stay.guests) };
  return `<form class="reserve-form" action="/booking" method="post" aria-labelledby="reserve-heading">
  <h3 id="reserve-heading">Choose your room</h3>
  ${Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${esc(value)}">`)
    .join('')}
  <room-options data-nights="${offers[0].nights}" data-guests="${stay.guests}" data-breakfast-price="${hotel.breakfastPrice}" data-rooms="${esc(JSON.stringify(rooms))}"></room-options>
  <button type="submit" class="primary">Reserve</button>
  <p class="muted small">You won't be charged yet: you pay on the last step.</p>
</form>`;
}

function availabilitySection(hotel: Hotel, query: HotelPageQuery): string {
  const { stay } = query;
  const fromPrices = `<table class="rooms-table">
  <caption>Room types and prices per night</caption>
  <thead><tr><th scope="col">Room type</th><th scope="col">Sleeps</th><th scope="col">Beds</th><th scope="col">Price per night</th></tr></thead>
  <tbody>${hotel.rooms.map((r) => `<tr><th scope="row">${esc(r.type.name)}</th><td>${r.type.sleeps}</td><td>${esc(r.type.beds)}</td><td>${money(r.nightly)}</td></tr>`).join('\n  ')}</tbody>
</table>`;
  return `<section class="availability" aria-labelledby="availability-heading">
  <h2 id="availability-heading">Availability</h2>
  <form class="search-form search-bar" action="/hotel/${hotel.id}" method="get" aria-label="Check availability">
    ${dateField('checkin', 'Check-in', query.checkInText)}
    ${dateField('checkout', 'Check-out', query.checkOutText, 'checkin')}
    ${guestsField(query.guests)}
    <button type="submit">Check availability</button>
  </form>
  ${join([
    query.dateError && `<div class="notice error" role="alert">${esc(query.dateError)}</div>`,
    stay ? roomsTable(hotel, stay) : `<p class="notice">Choose your dates to see which rooms are free and what your stay costs.</p>\n${fromPrices}`,
    stay && reserveForm(hotel, stay),
  ])}
</section>`;
}

function houseRules(hotel: Hotel, stay: Stay | undefined): string {
  const cancellation = hotel.freeCancellation
    ? `Free cancellation until two days before check-in${stay ? ` (until ${longDate(addDays(stay.checkIn, -2))})` : ''}. After that, the first night is charged.`
    : 'This rate is non-refundable: cancelling refunds nothing unless you bought travel insurance.';
  return `<section aria-labelledby="rules-heading">
  <h2 id="rules-heading">House rules</h2>
  <dl class="rules">
    <dt>Check-in</dt><dd>From 15:00 to 23:00</dd>
    <dt>Check-out</dt><dd>Until 11:00</dd>
    <dt>Cancellation</dt><dd>${esc(cancellation)}</dd>
    <dt>Children</dt><dd>Children of all ages are welcome. Cots are free on request.</dd>
    <dt>Pets</dt><dd>${hotel.amenities.includes('Pet friendly') ? 'Pets are allowed on request, free of charge.' : 'Pets are not allowed.'}</dd>
    <dt>Breakfast</dt><dd>${money(hotel.breakfastPrice)} per guest per night, served 07:00–10:30.</dd>
  </dl>
</section>`;
}

function reviewsSection(hotel: Hotel): string {
  return `<section aria-labelledby="reviews-heading">
  <h2 id="reviews-heading">Guest reviews</h2>
  ${score(hotel)}
  <dl class="score-breakdown">${scoreBreakdown(hotel)
    .map(([category, value]) => `<div><dt>${category}</dt><dd>${value.toFixed(1)}</dd></div>`)
    .join('')}</dl>
  <ol class="reviews">${reviews(hotel)
    .map(
      (r) => `<li><article class="review">
    <header><strong>${esc(r.author)}</strong> <span class="muted">${esc(r.country)} · ${esc(r.tripType)} · reviewed ${shortDate(r.date)}</span> <span class="score-badge small">${r.score.toFixed(1)}</span></header>
    <h3>${esc(r.title)}</h3>
    <p>${esc(r.story)}</p>
    <p><span class="liked">Liked:</span> ${esc(r.liked)}.</p>
    <p><span class="disliked">Disliked:</span> ${esc(r.disliked)}.</p>
  </article></li>`,
    )
    .join('\n  ')}</ol>
</section>`;
}

function roomDetails(hotel: Hotel): string {
  return `<section aria-labelledby="room-details-heading">
  <h2 id="room-details-heading">About the rooms</h2>
  <div class="room-cards">${hotel.rooms
    .map(
      (r) => `<div class="room-card"><h3>${esc(r.type.name)}</h3><p class="muted">${r.type.sizeM2} m² · ${esc(r.type.beds)} · sleeps ${r.type.sleeps}</p><ul>${roomFeatures(hotel, r.type.id)
        .map((f) => `<li>${esc(f)}</li>`)
        .join('')}</ul></div>`,
    )
    .join('')}</div>
</section>`;
}

function facilities(hotel: Hotel): string {
  return `<section aria-labelledby="facilities-heading">
  <h2 id="facilities-heading">Facilities</h2>
  <div class="facility-groups">${facilityGroups(hotel)
    .map(([group, items]) => `<div><h3>${esc(group)}</h3><ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul></div>`)
    .join('')}</div>
</section>`;
}

function surroundings(hotel: Hotel): string {
  const distance = (metres: number) => (metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`);
  return `<section aria-labelledby="surroundings-heading">
  <h2 id="surroundings-heading">What's nearby</h2>
  <table class="surroundings"><caption class="visually-hidden">Distances from the property</caption><tbody>${landmarks(hotel)
    .map(([place, metres]) => `<tr><th scope="row">${esc(place)}</th><td>${distance(metres)}</td></tr>`)
    .join('')}</tbody></table>
</section>`;
}

function faq(hotel: Hotel): string {
  const items: Array<[string, string]> = [
    [`How far is ${hotel.name} from the centre of ${hotel.destination.name}?`, `${hotel.distanceKm.toFixed(1)} km, in ${hotel.neighbourhood}.`],
    [`Does ${hotel.name} have a pool?`, hotel.amenities.includes('Pool') ? 'Yes, guests can use the pool for free.' : 'No, there is no pool at this property.'],
    ['Is there parking?', hotel.amenities.includes('Parking') ? 'Yes, private parking is available on site.' : 'There is no parking on site; public garages are nearby.'],
    ['What is the guest rating?', `${hotel.rating.toFixed(1)} out of 10 from ${hotel.reviewCount.toLocaleString('en-US')} reviews.`],
  ];
  return `<section aria-labelledby="faq-heading">
  <h2 id="faq-heading">Frequently asked questions</h2>
  ${items.map(([q, a]) => `<details><summary>${esc(q)}</summary><p>${esc(a)}</p></details>`).join('\n  ')}
  <h3>Questions from guests</h3>
  <dl class="guest-questions">${guestQuestions(hotel)
    .map(([q, a]) => `<dt>${esc(q)}</dt><dd>${esc(a)} <span class="muted">– answered by ${esc(hotel.name)}</span></dd>`)
    .join('')}</dl>
</section>`;
}

function nearby(hotel: Hotel, query: HotelPageQuery): string {
  const others = hotelsIn(hotel.destination)
    .filter((h) => h.id !== hotel.id)
    .sort((a, b) => Math.abs(a.distanceKm - hotel.distanceKm) - Math.abs(b.distanceKm - hotel.distanceKm))
    .slice(0, 12);
  return `<section aria-labelledby="nearby-heading">
  <h2 id="nearby-heading">Compare other stays in ${esc(hotel.destination.name)}</h2>
  <table class="compare">
  <thead><tr><th scope="col">Property</th><th scope="col">Type</th><th scope="col">Stars</th><th scope="col">Guest rating</th><th scope="col">From centre</th><th scope="col">From (per night)</th></tr></thead>
  <tbody>${others
    .map(
      (h) =>
        `<tr><th scope="row"><a href="/hotel/${h.id}?${esc(stayQuery(query.stay, query.guests))}">${esc(h.name)}</a></th><td>${esc(h.kind)}</td><td>${h.stars}</td><td>${h.rating.toFixed(1)} ${ratingWord(h.rating)}</td><td>${h.distanceKm.toFixed(1)} km</td><td>${money(cheapestFittingRoom(h, 1)!.nightly)}</td></tr>`,
    )
    .join('\n  ')}</tbody>
  </table>
</section>`;
}

export function hotelPage(hotel: Hotel, query: HotelPageQuery): string {
  const d = hotel.destination;
  const searchHref = `/search?${new URLSearchParams({ destination: d.name, ...(query.stay ? { checkin: query.stay.checkIn, checkout: query.stay.checkOut } : {}), guests: String(query.guests) }).toString()}`;
  return page({
    title: `${hotel.name}, ${d.name}`,
    crumbs: [{ label: 'Home', href: '/' }, { label: d.country, href: `/destinations#${slug(d.country).toLowerCase()}` }, { label: d.name, href: searchHref }, { label: hotel.name }],
    scripts: ['datepicker.js', 'room-options.js'],
    main: `<article class="hotel">
<header class="hotel-header">
  <div>
    <p class="kind">${esc(hotel.kind)} ${stars(hotel.stars)}</p>
    <h1>${esc(hotel.name)}</h1>
    <p class="address">${esc(hotel.street)}, ${esc(hotel.neighbourhood)}, ${esc(destinationLabel(d))} · ${hotel.distanceKm.toFixed(1)} km from centre</p>
  </div>
  <div class="hotel-score">${score(hotel)}${hotel.freeCancellation ? '<p class="good">Free cancellation</p>' : '<p class="muted">Non-refundable</p>'}</div>
</header>
<div class="gallery">${thumbnail(hotel, 'large')}</div>
<section aria-labelledby="overview-heading">
  <h2 id="overview-heading">Overview</h2>
  ${description(hotel)
    .map((p) => `<p>${esc(p)}</p>`)
    .join('\n  ')}
  <ul class="amenity-list" aria-label="Most popular facilities">${hotel.amenities.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>
</section>
${availabilitySection(hotel, query)}
${roomDetails(hotel)}
${facilities(hotel)}
${surroundings(hotel)}
${houseRules(hotel, query.stay)}
${reviewsSection(hotel)}
${faq(hotel)}
${nearby(hotel, query)}
</article>`,
  });
}
