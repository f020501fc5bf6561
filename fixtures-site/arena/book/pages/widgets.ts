/** Small pieces several pages show: stars, guest scores, property thumbnails, stay summaries. */
import { esc } from '../../../site-kit/html.ts';
import { hashString } from '../../../site-kit/random.ts';
import { ratingWord, type Hotel } from '../data/hotels.ts';
import type { Stay } from '../data/availability.ts';
import { daysBetween, shortDate } from '../dates.ts';

export function stars(count: number): string {
  return `<span class="stars"><span aria-hidden="true">${'★'.repeat(count)}</span><span class="visually-hidden">${count}-star</span></span>`;
}

export function score(hotel: Hotel): string {
  return `<p class="score"><span class="score-badge">${hotel.rating.toFixed(1)}</span> <span class="score-word">${ratingWord(hotel.rating)}</span> <span class="muted">· ${hotel.reviewCount.toLocaleString('en-US')} reviews</span></p>`;
}

/** A coloured placeholder standing in for the property's photo. */
export function thumbnail(hotel: Hotel, size: 'small' | 'large'): string {
  const hue = hashString(hotel.id) % 360;
  return `<div class="thumb thumb-${size}" style="background:linear-gradient(135deg,hsl(${hue} 55% 62%),hsl(${(hue + 40) % 360} 50% 38%))" aria-hidden="true"><span>${esc(hotel.kind)}</span></div>`;
}

export function nightsLabel(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

export function guestsLabel(guests: number): string {
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}

/** "Fri 10 Jul 2026 – Mon 13 Jul 2026 · 3 nights · 2 guests". */
export function stayLabel(stay: Stay): string {
  return `${shortDate(stay.checkIn)} – ${shortDate(stay.checkOut)} · ${nightsLabel(daysBetween(stay.checkIn, stay.checkOut))} · ${guestsLabel(stay.guests)}`;
}

/** The query string that carries a stay from page to page. */
export function stayQuery(stay: Stay | undefined, guests: number): string {
  const params = new URLSearchParams(stay ? { checkin: stay.checkIn, checkout: stay.checkOut, guests: String(stay.guests) } : { guests: String(guests) });
  return params.toString();
}
