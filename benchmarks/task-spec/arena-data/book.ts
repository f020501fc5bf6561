/** The booking site's hotels and destinations (book.arena.test). */
export { allHotels as hotels, hotelsIn } from '../../../fixtures-site/arena/book/data/hotels.ts';
export { destinations } from '../../../fixtures-site/arena/book/data/destinations.ts';
