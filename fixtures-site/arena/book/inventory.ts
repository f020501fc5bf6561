/**
 * New Year's Eve: a room type's last room on the night of 31 December 2026 is taken by another
 * guest while you book. Availability itself stays a pure function of property, room type and
 * night (data/availability.ts): the property page and the results still say "Only 1 left", and a
 * booking of that room starts and goes through every step; but when the payment step opens, the
 * payment partner finds the room gone and nothing can be charged. Only stays that include that
 * night can meet this (no other night, no other room count), so every other booking is as before.
 */
import { offerFor } from './data/availability.ts';
import { addDays, nightDates } from './dates.ts';
import type { Booking } from './booking.ts';

export const LAST_ROOM_NIGHT = '2026-12-31';

/** Whether `booking`'s room was the last of its type on New Year's Eve, now taken by someone else. */
export function soldOutAtPayment(booking: Booking): boolean {
  if (!nightDates(booking.checkIn, booking.checkOut).includes(LAST_ROOM_NIGHT)) return false;
  const room = booking.hotel.rooms.find((r) => r.type.id === booking.room.id);
  if (!room) return false;
  return offerFor(booking.hotel, room, { checkIn: LAST_ROOM_NIGHT, checkOut: addDays(LAST_ROOM_NIGHT, 1), guests: booking.guests }).roomsLeft === 1;
}
