/** What a guest sees after paying, and when they look a booking up through Manage booking. */
import { esc, join } from '../../../site-kit/html.ts';
import { BED_CHOICES, EXTRAS, INSURANCE, money, nightCount, priceLines, totalOf, type Booking } from '../booking.ts';
import { longDate } from '../dates.ts';
import { page } from './layout.ts';
import { guestsLabel, nightsLabel } from './widgets.ts';

/** The booking's facts as a description list (confirmation and manage pages). */
export function bookingDetails(booking: Booking): string {
  const t = booking.traveller;
  const extras = [booking.breakfast && 'Breakfast', ...EXTRAS.filter((e) => booking.extras.includes(e.id)).map((e) => e.name)].filter(Boolean).join(', ') || 'None';
  return `<dl class="booking-details">
  <dt>Property</dt><dd>${esc(booking.hotel.name)}, ${esc(booking.hotel.street)}, ${esc(booking.hotel.destination.name)}, ${esc(booking.hotel.destination.country)}</dd>
  <dt>Check-in</dt><dd>${longDate(booking.checkIn)}, from 15:00</dd>
  <dt>Check-out</dt><dd>${longDate(booking.checkOut)}, until 11:00</dd>
  <dt>Stay</dt><dd>${nightsLabel(nightCount(booking))}, ${guestsLabel(booking.guests)}</dd>
  <dt>Room</dt><dd>${esc(booking.room.name)}, ${BED_CHOICES[booking.bed].toLowerCase()}</dd>
  <dt>Extras</dt><dd>${esc(extras)}</dd>
  <dt>Insurance</dt><dd>${esc(INSURANCE.find((i) => i.id === booking.insurance)!.name)}</dd>
  <dt>Main guest</dt><dd>${esc(`${t.firstName} ${t.lastName}`)} (${esc(t.email)})</dd>
  <dt>Total paid</dt><dd>${money(totalOf(booking))}${booking.paymentLast4 ? ` with the card ending ${booking.paymentLast4}` : ''}</dd>
</dl>`;
}

/** The page a paid booking lands on (it says so if the booking was cancelled since). */
export function confirmationPage(booking: Booking): string {
  const heading = booking.status === 'cancelled' ? 'This booking was cancelled' : 'Your booking is confirmed';
  return page({
    title: `Booking ${booking.reference}`,
    crumbs: [{ label: 'Home', href: '/' }, { label: `Booking ${booking.reference}` }],
    main: `<section class="confirmation" aria-labelledby="confirmation-heading">
  <h1 id="confirmation-heading">${heading}</h1>
  <p class="reference">Booking reference: <strong>${esc(booking.reference)}</strong></p>
  <p>We have sent the details to ${esc(booking.traveller.email)}. Keep your reference: you need it with your email address to manage the booking.</p>
  ${bookingDetails(booking)}
  <table class="price-lines"><caption>Price breakdown</caption><tbody>
    ${priceLines(booking)
      .map((l) => `<tr><th scope="row">${esc(l.label)}</th><td>${money(l.amount)}</td></tr>`)
      .join('\n    ')}
  </tbody><tfoot><tr><th scope="row">Total</th><td>${money(totalOf(booking))}</td></tr></tfoot></table>
  <p>${join([`<a href="/manage">Manage booking</a>`, `<a href="/">Search more stays</a>`], ' · ')}</p>
</section>`,
  });
}
