/** Manage booking: look a booking up by reference and email, then see or cancel it. */
import { arenaSeed, hashString } from '../../../site-kit/random.ts';
import { html, redirect, type SiteRequest, type SiteResponse } from '../../../site-kit/site.ts';
import type { Booking } from '../booking.ts';
import { TODAY } from '../dates.ts';
import { cancelPage, CANCEL_REASONS, findBookingPage, managedBookingPage, type ManageUrls } from '../pages/manage.ts';
import type { Route } from '../../../site-kit/router.ts';
import { bookingByReference, type State } from '../state.ts';

/**
 * The key that proves the guest gave the booking's email: a found booking's URLs carry it, so
 * a reference alone opens nothing (deterministic, so the same lookup always gives the same URL).
 */
function lookupKey(booking: Booking): string {
  return hashString(`${arenaSeed()}:manage:${booking.reference}:${booking.traveller.email.toLowerCase()}`).toString(36);
}

function urlsOf(booking: Booking): ManageUrls {
  const key = `?key=${lookupKey(booking)}`;
  return { booking: `/manage/${booking.reference}${key}`, cancel: `/manage/${booking.reference}/cancel${key}` };
}

/** The booking a manage URL names, if its key is right. */
function unlocked(request: SiteRequest, state: State, reference: string): Booking | undefined {
  const booking = bookingByReference(state, reference);
  return booking && request.url.searchParams.get('key') === lookupKey(booking) ? booking : undefined;
}

function cancellable(booking: Booking): boolean {
  return booking.status === 'confirmed' && booking.checkIn > TODAY;
}

function cancel(request: SiteRequest, state: State, reference: string): SiteResponse {
  const booking = unlocked(request, state, reference);
  if (!booking) return redirect('/manage');
  if (!cancellable(booking)) return redirect(urlsOf(booking).booking);
  const reason = request.form.get('reason') ?? '';
  if (!CANCEL_REASONS.some(([id]) => id === reason)) return html(cancelPage(booking, urlsOf(booking), 'Choose why you are cancelling'), { status: 422 });
  booking.status = 'cancelled';
  booking.cancelReason = reason;
  return redirect(`${urlsOf(booking).booking}&cancelled=1`);
}

export const manageRoutes: ReadonlyArray<Route<State>> = [
  { method: 'GET', path: /^\/manage$/, handle: () => html(findBookingPage(false)) },
  {
    method: 'POST',
    path: /^\/manage$/,
    handle: (request, state) => {
      const reference = (request.form.get('reference') ?? '').trim();
      const email = (request.form.get('email') ?? '').trim();
      const booking = bookingByReference(state, reference);
      if (!booking || booking.traveller.email.toLowerCase() !== email.toLowerCase()) return html(findBookingPage(true, reference, email), { status: 404 });
      return redirect(urlsOf(booking).booking);
    },
  },
  {
    method: 'GET',
    path: /^\/manage\/(BK-\d+)$/,
    handle: (request, state, [reference]) => {
      const booking = unlocked(request, state, reference);
      return booking ? html(managedBookingPage(booking, urlsOf(booking), request.url.searchParams.get('cancelled') === '1')) : redirect('/manage');
    },
  },
  {
    method: 'GET',
    path: /^\/manage\/(BK-\d+)\/cancel$/,
    handle: (request, state, [reference]) => {
      const booking = unlocked(request, state, reference);
      if (!booking) return redirect('/manage');
      return cancellable(booking) ? html(cancelPage(booking, urlsOf(booking))) : redirect(urlsOf(booking).booking);
    },
  },
  { method: 'POST', path: /^\/manage\/(BK-\d+)\/cancel$/, handle: (request, state, [reference]) => cancel(request, state, reference) },
];
