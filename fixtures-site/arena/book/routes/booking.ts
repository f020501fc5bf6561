/**
 * Booking a stay: the reserve form starts a booking, each wizard step saves what it holds
 * (Back without checks, Next with them), and the payment iframe confirms it.
 */
import { esc } from '../../../site-kit/html.ts';
import { html, redirect, type Mail, type SiteRequest, type SiteResponse } from '../../../site-kit/site.ts';
import { BED_CHOICES, EMPTY_TRAVELLER, EXTRAS, INSURANCE, money, totalOf, travellerErrors, type BedChoice, type Booking, type InsuranceId, type Traveller } from '../booking.ts';
import { offerFor } from '../data/availability.ts';
import { hotelById } from '../data/hotels.ts';
import { countries } from '../data/people.ts';
import { confirmationPage } from '../pages/confirmation.ts';
import { notFoundPage, page } from '../pages/layout.ts';
import { approvedFrame, cardFormFrame, soldOutFrame, unavailableFrame } from '../pages/payment-frame.ts';
import { soldOutAtPayment } from '../inventory.ts';
import { detailsStep, extrasStep, hotelUrl, paymentStep, reviewStep, STEPS, stepUrl, type StepSlug } from '../pages/wizard.ts';
import { authorise, cardErrors, digitsOf, type CardForm } from '../payment-card.ts';
import type { Route } from '../../../site-kit/router.ts';
import { parseStay } from '../search.ts';
import { bookingById, type State } from '../state.ts';

// A form re-shown with its mistakes: 422, as real form handlers answer.
const INVALID = { status: 422 };

function unavailable(message: string, backHref: string): SiteResponse {
  return html(page({ title: 'Room not available', main: `<h1>Sorry, we could not start this booking</h1>\n<p>${esc(message)}</p>\n<p><a href="${esc(backHref)}">Back to the property</a></p>` }), { status: 409 });
}

function startBooking(request: SiteRequest, state: State): SiteResponse {
  const form = request.form;
  const hotel = hotelById(form.get('hotel') ?? '');
  if (!hotel) return notFoundPage();
  const { stay } = parseStay(form);
  const room = hotel.rooms.find((r) => r.type.id === form.get('room'));
  const back = `/hotel/${hotel.id}`;
  if (!stay) return unavailable('The dates of this stay are not valid. Choose them again on the property page.', back);
  if (!room) return unavailable('Choose a room type first.', back);
  const offer = offerFor(hotel, room, stay);
  if (!offer.fits || !offer.available) return unavailable(`The ${room.type.name} is not available for your dates and guests.`, back);
  const bed = form.get('bed');
  const booking: Booking = {
    id: `b${state.nextBooking++}`,
    status: 'in_progress',
    hotel,
    room: room.type,
    nightly: room.nightly,
    ...stay,
    bed: bed && bed in BED_CHOICES ? (bed as BedChoice) : 'double',
    breakfast: form.get('breakfast') === '1',
    extras: [],
    insurance: 'none',
    traveller: { ...EMPTY_TRAVELLER },
    completedStep: 0,
    termsAccepted: false,
  };
  state.bookings.push(booking);
  return redirect(stepUrl(booking, 'details'));
}

function readTraveller(form: URLSearchParams): Traveller {
  const field = (name: keyof Traveller) => (form.get(name) ?? '').trim();
  return { firstName: field('firstName'), lastName: field('lastName'), email: field('email'), phone: field('phone'), country: field('country'), arrival: field('arrival'), requests: field('requests') };
}

/** Where a booking must go instead of `step`, if it may not be there yet (or any more). */
function misplaced(booking: Booking, step: StepSlug): SiteResponse | undefined {
  if (booking.status !== 'in_progress') return redirect(stepUrl(booking, 'confirmation'));
  const index = STEPS.findIndex((s) => s.slug === step);
  if (index > booking.completedStep) return redirect(stepUrl(booking, STEPS[booking.completedStep].slug));
  return undefined;
}

const SHOW_STEP: Record<StepSlug, (booking: Booking) => string> = { details: detailsStep, extras: extrasStep, review: reviewStep, payment: paymentStep };

/** Saves a step's form; answers with the next page, or the step again with its mistakes. */
const SAVE_STEP: Record<Exclude<StepSlug, 'payment'>, (booking: Booking, form: URLSearchParams, next: boolean) => SiteResponse> = {
  details(booking, form, next) {
    booking.traveller = readTraveller(form);
    const errors = travellerErrors(booking.traveller, countries());
    // Details that no longer pass their checks must be fixed before any later step.
    if (Object.keys(errors).length > 0) booking.completedStep = 0;
    if (!next) return redirect(hotelUrl(booking));
    if (Object.keys(errors).length > 0) return html(detailsStep(booking, errors), INVALID);
    booking.completedStep = Math.max(booking.completedStep, 1);
    return redirect(stepUrl(booking, 'extras'));
  },
  extras(booking, form, next) {
    booking.breakfast = form.get('breakfast') === '1';
    booking.extras = EXTRAS.filter((e) => form.getAll('extras').includes(e.id)).map((e) => e.id);
    const insurance = form.get('insurance');
    booking.insurance = INSURANCE.some((i) => i.id === insurance) ? (insurance as InsuranceId) : 'none';
    if (!next) return redirect(stepUrl(booking, 'details'));
    booking.completedStep = Math.max(booking.completedStep, 2);
    return redirect(stepUrl(booking, 'review'));
  },
  review(booking, form, next) {
    booking.termsAccepted = form.get('terms') === '1';
    // Conditions no longer accepted: no paying until they are again.
    if (!booking.termsAccepted) booking.completedStep = Math.min(booking.completedStep, 2);
    if (!next) return redirect(stepUrl(booking, 'extras'));
    if (!booking.termsAccepted) return html(reviewStep(booking, 'Tick the box to accept the booking conditions'), INVALID);
    booking.completedStep = Math.max(booking.completedStep, 3);
    return redirect(stepUrl(booking, 'payment'));
  },
};

function isStep(value: string): value is StepSlug {
  return STEPS.some((s) => s.slug === value);
}

function readCard(form: URLSearchParams): CardForm {
  return { name: (form.get('cardName') ?? '').trim(), number: form.get('cardNumber') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' };
}

/** The booking a payment iframe is for, or what the iframe shows instead of a card form. */
function payable(state: State, id: string): { booking: Booking } | { refusal: SiteResponse } {
  const booking = bookingById(state, id);
  if (!booking) return { refusal: html(unavailableFrame('This payment link is not valid.'), { status: 404 }) };
  if (booking.status === 'confirmed') return { refusal: html(approvedFrame(booking, stepUrl(booking, 'confirmation'))) };
  if (booking.status !== 'in_progress' || booking.completedStep < 3) return { refusal: html(unavailableFrame('This booking is not ready for payment.'), { status: 409 }) };
  return { booking };
}

function pay(request: SiteRequest, state: State): SiteResponse {
  const found = payable(state, request.form.get('booking') ?? '');
  if ('refusal' in found) return found.refusal;
  const { booking } = found;
  const card = readCard(request.form);
  const errors = cardErrors(card);
  if (Object.keys(errors).length > 0) return html(cardFormFrame(booking, 'invalid', card, errors), INVALID);
  // New Year's Eve's last room went to someone else (inventory.ts): nothing is charged.
  if (soldOutAtPayment(booking)) return html(soldOutFrame(booking, hotelUrl(booking)), { status: 409 });
  const last4 = digitsOf(card.number).slice(-4);
  const status = authorise(card.number);
  state.payments.push({ id: `p${state.payments.length + 1}`, bookingId: booking.id, amount: totalOf(booking), last4, status });
  if (status === 'declined') return html(cardFormFrame(booking, 'declined', { name: card.name, expiry: card.expiry }), { status: 402 });
  booking.status = 'confirmed';
  booking.paymentLast4 = last4;
  booking.reference = `BK-${state.nextReference++}`;
  // The confirmation goes to the traveller's address: Arena Mail's inbox when it is one of its own.
  const mail: Mail = {
    from: 'no-reply@book.arena.test',
    to: booking.traveller.email,
    subject: `Wayfarer: booking ${booking.reference} confirmed`,
    body: `Dear ${booking.traveller.firstName},\n\nyour stay at ${booking.hotel.name}, ${booking.hotel.destination.name}, from ${booking.checkIn} to ${booking.checkOut} is confirmed: reference ${booking.reference}, ${money(totalOf(booking))} paid with the card ending ${last4}.\n\nWayfarer`,
  };
  return { ...redirect(`/pay/frame/done?booking=${booking.id}`), mail: [mail] };
}

export const bookingRoutes: ReadonlyArray<Route<State>> = [
  { method: 'POST', path: /^\/booking$/, handle: startBooking },
  {
    method: 'GET',
    path: /^\/booking\/(b\d+)\/confirmation$/,
    handle: (_request, state, [id]) => {
      const booking = bookingById(state, id);
      if (!booking) return notFoundPage();
      return booking.reference ? html(confirmationPage(booking)) : redirect(stepUrl(booking, STEPS[Math.min(booking.completedStep, 3)].slug));
    },
  },
  {
    method: 'GET',
    path: /^\/booking\/(b\d+)\/([a-z]+)$/,
    handle: (_request, state, [id, step]) => {
      const booking = bookingById(state, id);
      if (!booking || !isStep(step)) return notFoundPage();
      return misplaced(booking, step) ?? html(SHOW_STEP[step](booking));
    },
  },
  {
    method: 'POST',
    path: /^\/booking\/(b\d+)\/(details|extras|review)$/,
    handle: (request, state, [id, step]) => {
      const booking = bookingById(state, id);
      if (!booking) return notFoundPage();
      const slug = step as Exclude<StepSlug, 'payment'>;
      return misplaced(booking, slug) ?? SAVE_STEP[slug](booking, request.form, request.form.get('nav') !== 'back');
    },
  },
  {
    method: 'GET',
    path: /^\/pay\/frame$/,
    handle: (request, state) => {
      const found = payable(state, request.url.searchParams.get('booking') ?? '');
      if ('refusal' in found) return found.refusal;
      // New Year's Eve's last room went to someone else (inventory.ts): no card form.
      if (soldOutAtPayment(found.booking)) return html(soldOutFrame(found.booking, hotelUrl(found.booking)), { status: 409 });
      return html(cardFormFrame(found.booking, 'ready'));
    },
  },
  { method: 'POST', path: /^\/pay\/frame$/, handle: pay },
  {
    method: 'GET',
    path: /^\/pay\/frame\/done$/,
    handle: (request, state) => {
      const booking = bookingById(state, request.url.searchParams.get('booking') ?? '');
      return booking?.status === 'confirmed' ? html(approvedFrame(booking, stepUrl(booking, 'confirmation'))) : redirect(`/pay/frame?booking=${booking?.id ?? ''}`);
    },
  },
];
