/**
 * One episode's server-side state: bookings (in progress, confirmed, cancelled) and payment
 * attempts. A few confirmed bookings exist from the start, so "Manage booking" has something to
 * find; new ones get references from BK-2001 on.
 */
import type { SiteRecords } from '../../site-kit/site.ts';
import { Random } from '../../site-kit/random.ts';
import { nightCount, totalOf, type Booking, type Payment } from './booking.ts';
import { allHotels } from './data/hotels.ts';
import { FIRST_NAMES, LAST_NAMES, countries } from './data/people.ts';
import { addDays, TODAY } from './dates.ts';

export interface State {
  bookings: Booking[];
  payments: Payment[];
  /** The number in the next booking's id (b1, b2, …). */
  nextBooking: number;
  /** The number in the next confirmed booking's reference (BK-2001, …). */
  nextReference: number;
}

const SEEDED_BOOKINGS = 6;

/** Bookings made before the episode began: BK-1001 … BK-1006, all upcoming and paid. */
function seededBookings(): Booking[] {
  const random = Random.for('book', 'seeded-bookings');
  const hotels = allHotels();
  return Array.from({ length: SEEDED_BOOKINGS }, (_, index) => {
    const hotel = hotels[random.int(0, hotels.length - 1)];
    const room = hotel.rooms[0];
    const checkIn = addDays(TODAY, random.int(12, 100));
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    return {
      id: `seed${index + 1}`,
      reference: `BK-${1001 + index}`,
      status: 'confirmed',
      hotel,
      room: room.type,
      nightly: room.nightly,
      checkIn,
      checkOut: addDays(checkIn, random.int(2, 6)),
      guests: Math.min(room.type.sleeps, 2),
      bed: 'double',
      breakfast: random.chance(0.5),
      extras: [],
      insurance: 'none',
      traveller: {
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.com`.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase(),
        phone: `+44 20 7946 ${String(random.int(0, 9999)).padStart(4, '0')}`,
        country: random.pick(countries()),
        arrival: '',
        requests: '',
      },
      completedStep: 4,
      termsAccepted: true,
      paymentLast4: String(random.int(1000, 9999)),
    };
  });
}

export function initialState(): State {
  return { bookings: seededBookings(), payments: [], nextBooking: 1, nextReference: 2001 };
}

export function bookingById(state: State, id: string): Booking | undefined {
  return state.bookings.find((b) => b.id === id);
}

export function bookingByReference(state: State, reference: string): Booking | undefined {
  const wanted = reference.trim().toUpperCase();
  return state.bookings.find((b) => b.reference === wanted);
}

/** Plain JSON for the judge: ids, ISO dates, numbers as numbers, never a full card number. */
export function records(state: State): SiteRecords {
  return {
    bookings: state.bookings.map((b) => ({
      id: b.id,
      reference: b.reference ?? null,
      status: b.status,
      destination: b.hotel.destination.name,
      hotelId: b.hotel.id,
      hotelName: b.hotel.name,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      nights: nightCount(b),
      guests: b.guests,
      roomType: b.room.id,
      bed: b.bed,
      breakfast: b.breakfast,
      extras: [...b.extras],
      insurance: b.insurance,
      traveller: { ...b.traveller, name: `${b.traveller.firstName} ${b.traveller.lastName}`.trim() },
      total: totalOf(b),
      paymentLast4: b.paymentLast4 ?? null,
      cancelReason: b.cancelReason ?? null,
    })),
    payments: state.payments.map((p) => ({ ...p })),
  };
}
