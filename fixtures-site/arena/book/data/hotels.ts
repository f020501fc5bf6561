/** The properties of every destination, generated once per process from the arena's seed. */
import { Random } from '../../../site-kit/random.ts';
import { destinations, type Destination } from './destinations.ts';

export interface RoomType {
  id: string;
  name: string;
  sleeps: number;
  beds: string;
  sizeM2: number;
  /** Its price as a factor of the property's standard double room. */
  priceFactor: number;
}

export const ROOM_TYPES: readonly RoomType[] = [
  { id: 'single', name: 'Single Room', sleeps: 1, beds: '1 single bed', sizeM2: 12, priceFactor: 0.75 },
  { id: 'standard-double', name: 'Standard Double Room', sleeps: 2, beds: '1 double bed or 2 single beds', sizeM2: 18, priceFactor: 1 },
  { id: 'deluxe-king', name: 'Deluxe King Room', sleeps: 2, beds: '1 king bed or 2 single beds', sizeM2: 26, priceFactor: 1.4 },
  { id: 'superior-triple', name: 'Superior Triple Room', sleeps: 3, beds: '1 double bed and 1 single bed', sizeM2: 28, priceFactor: 1.55 },
  { id: 'family-suite', name: 'Family Suite', sleeps: 4, beds: '1 double bed and 2 single beds', sizeM2: 38, priceFactor: 1.95 },
  { id: 'two-bedroom-apartment', name: 'Two-Bedroom Apartment', sleeps: 6, beds: '2 double beds and 1 sofa bed', sizeM2: 64, priceFactor: 2.6 },
];

export const AMENITIES = [
  'Free WiFi',
  'Pool',
  'Spa',
  'Fitness centre',
  'Parking',
  'Restaurant',
  'Bar',
  'Air conditioning',
  'Pet friendly',
  'Airport shuttle',
  'Family rooms',
  'Wheelchair accessible',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const PROPERTY_KINDS = ['Hotel', 'Apartment', 'Guest house', 'Hostel'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

export interface Room {
  type: RoomType;
  nightly: number;
}

export interface Hotel {
  id: string;
  name: string;
  kind: PropertyKind;
  destination: Destination;
  stars: number;
  /** Guest score out of 10, one decimal. */
  rating: number;
  reviewCount: number;
  neighbourhood: string;
  street: string;
  distanceKm: number;
  amenities: Amenity[];
  freeCancellation: boolean;
  /** Breakfast, per guest per night. */
  breakfastPrice: number;
  rooms: Room[];
  /** The share of nights the whole property is fully booked. */
  soldOutRate: number;
  /** How the "Recommended" order ranks it (hidden from guests). */
  popularity: number;
}

const NAME_ADJECTIVES = ['Golden', 'Blue', 'Silver', 'Royal', 'Grand', 'Little', 'Old', 'Green', 'Quiet', 'Sunny', 'Crimson', 'Hidden', 'Amber', 'Ivory', 'Copper', 'Velvet', 'Coral', 'Northern', 'Eastern', 'Lucky'];
const NAME_NOUNS = ['Lantern', 'Harbour', 'Garden', 'Courtyard', 'Fig Tree', 'Compass', 'Anchor', 'Olive', 'Swallow', 'Lighthouse', 'Bridge', 'Fountain', 'Orchard', 'Tower', 'Window', 'Terrace', 'Cloister', 'Heron', 'Lemon Tree', 'Mill', 'Pine', 'Archway', 'Atelier', 'Clocktower'];
export const NAME_ENDINGS: Record<PropertyKind, readonly string[]> = {
  Hotel: ['Hotel', 'Hotel & Spa', 'Boutique Hotel', 'Suites', 'Palace Hotel', 'Inn'],
  Apartment: ['Apartments', 'Residences', 'Lofts', 'City Flats'],
  'Guest house': ['Guest House', 'House', 'Rooms', 'B&B'],
  Hostel: ['Hostel', 'Social Hostel', 'Backpackers'],
};
const NEIGHBOURHOODS = ['Old Town', 'City Centre', 'Harbour District', 'University Quarter', 'Riverside', 'Station Quarter', 'Museum Quarter', 'Market District', 'Hillside', 'Cathedral Quarter', 'Garden District', 'Waterfront', 'Arts District', 'Castle Hill'];
const STREETS = ['Rose Street', 'Market Lane', 'Harbour Road', 'Church Square', 'Mill Street', 'Garden Row', 'King Street', 'Station Road', 'Bridge Street', 'Park Avenue', 'Well Lane', 'Orchard Way'];

function hotelName(random: Random, kind: PropertyKind, taken: Set<string>): string {
  for (;;) {
    const core = random.chance(0.5) ? `${random.pick(NAME_ADJECTIVES)} ${random.pick(NAME_NOUNS)}` : `The ${random.pick(NAME_NOUNS)}`;
    const name = `${core} ${random.pick(NAME_ENDINGS[kind])}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** Room types a property offers: always one for two guests, bigger ones more often at hotels. */
function roomsFor(random: Random, kind: PropertyKind, standardPrice: number): Room[] {
  const wanted = ROOM_TYPES.filter((type) => {
    if (type.id === 'standard-double') return true;
    if (kind === 'Apartment') return type.sleeps >= 3 || random.chance(0.3);
    if (kind === 'Hostel') return type.sleeps <= 2 && random.chance(0.7);
    return random.chance(type.sleeps >= 4 ? 0.5 : 0.65);
  });
  return wanted.map((type) => ({ type, nightly: Math.round(standardPrice * type.priceFactor * (0.95 + random.next() * 0.1)) }));
}

/** A destination's properties, numbered from `firstNumber`, each name used once in the city. */
function generate(destination: Destination, firstNumber: number): Hotel[] {
  const random = Random.for('book', 'hotels', destination.slug);
  const taken = new Set<string>();
  return Array.from({ length: destination.hotelCount }, (_, index) => {
    const kind: PropertyKind = random.pick(['Hotel', 'Hotel', 'Hotel', 'Apartment', 'Guest house', 'Hostel']);
    const stars = kind === 'Hostel' ? random.int(1, 2) : kind === 'Hotel' ? random.int(3, 5) : random.int(2, 4);
    const standardPrice = Math.round(destination.priceLevel * (35 + stars * 28) * (0.8 + random.next() * 0.5));
    const amenities = AMENITIES.filter((amenity) => {
      if (amenity === 'Free WiFi') return random.chance(0.92);
      if (amenity === 'Pool' || amenity === 'Spa') return stars >= 4 ? random.chance(0.55) : random.chance(0.08);
      return random.chance(0.2 + stars * 0.08);
    });
    return {
      id: `H-${String(firstNumber + index).padStart(4, '0')}`,
      name: hotelName(random, kind, taken),
      kind,
      destination,
      stars,
      rating: Math.round((6.2 + stars * 0.4 + random.next() * 1.7) * 10) / 10,
      reviewCount: random.int(40, 2600),
      neighbourhood: random.pick(NEIGHBOURHOODS),
      street: `${random.int(1, 180)} ${random.pick(STREETS)}`,
      distanceKm: Math.round((0.2 + random.next() * 6) * 10) / 10,
      amenities,
      freeCancellation: random.chance(0.6),
      breakfastPrice: kind === 'Hostel' ? random.int(6, 10) : random.int(11, 29),
      rooms: roomsFor(random, kind, standardPrice),
      soldOutRate: 0.03 + random.next() * 0.12,
      popularity: random.next(),
    };
  });
}

let cached: { all: Hotel[]; byId: Map<string, Hotel>; byDestination: Map<string, Hotel[]> } | undefined;

function catalogue(): NonNullable<typeof cached> {
  if (!cached) {
    const all: Hotel[] = [];
    const byDestination = new Map<string, Hotel[]>();
    for (const destination of destinations()) {
      const hotels = generate(destination, 1001 + all.length);
      byDestination.set(destination.slug, hotels);
      all.push(...hotels);
    }
    cached = { all, byId: new Map(all.map((h) => [h.id, h])), byDestination };
  }
  return cached;
}

export function hotelById(id: string): Hotel | undefined {
  return catalogue().byId.get(id);
}

export function hotelsIn(destination: Destination): readonly Hotel[] {
  return catalogue().byDestination.get(destination.slug) ?? [];
}

export function allHotels(): readonly Hotel[] {
  return catalogue().all;
}

/** "Excellent", "Very good", … for a guest score. */
export function ratingWord(rating: number): string {
  if (rating >= 9) return 'Exceptional';
  if (rating >= 8.5) return 'Excellent';
  if (rating >= 8) return 'Very good';
  if (rating >= 7) return 'Good';
  return 'Pleasant';
}
