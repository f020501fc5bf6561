/** What a search asks (from the query string) and the properties that answer it, filtered and sorted. */
import { slug } from '../../site-kit/html.ts';
import { bestOffer, cheapestFittingRoom, type Offer, type Stay } from './data/availability.ts';
import { findDestination, type Destination } from './data/destinations.ts';
import { AMENITIES, hotelsIn, PROPERTY_KINDS, ROOM_TYPES, type Amenity, type Hotel, type PropertyKind } from './data/hotels.ts';
import { daysBetween, LAST_BOOKABLE_DATE, MAX_NIGHTS, parseIsoDate, TODAY } from './dates.ts';

/** The most guests a search may ask for: a booking is one room, and no room sleeps more. */
export const MAX_GUESTS = Math.max(...ROOM_TYPES.map((type) => type.sleeps));

export const SORTS = {
  recommended: 'Recommended',
  price: 'Price (lowest first)',
  rating: 'Guest rating (highest first)',
  stars: 'Star rating (highest first)',
  distance: 'Distance from centre',
} as const;
export type SortId = keyof typeof SORTS;

export const RATING_FLOORS = [
  { value: 0, label: 'Any rating' },
  { value: 7, label: 'Good: 7+' },
  { value: 8, label: 'Very good: 8+' },
  { value: 9, label: 'Exceptional: 9+' },
] as const;

export const DISTANCES = [
  { value: 0, label: 'Any distance' },
  { value: 1, label: 'Less than 1 km' },
  { value: 3, label: 'Less than 3 km' },
  { value: 5, label: 'Less than 5 km' },
] as const;

export interface Filters {
  stars: number[];
  /** Neighbourhoods, by slug. */
  areas: string[];
  /** From the centre, in km (0: any distance). */
  maxDistanceKm: number;
  kinds: PropertyKind[];
  amenities: Amenity[];
  minRating: number;
  maxPrice?: number;
  freeCancellation: boolean;
  availableOnly: boolean;
}

export interface SearchQuery {
  destinationText: string;
  destination?: Destination;
  checkInText: string;
  checkOutText: string;
  /** Set when both dates are valid. */
  stay?: Stay;
  /** Why the dates were refused, when they were given but are not a bookable stay. */
  dateError?: string;
  guests: number;
  filters: Filters;
  sort: SortId;
}

export function amenityId(amenity: Amenity): string {
  return slug(amenity).toLowerCase();
}

export function areaId(neighbourhood: string): string {
  return slug(neighbourhood).toLowerCase();
}

function dateProblem(checkIn: string | undefined, checkOut: string | undefined): string | undefined {
  if (!checkIn || !checkOut) return 'Enter both dates as YYYY-MM-DD.';
  if (checkIn < TODAY) return 'Check-in cannot be in the past.';
  if (checkOut > LAST_BOOKABLE_DATE) return 'Stays can be booked up to a year ahead.';
  if (checkOut <= checkIn) return 'Check-out must be after check-in.';
  if (daysBetween(checkIn, checkOut) > MAX_NIGHTS) return `Stays are limited to ${MAX_NIGHTS} nights.`;
  return undefined;
}

export function parseGuests(text: string | null): number {
  const guests = Number(text || 2);
  return Number.isInteger(guests) ? Math.min(MAX_GUESTS, Math.max(1, guests)) : 2;
}

/** A stay from check-in, check-out and guests fields, or why they do not make one. */
export function parseStay(params: URLSearchParams): { stay?: Stay; dateError?: string } {
  const checkInText = params.get('checkin') ?? '';
  const checkOutText = params.get('checkout') ?? '';
  if (!checkInText && !checkOutText) return {};
  const checkIn = parseIsoDate(checkInText);
  const checkOut = parseIsoDate(checkOutText);
  const problem = dateProblem(checkIn, checkOut);
  if (problem) return { dateError: problem };
  return { stay: { checkIn: checkIn!, checkOut: checkOut!, guests: parseGuests(params.get('guests')) } };
}

export function parseSearch(params: URLSearchParams): SearchQuery {
  const destinationText = (params.get('destination') ?? '').trim();
  const sort = params.get('sort') ?? '';
  const maxPrice = Number(params.get('max_price'));
  return {
    destinationText,
    destination: findDestination(destinationText),
    checkInText: params.get('checkin') ?? '',
    checkOutText: params.get('checkout') ?? '',
    ...parseStay(params),
    guests: parseGuests(params.get('guests')),
    sort: sort in SORTS ? (sort as SortId) : 'recommended',
    filters: {
      stars: params.getAll('stars').map(Number).filter((n) => n >= 1 && n <= 5),
      areas: params.getAll('area'),
      maxDistanceKm: DISTANCES.find((d) => String(d.value) === params.get('distance'))?.value ?? 0,
      kinds: PROPERTY_KINDS.filter((kind) => params.getAll('type').includes(slug(kind).toLowerCase())),
      amenities: AMENITIES.filter((a) => params.getAll('amenity').includes(amenityId(a))),
      minRating: RATING_FLOORS.find((r) => String(r.value) === params.get('rating'))?.value ?? 0,
      ...(maxPrice > 0 && { maxPrice }),
      freeCancellation: params.get('free_cancellation') === '1',
      availableOnly: params.get('available') === '1',
    },
  };
}

/** A property as a search shows it: its best offer for the dates, or its lowest price without dates. */
export interface Result {
  hotel: Hotel;
  /** The cheapest free room that sleeps every guest, when the search has dates. */
  offer?: Offer;
  /** The nightly price shown: the offer's, else the cheapest fitting room's. */
  nightly: number;
  soldOut: boolean;
}

function matches(result: Result, filters: Filters): boolean {
  const { hotel } = result;
  return (
    (filters.stars.length === 0 || filters.stars.includes(hotel.stars)) &&
    (filters.areas.length === 0 || filters.areas.includes(areaId(hotel.neighbourhood))) &&
    (filters.maxDistanceKm === 0 || hotel.distanceKm < filters.maxDistanceKm) &&
    (filters.kinds.length === 0 || filters.kinds.includes(hotel.kind)) &&
    filters.amenities.every((a) => hotel.amenities.includes(a)) &&
    hotel.rating >= filters.minRating &&
    (filters.maxPrice === undefined || result.nightly <= filters.maxPrice) &&
    (!filters.freeCancellation || hotel.freeCancellation) &&
    (!filters.availableOnly || !result.soldOut)
  );
}

const ORDER: Record<SortId, (a: Result, b: Result) => number> = {
  recommended: (a, b) => b.hotel.popularity - a.hotel.popularity,
  price: (a, b) => a.nightly - b.nightly,
  rating: (a, b) => b.hotel.rating - a.hotel.rating || b.hotel.reviewCount - a.hotel.reviewCount,
  stars: (a, b) => b.hotel.stars - a.hotel.stars || b.hotel.rating - a.hotel.rating,
  distance: (a, b) => a.hotel.distanceKm - b.hotel.distanceKm,
};

export interface SearchOutcome {
  /** Properties with a room for every guest, before filters. */
  total: number;
  results: Result[];
}

/** The destination's properties that sleep the guests, filtered and sorted; sold-out ones last. */
export function runSearch(query: SearchQuery & { destination: Destination }): SearchOutcome {
  const all: Result[] = [];
  for (const hotel of hotelsIn(query.destination)) {
    const cheapest = cheapestFittingRoom(hotel, query.guests);
    if (!cheapest) continue;
    const offer = query.stay && bestOffer(hotel, { ...query.stay, guests: query.guests });
    all.push({ hotel, ...(offer && { offer }), nightly: offer ? offer.room.nightly : cheapest.nightly, soldOut: query.stay !== undefined && !offer });
  }
  const results = all.filter((r) => matches(r, query.filters)).sort((a, b) => Number(a.soldOut) - Number(b.soldOut) || ORDER[query.sort](a, b) || a.hotel.id.localeCompare(b.hotel.id));
  return { total: all.length, results };
}
