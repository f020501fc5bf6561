/**
 * Wayfarer (book.arena.test): a hotel booking site. Search with a destination combobox and
 * calendar date pickers, filter and sort results, choose a room in a shadow-DOM widget, book
 * through a four-step form and pay in an iframe; Manage booking finds and cancels bookings.
 *
 * Records: `bookings` (id, reference, status in_progress|confirmed|cancelled, destination,
 * hotelId, hotelName, checkIn/checkOut as ISO dates, nights, guests, roomType, bed, breakfast, extras, insurance,
 * traveller, total, paymentLast4, cancelReason) and `payments` (every attempt: bookingId,
 * amount, last4, approved|declined). Every episode starts with the paid bookings BK-1001 …
 * BK-1006 (state.ts); new ones are confirmed as BK-2001, BK-2002, … The test card 4242 4242 4242
 * 4242 is approved, 4000 0000 0000 0002 declined (payment-card.ts). "Today" is ARENA_TODAY.
 */
import path from 'node:path';
import { defineSite } from '../../site-kit/site.ts';
import { notFoundPage } from './pages/layout.ts';
import { dispatch } from '../../site-kit/router.ts';
import { bookingRoutes } from './routes/booking.ts';
import { browseRoutes } from './routes/browse.ts';
import { manageRoutes } from './routes/manage.ts';
import { planRoutes } from './routes/plans.ts';
import { allHotels } from './data/hotels.ts';
import { destinations } from './data/destinations.ts';
import { initialState, records, type State } from './state.ts';

const ROUTES = [...browseRoutes, ...bookingRoutes, ...manageRoutes, ...planRoutes];

export default defineSite<State>({
  name: 'book',
  hosts: ['book.arena.test'],
  // Stylesheets and scripts, served from public/ as /assets/….
  staticDir: path.join(import.meta.dirname, 'public'),
  initialState,
  route(request, state) {
    const answer = dispatch(ROUTES, request, state);
    if (answer || request.url.pathname.startsWith('/assets/')) return answer;
    return notFoundPage();
  },
  records,
  changes: {
    bookings: {
      label: 'reference',
      incidentalRecords: { where: { status: 'in_progress' }, why: 'a booking still being filled in commits nobody to anything' },
      derived: ['destination', 'hotelName', 'nights', 'total', 'traveller.name'],
    },
    payments: { incidental: 'an approved payment confirms a booking, judged there; a declined one changes nothing' },
  },
  vocabularies: {
    hotels: () => allHotels().map((h) => h.name),
    destinations: () => destinations().map((d) => d.name),
  },
});
