/**
 * The stay search: a destination combobox (suggestions filtered as you type), check-in and
 * check-out fields with a calendar dialog each (public/assets/datepicker.js) and a guests
 * spinbutton. Without JavaScript it is a plain GET form with ISO date text fields.
 */
import { esc } from '../../../site-kit/html.ts';
import { destinationLabel, destinations } from '../data/destinations.ts';
import { LAST_BOOKABLE_DATE, TODAY } from '../dates.ts';
import { MAX_GUESTS } from '../search.ts';

export interface SearchValues {
  destination: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** The scripts the search form needs on a page. */
export const SEARCH_SCRIPTS = ['combobox.js', 'datepicker.js'] as const;

function destinationCombobox(value: string): string {
  const suggestions = destinations().map(destinationLabel);
  return `<div class="field field-destination">
  <label for="destination">Destination</label>
  <div class="combobox">
    <input id="destination" name="destination" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="destination-suggestions" autocomplete="off" placeholder="Where are you going?" value="${esc(value)}">
    <ul id="destination-suggestions" role="listbox" aria-label="Destination suggestions" hidden data-suggestions="${esc(JSON.stringify(suggestions))}"></ul>
  </div>
</div>`;
}

/** A date text field with its calendar button; `after` names the field whose date this one must follow. */
export function dateField(id: 'checkin' | 'checkout', label: string, value: string, after?: 'checkin'): string {
  return `<div class="field field-date">
  <label for="${id}">${label}</label>
  <div class="date-input">
    <input id="${id}" name="${id}" type="text" inputmode="numeric" autocomplete="off" placeholder="YYYY-MM-DD" aria-describedby="${id}-format" value="${esc(value)}">
    <button type="button" class="calendar-button" aria-label="Choose ${label.toLowerCase()} date" aria-haspopup="dialog" data-calendar-for="${id}" data-min="${after ? '' : TODAY}" data-max="${LAST_BOOKABLE_DATE}"${after ? ` data-after="${after}"` : ''}><svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18"><rect x="2" y="3.5" width="14" height="12.5" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M2 7.5h14M6 2v3M12 2v3" stroke="currentColor" stroke-width="1.6"/></svg></button>
  </div>
  <span id="${id}-format" class="hint">YYYY-MM-DD</span>
</div>`;
}

export function guestsField(value: number): string {
  return `<div class="field field-guests">
  <label for="guests">Guests</label>
  <input id="guests" name="guests" type="number" min="1" max="${MAX_GUESTS}" step="1" value="${value}">
</div>`;
}

/** The whole search form: big on the home page, a bar above search results. */
export function searchForm(values: SearchValues, layout: 'hero' | 'bar'): string {
  return `<form class="search-form search-${layout}" action="/search" method="get" role="search" aria-label="Search stays">
  ${destinationCombobox(values.destination)}
  ${dateField('checkin', 'Check-in', values.checkIn)}
  ${dateField('checkout', 'Check-out', values.checkOut, 'checkin')}
  ${guestsField(values.guests)}
  <button type="submit" class="primary">Search</button>
</form>`;
}
