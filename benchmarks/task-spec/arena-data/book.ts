/** The booking site's hotels and destinations (book.arena.test). */
export { allHotels as hotels, hotelsIn, hotelById, NAME_ENDINGS, ROOM_TYPES } from '../../../fixtures-site/arena/book/data/hotels.ts';
export { destinations, destinationLabel } from '../../../fixtures-site/arena/book/data/destinations.ts';
export { offersFor, bestOffer, cheapestFittingRoom } from '../../../fixtures-site/arena/book/data/availability.ts';
export { parseSearch, runSearch } from '../../../fixtures-site/arena/book/search.ts';
export { EXTRAS, INSURANCE, money } from '../../../fixtures-site/arena/book/booking.ts';
export { initialState } from '../../../fixtures-site/arena/book/state.ts';
export { CANCEL_REASONS } from '../../../fixtures-site/arena/book/pages/manage.ts';
export { homePage, POPULAR } from '../../../fixtures-site/arena/book/pages/home.ts';
export { addDays, longDate, TODAY } from '../../../fixtures-site/arena/book/dates.ts';
/** A property page's full facilities list by group (only there: the results filter by the headline amenities alone). */
export { facilityGroups } from '../../../fixtures-site/arena/book/data/hotel-content.ts';
