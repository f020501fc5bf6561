/**
 * Which rooms are free on which nights, and what a stay costs. Availability is a pure function
 * of property, room type and night (hashed with the arena's seed), so the same dates always give
 * the same answer, and longer stays are more often sold out, as on real sites.
 */
import { Random } from '../../../site-kit/random.ts';
import { nightDates } from '../dates.ts';
import type { Hotel, Room } from './hotels.ts';

export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** One room type of a property for a stay. */
export interface Offer {
  room: Room;
  nights: number;
  total: number;
  fits: boolean;
  available: boolean;
  /** Rooms of this type still free for the whole stay (0 when sold out). */
  roomsLeft: number;
}

/** A well-mixed number in [0, 1) for these parts (a hash alone varies too little between 07-10 and 07-11). */
function draw(...parts: Array<string | number>): number {
  return Random.for('book', 'availability', ...parts).next();
}

function festivalNight(hotel: Hotel, night: string): boolean {
  const period = hotel.destination.soldOut;
  return period !== undefined && night >= period.from && night < period.to;
}

// The share of nights one room type is fully booked, on top of the nights the whole property is.
const ROOM_SOLD_OUT_RATE = 0.15;

/** Rooms of this type left on one night (0: sold out). */
function leftOnNight(hotel: Hotel, room: Room, night: string): number {
  if (festivalNight(hotel, night) || draw(hotel.id, night) < hotel.soldOutRate || draw(hotel.id, room.type.id, night) < ROOM_SOLD_OUT_RATE) return 0;
  return 1 + Math.floor(draw('left', hotel.id, room.type.id, night) * 9);
}

export function offerFor(hotel: Hotel, room: Room, stay: Stay): Offer {
  const nights = nightDates(stay.checkIn, stay.checkOut);
  const roomsLeft = Math.min(...nights.map((night) => leftOnNight(hotel, room, night)));
  return {
    room,
    nights: nights.length,
    total: room.nightly * nights.length,
    fits: room.type.sleeps >= stay.guests,
    available: roomsLeft > 0,
    roomsLeft,
  };
}

export function offersFor(hotel: Hotel, stay: Stay): Offer[] {
  return hotel.rooms.map((room) => offerFor(hotel, room, stay));
}

/** The cheapest room that is free for the whole stay and sleeps every guest. */
export function bestOffer(hotel: Hotel, stay: Stay): Offer | undefined {
  return offersFor(hotel, stay)
    .filter((offer) => offer.fits && offer.available)
    .sort((a, b) => a.room.nightly - b.room.nightly)[0];
}

/** The cheapest room that sleeps every guest, whatever the dates ("from $X per night"). */
export function cheapestFittingRoom(hotel: Hotel, guests: number): Room | undefined {
  return hotel.rooms.filter((room) => room.type.sleeps >= guests).sort((a, b) => a.nightly - b.nightly)[0];
}
