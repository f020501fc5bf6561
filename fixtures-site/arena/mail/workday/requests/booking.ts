/**
 * A Wayfarer guest asks for their booking to be cancelled (Manage booking: reference and email).
 * `kept`: a later message from them says to keep it after all (the later one wins: nothing
 * cancelled). `unknown`: the reference is no booking's, so Manage booking finds nothing.
 */
import { FIRST_NAMES, LAST_NAMES } from '../../../book/data/people.ts';
import { allHotels } from '../../../book/data/hotels.ts';
import { initialState as bookState } from '../../../book/state.ts';
import { crmDate, lines, type Draw, type Drawn } from '../request.ts';

export type BookingVariant = 'plain' | 'kept' | 'unknown';

export interface BookingData {
  reference: string;
  /** The address the booking was made with, and the guest's name. */
  email: string;
  guest: string;
  hotel: string;
}

export type BookingRequest = Drawn<'booking', BookingVariant, BookingData>;

export function booking(variant: BookingVariant) {
  return (draw: Draw): BookingRequest => {
    const { random } = draw;
    const seeded = bookState().bookings;
    const real = draw.claim(seeded, (b) => `book:${b.reference}`, 'bookings');
    // An unknown reference: between the bookings made before today and the ones made today.
    const reference = variant === 'unknown' ? `BK-${1001 + seeded.length + random.int(30, 900)}` : real.reference!;
    const first = variant === 'unknown' ? random.pick(FIRST_NAMES) : real.traveller.firstName;
    const last = variant === 'unknown' ? random.pick(LAST_NAMES) : real.traveller.lastName;
    const email = variant === 'unknown' ? `${first}.${last}@example.com`.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase() : real.traveller.email;
    const hotel = variant === 'unknown' ? random.pick(allHotels()).name : real.hotel.name;
    const dates = `${crmDate(real.checkIn)} to ${crmDate(real.checkOut)}`;
    const guest = `${first} ${last}`;
    const subject = `Please cancel my Wayfarer booking ${reference}`;
    return {
      kind: 'booking',
      variant,
      data: { reference, email, guest, hotel },
      mail: [
        {
          when: 'first',
          from: email,
          subject,
          body: lines('Hello Jordan,', '', `My travel plans have changed, so the trip is off. Could you cancel my stay at ${hotel} (${dates}) on Wayfarer for me? The reference is ${reference}, and I booked it with this address, ${email}.`, '', 'Many thanks,', guest),
        },
        ...(variant === 'kept'
          ? [{ when: 'later' as const, from: email, subject: `Re: ${subject}`, body: lines('Hello again,', '', 'Good news: the trip is on after all. Please keep the booking, do not cancel it.', '', guest) }]
          : []),
      ],
    };
  };
}
