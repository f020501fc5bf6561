/** Manage booking: find a booking by reference and email, see it, cancel it. */
import { esc } from '../../../site-kit/html.ts';
import type { Booking } from '../booking.ts';
import { TODAY } from '../dates.ts';
import { bookingDetails } from './confirmation.ts';
import { errorSummary, selectField, textField } from './form-fields.ts';
import { page } from './layout.ts';

export const CANCEL_REASONS = [
  ['plans-changed', 'My travel plans changed'],
  ['better-price', 'I found a better price elsewhere'],
  ['property-asked', 'The property asked me to cancel'],
  ['booked-twice', 'I booked the same stay twice'],
  ['other', 'Another reason'],
] as const;

const STATUS_TEXT: Record<Booking['status'], string> = { in_progress: 'Not yet paid', confirmed: 'Confirmed', cancelled: 'Cancelled' };

function crumbs(last: string) {
  return [{ label: 'Home', href: '/' }, { label: 'Manage booking', href: '/manage' }, { label: last }];
}

export function findBookingPage(notFound: boolean, reference = '', email = ''): string {
  return page({
    title: 'Manage booking',
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Manage booking' }],
    main: `<section class="narrow" aria-labelledby="manage-heading">
  <h1 id="manage-heading">Manage booking</h1>
  <p>See, change or cancel a stay. You need the booking reference from your confirmation (it starts with BK-) and the email address you booked with.</p>
  ${notFound ? '<div class="notice error" role="alert">We could not find a booking with that reference and email address. Check both and try again.</div>' : ''}
  <form action="/manage" method="post" novalidate>
    ${textField('reference', 'Booking reference', reference, { hint: 'For example BK-1234' })}
    ${textField('email', 'Email address', email, { type: 'email', autocomplete: 'email' })}
    <button type="submit" class="primary">Find booking</button>
  </form>
</section>`,
  });
}

/** Where a found booking lives: its page and its cancel form (both carry the lookup key). */
export interface ManageUrls {
  booking: string;
  cancel: string;
}

export function managedBookingPage(booking: Booking, urls: ManageUrls, justCancelled: boolean): string {
  const cancellable = booking.status === 'confirmed' && booking.checkIn > TODAY;
  return page({
    title: `Booking ${booking.reference}`,
    crumbs: crumbs(booking.reference ?? ''),
    main: `<section aria-labelledby="booking-heading">
  <h1 id="booking-heading">Booking ${esc(booking.reference)}</h1>
  ${justCancelled ? '<div class="notice" role="status">Your booking has been cancelled. Any refund reaches your card within 5 to 10 working days.</div>' : ''}
  <p class="booking-status">Status: <strong>${STATUS_TEXT[booking.status]}</strong></p>
  ${bookingDetails(booking)}
  ${cancellable ? `<p><a class="button danger" href="${esc(urls.cancel)}">Cancel this booking</a></p>` : ''}
  <p><a href="/manage">Look up another booking</a></p>
</section>`,
  });
}

export function cancelPage(booking: Booking, urls: ManageUrls, error?: string): string {
  const refund = booking.hotel.freeCancellation ? 'This stay has free cancellation: you get a full refund.' : 'This rate is non-refundable: cancelling refunds nothing unless you bought travel insurance.';
  return page({
    title: `Cancel booking ${booking.reference}`,
    crumbs: crumbs(`Cancel ${booking.reference}`),
    main: `<section class="narrow" aria-labelledby="cancel-heading">
  <h1 id="cancel-heading">Cancel booking ${esc(booking.reference)}?</h1>
  <p>${esc(booking.hotel.name)}, ${esc(booking.hotel.destination.name)}. ${esc(refund)}</p>
  ${errorSummary({ reason: error })}
  <form action="${esc(urls.cancel)}" method="post" novalidate>
    ${selectField('reason', 'Reason for cancellation', '', [['', 'Choose a reason'], ...CANCEL_REASONS], { error })}
    <div class="form-actions">
      <a href="${esc(urls.booking)}">Keep my booking</a>
      <button type="submit" class="danger">Confirm cancellation</button>
    </div>
  </form>
</section>`,
  });
}
