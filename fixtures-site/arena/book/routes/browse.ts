/** Pages for finding a stay: home, destinations, search results, property pages, help. */
import { html } from '../../../site-kit/site.ts';
import { hotelById } from '../data/hotels.ts';
import { helpArticlePage, helpIndexPage } from '../pages/help.ts';
import { notFoundPage } from '../pages/layout.ts';
import { helpTopic } from '../pages/help-topics.ts';
import { destinationsPage, homePage } from '../pages/home.ts';
import { hotelPage } from '../pages/hotel.ts';
import { resultsPage, unknownDestinationPage } from '../pages/results.ts';
import type { Route } from '../../../site-kit/router.ts';
import { parseGuests, parseSearch, parseStay } from '../search.ts';
import type { State } from '../state.ts';

export const browseRoutes: ReadonlyArray<Route<State>> = [
  { method: 'GET', path: /^\/$/, handle: () => html(homePage()) },
  { method: 'GET', path: /^\/destinations$/, handle: () => html(destinationsPage()) },
  {
    method: 'GET',
    path: /^\/search$/,
    handle: (request) => {
      const query = parseSearch(request.url.searchParams);
      return query.destination ? html(resultsPage({ ...query, destination: query.destination })) : html(unknownDestinationPage(query.destinationText));
    },
  },
  {
    method: 'GET',
    path: /^\/hotel\/(H-\d{4})$/,
    handle: (request, _state, [id]) => {
      const hotel = hotelById(id);
      if (!hotel) return notFoundPage();
      const params = request.url.searchParams;
      return html(hotelPage(hotel, { ...parseStay(params), guests: parseGuests(params.get('guests')), checkInText: params.get('checkin') ?? '', checkOutText: params.get('checkout') ?? '' }));
    },
  },
  { method: 'GET', path: /^\/help$/, handle: () => html(helpIndexPage()) },
  {
    method: 'GET',
    path: /^\/help\/([a-z-]+)$/,
    handle: (_request, _state, [slug]) => {
      const topic = helpTopic(slug);
      return topic ? html(helpArticlePage(topic)) : notFoundPage();
    },
  },
];
