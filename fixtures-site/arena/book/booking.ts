/** A booking as the wizard builds it, what it costs, and the checks each step makes. */
import type { Hotel, RoomType } from './data/hotels.ts';
import { daysBetween } from './dates.ts';

export type BedChoice = 'double' | 'twin';
export const BED_CHOICES: Record<BedChoice, string> = { double: 'Double bed', twin: 'Twin beds' };

export interface Extra {
  id: string;
  name: string;
  /** What the guest reads under the checkbox. */
  detail: string;
  price: number;
  per: 'stay' | 'night';
}

export const EXTRAS: readonly Extra[] = [
  { id: 'airport-transfer', name: 'Airport transfer', detail: 'Private car from the airport to the door, up to 3 people', price: 45, per: 'stay' },
  { id: 'late-checkout', name: 'Late check-out', detail: 'Keep your room until 16:00 on the day you leave', price: 30, per: 'stay' },
  { id: 'parking', name: 'Parking', detail: 'A space in the garage next door', price: 18, per: 'night' },
];

export type InsuranceId = 'none' | 'basic' | 'full';
export const INSURANCE: ReadonlyArray<{ id: InsuranceId; name: string; detail: string; price: number }> = [
  { id: 'none', name: 'No insurance', detail: 'You pay any cancellation fee yourself', price: 0 },
  { id: 'basic', name: 'Basic cover', detail: 'Refunds the stay if you fall ill before travelling', price: 19 },
  { id: 'full', name: 'Full cover', detail: 'Refunds the stay for any documented reason, plus lost luggage', price: 39 },
];

export interface Traveller {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  arrival: string;
  requests: string;
}

export type BookingStatus = 'in_progress' | 'confirmed' | 'cancelled';

export interface Booking {
  id: string;
  reference?: string;
  status: BookingStatus;
  hotel: Hotel;
  room: RoomType;
  nightly: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  bed: BedChoice;
  breakfast: boolean;
  extras: string[];
  insurance: InsuranceId;
  traveller: Traveller;
  /** The furthest step whose answers passed their checks (0: none yet). */
  completedStep: number;
  termsAccepted: boolean;
  paymentLast4?: string;
  cancelReason?: string;
}

export interface Payment {
  id: string;
  bookingId: string;
  amount: number;
  last4: string;
  status: 'approved' | 'declined';
}

export interface PriceLine {
  label: string;
  amount: number;
}

export function nightCount(booking: Pick<Booking, 'checkIn' | 'checkOut'>): number {
  return daysBetween(booking.checkIn, booking.checkOut);
}

/** Every priced line of a booking; the total is their sum. */
export function priceLines(booking: Booking): PriceLine[] {
  const nights = nightCount(booking);
  const lines: PriceLine[] = [{ label: `${booking.room.name}, ${nights} ${nights === 1 ? 'night' : 'nights'} × $${booking.nightly}`, amount: booking.nightly * nights }];
  if (booking.breakfast)
    lines.push({ label: `Breakfast, ${booking.guests} × ${nights} × $${booking.hotel.breakfastPrice}`, amount: booking.hotel.breakfastPrice * booking.guests * nights });
  for (const extra of EXTRAS.filter((e) => booking.extras.includes(e.id)))
    lines.push({ label: extra.per === 'night' ? `${extra.name}, ${nights} × $${extra.price}` : extra.name, amount: extra.per === 'night' ? extra.price * nights : extra.price });
  const insurance = INSURANCE.find((i) => i.id === booking.insurance)!;
  if (insurance.price > 0) lines.push({ label: `Travel insurance: ${insurance.name}`, amount: insurance.price });
  return lines;
}

export function totalOf(booking: Booking): number {
  return priceLines(booking).reduce((sum, line) => sum + line.amount, 0);
}

/** "$1,234". */
export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

export type FieldErrors = Partial<Record<keyof Traveller, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

/** The traveller-details step's checks, with the message each failing field shows. */
export function travellerErrors(traveller: Traveller, countries: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!traveller.firstName.trim()) errors.firstName = 'Enter your first name';
  if (!traveller.lastName.trim()) errors.lastName = 'Enter your last name';
  if (!EMAIL.test(traveller.email.trim())) errors.email = 'Enter an email address like name@example.com';
  if (traveller.phone.trim() && !PHONE.test(traveller.phone.trim())) errors.phone = 'Enter a phone number with its country code, like +44 20 7946 0000';
  if (!countries.includes(traveller.country)) errors.country = 'Choose your country or region';
  return errors;
}

export const EMPTY_TRAVELLER: Traveller = { firstName: '', lastName: '', email: '', phone: '', country: '', arrival: '', requests: '' };
